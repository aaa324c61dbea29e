import { BUILD_POLL_INTERVAL_MS, LATEST_BUILD_PATH, runningBuildId, watchBuilds } from './build-watcher';

let served: unknown;
const fetchStub = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
  if (served instanceof Error) throw served;
  return { ok: true, json: async () => served } as Response;
});

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Runs the timers of `ms` and lets the poll's promises settle. */
async function advance(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

let stop: () => void = () => undefined;
beforeEach(() => {
  jest.useFakeTimers();
  fetchStub.mockClear();
  served = { app: '@raketa/shell', buildId: 'build-a' };
  visibility = 'visible';
});
afterEach(() => {
  stop();
  jest.useRealTimers();
});

describe('watchBuilds', () => {
  it('polls the shell’s latest.json, uncached, every 60 s', async () => {
    const onNewBuild = jest.fn();
    stop = watchBuilds({ currentBuildId: 'build-a', onNewBuild, fetch: fetchStub });
    await advance(BUILD_POLL_INTERVAL_MS - 1);
    expect(fetchStub).not.toHaveBeenCalled();
    await advance(1);
    expect(fetchStub).toHaveBeenCalledWith(LATEST_BUILD_PATH, expect.objectContaining({ cache: 'no-store' }));
    await advance(BUILD_POLL_INTERVAL_MS);
    expect(fetchStub).toHaveBeenCalledTimes(2);
    expect(onNewBuild).not.toHaveBeenCalled();
  });

  it('reports a changed build id once and stops polling', async () => {
    const onNewBuild = jest.fn();
    stop = watchBuilds({ currentBuildId: 'build-a', onNewBuild, fetch: fetchStub });
    served = { buildId: 'build-b' };
    await advance(BUILD_POLL_INTERVAL_MS);
    expect(onNewBuild).toHaveBeenCalledWith('build-b');
    await advance(BUILD_POLL_INTERVAL_MS * 3);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
  });

  it('pauses while the tab is hidden and polls at once when it is shown again', async () => {
    const onNewBuild = jest.fn();
    stop = watchBuilds({ currentBuildId: 'build-a', onNewBuild, fetch: fetchStub });
    setVisibility('hidden');
    await advance(BUILD_POLL_INTERVAL_MS * 5);
    expect(fetchStub).not.toHaveBeenCalled();
    served = { buildId: 'build-b' };
    setVisibility('visible');
    await advance(0);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(onNewBuild).toHaveBeenCalledWith('build-b');
  });

  it('keeps polling through failures and odd answers', async () => {
    const onNewBuild = jest.fn();
    stop = watchBuilds({ currentBuildId: 'build-a', onNewBuild, fetch: fetchStub });
    served = new TypeError('Failed to fetch');
    await advance(BUILD_POLL_INTERVAL_MS);
    served = { buildId: 42 };
    await advance(BUILD_POLL_INTERVAL_MS);
    served = 'not an object';
    await advance(BUILD_POLL_INTERVAL_MS);
    expect(onNewBuild).not.toHaveBeenCalled();
    served = { buildId: 'build-c' };
    await advance(BUILD_POLL_INTERVAL_MS);
    expect(fetchStub).toHaveBeenCalledTimes(4);
    expect(onNewBuild).toHaveBeenCalledWith('build-c');
  });

  it('takes the first answer as the running build when the bundle does not know its id', async () => {
    const onNewBuild = jest.fn();
    stop = watchBuilds({ currentBuildId: null, onNewBuild, fetch: fetchStub });
    await advance(BUILD_POLL_INTERVAL_MS);
    expect(onNewBuild).not.toHaveBeenCalled();
    served = { buildId: 'build-b' };
    await advance(BUILD_POLL_INTERVAL_MS);
    expect(onNewBuild).toHaveBeenCalledWith('build-b');
  });

  it('stops when asked', async () => {
    stop = watchBuilds({ currentBuildId: 'build-a', onNewBuild: jest.fn(), fetch: fetchStub });
    stop();
    setVisibility('visible');
    await advance(BUILD_POLL_INTERVAL_MS * 2);
    expect(fetchStub).not.toHaveBeenCalled();
  });
});

describe('runningBuildId', () => {
  it('is null outside a webpack build', () => {
    expect(runningBuildId()).toBeNull();
  });
});
