import { ClientGoneError, createHashingQueue, defaultHashingLimits, HashingBusyError } from './hashing-queue';

/** A task the test finishes by hand, recording when it started. */
function tasks() {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const task = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      finishers.set(name, () => resolve(name));
    });
  // Tasks start a microtask after the queue lets them; a turn of the event loop settles everything.
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const finish = async (name: string) => {
    await settle();
    finishers.get(name)!();
    await settle();
  };
  return { started, task, finish };
}

describe('hashing queue', () => {
  it('runs at most `concurrency` at once and refuses beyond `maxQueued` at once', async () => {
    const queue = createHashingQueue({ concurrency: 2, maxQueued: 3, maxQueuedPerClient: 10 });
    const { started, task, finish } = tasks();
    const runs = ['a', 'b', 'c', 'd', 'e'].map((name) => queue.run(task(name), { client: name }));
    await expect(queue.run(task('f'), { client: 'f' })).rejects.toBeInstanceOf(HashingBusyError);
    expect(started).toEqual(['a', 'b']);
    expect(queue.stats()).toMatchObject({ active: 2, queued: 3, refused: 1 });
    for (const name of ['a', 'b', 'c', 'd', 'e']) await finish(name);
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(queue.stats()).toEqual({ active: 0, queued: 0, started: 5, dropped: 0, refused: 1 });
  });

  it('drops a waiting job whose client has gone, and refuses one that is gone already', async () => {
    const queue = createHashingQueue({ concurrency: 1, maxQueued: 5, maxQueuedPerClient: 5 });
    const { started, task, finish } = tasks();
    const first = queue.run(task('first'));
    const gone = new AbortController();
    const abandoned = queue.run(task('abandoned'), { signal: gone.signal });
    const kept = queue.run(task('kept'));
    gone.abort();
    await expect(abandoned).rejects.toBeInstanceOf(ClientGoneError);
    await expect(queue.run(task('late'), { signal: gone.signal })).rejects.toBeInstanceOf(ClientGoneError);
    await finish('first');
    await finish('kept');
    expect(await Promise.all([first, kept])).toEqual(['first', 'kept']);
    expect(started).toEqual(['first', 'kept']);
    expect(queue.stats()).toMatchObject({ started: 2, dropped: 2 });
  });

  it('serves waiting clients in turn, so a flooding client cannot stand between another and the hasher', async () => {
    const queue = createHashingQueue({ concurrency: 1, maxQueued: 10, maxQueuedPerClient: 10 });
    const { started, task, finish } = tasks();
    const runs = [queue.run(task('flood-0'), { client: 'flood' })];
    for (let i = 1; i <= 5; i += 1) runs.push(queue.run(task(`flood-${i}`), { client: 'flood' }));
    runs.push(queue.run(task('user'), { client: 'user' }));
    await finish('flood-0');
    expect(started).toEqual(['flood-0', 'flood-1']);
    await finish('flood-1');
    expect(started.at(-1)).toBe('user');
    for (const name of ['user', 'flood-2', 'flood-3', 'flood-4', 'flood-5']) await finish(name);
    await Promise.all(runs);
  });

  it('serves a client that has not been served since it began waiting before those taking turns', async () => {
    const queue = createHashingQueue({ concurrency: 1, maxQueued: 10, maxQueuedPerClient: 10 });
    const { started, task, finish } = tasks();
    const runs = [0, 1, 2, 3].map((i) => queue.run(task(`flood-${i}`), { client: 'flood' }));
    await finish('flood-0');
    // flood has been served: it now takes turns. b and the user have not.
    runs.push(...[1, 2].map((i) => queue.run(task(`b-${i}`), { client: 'b' })));
    runs.push(queue.run(task('user'), { client: 'user' }));
    for (const name of ['flood-1', 'b-1', 'user', 'flood-2', 'b-2', 'flood-3']) await finish(name);
    await Promise.all(runs);
    expect(started).toEqual(['flood-0', 'flood-1', 'b-1', 'user', 'flood-2', 'b-2', 'flood-3']);
  });

  it('caps the jobs one client may have waiting', async () => {
    const queue = createHashingQueue({ concurrency: 1, maxQueued: 10, maxQueuedPerClient: 2 });
    const { task, finish } = tasks();
    const runs = [0, 1, 2].map((i) => queue.run(task(`flood-${i}`), { client: 'flood' }));
    await expect(queue.run(task('flood-3'), { client: 'flood' })).rejects.toBeInstanceOf(HashingBusyError);
    const user = queue.run(task('user'), { client: 'user' });
    for (const name of ['flood-0', 'flood-1', 'user', 'flood-2']) await finish(name);
    await Promise.all([...runs, user]);
  });

  it('when full, makes room for a newcomer by refusing the newest job of the client with the most waiting', async () => {
    const queue = createHashingQueue({ concurrency: 1, maxQueued: 3, maxQueuedPerClient: 3 });
    const { started, task, finish } = tasks();
    const running = queue.run(task('running'), { client: 'flood' });
    const waiting = [1, 2, 3].map((i) => queue.run(task(`flood-${i}`), { client: 'flood' }));
    const user = queue.run(task('user'), { client: 'user' });
    await expect(waiting[2]).rejects.toBeInstanceOf(HashingBusyError);
    // A second newcomer with one job waiting already gets no one else's place: the flood has two left, no more than 1 + 1.
    await expect(queue.run(task('user-again'), { client: 'user' })).rejects.toBeInstanceOf(HashingBusyError);
    for (const name of ['running', 'flood-1', 'user', 'flood-2']) await finish(name);
    await Promise.all([running, waiting[0], waiting[1], user]);
    expect(started).toEqual(['running', 'flood-1', 'user', 'flood-2']);
  });

  it('holds places for jobs to come: a burst is refused before any of it is queued, and a place is given back as its job queues', async () => {
    const queue = createHashingQueue({ concurrency: 1, maxQueued: 2, maxQueuedPerClient: 1 });
    const { task, finish } = tasks();
    // Per client: its share of the running ones plus its waiting ones.
    const [first, second] = [queue.reserve('a'), queue.reserve('a')];
    expect(first && second).toBeDefined();
    expect(queue.reserve('a')).toBeUndefined();
    second!.release();
    second!.release();
    // In all: the running ones plus the waiting ones, while no one holds more than a newcomer plus one.
    const others = [queue.reserve('b'), queue.reserve('c')];
    expect(others.every(Boolean)).toBe(true);
    expect(queue.reserve('d')).toBeUndefined();
    // Queuing gives the place back (the job now holds it); a place not used is released by hand.
    const run = queue.run(task('a'), { client: 'a', reservation: first });
    others[0]!.release();
    expect(queue.reserve('d')).toBeDefined();
    await finish('a');
    await run;
  });

  it('lets a newcomer in while a flood holds every place, at the cost of one of the flood’s', async () => {
    const queue = createHashingQueue({ concurrency: 1, maxQueued: 2, maxQueuedPerClient: 2 });
    const { started, task, finish } = tasks();
    const flood = [queue.reserve('flood'), queue.reserve('flood'), queue.reserve('flood')];
    expect(flood.every(Boolean)).toBe(true);
    const user = queue.reserve('user');
    expect(user).toBeDefined();
    const runs = flood.map((reservation, i) => queue.run(task(`flood-${i}`), { client: 'flood', reservation }));
    const mine = queue.run(task('user'), { client: 'user', reservation: user });
    // The flood's newest waiting job gave its place to the user's.
    await expect(runs[2]).rejects.toBeInstanceOf(HashingBusyError);
    for (const name of ['flood-0', 'flood-1', 'user']) await finish(name);
    await Promise.all([runs[0], runs[1], mine]);
    expect(started).toEqual(['flood-0', 'flood-1', 'user']);
  });

  it('leaves a thread of the pool free and runs no more hashes than cores', () => {
    const limits = defaultHashingLimits();
    expect(limits.concurrency).toBeGreaterThanOrEqual(1);
    expect(limits.concurrency).toBeLessThanOrEqual((Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1);
    expect(limits.maxQueued).toBeGreaterThanOrEqual(limits.concurrency);
  });
});
