import type { FederationConfig } from '@raketa/platform';

/** The host declares no remotes: they come from the served remotes config at runtime. */
export default {
  name: 'shell',
  kind: 'host',
  runtimePlugins: ['./src/features/remotes/runtime-plugin.ts'],
  // The shell's message file also carries the shared UI's namespace: the shell loads it before anything renders.
  messages: { shell: './src/locales', shared: '../shared/src/i18n/messages' },
  ssr: './src/ssr/render.tsx',
} satisfies FederationConfig;
