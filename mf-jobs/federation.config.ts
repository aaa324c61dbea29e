import type { FederationConfig } from '@raketa/platform';

export default {
  name: 'jobs',
  kind: 'remote',
  exposes: { './routes': './src/exposes/routes.tsx' },
  ssr: './src/ssr/render.tsx',
  // The detail page's apply form (pages.tsx): preloaded with the page, so it hydrates with the rest.
  routeChunks: { jobDetail: ['apply'] },
} satisfies FederationConfig;
