/**
 * Page reload guard (spec sections 4 and 9): a new build or a chunk load error
 * reloads the page, at most once per path within 10 seconds, so a broken deploy
 * cannot put the browser into a reload loop. The last reload time of each path is
 * kept in sessionStorage, which survives the reload but not the tab.
 */

export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_STORAGE_KEY = 'raketa:reloads';

export interface ReloadGuardDeps {
  /** null when storage is unavailable: the guard then refuses, since it could not stop a loop. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  /** Loads `target` as a full page (a reload when it is the current page). */
  load: (target: string) => void;
}

type ReloadLog = Record<string, number>;

function readLog(storage: ReloadGuardDeps['storage']): ReloadLog | null {
  if (!storage) return null;
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RELOAD_GUARD_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ReloadLog) : {};
  } catch (error) {
    // A storage that throws on read (blocked by the browser) cannot be trusted to record either.
    if (error instanceof SyntaxError) return {};
    return null;
  }
}

/** The path part of a target (no query or hash): reloads are counted per path. */
function pathOf(target: string): string {
  try {
    return new URL(target, 'http://guard.invalid').pathname;
  } catch {
    return target;
  }
}

/** Builds the guard; `tryReload(target)` returns whether it loaded the page. */
export function createReloadGuard(deps: ReloadGuardDeps) {
  return {
    tryReload(target: string): boolean {
      const log = readLog(deps.storage);
      if (!log) return false;
      const now = deps.now();
      const path = pathOf(target);
      const last = log[path];
      if (typeof last === 'number' && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
      // Keep only entries that can still refuse a reload, so the log stays small.
      const next: ReloadLog = { [path]: now };
      for (const [key, time] of Object.entries(log)) {
        if (key !== path && typeof time === 'number' && now - time < RELOAD_GUARD_MS) next[key] = time;
      }
      try {
        deps.storage!.setItem(RELOAD_GUARD_STORAGE_KEY, JSON.stringify(next));
      } catch {
        return false;
      }
      deps.load(target);
      return true;
    },
  };
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * Loads `target` (default: the current page) as a full page unless the same path
 * was reloaded less than RELOAD_GUARD_MS ago. Returns whether it did.
 */
export function reloadPage(target: string = currentPath()): boolean {
  return createReloadGuard({
    storage: sessionStorageOrNull(),
    now: Date.now,
    load: (to) => {
      if (to === currentPath()) window.location.reload();
      else window.location.assign(to);
    },
  }).tryReload(target);
}
