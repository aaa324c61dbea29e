/**
 * The one shared map for Module Federation. Every app (host and remotes) calls
 * `sharedSingletons(appPackageJson)`, so the page holds one instance of each
 * listed package, and versions cannot drift: an app that declares another
 * version than `shared/package.json` fails its build.
 */
import sharedPkg from '../package.json';

/** Packages that must exist once in the page. */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'i18next',
  'react-i18next',
  'jotai',
  '@tanstack/react-query',
] as const;

/** Packages imported by subpath (`react/jsx-runtime`, `react-dom/client`, `jotai/utils`...): trailing-slash keys share those too. */
const SUBPATH_SHARED = ['react', 'react-dom', 'react-router', 'jotai'] as const;

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
}

export interface SharedConfig {
  singleton: true;
  requiredVersion: string;
  strictVersion: true;
  version?: string;
}

export function singletonVersions(): Record<string, string> {
  const deps = sharedPkg.dependencies as Record<string, string>;
  const versions: Record<string, string> = { [sharedPkg.name]: sharedPkg.version };
  for (const name of SINGLETONS) {
    const version = deps[name];
    if (!version) throw new Error(`shared/package.json must pin singleton ${name}`);
    versions[name] = version;
  }
  return versions;
}

/** Names every dependency of `app` whose version differs from the singleton's. */
export function versionMismatches(app: PackageJson): string[] {
  const versions = singletonVersions();
  return Object.entries(app.dependencies ?? {})
    .filter(([name, version]) => versions[name] !== undefined && versions[name] !== version)
    .map(([name, version]) => `${app.name} depends on ${name}@${version}, the shared singleton is ${versions[name]}`);
}

export function sharedSingletons(app: PackageJson): Record<string, SharedConfig> {
  const mismatches = versionMismatches(app);
  if (mismatches.length > 0) throw new Error(`Shared singleton versions drift:\n- ${mismatches.join('\n- ')}`);
  const versions = singletonVersions();
  const shared: Record<string, SharedConfig> = {};
  for (const [name, version] of Object.entries(versions)) {
    shared[name] = { singleton: true, requiredVersion: version, strictVersion: true, version };
  }
  for (const name of SUBPATH_SHARED) {
    const version = versions[name]!;
    shared[`${name}/`] = { singleton: true, requiredVersion: version, strictVersion: true, version };
  }
  return shared;
}
