/** @jest-environment node */
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import jobsFederation from '../mf-jobs/federation.config';
import shellFederation from '../shell/federation.config';
import runtimeCoreProvider, { RUNTIME_CORE_GLOBAL } from './runtime-core-provider';
import { createWebpackConfig } from './webpack-config';

const root = path.resolve(__dirname, '..');

function federationOptions(appDir: string, federation: Parameters<typeof createWebpackConfig>[1]) {
  const plugin = createWebpackConfig(path.join(root, appDir), federation).plugins!.find((p) => p instanceof ModuleFederationPlugin);
  return (plugin as unknown as { _options: { runtimePlugins?: string[]; experiments?: { externalRuntime?: boolean } } })._options;
}

describe('one federation runtime core on the page', () => {
  afterEach(() => {
    delete (runtimeCore.Global as Record<string, unknown>)[RUNTIME_CORE_GLOBAL];
  });

  it('the host’s plugin puts its core where remotes built with externalRuntime read it, before the host starts', () => {
    const args = { options: { name: 'shell' } };
    expect(runtimeCoreProvider().beforeInit!(args as never)).toBe(args);
    const provided = (runtimeCore.Global as Record<string, unknown>)[RUNTIME_CORE_GLOBAL] as typeof runtimeCore;
    // The very class the host's containers are made of (a module namespace may be wrapped under test).
    expect(provided.ModuleFederation).toBe(runtimeCore.ModuleFederation);
  });

  it('the host’s build adds the plugin before its own; a remote’s build takes the core from the page', () => {
    const host = federationOptions('shell', shellFederation);
    expect(host.runtimePlugins?.[0]).toBe(path.join(__dirname, 'runtime-core-provider.ts'));
    expect(host.runtimePlugins).toHaveLength(1 + (shellFederation.runtimePlugins?.length ?? 0));
    expect(host.experiments?.externalRuntime).toBeFalsy();

    const remote = federationOptions('mf-jobs', jobsFederation);
    expect(remote.experiments?.externalRuntime).toBe(true);
    expect(remote.runtimePlugins).toEqual([]);
  });
});
