import type { FederationConfig } from '@raketa/platform';

export default {
  name: 'auth',
  kind: 'remote',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    // The auth dialogs, mounted by the shell on any page (contract: RemoteAuthDialogsModule).
    './dialogs': './src/exposes/dialogs.tsx',
  },
} satisfies FederationConfig;
