import type { FederationConfig } from '@raketa/platform';

export default {
  name: 'learning',
  kind: 'remote',
  exposes: { './routes': './src/exposes/routes.tsx' },
  // A course chapter rendered on the server (crawlers read it), src/ssr/render.tsx.
  ssr: './src/ssr/render.tsx',
  // The chapter page's chunk (exposes/routes.tsx): its code and styles come with its server-rendered page.
  routeChunks: { chapter: ['chapter'] },
} satisfies FederationConfig;
