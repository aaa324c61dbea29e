import type { Db } from '../db/db';
import { createTestDb, testDrivers } from '../testing/test-db';
import { createJobQueue, defineJob, type JobInfo, type JobQueue } from './queue';

interface Runs {
  /** Job ids in the order they ran, one entry per attempt. */
  attempts: string[];
  /** Keys of `flaky` jobs: how many attempts are still to fail. */
  failuresLeft: Map<string, number>;
  /** Resolves the `slow` job that is running. */
  release?: () => void;
  /** Runs of the scheduled job. */
  ticks: number;
}

const recorded = defineJob<{ key: string }, Runs>({
  name: 'test-recorded',
  retries: 2,
  async run(runs, _data, job: JobInfo) {
    runs.attempts.push(job.id);
  },
});

const flaky = defineJob<{ key: string }, Runs>({
  name: 'test-flaky',
  retries: 2,
  async run(runs, { key }, job) {
    runs.attempts.push(job.id);
    const left = runs.failuresLeft.get(key) ?? 0;
    if (left > 0) {
      runs.failuresLeft.set(key, left - 1);
      throw new Error(`attempt ${job.retryCount + 1} of ${key} failed`);
    }
  },
});

const slow = defineJob<Record<string, never>, Runs>({
  name: 'test-slow',
  async run(runs, _data, job) {
    await new Promise<void>((resolve) => {
      runs.release = resolve;
    });
    runs.attempts.push(job.id);
  },
});

const everyMinute = defineJob<Record<string, never>, Runs>({
  name: 'test-every-minute',
  cron: '* * * * *',
  async run(runs) {
    runs.ticks += 1;
  },
});

const JOBS = [recorded, flaky, slow, everyMinute];
const silent = { error() {}, warn() {} };

describe.each(testDrivers)('job queue (pg-boss) on %s', (driver) => {
  let db: Db;
  const queues: JobQueue[] = [];
  const open = async (runs: Runs, options: { pollingIntervalMs?: number } = {}) => {
    const queue = await createJobQueue({ db, jobs: JOBS, context: runs, log: silent, timeoutSeconds: 60, retryDelaySeconds: 30, ...options });
    queues.push(queue);
    return queue;
  };
  const newRuns = (): Runs => ({ attempts: [], failuresLeft: new Map(), ticks: 0 });
  const state = async (queue: JobQueue, id: string) =>
    (
      await db.query<{ state: string; retry_count: number; delayed: boolean; output: { message?: string } | null }>(
        `select state, retry_count, start_after > now() + interval '20 seconds' as delayed, output from ${queue.schema}.job where id = $1`,
        [id],
      )
    ).rows[0];

  beforeAll(async () => {
    db = await createTestDb(driver);
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  });
  afterAll(async () => {
    await db?.close();
  });

  it("installs its schema once, beside the database's own tables", async () => {
    const queue = await open(newRuns());
    await open(newRuns());
    const { rows } = await db.query<{ version: number }>(`select version from ${queue.schema}.version`);
    expect(rows).toHaveLength(1);
    expect(queue.schema).toBe('pgboss');
  });

  it("sends a scheduled job from its cron line once the workers run (pg-boss's timekeeper)", async () => {
    const runs = newRuns();
    const queue = await open(runs, { pollingIntervalMs: 50 });
    await queue.startWorkers();
    expect(await queue.boss.getSchedules()).toEqual([expect.objectContaining({ name: everyMinute.name, cron: '* * * * *' })]);
    // The timekeeper looks at once, then its own queue's worker (every 5 s) inserts the job.
    const deadline = Date.now() + 20_000;
    while (runs.ticks === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs.ticks).toBe(1);
  });

  it("enqueues in the caller's transaction: a rollback leaves no job, a commit leaves one", async () => {
    const runs = newRuns();
    const queue = await open(runs);
    await expect(
      db.transaction(async (tx) => {
        await queue.send(recorded, { key: 'rolled-back' }, tx);
        throw new Error('the row failed');
      }),
    ).rejects.toThrow('the row failed');
    const committed = await db.transaction((tx) => queue.send(recorded, { key: 'committed' }, tx));
    const { rows } = await db.query<{ key: string }>(`select data->>'key' as key from ${queue.schema}.job where name = $1`, [recorded.name]);
    expect(rows).toEqual([{ key: 'committed' }]);
    expect(await queue.drain()).toBe(1);
    expect(runs.attempts).toEqual([committed]);
    expect(await state(queue, committed)).toMatchObject({ state: 'completed' });
  });

  it('retries a failing job after a growing delay, then fails it for good with its last error', async () => {
    const runs = newRuns();
    const queue = await open(runs);
    runs.failuresLeft.set('once', 1).set('always', 99);
    const once = await queue.send(flaky, { key: 'once' });
    const always = await queue.send(flaky, { key: 'always' });

    await queue.drain();
    // Both failed once and wait for their retry (30 s or more): a plain drain leaves them.
    expect(await state(queue, once)).toMatchObject({ state: 'retry', retry_count: 0, delayed: true });
    expect(await queue.drain()).toBe(0);

    await queue.drain({ includeDelayed: true });
    expect(await state(queue, once)).toMatchObject({ state: 'completed', retry_count: 1 });
    // Three attempts (the first and two retries), then failed, with the last error kept.
    expect(await state(queue, always)).toMatchObject({ state: 'failed', retry_count: 2, output: { message: 'attempt 3 of always failed' } });
    expect(runs.attempts.filter((id) => id === always)).toHaveLength(3);
  });

  it('works the queue once started, each job once across two workers, and pg-boss maintenance runs', async () => {
    const runs = newRuns();
    const first = await open(runs, { pollingIntervalMs: 50 });
    const second = await open(runs, { pollingIntervalMs: 50 });
    await first.startWorkers();
    await second.startWorkers();
    const ids = await Promise.all(Array.from({ length: 30 }, (_, index) => first.send(recorded, { key: `job-${index}` })));
    const deadline = Date.now() + 15_000;
    while (runs.attempts.length < ids.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...runs.attempts].sort()).toEqual([...ids].sort());
    // Expiry, archiving and dropping (what the workers' supervisor runs), on this driver. A job that
    // failed for good 13 hours ago stays for the operators (pg-boss's default archives it after 12).
    await db.query(`update ${first.schema}.job set state = 'failed', completed_on = now() - interval '13 hours' where id = $1`, [ids[0]]);
    await db.query(`update ${first.schema}.job set completed_on = now() - interval '13 hours' where id = $1`, [ids[1]]);
    await expect(first.boss.maintain()).resolves.toEqual({ ms: expect.any(Number) });
    expect(await state(first, ids[0]!)).toMatchObject({ state: 'failed' });
    expect(await state(first, ids[1]!)).toBeUndefined();
  });

  it('stops gracefully: a running job finishes and is completed first', async () => {
    const runs = newRuns();
    const queue = await open(runs, { pollingIntervalMs: 50 });
    await queue.startWorkers();
    const id = await queue.send(slow, {});
    while (!runs.release) await new Promise((resolve) => setTimeout(resolve, 20));
    const stopped = queue.stop();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs.attempts).toEqual([]);
    runs.release();
    await stopped;
    expect(runs.attempts).toEqual([id]);
    expect(await state(queue, id)).toMatchObject({ state: 'completed' });
  });

  if (driver === 'pglite') {
    it('retries at once, at the next start, a job a crash left active (PGlite has one process)', async () => {
      const runs = newRuns();
      const crashed = await open(runs);
      const id = await crashed.send(recorded, { key: 'cut-off' });
      // Fetched and never completed: what a kill -9 mid-job leaves.
      expect(await crashed.boss.fetch(recorded.name)).toHaveLength(1);
      expect(await state(crashed, id)).toMatchObject({ state: 'active' });

      const restarted = await open(runs, { pollingIntervalMs: 50 });
      await restarted.startWorkers();
      const deadline = Date.now() + 10_000;
      while (runs.attempts.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(runs.attempts).toEqual([id]);
      expect(await state(restarted, id)).toMatchObject({ state: 'completed', retry_count: 1 });
    });
  }
});
