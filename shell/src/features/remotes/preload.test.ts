import type { RemoteRoutesModule } from '@raketa/shared';
import { loadRemoteRoutes } from '../../lib/load-remote';
import {
  createPreloadQueue,
  forgetNavigationFailure,
  MAX_PARALLEL_PRELOADS,
  preloadRoute,
  remoteOfHref,
  remoteRouteLoader,
  routesForArea,
} from './preload';

jest.mock('../../lib/load-remote', () => ({ loadRemoteRoutes: jest.fn() }));
const load = jest.mocked(loadRemoteRoutes);
const routesModule = { default: () => null } as unknown as RemoteRoutesModule;

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => load.mockReset());

describe('createPreloadQueue', () => {
  it('runs at most 4 preloads in parallel and starts the next as one settles', async () => {
    expect(MAX_PARALLEL_PRELOADS).toBe(4);
    const queue = createPreloadQueue();
    const tasks = Array.from({ length: 6 }, () => deferred());
    const started: number[] = [];
    tasks.forEach((task, index) =>
      queue.add(`k${index}`, () => {
        started.push(index);
        return task.promise;
      }),
    );
    await flush();
    expect(started).toEqual([0, 1, 2, 3]);
    expect(queue.running).toBe(4);
    expect(queue.queued).toBe(2);
    tasks[1]!.reject(new Error('a failed preload frees its slot too'));
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    tasks[0]!.resolve();
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(queue.running).toBe(4);
    tasks.forEach((task) => task.resolve());
    await flush();
    expect(queue.running).toBe(0);
  });

  it('does not queue a key twice while it is pending, but again once it settled', async () => {
    const queue = createPreloadQueue(1);
    const task = jest.fn(async () => undefined);
    queue.add('jobs', task);
    queue.add('jobs', task);
    await flush();
    expect(task).toHaveBeenCalledTimes(1);
    queue.add('jobs', task);
    await flush();
    expect(task).toHaveBeenCalledTimes(2);
  });
});

describe('remoteOfHref', () => {
  it('names the remote that owns a same-origin page, in either language', () => {
    expect(remoteOfHref('/firmy', 'cs', 'http://localhost:3000')).toBe('jobs');
    expect(remoteOfHref('http://localhost:3000/tests?x=1', 'cs', 'http://localhost:3000')).toBe('learning');
    expect(remoteOfHref('/pro-firmy/cenik', 'cs', 'http://localhost:3000')).toBe('companyPages');
  });

  it('is null for shell pages, unknown paths and other origins', () => {
    expect(remoteOfHref('/404', 'cs', 'http://localhost:3000')).toBeNull();
    expect(remoteOfHref('/no/such/page/here', 'cs', 'http://localhost:3000')).toBeNull();
    expect(remoteOfHref('https://evil.com/firmy', 'cs', 'http://localhost:3000')).toBeNull();
  });
});

describe('preloadRoute', () => {
  it('loads the owning remote’s routes module and nothing for shell pages', async () => {
    load.mockResolvedValue(routesModule);
    preloadRoute('/firmy', 'cs');
    preloadRoute('/404', 'cs');
    await flush();
    expect(load.mock.calls).toEqual([['jobs']]);
  });
});

describe('remoteRouteLoader', () => {
  it('waits for the remote and swallows its failure', async () => {
    const pending = deferred();
    load.mockReturnValue(pending.promise.then(() => routesModule));
    let settled = false;
    const done = remoteRouteLoader('jobs')().then((value) => {
      settled = true;
      return value;
    });
    await flush();
    expect(settled).toBe(false);
    pending.resolve();
    await expect(done).resolves.toBeNull();
  });

  it('hands its failure to the area, so the fallback shows without a second attempt', async () => {
    const failure = Promise.reject(new Error('down'));
    failure.catch(() => undefined);
    load.mockReturnValue(failure as Promise<RemoteRoutesModule>);
    await expect(remoteRouteLoader('auth')()).resolves.toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(routesForArea('auth')).rejects.toThrow('down');
    expect(load).toHaveBeenCalledTimes(1);
    // Taken once: the next area render loads afresh.
    load.mockResolvedValue(routesModule);
    await expect(routesForArea('auth')).resolves.toBe(routesModule);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets a retry forget the failure', async () => {
    const failure = Promise.reject(new Error('down'));
    failure.catch(() => undefined);
    load.mockReturnValue(failure as Promise<RemoteRoutesModule>);
    await remoteRouteLoader('learning')();
    forgetNavigationFailure('learning');
    load.mockResolvedValue(routesModule);
    await expect(routesForArea('learning')).resolves.toBe(routesModule);
  });
});
