import { checkTopology, type Env, type ResolvedTopology } from '@raketa/platform';
import { SERVER_RENDER_TIMEOUT_MS } from './server-render';

/** Page-wide switches of the site (spec section 2, "Page-wide behaviour"); every one is off by default. */
export interface SiteFlags {
  /** `ROBOTS_INDEX=true`: robots meta `all`; otherwise `noindex,nofollow` (so no stray deployment gets indexed). */
  robotsIndex: boolean;
  /** `TAG_MANAGER_ID` (GTM-XXXX): loads the tag manager; the data layer exists either way. */
  tagManagerId: string | null;
  /** `STATISTICS_SCRIPT_URL`: the statistics script, loaded when set. */
  statisticsScriptUrl: string | null;
  /** `AD_SCRIPT_URL`: the ad (retargeting) script, loaded when set. */
  adScriptUrl: string | null;
  /** `EXTERNAL_HOSTS`: comma-separated hosts (or `*.example.com`) links may navigate to. */
  externalHosts: string[];
  /** `BUILD_POLL_MS`: how often an open tab asks for a new build or remotes config (default 60 s; the e2e suite shortens it). */
  buildPollMs: number;
}

export const DEFAULT_BUILD_POLL_MS = 60_000;
const MIN_BUILD_POLL_MS = 500;
const MAX_BUILD_POLL_MS = 3_600_000;

export interface ShellServerConfig {
  port: number;
  host: string;
  topology: ResolvedTopology;
  flags: SiteFlags;
  /**
   * `SHELL_TRUST_PROXY`: the proxies in front of the shell whose X-Forwarded-* headers
   * count (Fastify `trustProxy`: addresses or CIDRs, comma-separated). Unset: none, the
   * shell is the edge, so a browser cannot pose as another IP to the API's throttling.
   */
  trustProxy: string | false;
  /** `SERVER_RENDER_TIMEOUT_MS`: how long a page waits for its remote's render (default 1 s; the e2e suite, on a shared machine, lengthens it). */
  serverRenderTimeoutMs: number;
}

const HOST_RE = /^[a-z0-9.-]+(:\d{1,5})?$/i;
const HOST_PATTERN_RE = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/i;
const GTM_RE = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * Hosts links may leave to when `EXTERNAL_HOSTS` is unset: where StartupTalk episodes are
 * published (api/LEARNING.md). Setting the variable replaces the list; an empty value allows none.
 */
export const DEFAULT_EXTERNAL_HOSTS = ['open.spotify.com', 'www.youtube.com', 'youtube.com', 'podcasts.apple.com'];

function readBoolean(env: Env, name: string, problems: string[]): boolean {
  const value = (env[name] ?? '').trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  problems.push(`${name} must be true or false, got "${env[name]}"`);
  return false;
}

function readScriptUrl(env: Env, name: string, problems: string[]): string | null {
  const value = env[name]?.trim();
  if (!value) return null;
  if (!URL.canParse(value) || new URL(value).protocol !== 'https:') {
    problems.push(`${name} must be an https URL, got "${value}"`);
    return null;
  }
  return value;
}

function readPollInterval(env: Env, problems: string[]): number {
  const raw = env.BUILD_POLL_MS?.trim();
  if (!raw) return DEFAULT_BUILD_POLL_MS;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < MIN_BUILD_POLL_MS || value > MAX_BUILD_POLL_MS) {
    problems.push(`BUILD_POLL_MS must be whole milliseconds from ${MIN_BUILD_POLL_MS} to ${MAX_BUILD_POLL_MS}, got "${raw}"`);
    return DEFAULT_BUILD_POLL_MS;
  }
  return value;
}

const MIN_SERVER_RENDER_TIMEOUT_MS = 100;
const MAX_SERVER_RENDER_TIMEOUT_MS = 10_000;

function readRenderTimeout(env: Env, problems: string[]): number {
  const raw = env.SERVER_RENDER_TIMEOUT_MS?.trim();
  if (!raw) return SERVER_RENDER_TIMEOUT_MS;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < MIN_SERVER_RENDER_TIMEOUT_MS || value > MAX_SERVER_RENDER_TIMEOUT_MS) {
    problems.push(
      `SERVER_RENDER_TIMEOUT_MS must be whole milliseconds from ${MIN_SERVER_RENDER_TIMEOUT_MS} to ${MAX_SERVER_RENDER_TIMEOUT_MS}, got "${raw}"`,
    );
    return SERVER_RENDER_TIMEOUT_MS;
  }
  return value;
}

function readFlags(env: Env, problems: string[]): SiteFlags {
  const tagManagerId = env.TAG_MANAGER_ID?.trim() || null;
  if (tagManagerId && !GTM_RE.test(tagManagerId)) problems.push(`TAG_MANAGER_ID must look like GTM-XXXXXXX, got "${tagManagerId}"`);
  const externalHosts = (env.EXTERNAL_HOSTS ?? DEFAULT_EXTERNAL_HOSTS.join(','))
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  for (const host of externalHosts) {
    if (!HOST_PATTERN_RE.test(host)) problems.push(`EXTERNAL_HOSTS entries must be host names or *.domain patterns, got "${host}"`);
  }
  return {
    robotsIndex: readBoolean(env, 'ROBOTS_INDEX', problems),
    tagManagerId: tagManagerId && GTM_RE.test(tagManagerId) ? tagManagerId : null,
    statisticsScriptUrl: readScriptUrl(env, 'STATISTICS_SCRIPT_URL', problems),
    adScriptUrl: readScriptUrl(env, 'AD_SCRIPT_URL', problems),
    externalHosts,
    buildPollMs: readPollInterval(env, problems),
  };
}

/** Reads and validates the shell server's environment; one error names every bad variable. */
export function loadConfig(env: Env = process.env): ShellServerConfig {
  const { topology, problems } = checkTopology(env);
  for (const [name, value] of [
    ['CS_HOST', topology.hosts.cs],
    ['EN_HOST', topology.hosts.en],
  ] as const) {
    if (!HOST_RE.test(value)) problems.push(`${name} must be a host name with an optional port, got "${value}"`);
  }
  for (const [name, value] of Object.entries({ API_URL: topology.apiUrl, ...topology.remoteUrls })) {
    if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
      problems.push(`${name === 'API_URL' ? name : `the ${name} remote URL`} must be an http(s) URL, got "${value}"`);
    }
  }
  const flags = readFlags(env, problems);
  const serverRenderTimeoutMs = readRenderTimeout(env, problems);
  if (problems.length > 0) throw new Error(`Invalid shell server configuration:\n- ${problems.join('\n- ')}`);
  return {
    port: topology.ports.shell,
    host: env.HOST || '127.0.0.1',
    topology,
    flags,
    trustProxy: env.SHELL_TRUST_PROXY?.trim() || false,
    serverRenderTimeoutMs,
  };
}

export const DEFAULT_FLAGS: SiteFlags = readFlags({}, []);
