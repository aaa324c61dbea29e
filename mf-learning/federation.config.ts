import type { FederationConfig } from '@raketa/shared/platform';

export default {
  name: 'learning',
  kind: 'remote',
  exposes: { './routes': './src/exposes/routes.tsx' },
} satisfies FederationConfig;
