/**
 * The one shared map for Module Federation. Every app (host and remotes) calls
 * `sharedSingletons(appPackageJson)`, so the page holds one instance of each
 * listed package, and versions cannot drift: an app that declares another
 * version than `shared/package.json` fails its build.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharedPkg from '@raketa/shared/package.json';

/** Packages that must exist once in the page. */
export const SINGLETONS = ['react', 'react-dom', 'i18next', 'react-i18next', 'jotai', '@tanstack/react-query'] as const;

/**
 * Packages that exist once in the page inside the @raketa/shared singleton, which re-exports the
 * parts the apps use (shared/src/routes/router.ts), instead of being shared whole. Not shared keys,
 * but pinned like the singletons: the server renderers and tests import them directly.
 */
export const BUNDLED_IN_SHARED = ['react-router', 'react-router-dom'] as const;

/** Packages imported by subpath (`react/jsx-runtime`, `react-dom/client`, `jotai/utils`...): trailing-slash keys share those too. */
const SUBPATH_SHARED = ['react', 'react-dom', 'jotai'] as const;

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** Every place a package.json declares a version; a singleton must have the shared one in each. */
const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies'] as const;

export interface SharedConfig {
  singleton: true;
  requiredVersion: string;
  strictVersion: true;
  version?: string;
}

/**
 * Subpaths of @raketa/shared that are singletons beside its public entry (a pinned version of its
 * own): the widgets built on Headless UI, loaded only by the pages that use them. Its other
 * subpaths are bundled per app.
 */
export const SHARED_PACKAGE_SUBENTRIES = [`${sharedPkg.name}/widgets`] as const;

export function singletonVersions(): Record<string, string> {
  return pinnedVersions(SINGLETONS);
}

/** The singletons' versions and those of the packages bundled in @raketa/shared: what every app must declare alike. */
export function pinnedVersions(names: readonly string[] = [...SINGLETONS, ...BUNDLED_IN_SHARED]): Record<string, string> {
  const deps = sharedPkg.dependencies as Record<string, string>;
  const versions: Record<string, string> = { [sharedPkg.name]: sharedPkg.version };
  for (const name of names) {
    const version = deps[name];
    if (!version) throw new Error(`shared/package.json must pin singleton ${name}`);
    versions[name] = version;
  }
  return versions;
}

/** Names every dependency of `app` (also dev and peer) whose version differs from the singleton's. */
export function versionMismatches(app: PackageJson): string[] {
  const versions = pinnedVersions();
  return DEPENDENCY_FIELDS.flatMap((field) =>
    Object.entries(app[field] ?? {})
      .filter(([name, version]) => versions[name] !== undefined && versions[name] !== version)
      .map(
        ([name, version]) =>
          `${app.name} depends on ${name}@${version}${field === 'dependencies' ? '' : ` (${field})`}, the shared singleton is ${versions[name]}`,
      ),
  );
}

/**
 * Names every singleton whose copy installed for `packageDir` (the `node_modules/{name}` Node and
 * webpack resolve from there, walking up) has another version than the singleton's: a lockfile or
 * a stale install can hold one that package.json does not show.
 */
export function installedVersionMismatches(packageDir: string): string[] {
  const versions = pinnedVersions();
  const mismatches: string[] = [];
  for (const [name, version] of Object.entries(versions)) {
    let installed: string | undefined;
    for (let dir = path.resolve(packageDir); ; dir = path.dirname(dir)) {
      const file = path.join(dir, 'node_modules', name, 'package.json');
      if (fs.existsSync(file)) {
        installed = (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }).version;
        break;
      }
      if (path.dirname(dir) === dir) break;
    }
    if (installed !== version) {
      mismatches.push(`${packageDir} resolves ${name}@${installed ?? '(not installed)'}, the shared singleton is ${version}`);
    }
  }
  return mismatches;
}

export function sharedSingletons(app: PackageJson): Record<string, SharedConfig> {
  const mismatches = versionMismatches(app);
  if (mismatches.length > 0) throw new Error(`Shared singleton versions drift:\n- ${mismatches.join('\n- ')}`);
  const versions = singletonVersions();
  const shared: Record<string, SharedConfig> = {};
  for (const [name, version] of Object.entries(versions)) {
    shared[name] = { singleton: true, requiredVersion: version, strictVersion: true, version };
  }
  for (const name of SHARED_PACKAGE_SUBENTRIES) {
    shared[name] = { singleton: true, requiredVersion: sharedPkg.version, strictVersion: true, version: sharedPkg.version };
  }
  for (const name of SUBPATH_SHARED) {
    const version = versions[name]!;
    shared[`${name}/`] = { singleton: true, requiredVersion: version, strictVersion: true, version };
  }
  return shared;
}
