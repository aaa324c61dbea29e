/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharedPkg from '@raketa/shared/package.json';
import {
  BUNDLED_IN_SHARED,
  installedVersionMismatches,
  pinnedVersions,
  SINGLETONS,
  sharedSingletons,
  singletonVersions,
  versionMismatches,
} from './shared-deps';
import { APPS, REPO_ROOT, WEB_APP_IDS } from './topology';

const sharedDeps = sharedPkg.dependencies as Record<string, string>;
const app = (dependencies: Record<string, string>) => ({ name: '@raketa/test-app', dependencies });

describe('sharedSingletons', () => {
  const shared = sharedSingletons(app({ react: sharedDeps.react!, 'left-pad': '1.0.0' }));

  it('shares every singleton, @raketa/shared and the subpath keys', () => {
    const expected = [...SINGLETONS, '@raketa/shared', '@raketa/shared/widgets', 'react/', 'react-dom/', 'jotai/'];
    expect(Object.keys(shared).sort()).toEqual([...expected].sort());
  });

  it('does not share the router whole: it lives inside @raketa/shared', () => {
    for (const name of BUNDLED_IN_SHARED) {
      expect(shared[name]).toBeUndefined();
      expect(shared[`${name}/`]).toBeUndefined();
    }
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
    expect(shared['@raketa/shared/widgets']).toMatchObject({ singleton: true, version: sharedPkg.version });
    for (const name of ['react', 'react-dom', 'jotai']) {
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

  it('flags a drifting router, which is pinned though bundled in @raketa/shared', () => {
    expect(versionMismatches(app({ 'react-router': '7.0.0' }))).toEqual([
      `@raketa/test-app depends on react-router@7.0.0, the shared singleton is ${sharedDeps['react-router']}`,
    ]);
    expect(pinnedVersions()['react-router-dom']).toBe(sharedDeps['react-router-dom']);
  });

  it('flags a drifting @raketa/shared too', () => {
    expect(versionMismatches(app({ '@raketa/shared': '9.9.9' }))).toEqual([
      `@raketa/test-app depends on @raketa/shared@9.9.9, the shared singleton is ${sharedPkg.version}`,
    ]);
  });

  it('checks dev and peer dependencies too, naming the field', () => {
    const result = versionMismatches({
      name: '@raketa/test-app',
      devDependencies: { 'react-dom': '18.0.0' },
      peerDependencies: { react: '^19.0.0', jotai: sharedDeps.jotai! },
    });
    expect(result).toEqual([
      `@raketa/test-app depends on react-dom@18.0.0 (devDependencies), the shared singleton is ${sharedDeps['react-dom']}`,
      `@raketa/test-app depends on react@^19.0.0 (peerDependencies), the shared singleton is ${sharedDeps.react}`,
    ]);
    expect(() => sharedSingletons({ name: 'dev-drift', devDependencies: { i18next: '1.0.0' } })).toThrow(/dev-drift depends on i18next@1\.0\.0/);
  });

  it('reads the singleton versions from shared/package.json', () => {
    const versions = singletonVersions();
    expect(versions['@raketa/shared']).toBe(sharedPkg.version);
    for (const name of SINGLETONS) expect(versions[name]).toBe(sharedDeps[name]);
  });
});

/** Every workspace of the repository (root package.json), not only the web apps: a drift anywhere fails here. */
const WORKSPACES = (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;

describe('the repository’s packages against the shared singletons', () => {
  it('lists every web app among the workspaces', () => {
    for (const id of WEB_APP_IDS) expect(WORKSPACES).toContain(APPS[id].dir);
    expect(WORKSPACES).toContain('shared');
  });

  it.each(WORKSPACES)('%s declares every singleton it names at the shared version (dependencies, dev, peer)', (dir) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, dir, 'package.json'), 'utf8')) as Parameters<typeof versionMismatches>[0];
    expect(versionMismatches(pkg)).toEqual([]);
  });

  it.each(['shared', ...WEB_APP_IDS.map((id) => APPS[id].dir)])('%s resolves the installed singletons at the shared version', (dir) => {
    expect(installedVersionMismatches(path.join(REPO_ROOT, dir))).toEqual([]);
  });
});

describe('installedVersionMismatches', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-shared-deps-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const install = (dir: string, name: string, version: string) => {
    fs.mkdirSync(path.join(dir, 'node_modules', name), { recursive: true });
    fs.writeFileSync(path.join(dir, 'node_modules', name, 'package.json'), JSON.stringify({ name, version }));
  };

  it('finds an app’s own nested copy of another version, and a missing one', () => {
    const versions = pinnedVersions();
    for (const [name, version] of Object.entries(versions)) install(root, name, version);
    const app = path.join(root, 'app');
    fs.mkdirSync(app);
    expect(installedVersionMismatches(app)).toEqual([]);
    // The lockfile put an older React beside the app: webpack would bundle that one for it.
    install(app, 'react', '18.3.1');
    fs.rmSync(path.join(root, 'node_modules', 'jotai'), { recursive: true });
    const result = installedVersionMismatches(app);
    expect(result).toContain(`${app} resolves react@18.3.1, the shared singleton is ${versions.react}`);
    expect(result).toContain(`${app} resolves jotai@(not installed), the shared singleton is ${versions.jotai}`);
    expect(result).toHaveLength(2);
  });
});

/** Browser code of every web app and of the shared package (not tests, testing helpers or server renderers). */
function browserSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['ssr', 'testing', '__tests__'].includes(entry.name) ? [] : browserSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the router in browser code', () => {
  const facade = path.join(REPO_ROOT, 'shared/src/routes/router.ts');
  const roots = ['shared/src', ...WEB_APP_IDS.map((id) => `${APPS[id].dir}/src`)].map((dir) => path.join(REPO_ROOT, dir));

  it('is imported only through @raketa/shared: a direct import would load a second router without the shell’s context', () => {
    const direct = roots
      .flatMap(browserSources)
      .filter((file) => file !== facade && /from ['"]react-router(-dom)?(\/[\w-]+)?['"]/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(REPO_ROOT, file));
    expect(direct).toEqual([]);
    expect(fs.readFileSync(facade, 'utf8')).toMatch(/from 'react-router'/);
  });
});
