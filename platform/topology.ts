/**
 * The one topology definition: every service of Raketa, its folder, port and
 * wiring. `npm start` runs it as local processes; `docker-compose.yml` is
 * generated from it (`npm run compose`) and a test keeps the two in agreement.
 */
import path from 'node:path';
import type { RemoteName } from '@raketa/shared/federation';

export const REPO_ROOT = path.resolve(__dirname, '..');

interface ServiceBase {
  /** Folder of the app, relative to the repo root. */
  dir: string;
  port: number;
  /** Environment variable that overrides the port (locally and in compose). */
  portEnv: string;
}
export interface HostService extends ServiceBase {
  kind: 'host';
}
export interface RemoteService extends ServiceBase {
  kind: 'remote';
  remote: RemoteName;
  /** Environment variable that overrides the public manifest URL given to browsers. */
  urlEnv: string;
}
export interface ApiService extends ServiceBase {
  kind: 'api';
}
export type AppService = HostService | RemoteService | ApiService;

export const APPS = {
  shell: { kind: 'host', dir: 'shell', port: 3000, portEnv: 'SHELL_PORT' },
  jobs: { kind: 'remote', remote: 'jobs', dir: 'mf-jobs', port: 3001, portEnv: 'MF_JOBS_PORT', urlEnv: 'REMOTE_JOBS_URL' },
  auth: { kind: 'remote', remote: 'auth', dir: 'mf-auth', port: 3002, portEnv: 'MF_AUTH_PORT', urlEnv: 'REMOTE_AUTH_URL' },
  companyPages: {
    kind: 'remote',
    remote: 'companyPages',
    dir: 'mf-company-pages',
    port: 3003,
    portEnv: 'MF_COMPANY_PAGES_PORT',
    urlEnv: 'REMOTE_COMPANY_PAGES_URL',
  },
  learning: {
    kind: 'remote',
    remote: 'learning',
    dir: 'mf-learning',
    port: 3004,
    portEnv: 'MF_LEARNING_PORT',
    urlEnv: 'REMOTE_LEARNING_URL',
  },
  api: { kind: 'api', dir: 'api', port: 4000, portEnv: 'API_PORT' },
} as const satisfies Record<string, AppService>;

export type AppId = keyof typeof APPS;
export const APP_IDS = Object.keys(APPS) as AppId[];
/** Apps built by webpack (the host and the remotes), in build order. */
export const WEB_APP_IDS = APP_IDS.filter((id) => APPS[id].kind !== 'api');
export const REMOTE_APP_IDS = APP_IDS.filter((id) => APPS[id].kind === 'remote') as ('jobs' | 'auth' | 'companyPages' | 'learning')[];

/**
 * Parts that production runs as their own services and the local start embeds:
 * the API uses PGlite when DATABASE_URL is unset, and keeps mail in an outbox
 * when SMTP_URL is unset.
 */
export const INFRA = {
  postgres: { image: 'postgres:16.6-alpine', port: 5432, embeddedAs: 'PGlite inside api (DATABASE_URL unset)' },
  mailcatcher: { image: 'axllent/mailpit:v1.21.8', port: 8025, smtpPort: 1025, embeddedAs: 'the api mail outbox (SMTP_URL unset)' },
} as const;

export type Env = Record<string, string | undefined>;

/**
 * Independent releases of a remote (platform/releases.ts): each release's files
 * live in `{root}/{remote}/{releaseId}/` and the remote's release registry, which the
 * shell server reads for the remotes config, in `{root}/{remote}.json`. Locally the
 * root is `.data/releases` (git-ignored); in compose it is the volume `releases`,
 * mounted at the same path in the shell and every remote.
 */
export const RELEASES = {
  /** Environment variable that moves the root (absolute, or relative to the repo root). */
  env: 'RELEASES_ROOT',
  dir: '.data/releases',
  volume: 'releases',
  /** Release folders kept per remote (the current and the previous one are never removed). */
  keep: 5,
} as const;

export interface ResolvedTopology {
  ports: Record<AppId, number>;
  /** Site host of each language (no path prefix; the Host header picks the locale). */
  hosts: { cs: string; en: string };
  /** Public manifest URL of each remote, as browsers fetch it. */
  remoteUrls: Record<RemoteName, string>;
  /** Where the shell server forwards API paths. */
  apiUrl: string;
  /** Absolute folder of the remotes' releases and their registries (see RELEASES). */
  releasesRoot: string;
}

/** The port of `id`, or its default with a problem noted when the variable is not a port. */
function port(env: Env, id: AppId, problems: string[]): number {
  const raw = env[APPS[id].portEnv];
  if (raw === undefined || raw === '') return APPS[id].port;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    problems.push(`${APPS[id].portEnv} must be a port number (1-65535), got "${raw}"`);
    return APPS[id].port;
  }
  return value;
}

/**
 * Ports, hosts and URLs of the local topology, each overridable by environment,
 * with every invalid variable named (its default stands in, so callers can go on
 * checking the rest and report all problems at once).
 */
export function checkTopology(env: Env = process.env): { topology: ResolvedTopology; problems: string[] } {
  const problems: string[] = [];
  const ports = Object.fromEntries(APP_IDS.map((id) => [id, port(env, id, problems)])) as Record<AppId, number>;
  const remoteUrls = Object.fromEntries(
    REMOTE_APP_IDS.map((id) => {
      const app = APPS[id];
      return [app.remote, env[app.urlEnv] || `http://localhost:${ports[id]}/mf-manifest.json`];
    }),
  ) as Record<RemoteName, string>;
  const topology: ResolvedTopology = {
    ports,
    hosts: {
      cs: env.CS_HOST || `localhost:${ports.shell}`,
      en: env.EN_HOST || `en.localhost:${ports.shell}`,
    },
    remoteUrls,
    apiUrl: env.API_URL || `http://127.0.0.1:${ports.api}`,
    releasesRoot: path.resolve(REPO_ROOT, env[RELEASES.env] || RELEASES.dir),
  };
  return { topology, problems };
}

/** The topology, or an error naming every invalid variable. */
export function resolveTopology(env: Env = process.env): ResolvedTopology {
  const { topology, problems } = checkTopology(env);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return topology;
}
