// Server-only: durable background work (issue 20) on one PostgreSQL job queue, pg-boss 10, over the
// API's own Db, so it runs on the embedded PGlite as on PostgreSQL. Work that follows from a row
// (the mails of an application) is enqueued in the row's transaction: both commit, or neither.
// The API process works the queue (`startWorkers`, after listen): each job once (pg-boss fetches
// with FOR UPDATE SKIP LOCKED, so replicas share the queue), retried with exponential backoff,
// and what failed for good stays for `npm run admin -- jobs` / `retry-job` (api/src/cli/commands/jobs.ts).
import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { Db, Queryable } from '../db/db';

export const DEFAULT_QUEUE_SCHEMA = 'pgboss';

/** What a handler knows of its job: the id and creation time make each mail's stable id. */
export interface JobInfo {
  id: string;
  name: string;
  createdOn: Date;
  /** 0 on the first attempt. */
  retryCount: number;
}

/**
 * Retries of a mail: with the default first delay of 30 s, doubling (with jitter) for 12 attempts
 * after the first, they span 34 to 68 hours, so an SMTP server that is down for a day still gets every message.
 */
export const MAIL_RETRIES = 12;

export interface JobDefinition<TData extends object, TContext> {
  /** The queue's name (letters, digits, hyphens). */
  name: string;
  run(context: TContext, data: TData, job: JobInfo): Promise<void>;
  /** Attempts after the first one, each after twice the delay of the one before; 0 when unset. */
  retries?: number;
  /** A cron line (UTC): pg-boss sends one job per period, however many replicas run. */
  cron?: string;
  /** Sent (with empty data) each time the workers start: catches up on work left from before (images seeded without variants). */
  atStart?: boolean;
}

export const defineJob = <TData extends object, TContext>(definition: JobDefinition<TData, TContext>) => definition;

/**
 * A job of any data, as a list of jobs holds them: `run` is a method, so its data parameter is
 * checked both ways and a job of `{ applicationId: string }` is one of `object`.
 */
export type SomeJobDefinition<TContext> = JobDefinition<object, TContext>;

export interface JobQueueLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface JobQueueOptions<TContext> {
  db: Db;
  jobs: readonly SomeJobDefinition<TContext>[];
  context: TContext;
  log: JobQueueLog;
  /** How long a job may run before it counts as failed (and is retried); a replica that died mid-job is noticed after it. */
  timeoutSeconds: number;
  /** Delay before a failed job's first retry (then doubled per retry, with jitter). */
  retryDelaySeconds: number;
  /** How often an idle worker looks for new jobs. */
  pollingIntervalMs?: number;
}

export interface DrainOptions {
  /** Runs jobs waiting for a retry now too, as if their delay had passed (tests). */
  includeDelayed?: boolean;
}

export interface JobQueue {
  readonly schema: string;
  /** True once `stop` was called: a long job (the sweep) ends early. */
  readonly stopping: boolean;
  /**
   * Enqueues a job; pass the transaction of the row it follows from, so both commit together.
   * `delaySeconds` holds it back that long (a job that keeps its own retry schedule: webhooks).
   */
  send<TData extends object>(job: JobDefinition<TData, unknown>, data: TData, tx?: Queryable, options?: { delaySeconds?: number }): Promise<string>;
  /** Enqueues many jobs of one kind in one statement (an alert run's mails), in `tx` as `send` does. */
  sendMany<TData extends object>(job: JobDefinition<TData, unknown>, data: readonly TData[], tx?: Queryable): Promise<void>;
  /** Works the queue in the background until `stop` (the API, after listen) and schedules the cron jobs. */
  startWorkers(): Promise<void>;
  /** Runs due jobs until none is left; answers how many ran (tests and the crash test's checks). */
  drain(options?: DrainOptions): Promise<number>;
  /** Stops the workers, waiting for running jobs, and lets pg-boss's last statements finish. */
  stop(): Promise<void>;
  /** The pg-boss client (the CLI retries with it). */
  readonly boss: PgBoss;
}

/**
 * pg-boss's database adapter over a Queryable: statements with values go to `query`; without,
 * a text may be a whole script (schema install, migrations, maintenance in one transaction), which
 * only `exec` accepts on PGlite, and pg-boss reads the rows of its last statement.
 */
export function bossDb(db: Queryable): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return db.query(text, values);
      return (await db.exec(text)) ?? { rows: [] };
    },
  };
}

/** pg-boss calls `complete` without awaiting it; closing waits for such statements before the database goes. */
function trackedBossDb(db: Queryable): PgBoss.Db & { idle(): Promise<void> } {
  const inner = bossDb(db);
  const running = new Set<Promise<unknown>>();
  return {
    executeSql(text, values) {
      const promise = inner.executeSql(text, values);
      running.add(promise);
      const forget = () => running.delete(promise);
      promise.then(forget, forget);
      return promise;
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

const BATCH_SIZE = 5;
export const FAILED_JOBS_KEPT_SECONDS = 30 * 24 * 60 * 60;

export async function createJobQueue<TContext>(options: JobQueueOptions<TContext>): Promise<JobQueue> {
  const { db, jobs, context, log, timeoutSeconds, retryDelaySeconds } = options;
  const pollingIntervalMs = options.pollingIntervalMs ?? 1_000;
  const schema = db.queueSchema ?? DEFAULT_QUEUE_SCHEMA;
  const adapter = trackedBossDb(db);
  // Failed jobs stay where `jobs` and `retry-job` find them for a month (pg-boss's default: 12 hours).
  const common = { db: adapter, schema, archiveFailedAfterSeconds: FAILED_JOBS_KEPT_SECONDS } as const;
  // The sending side: installs or migrates pg-boss's schema, runs no timers (tests use only this one).
  const boss = new PgBoss({ ...common, supervise: false, schedule: false });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const job of jobs) {
    const queueOptions = {
      name: job.name,
      retryLimit: job.retries ?? 0,
      retryDelay: retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: timeoutSeconds,
    };
    await boss.createQueue(job.name, queueOptions);
    // An existing queue takes today's policy (createQueue keeps what it was created with).
    await boss.updateQueue(job.name, queueOptions);
  }

  let worker: PgBoss | undefined;
  let stopping = false;
  const wake = new AbortController();
  // Each queue's idle loop listens to it: one listener per job definition is expected, not a leak.
  setMaxListeners(jobs.length + 10, wake.signal);
  const loops: Promise<void>[] = [];

  const runOne = async (definition: SomeJobDefinition<TContext>, job: PgBoss.JobWithMetadata<object>) => {
    const info: JobInfo = { id: job.id, name: job.name, createdOn: new Date(job.createdOn), retryCount: job.retryCount };
    const timeout = new AbortController();
    try {
      await Promise.race([
        definition.run(context, job.data, info),
        sleep(timeoutSeconds * 1000, undefined, { signal: timeout.signal, ref: false }).then(() => {
          throw new Error(`the job ran longer than ${timeoutSeconds} s`);
        }),
      ]);
    } catch (error) {
      log.error({ err: error, queue: job.name, jobId: job.id, attempt: job.retryCount + 1 }, 'job failed');
      // Retried after its delay, or failed for good once its retries are used up.
      await boss.fail(job.name, job.id, error as object).catch((failError: unknown) => {
        log.error({ err: failError, jobId: job.id }, 'could not record a failed job; it is retried once it expires');
      });
      return;
    } finally {
      timeout.abort();
    }
    // A crash before this line runs the job again: handlers are idempotent (each mail has a stable id).
    await boss.complete(job.name, job.id).catch((error: unknown) => {
      log.error({ err: error, jobId: job.id }, 'could not complete a job; it runs again once it expires');
    });
  };

  const fetchAndRun = async (definition: SomeJobDefinition<TContext>, fetchOptions: { includeDelayed?: boolean; batchSize: number }) => {
    const fetched = await boss.fetch<object>(definition.name, {
      batchSize: fetchOptions.batchSize,
      includeMetadata: true,
      ...(fetchOptions.includeDelayed ? { ignoreStartAfter: true } : {}),
    });
    await Promise.all(fetched.map((job) => runOne(definition, job)));
    return fetched.length;
  };

  const workLoop = async (definition: SomeJobDefinition<TContext>) => {
    while (!stopping) {
      let ran = 0;
      try {
        ran = await fetchAndRun(definition, { batchSize: BATCH_SIZE });
      } catch (error) {
        log.error({ err: error, queue: definition.name }, 'job queue fetch failed');
      }
      if (ran === 0 && !stopping) await sleep(pollingIntervalMs, undefined, { signal: wake.signal }).catch(() => {});
    }
  };

  return {
    schema,
    boss,
    get stopping() {
      return stopping;
    },
    async send(job, data, tx, options = {}) {
      const id = await boss.send(job.name, data, {
        ...(tx ? { db: bossDb(tx) } : {}),
        ...(options.delaySeconds ? { startAfter: options.delaySeconds } : {}),
      });
      if (!id) throw new Error(`job queue ${job.name} refused a job`);
      return id;
    },
    async sendMany(job, data, tx) {
      if (data.length === 0) return;
      // The queue's policy (retries, expiry) applies as to `send`: pg-boss's insert reads it from the queue.
      await boss.insert(
        data.map((item) => ({ name: job.name, data: item })),
        tx ? { db: bossDb(tx) } : {},
      );
    },
    async startWorkers() {
      if (worker || stopping) return;
      // Before the working side starts: its first look at the schedules comes at once.
      for (const job of jobs) {
        if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
        else await boss.unschedule(job.name);
      }
      // The working side: pg-boss's maintenance (expiring jobs of a replica that died, archiving) and cron.
      worker = new PgBoss({
        ...common,
        migrate: false,
        maintenanceIntervalSeconds: Math.max(1, Math.min(120, Math.round(timeoutSeconds / 2))),
      });
      worker.on('error', (error) => log.error({ err: error }, 'job queue error'));
      await worker.start();
      if (db.driver === 'pglite') await recoverOrphans();
      for (const job of jobs) if (job.atStart) await boss.send(job.name, {});
      for (const job of jobs) loops.push(workLoop(job));
    },
    async drain(drainOptions = {}) {
      let total = 0;
      for (;;) {
        let ran = 0;
        for (const job of jobs) ran += await fetchAndRun(job, { batchSize: 50, ...drainOptions });
        if (ran === 0) return total;
        total += ran;
      }
    },
    async stop() {
      stopping = true;
      wake.abort();
      await Promise.all(loops);
      await worker?.stop({ graceful: true, close: false, timeout: 1_000 });
      await boss.stop({ graceful: false, close: false });
      await adapter.idle();
    },
  };

  /**
   * PGlite has one process (its lock keeps a second API off the folder), so a job still active at
   * start was cut off by a crash: it is failed now, and retried, rather than after its timeout.
   */
  async function recoverOrphans() {
    const { rows } = await db.query<{ name: string; id: string }>(`select name, id from ${schema}.job where state = 'active'`);
    for (const row of rows) {
      await boss.fail(row.name, row.id, { message: 'the API stopped while the job ran' });
      log.warn({ queue: row.name, jobId: row.id }, 'job cut off by a crash; retried now');
    }
    // Now, not after a backoff delay: the job did not fail, its process died.
    await db.query(`update ${schema}.job set start_after = now() where state = 'retry' and id = any($1::uuid[])`, [rows.map((row) => row.id)]);
  }
}
