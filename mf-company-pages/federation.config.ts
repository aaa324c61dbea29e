import type { FederationConfig } from '@raketa/platform';

export default {
  name: 'companyPages',
  kind: 'remote',
  exposes: { './routes': './src/exposes/routes.tsx' },
  // A campaign page's answer (302 to the price list while inactive), src/ssr/render.ts.
  ssr: './src/ssr/render.ts',
} satisfies FederationConfig;
