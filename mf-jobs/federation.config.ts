import type { FederationConfig } from '@raketa/shared/platform';

export default {
  name: 'jobs',
  kind: 'remote',
  exposes: { './routes': './src/exposes/routes.tsx' },
  ssr: './src/ssr/render.tsx',
} satisfies FederationConfig;
