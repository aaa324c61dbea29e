/**
 * Module Federation runtime plugin the host's build adds (webpack-config.ts): it hands the host's
 * federation runtime core to the remotes, whose builds take it from the page (`externalRuntime`)
 * instead of each carrying a copy (~16 kB brotli per remote entry on the first view).
 *
 * The library's own provider (`experiments.provideExternalRuntime`) is a CommonJS file: through it
 * the host bundled a second, CommonJS copy of the core beside the ES one its runtime uses. This
 * one imports the ES build, so the host has one core and the remotes use that very instance.
 * Runs in the browser before shared modules are negotiated: it must not import react.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

/** The global a remote built with `externalRuntime` reads the core from (the library's name). */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

export default function runtimeCoreProvider(): ModuleFederationRuntimePlugin {
  return {
    name: 'raketa-runtime-core-provider',
    beforeInit(args) {
      (runtimeCore.Global as Record<string, unknown>)[RUNTIME_CORE_GLOBAL] = runtimeCore;
      return args;
    },
  };
}
