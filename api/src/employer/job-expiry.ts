// Server-only: the end of a listing (api/CONSOLE.md, "Expiry"). A periodic queue job, by the app's
// clock (`app.clock()`, which the test clock can move): published jobs past valid_until become
// expired, with the "expired" mail; those ending within EXPIRY_WARNING_DAYS get the "expires soon"
// mail with a renew link, once per listing period (expiry_warning_for). Each batch is one
// transaction that changes its rows and enqueues their mails; rows are claimed with FOR UPDATE SKIP
// LOCKED and changed only while still due, so two API processes, or a retried sweep, never send a
// mail twice.
import { EXPIRY_WARNING_DAYS } from '@raketa/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { defineJob, type JobQueue } from '../queue/queue';
import { enqueueJobMail } from './job-mails';

/** Rows per transaction: short transactions, whatever the backlog (the seed's thousands after a long pause). */
const BATCH = 200;

/** Every 10 minutes: a listing ends at most that late, a warning goes at most that late. */
export const JOB_EXPIRY_CRON = '*/10 * * * *';

export interface SweepResult {
  expired: number;
  warned: number;
}

// A job only gets a warning when someone can read it: a company with a team (seeded companies have none).
const HAS_TEAM = 'exists (select 1 from company_members m where m.company_id = j.company_id)';

export async function sweepJobExpiry(db: Db, queue: JobQueue, now: Date, shouldStop: () => boolean = () => false): Promise<SweepResult> {
  const at = now.toISOString();
  const result: SweepResult = { expired: 0, warned: 0 };
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number; team: boolean }>(
        `with due as (
           select id from jobs where status = 'published' and valid_until <= $1::timestamptz
           order by valid_until limit ${BATCH} for update skip locked)
         update jobs j set status = 'expired' from due
         where j.id = due.id and j.status = 'published' and j.valid_until <= $1::timestamptz
         returning j.id, ${HAS_TEAM} as team`,
        [at],
      );
      for (const row of rows) if (row.team) await enqueueJobMail(queue, tx, { jobId: row.id, event: 'expired' });
      return rows.length;
    });
    result.expired += count;
    if (count < BATCH || shouldStop()) break;
  }
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number; valid_until: Date | string }>(
        `with due as (
           select j.id from jobs j
           where j.status = 'published' and j.valid_until > $1::timestamptz
             and j.valid_until <= $1::timestamptz + make_interval(days => $2::integer)
             and j.expiry_warning_for is distinct from j.valid_until and ${HAS_TEAM}
           order by j.valid_until limit ${BATCH} for update skip locked)
         update jobs j set expiry_warning_for = j.valid_until from due
         where j.id = due.id and j.status = 'published' and j.expiry_warning_for is distinct from j.valid_until
         returning j.id, j.valid_until`,
        [at, EXPIRY_WARNING_DAYS],
      );
      for (const row of rows) {
        await enqueueJobMail(queue, tx, { jobId: row.id, event: 'expiring', validUntil: new Date(row.valid_until).toISOString() });
      }
      return rows.length;
    });
    result.warned += count;
    if (count < BATCH || shouldStop()) break;
  }
  return result;
}

export const jobExpiryJob = defineJob<Record<string, never>, FastifyInstance>({
  name: 'job-expiry-sweep',
  cron: JOB_EXPIRY_CRON,
  async run(app) {
    const result = await sweepJobExpiry(app.db, app.queue, app.clock(), () => app.queue.stopping);
    if (result.expired + result.warned > 0) app.log.info(result, 'job expiry swept');
  },
});
