import type { FederationConfig } from '@raketa/shared/platform';

export default {
  name: 'auth',
  kind: 'remote',
  exposes: { './routes': './src/exposes/routes.tsx' },
} satisfies FederationConfig;
