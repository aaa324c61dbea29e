import type { FederationConfig } from '@raketa/shared/platform';

/** The host declares no remotes: they come from the served remotes config at runtime. */
export default {
  name: 'shell',
  kind: 'host',
  runtimePlugins: ['./src/features/remotes/runtime-plugin.ts'],
} satisfies FederationConfig;
