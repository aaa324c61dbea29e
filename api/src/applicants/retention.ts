// Server-only: how long applications are kept (api/APPLICANTS.md, "Retention"). A closed or expired
// job's applications go, with their CVs (kept in the row), history, notes and attached test
// results (cascades), APPLICATION_RETENTION_MONTHS after the job ended. A periodic queue job, by the
// app's clock (`app.clock()`, which the test clock moves); pg-boss runs a cron once per period however
// many API processes there are, and rows are claimed with FOR UPDATE SKIP LOCKED in short batches,
// so two sweeps never wait on each other. The readers (tracker, inbox) say the date with the same SQL.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { defineJob } from '../queue/queue';

export const DEFAULT_RETENTION_MONTHS = 12;
/** Every hour: an application goes at most an hour after the date its candidate was shown. */
export const APPLICATION_RETENTION_CRON = '43 * * * *';
const BATCH = 200;

export const retentionMonths = (config: Pick<Config, 'applicationRetentionMonths'>): number =>
  config.applicationRetentionMonths ?? DEFAULT_RETENTION_MONTHS;

/**
 * SQL for when the applications of job `job` (an alias) are deleted: `months` after it was closed or
 * its listing expired (the expiry sweep writes that within minutes of valid_until); null while it is
 * open (a renewed job is published again, and keeps them). The one rule the sweep, the tracker and
 * the inbox read; `months` is inlined, so it must be a whole number (it is: config validates it).
 */
export function deletionAtSql(job: string, months: number): string {
  if (!Number.isInteger(months) || months < 1) throw new Error(`retention months must be a positive integer, got ${months}`);
  // Months are added in UTC: the date is the same whatever the session's time zone.
  const ended = `(case ${job}.status when 'closed' then ${job}.closed_at when 'expired' then ${job}.valid_until end)`;
  return `(((${ended} at time zone 'UTC') + interval '${months} months') at time zone 'UTC')`;
}

export async function sweepApplicationRetention(db: Db, now: Date, months: number, shouldStop: () => boolean = () => false): Promise<number> {
  const due = `${deletionAtSql('j', months)} <= $1::timestamptz`;
  let deleted = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      // Checked again at the delete, against the job as it is then: one renewed meanwhile keeps its applications.
      const { rows } = await tx.query<{ id: number }>(
        `with due as (
           select a.id from job_applications a join jobs j on j.id = a.job_id
           where ${due} order by a.id limit ${BATCH} for update of a skip locked)
         delete from job_applications a using due, jobs j
         where a.id = due.id and j.id = a.job_id and ${due}
         returning a.id`,
        [now.toISOString()],
      );
      return rows.length;
    });
    deleted += count;
    if (count < BATCH || shouldStop()) break;
  }
  return deleted;
}

export const applicationRetentionJob = defineJob<Record<string, never>, FastifyInstance>({
  name: 'application-retention-sweep',
  cron: APPLICATION_RETENTION_CRON,
  async run(app) {
    const deleted = await sweepApplicationRetention(app.db, app.clock(), retentionMonths(app.config), () => app.queue.stopping);
    if (deleted > 0) app.log.info({ deleted }, 'applications past retention deleted');
  },
});
