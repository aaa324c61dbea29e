import { createReloadGuard, RELOAD_GUARD_MS, RELOAD_GUARD_STORAGE_KEY, type ReloadGuardDeps } from './reload-guard';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

function setup(overrides: Partial<ReloadGuardDeps> = {}) {
  let time = 1_000_000;
  const load = jest.fn();
  const storage = memoryStorage();
  const guard = createReloadGuard({ storage, now: () => time, load, ...overrides });
  return { guard, load, storage, advance: (ms: number) => (time += ms) };
}

describe('reload guard', () => {
  it('reloads a path once, refuses again within 10 s, and allows it after', () => {
    const { guard, load, advance } = setup();
    expect(guard.tryReload('/firmy')).toBe(true);
    expect(load).toHaveBeenCalledWith('/firmy');
    advance(RELOAD_GUARD_MS - 1);
    expect(guard.tryReload('/firmy')).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    expect(guard.tryReload('/firmy')).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('counts per path, whatever the query or hash', () => {
    const { guard, load } = setup();
    expect(guard.tryReload('/firmy?a=1')).toBe(true);
    expect(guard.tryReload('/firmy#x')).toBe(false);
    expect(guard.tryReload('/testy')).toBe(true);
    expect(load.mock.calls).toEqual([['/firmy?a=1'], ['/testy']]);
  });

  it('remembers across page loads through the storage and forgets old entries', () => {
    const first = setup();
    first.guard.tryReload('/a');
    first.advance(RELOAD_GUARD_MS);
    first.guard.tryReload('/b');
    expect(Object.keys(JSON.parse(first.storage.data.get(RELOAD_GUARD_STORAGE_KEY)!))).toEqual(['/b']);

    // A new page (new guard) with the same storage still refuses /b.
    const load = jest.fn();
    const again = createReloadGuard({ storage: first.storage, now: () => 1_000_000 + RELOAD_GUARD_MS + 5, load });
    expect(again.tryReload('/b')).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('refuses when storage is missing or throws, since it could not stop a loop', () => {
    expect(setup({ storage: null }).guard.tryReload('/a')).toBe(false);
    const throwing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const { guard, load } = setup({ storage: throwing });
    expect(guard.tryReload('/a')).toBe(false);
    expect(load).not.toHaveBeenCalled();
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(setup({ storage: blocked }).guard.tryReload('/a')).toBe(false);
  });

  it('survives a corrupt entry', () => {
    const storage = memoryStorage({ [RELOAD_GUARD_STORAGE_KEY]: 'not json' });
    const load = jest.fn();
    expect(createReloadGuard({ storage, now: () => 1, load }).tryReload('/a')).toBe(true);
  });
});
