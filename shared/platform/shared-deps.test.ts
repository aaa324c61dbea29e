/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import sharedPkg from '../package.json';
import { SINGLETONS, sharedSingletons, singletonVersions, versionMismatches } from './shared-deps';
import { APPS, REPO_ROOT, WEB_APP_IDS } from './topology';

const sharedDeps = sharedPkg.dependencies as Record<string, string>;
const app = (dependencies: Record<string, string>) => ({ name: '@raketa/test-app', dependencies });

describe('sharedSingletons', () => {
  const shared = sharedSingletons(app({ react: sharedDeps.react!, 'left-pad': '1.0.0' }));

  it('shares every singleton, @raketa/shared and the subpath keys', () => {
    const expected = [...SINGLETONS, '@raketa/shared', 'react/', 'react-dom/', 'react-router/', 'jotai/'];
    expect(Object.keys(shared).sort()).toEqual([...expected].sort());
  });

  it('pins each one as a strict singleton at the version of shared/package.json', () => {
    for (const name of SINGLETONS) {
      expect(shared[name]).toEqual({
        singleton: true,
        requiredVersion: sharedDeps[name],
        strictVersion: true,
        version: sharedDeps[name],
      });
    }
    expect(shared['@raketa/shared']).toMatchObject({ singleton: true, version: sharedPkg.version });
    for (const name of ['react', 'react-dom', 'react-router', 'jotai']) {
      expect(shared[`${name}/`]).toEqual({
        singleton: true,
        requiredVersion: sharedDeps[name],
        strictVersion: true,
        version: sharedDeps[name],
      });
    }
  });

  it('does not share dependencies that are not singletons', () => {
    expect(shared['left-pad']).toBeUndefined();
  });

  it('throws naming the app and the drifting package', () => {
    const drifting = app({ react: '18.0.0', jotai: sharedDeps.jotai! });
    expect(() => sharedSingletons(drifting)).toThrow(/@raketa\/test-app depends on react@18\.0\.0/);
    expect(() => sharedSingletons(drifting)).toThrow(`the shared singleton is ${sharedDeps.react}`);
    expect(() => sharedSingletons(drifting)).not.toThrow(/jotai/);
  });

  it('accepts a package without dependencies', () => {
    expect(Object.keys(sharedSingletons({ name: 'bare' }))).toContain('react');
  });
});

describe('versionMismatches', () => {
  it('lists every drifting singleton', () => {
    const result = versionMismatches(app({ react: '18.0.0', 'react-dom': '18.0.0', superstruct: '0.1.0' }));
    expect(result).toHaveLength(2);
    expect(result[0]).toContain('react@18.0.0');
    expect(result[1]).toContain('react-dom@18.0.0');
  });

  it('flags a drifting @raketa/shared too', () => {
    expect(versionMismatches(app({ '@raketa/shared': '9.9.9' }))).toEqual([
      `@raketa/test-app depends on @raketa/shared@9.9.9, the shared singleton is ${sharedPkg.version}`,
    ]);
  });

  it.each(WEB_APP_IDS)('finds no drift in the real %s package.json', (id) => {
    const file = path.join(REPO_ROOT, APPS[id].dir, 'package.json');
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string; dependencies?: Record<string, string> };
    expect(versionMismatches(pkg)).toEqual([]);
  });

  it('reads the singleton versions from shared/package.json', () => {
    const versions = singletonVersions();
    expect(versions['@raketa/shared']).toBe(sharedPkg.version);
    for (const name of SINGLETONS) expect(versions[name]).toBe(sharedDeps[name]);
  });
});
