// jobs, retry-job <id>, retry-failed [queue]: the job queue's failures (api/src/queue). A mail that
// failed all its attempts (two days or so of retries) stays as a failed job until an operator retries
// it; the running API then sends it at its next look at the queue (on PGlite: at its next start,
// since the command line and the API cannot hold the folder at once).
import PgBoss from 'pg-boss';
import type { Db, Queryable } from '../../db/db';
import { bossDb, DEFAULT_QUEUE_SCHEMA } from '../../queue/queue';
import { CliError, positional, type AdminCommand } from '../command';

export interface FailedJob {
  queue: string;
  id: string;
  createdOn: Date;
  /** The first and every retry. */
  attempts: number;
  lastError: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const schemaOf = (db: Db) => db.queueSchema ?? DEFAULT_QUEUE_SCHEMA;

async function queueInstalled(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ found: string | null }>('select to_regclass($1)::text as found', [`${schemaOf(db)}.job`]);
  return rows[0]?.found != null;
}

interface FailedRow {
  name: string;
  id: string;
  created_on: Date | string;
  retry_count: number;
  output: { message?: string } | null;
}

const failedJob = (row: FailedRow): FailedJob => ({
  queue: row.name,
  id: row.id,
  createdOn: new Date(row.created_on),
  attempts: row.retry_count + 1,
  lastError: row.output?.message ?? JSON.stringify(row.output),
});

/** Failed jobs, the most recently failed first; none when the API never created the queue. */
export async function failedJobs(db: Db, queue?: string): Promise<FailedJob[]> {
  if (!(await queueInstalled(db))) return [];
  const { rows } = await db.query<FailedRow>(
    `select name, id, created_on, retry_count, output from ${schemaOf(db)}.job
     where state = 'failed' and ($1::text is null or name = $1) order by completed_on desc, id`,
    [queue ?? null],
  );
  return rows.map(failedJob);
}

/** A page of failed jobs in the order of `failedJobs`, and how many failed in all (the back office's list). */
export async function failedJobsPage(db: Db, page: { limit: number; offset: number }): Promise<{ jobs: FailedJob[]; total: number }> {
  if (!(await queueInstalled(db))) return { jobs: [], total: 0 };
  const { rows } = await db.query<FailedRow & { total: number }>(
    `select name, id, created_on, retry_count, output, count(*) over ()::int as total from ${schemaOf(db)}.job
     where state = 'failed' order by completed_on desc, id limit $1 offset $2`,
    [page.limit, page.offset],
  );
  const total =
    rows[0]?.total ?? (await db.query<{ n: number }>(`select count(*)::int as n from ${schemaOf(db)}.job where state = 'failed'`)).rows[0]!.n;
  return { jobs: rows.map(failedJob), total };
}

/**
 * Puts failed jobs back in their queue (pg-boss's retry, which also allows them one more attempt);
 * answers how many. In `tx` when given, so a caller's record of the retry commits with it.
 */
export async function retryJobs(db: Db, jobs: Pick<FailedJob, 'queue' | 'id'>[], tx: Queryable = db): Promise<number> {
  const boss = new PgBoss({ db: bossDb(tx), schema: schemaOf(db) });
  let retried = 0;
  for (const queue of new Set(jobs.map((job) => job.queue))) {
    const ids = jobs.filter((job) => job.queue === queue).map((job) => job.id);
    // Typed as void in pg-boss 10, it answers { jobs, requested, affected }.
    const result = (await boss.retry(queue, ids)) as unknown as { affected: number };
    retried += result.affected;
  }
  return retried;
}

export const jobsCommand: AdminCommand = {
  name: 'jobs',
  usage: '',
  description: 'lists the failed jobs of the job queue (mails that failed every retry): queue, id, created, attempts, last error',
  async run({ db }, args) {
    positional(this, args, 0);
    const jobs = await failedJobs(db);
    if (jobs.length === 0) return ['No failed jobs'];
    return [
      `${jobs.length} failed job(s); retry one with retry-job <id>, or all with retry-failed [queue]:`,
      ...jobs.map((job) => `${job.queue}  ${job.id}  created ${job.createdOn.toISOString()}  attempts ${job.attempts}  ${job.lastError}`),
    ];
  },
};

export const retryJobCommand: AdminCommand = {
  name: 'retry-job',
  usage: '<id>',
  description: 'runs a failed job again (the running API picks it up; on PGlite at its next start)',
  async run({ db }, args) {
    const [id] = positional(this, args, 1);
    if (!UUID.test(id!)) throw new CliError(`${JSON.stringify(id)} is not a job id (a UUID, as jobs lists them)`, 2);
    if (!(await queueInstalled(db))) throw new CliError(`No job ${id}: the job queue does not exist yet`);
    const { rows } = await db.query<{ name: string; state: string }>(`select name, state from ${schemaOf(db)}.job where id = $1::uuid`, [id]);
    const job = rows[0];
    if (!job) throw new CliError(`No job ${id} (completed jobs are archived after 12 hours)`);
    if (job.state !== 'failed') throw new CliError(`Job ${id} is ${job.state}, not failed`);
    await retryJobs(db, [{ queue: job.name, id: id! }]);
    return [`Job ${id} (${job.name}) will run again`];
  },
};

export const retryFailedCommand: AdminCommand = {
  name: 'retry-failed',
  usage: '[queue]',
  description: 'runs every failed job again, or those of one queue',
  async run({ db }, args) {
    const [queue] = args.length === 1 ? positional(this, args, 1) : positional(this, args, 0);
    const retried = await retryJobs(db, await failedJobs(db, queue));
    return [retried === 0 ? `No failed jobs${queue ? ` in ${queue}` : ''}` : `${retried} failed job(s) will run again`];
  },
};
