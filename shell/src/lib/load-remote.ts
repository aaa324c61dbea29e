import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  CONTRACT_VERSION_EXPORT,
  INLINE_IDS,
  REMOTE_CONTRACT_VERSION,
  REMOTE_LOAD_TIMEOUT_MS,
  REMOTES_CONFIG_PATH,
  ROUTES_EXPOSE,
  type RemoteName,
  type RemoteRoutesModule,
  type RemotesConfig,
} from '@raketa/shared';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`remote ${remote} is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

/** The contract version the shell was built against (its build's constant; the shared value under Jest). */
export const SHELL_CONTRACT_VERSION = typeof __RAKETA_CONTRACT_VERSION__ === 'number' ? __RAKETA_CONTRACT_VERSION__ : REMOTE_CONTRACT_VERSION;

/** A remote module built against another contract version (or none): refused, so the area shows its fallback. */
export class RemoteContractError extends RemoteUnavailableError {
  constructor(
    remote: RemoteName,
    expose: string,
    readonly remoteVersion: unknown,
    readonly shellVersion: number,
  ) {
    super(
      remote,
      `./${expose} was built against contract version ${remoteVersion === undefined ? '(none)' : String(remoteVersion)}, the shell's is ${shellVersion}`,
    );
    this.name = 'RemoteContractError';
  }
}

/** Throws (after a console error naming the remote and both versions) unless `module` carries the shell's contract version. */
export function checkContractVersion(name: RemoteName, expose: string, module: object, shellVersion = SHELL_CONTRACT_VERSION): void {
  const version = (module as Record<string, unknown>)[CONTRACT_VERSION_EXPORT];
  if (version === shellVersion) return;
  const error = new RemoteContractError(name, expose, version, shellVersion);
  console.error(`[federation] refusing remote ${name}: ${error.message}`);
  throw error;
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

let entries: Map<RemoteName, string> | null = null;

/** The remotes config this page registered (name → manifest URL), or null before it loaded. */
export const registeredRemotes = (): ReadonlyMap<RemoteName, string> | null => entries;
const attempts = new Map<RemoteName, number>();
/** Remotes whose last load failed: their next load re-registers them first (a fresh entry URL). */
const failed = new Set<RemoteName>();
const loaded = new Map<string, Promise<{ default: unknown }>>();

function registerConfig(config: RemotesConfig): void {
  entries = new Map(config.remotes.map((remote) => [remote.name, remote.entry]));
  registerRemotes(config.remotes.map(({ name, entry }) => ({ name, entry })));
}

/** The remotes config the server put into the page (INLINE_IDS.remotesConfig), or null. */
export function inlineRemotesConfig(doc: Document = document): RemotesConfig | null {
  const text = doc.getElementById(INLINE_IDS.remotesConfig)?.textContent;
  if (!text) return null;
  try {
    const config = JSON.parse(text) as RemotesConfig;
    return Array.isArray(config.remotes) ? config : null;
  } catch {
    return null;
  }
}

/**
 * Registers every remote of the remotes config: the one inlined in the page the first time (no
 * request before the remotes can load), else the served one (never cached, bounded in time).
 */
export async function loadRemotesConfig({ inline = false } = {}): Promise<void> {
  const inlined = inline ? inlineRemotesConfig() : null;
  if (inlined) return registerConfig(inlined);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REMOTE_LOAD_TIMEOUT_MS);
  try {
    const response = await fetch(REMOTES_CONFIG_PATH, { cache: 'no-store', signal: controller.signal });
    if (!response.ok) throw new Error(`${REMOTES_CONFIG_PATH} answered ${response.status}`);
    registerConfig((await response.json()) as RemotesConfig);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Re-registers a remote after a failure. The entry URL carries the attempt number, so
 * the runtime fetches manifest and entry anew instead of reusing a cached failure.
 */
async function resetRemote(name: RemoteName): Promise<void> {
  if (!entries) await loadRemotesConfig();
  const entry = entries?.get(name);
  if (!entry) throw new RemoteUnavailableError(name, 'not in the remotes config');
  const attempt = (attempts.get(name) ?? 0) + 1;
  attempts.set(name, attempt);
  const url = new URL(entry, window.location.href);
  url.searchParams.set('attempt', String(attempt));
  registerRemotes([{ name, entry: url.toString() }], { force: true });
}

/**
 * Loads an exposed module of a remote once (`routes`, or the auth remote's `dialogs`);
 * a failure is forgotten so that a retry loads it afresh.
 */
export function loadRemoteModule<M extends { default: unknown }>(name: RemoteName, expose: string): Promise<M> {
  const key = `${name}/${expose}`;
  const cached = loaded.get(key);
  if (cached) return cached as Promise<M>;
  // Only after a failure (or before any config): re-registering a healthy remote for each of its
  // exposes made the runtime warn "remote 'auth' is already registered" at every dialog opening.
  const needsReset = failed.has(name) || !entries;
  const promise = (async () => {
    if (needsReset) await resetRemote(name);
    const module = await withTimeout(
      loadRemote<M>(key),
      REMOTE_LOAD_TIMEOUT_MS,
      () => new RemoteUnavailableError(name, `no answer within ${REMOTE_LOAD_TIMEOUT_MS} ms`),
    );
    if (!module || typeof module.default !== 'function') {
      throw new RemoteUnavailableError(name, `./${expose} has no component`);
    }
    checkContractVersion(name, expose, module);
    failed.delete(name);
    return module;
  })();
  loaded.set(key, promise);
  promise.catch(() => {
    loaded.delete(key);
    failed.add(name);
  });
  return promise;
}

/** A remote's route module (its pages by route id). */
export const loadRemoteRoutes = (name: RemoteName) => loadRemoteModule<RemoteRoutesModule>(name, ROUTES_EXPOSE);
