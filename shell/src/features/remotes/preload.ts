/**
 * Route preloading (spec section 9: at most 4 route preloads in parallel). To
 * preload a route is to load its owning remote's `routes` module, the same
 * cached load RemoteArea renders from, so a later visit starts at once.
 */
import { matchRoute, routes, type LocaleCode, type RemoteName, type RemoteRoutesModule } from '@raketa/shared';
import { loadRemoteRoutes } from '../../lib/load-remote';

export const MAX_PARALLEL_PRELOADS = 4;

export interface PreloadQueue {
  /** Queues `task` unless a task of the same key is queued or running. */
  add(key: string, task: () => Promise<unknown>): void;
  readonly running: number;
  readonly queued: number;
}

/** A queue that runs at most `limit` tasks at a time; failures are dropped (a preload is only a hint). */
export function createPreloadQueue(limit = MAX_PARALLEL_PRELOADS): PreloadQueue {
  const waiting: { key: string; task: () => Promise<unknown> }[] = [];
  const known = new Set<string>();
  let running = 0;

  const pump = () => {
    while (running < limit && waiting.length > 0) {
      const { key, task } = waiting.shift()!;
      running += 1;
      void Promise.resolve()
        .then(task)
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          known.delete(key);
          pump();
        });
    }
  };

  return {
    add(key, task) {
      if (known.has(key)) return;
      known.add(key);
      waiting.push({ key, task });
      pump();
    },
    get running() {
      return running;
    },
    get queued() {
      return waiting.length;
    },
  };
}

/** The remote that owns the page at `href` (a same-origin URL or path), or null for shell pages and unknown paths. */
export function remoteOfHref(href: string, locale: LocaleCode, origin: string = window.location.origin): RemoteName | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  const match = matchRoute(url.pathname, locale);
  if (!match) return null;
  const { owner } = routes[match.id];
  return owner === 'shell' ? null : owner;
}

const queue = createPreloadQueue();

/** Preloads the remote that renders `href`, through the shared queue. */
export function preloadRoute(href: string, locale: LocaleCode): void {
  const remote = remoteOfHref(href, locale);
  if (remote) queue.add(remote, () => loadRemoteRoutes(remote));
}

// A failed load of the navigation loader, handed to the area that renders next, so
// the fallback shows at once instead of after a second attempt (and timeout).
const navigationFailures = new Map<RemoteName, Promise<RemoteRoutesModule>>();

/**
 * The react-router loader of a remote-owned route: the navigation stays in state
 * `loading` (the loading bar shows) until the remote's routes module is loaded.
 * Errors are swallowed: the area renders its own fallback.
 */
export function remoteRouteLoader(remote: RemoteName) {
  return async (): Promise<null> => {
    navigationFailures.delete(remote);
    const load = loadRemoteRoutes(remote);
    try {
      await load;
    } catch {
      navigationFailures.set(remote, load);
    }
    return null;
  };
}

/** The load RemoteArea should render: the navigation's failure if there is one, else a (cached) load. */
export function routesForArea(remote: RemoteName): Promise<RemoteRoutesModule> {
  const failed = navigationFailures.get(remote);
  navigationFailures.delete(remote);
  return failed ?? loadRemoteRoutes(remote);
}

/** A retry asked for by the user must load afresh. */
export function forgetNavigationFailure(remote: RemoteName): void {
  navigationFailures.delete(remote);
}
