/**
 * New-build detection (spec sections 4 and 7: `GET builds/latest.json` is polled; a
 * changed build id reloads the page). The shell polls its own build file, and the
 * remotes config: a remote released or rolled back on its own (issue 8) changes the
 * manifest URL the config names. The reload itself waits for the next navigation
 * (see update-on-navigation.ts).
 *
 * Interval: 60 s. The file is a few bytes and revalidated, so a poll a minute per
 * visible tab costs nothing, and a user picks up a deploy within a minute at the
 * next click. Hidden tabs do not poll at all; a tab polls at once when it is shown
 * again, which is when a long-open tab is most likely to be out of date.
 */

import { REMOTES_CONFIG_PATH } from '@raketa/shared';

export const LATEST_BUILD_PATH = '/builds/latest.json';
export const BUILD_POLL_INTERVAL_MS = 60_000;

/** Remote name → manifest URL, as the remotes config lists them. */
export type RemoteEntries = ReadonlyMap<string, string>;

export interface BuildWatcherOptions {
  /** The running build's id; null when unknown, then the first answer is taken as the running build. */
  currentBuildId: string | null;
  /** Called once, with the new id, when the served build differs from the running one. */
  onNewBuild: (buildId: string) => void;
  /** The remotes config the page registered; null when unknown, then the first answer is taken as it. */
  currentRemotes?: RemoteEntries | null;
  /**
   * Called once, with the names of the remotes whose manifest changed, when the served remotes
   * config differs from the page's. Without it the config is not polled.
   */
  onRemotesChange?: (remotes: string[]) => void;
  fetch?: typeof fetch;
  doc?: Document;
  intervalMs?: number;
}

async function fetchBuildId(fetchImpl: typeof fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(LATEST_BUILD_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { buildId?: unknown };
    return typeof body.buildId === 'string' && body.buildId ? body.buildId : null;
  } catch {
    // Offline or a deploy in progress: try again at the next poll.
    return null;
  }
}

async function fetchRemoteEntries(fetchImpl: typeof fetch): Promise<RemoteEntries | null> {
  try {
    const response = await fetchImpl(REMOTES_CONFIG_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { remotes?: unknown };
    if (!Array.isArray(body.remotes)) return null;
    const entries = new Map<string, string>();
    for (const remote of body.remotes as { name?: unknown; entry?: unknown }[]) {
      if (typeof remote?.name !== 'string' || typeof remote.entry !== 'string') return null;
      entries.set(remote.name, remote.entry);
    }
    return entries;
  } catch {
    return null;
  }
}

/** Names of the remotes whose entry differs between the two configs (added and removed ones too). */
export function changedRemotes(before: RemoteEntries, after: RemoteEntries): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name));
}

/** Starts polling; returns the function that stops it. */
export function watchBuilds({
  currentBuildId,
  onNewBuild,
  currentRemotes = null,
  onRemotesChange,
  fetch: fetchImpl = (...args) => fetch(...args),
  doc = document,
  intervalMs = BUILD_POLL_INTERVAL_MS,
}: BuildWatcherOptions): () => void {
  let running = currentBuildId;
  let registered = currentRemotes;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;
  let stopped = false;

  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!stopped && doc.visibilityState !== 'hidden') timer = setTimeout(() => void poll(), intervalMs);
  };

  const poll = async () => {
    if (stopped || inFlight) return;
    inFlight = true;
    const [served, remotes] = await Promise.all([fetchBuildId(fetchImpl), onRemotesChange ? fetchRemoteEntries(fetchImpl) : Promise.resolve(null)]);
    inFlight = false;
    if (stopped) return;
    if (served && running === null) running = served;
    if (remotes && registered === null) registered = remotes;
    const newBuild = served && served !== running ? served : null;
    const changed = remotes && registered ? changedRemotes(registered, remotes) : [];
    if (newBuild || changed.length > 0) {
      // One change is enough to know: stop polling and report it.
      stop();
      if (newBuild) onNewBuild(newBuild);
      if (changed.length > 0) onRemotesChange?.(changed);
      return;
    }
    schedule();
  };

  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') {
      clearTimeout(timer);
      timer = undefined;
    } else {
      void poll();
    }
  };

  function stop() {
    stopped = true;
    clearTimeout(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
  }

  doc.addEventListener('visibilitychange', onVisibility);
  schedule();
  return stop;
}

declare const __webpack_hash__: string | undefined;

/**
 * The running shell's build id: webpack's full hash, which `builds/latest.json` names by
 * its first 16 characters. Null outside a webpack build (tests).
 */
export function runningBuildId(): string | null {
  return typeof __webpack_hash__ === 'string' && __webpack_hash__ ? __webpack_hash__.slice(0, 16) : null;
}
