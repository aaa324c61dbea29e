/**
 * Module Federation runtime plugin of the shell. It must not import react: it
 * runs before shared modules are negotiated. It logs which remote failed and in
 * which phase, and lets the error reach the area's error boundary.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'raketa-remote-errors',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[federation] loading ${id} failed during ${lifecycle}`, error);
      return undefined;
    },
  };
}
