/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';
import { REMOTE_CONTRACT_VERSION } from '@raketa/shared/federation';
import { CONTRACT_VERSION_DEFINE, CONTRACT_VERSION_OVERRIDE_ENV, contractVersionOfBuild, contractVersionPlugin } from './contract-version';
import { createWebpackConfig } from './webpack-config';
import { APPS, REPO_ROOT } from './topology';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-contract-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** Builds a one-file module with the plugin; returns the bundle's text. */
function compile(plugin: webpack.WebpackPluginInstance, source: string): Promise<string> {
  fs.writeFileSync(path.join(root, 'entry.js'), source);
  const compiler = webpack({
    mode: 'production',
    context: root,
    entry: './entry.js',
    output: { path: path.join(root, 'dist'), filename: 'main.js' },
    optimization: { minimize: false },
    plugins: [plugin],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats!.toString('errors-only')));
      else resolve(fs.readFileSync(path.join(root, 'dist', 'main.js'), 'utf8'));
    }),
  );
}

// The way an exposed module reads it (src/exposes/*.tsx).
const EXPOSE_SOURCE = `report(typeof ${CONTRACT_VERSION_DEFINE} === 'number' ? ${CONTRACT_VERSION_DEFINE} : 'none');`;

/** Runs the bundle; returns what it reported. */
function run(bundle: string): unknown {
  let reported: unknown;
  vm.runInNewContext(bundle, { report: (value: unknown) => (reported = value) });
  return reported;
}

describe('contractVersionOfBuild', () => {
  it('is REMOTE_CONTRACT_VERSION without an override', () => {
    expect(REMOTE_CONTRACT_VERSION).toBe(5);
    expect(contractVersionOfBuild({})).toBe(REMOTE_CONTRACT_VERSION);
    expect(contractVersionOfBuild({ [CONTRACT_VERSION_OVERRIDE_ENV]: ' ' })).toBe(REMOTE_CONTRACT_VERSION);
  });

  it('takes a test build’s override', () => {
    expect(contractVersionOfBuild({ [CONTRACT_VERSION_OVERRIDE_ENV]: '999' })).toBe(999);
  });

  it.each(['0', '-1', '1.5', 'two', '1e3', '12345678901'])('refuses the override %s, naming the variable', (value) => {
    expect(() => contractVersionOfBuild({ [CONTRACT_VERSION_OVERRIDE_ENV]: value })).toThrow(CONTRACT_VERSION_OVERRIDE_ENV);
  });
});

describe('contractVersionPlugin', () => {
  it('compiles the version into the bundle as a number', async () => {
    const bundle = await compile(contractVersionPlugin({}), EXPOSE_SOURCE);
    expect(bundle).not.toContain(CONTRACT_VERSION_DEFINE);
    expect(run(bundle)).toBe(REMOTE_CONTRACT_VERSION);
  });

  it('compiles the overridden version into a test build', async () => {
    const bundle = await compile(contractVersionPlugin({ [CONTRACT_VERSION_OVERRIDE_ENV]: '7' }), EXPOSE_SOURCE);
    expect(run(bundle)).toBe(7);
  });
});

describe('createWebpackConfig', () => {
  const definitionsOf = (config: webpack.Configuration) =>
    (config.plugins ?? [])
      .filter((plugin): plugin is webpack.DefinePlugin => plugin instanceof webpack.DefinePlugin)
      .map((plugin) => plugin.definitions);

  it('defines the contract version for every app, the override included', () => {
    const appDir = path.join(REPO_ROOT, APPS.learning.dir);
    const federation = { name: 'learning', kind: 'remote', exposes: { './routes': './src/exposes/routes.tsx' } } as const;
    expect(definitionsOf(createWebpackConfig(appDir, federation))).toContainEqual({
      [CONTRACT_VERSION_DEFINE]: String(REMOTE_CONTRACT_VERSION),
    });
    const saved = process.env[CONTRACT_VERSION_OVERRIDE_ENV];
    process.env[CONTRACT_VERSION_OVERRIDE_ENV] = '42';
    try {
      expect(definitionsOf(createWebpackConfig(appDir, federation))).toContainEqual({ [CONTRACT_VERSION_DEFINE]: '42' });
    } finally {
      if (saved === undefined) delete process.env[CONTRACT_VERSION_OVERRIDE_ENV];
      else process.env[CONTRACT_VERSION_OVERRIDE_ENV] = saved;
    }
  });
});
