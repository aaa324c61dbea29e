import { REMOTES_CONFIG_PATH } from '@raketa/shared';
import { BUILD_POLL_INTERVAL_MS, changedRemotes, LATEST_BUILD_PATH, runningBuildId, watchBuilds } from './build-watcher';

let served: unknown;
let servedRemotes: unknown;
const fetchStub = jest.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const body = String(input) === REMOTES_CONFIG_PATH ? servedRemotes : served;
  if (body instanceof Error) throw body;
  return { ok: true, json: async () => body } as Response;
});
const remotesConfig = (learning: string) => ({
  remotes: [
    { name: 'jobs', entry: 'http://localhost:3001/mf-manifest.json' },
    { name: 'learning', entry: learning },
  ],
});
const BASE = 'http://localhost:3004/mf-manifest.json';
const RELEASE = 'http://localhost:3004/releases/0.1.0-0123456789abcdef/mf-manifest.json';
const entriesOf = (config: ReturnType<typeof remotesConfig>) => new Map(config.remotes.map((r) => [r.name, r.entry]));

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
  servedRemotes = remotesConfig(BASE);
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

describe('watchBuilds: the remotes config', () => {
  it('polls the remotes config, uncached, at the same interval, and reports a remote released since the page loaded', async () => {
    const onRemotesChange = jest.fn();
    const onNewBuild = jest.fn();
    stop = watchBuilds({
      currentBuildId: 'build-a',
      onNewBuild,
      currentRemotes: entriesOf(remotesConfig(BASE)),
      onRemotesChange,
      fetch: fetchStub,
      intervalMs: 2000,
    });
    await advance(2000);
    expect(fetchStub).toHaveBeenCalledWith(REMOTES_CONFIG_PATH, expect.objectContaining({ cache: 'no-store' }));
    expect(onRemotesChange).not.toHaveBeenCalled();
    servedRemotes = remotesConfig(RELEASE);
    await advance(2000);
    expect(onRemotesChange).toHaveBeenCalledWith(['learning']);
    expect(onNewBuild).not.toHaveBeenCalled();
    // Reported once; polling stops.
    const calls = fetchStub.mock.calls.length;
    await advance(10_000);
    expect(fetchStub).toHaveBeenCalledTimes(calls);
    expect(onRemotesChange).toHaveBeenCalledTimes(1);
  });

  it('compares with the config the page registered, so a release before the first poll counts', async () => {
    const onRemotesChange = jest.fn();
    servedRemotes = remotesConfig(RELEASE);
    stop = watchBuilds({
      currentBuildId: 'build-a',
      onNewBuild: jest.fn(),
      currentRemotes: entriesOf(remotesConfig(BASE)),
      onRemotesChange,
      fetch: fetchStub,
    });
    await advance(BUILD_POLL_INTERVAL_MS);
    expect(onRemotesChange).toHaveBeenCalledWith(['learning']);
  });

  it('takes the first answer as the page’s config when it is unknown, and ignores odd answers', async () => {
    const onRemotesChange = jest.fn();
    stop = watchBuilds({ currentBuildId: 'build-a', onNewBuild: jest.fn(), onRemotesChange, fetch: fetchStub });
    await advance(BUILD_POLL_INTERVAL_MS);
    servedRemotes = { remotes: [{ name: 'learning' }] };
    await advance(BUILD_POLL_INTERVAL_MS);
    servedRemotes = new TypeError('Failed to fetch');
    await advance(BUILD_POLL_INTERVAL_MS);
    expect(onRemotesChange).not.toHaveBeenCalled();
    servedRemotes = remotesConfig(RELEASE);
    await advance(BUILD_POLL_INTERVAL_MS);
    expect(onRemotesChange).toHaveBeenCalledWith(['learning']);
  });

  it('does not poll the remotes config without a listener', async () => {
    stop = watchBuilds({ currentBuildId: 'build-a', onNewBuild: jest.fn(), fetch: fetchStub });
    await advance(BUILD_POLL_INTERVAL_MS);
    expect(fetchStub.mock.calls.map(([url]) => url)).toEqual([LATEST_BUILD_PATH]);
  });

  it('names added, removed and moved remotes', () => {
    const before = new Map([
      ['a', '1'],
      ['b', '2'],
      ['c', '3'],
    ]);
    expect(
      changedRemotes(
        before,
        new Map([
          ['a', '1'],
          ['b', '9'],
          ['d', '4'],
        ]),
      ),
    ).toEqual(['b', 'c', 'd']);
    expect(changedRemotes(before, new Map(before))).toEqual([]);
  });
});

describe('runningBuildId', () => {
  it('is null outside a webpack build', () => {
    expect(runningBuildId()).toBeNull();
  });
});
