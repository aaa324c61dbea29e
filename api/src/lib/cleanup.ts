// Server-only: deletes rows that can no longer be used (expired sessions, throttle windows, reset
// and unsubscribe links, team invitations, unconfirmed job alerts, settled webhook deliveries, the job index's change log, unfinished social sign-ins). Small batches, each its own statement, so a
// sweep never holds long locks or one long transaction; run by the API every so often
// (cleanup-task.ts) and by operators with `npm run db:cleanup -w @raketa/api` (cleanup-cli.ts).
import type { Queryable } from '../db/db';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Sweep {
  table: string;
  /** Deletes at most `$2` rows that expired before `$1` (an ISO time) and returns one row per deletion. */
  sql: string;
  /** How long after expiry a row is kept (0: deleted as soon as it expires). */
  keepMs: number;
}

const batchDelete = (table: string, key: string, expired: string) =>
  `delete from ${table} where (${key}) in (select ${key} from ${table} where ${expired} limit $2) returning 1`;

export const SWEEPS: readonly Sweep[] = [
  {
    table: 'sessions',
    sql: batchDelete('sessions', 'id_hash', 'idle_expires_at <= $1::timestamptz or absolute_expires_at <= $1::timestamptz'),
    keepMs: 0,
  },
  {
    table: 'throttle_counters',
    sql: batchDelete('throttle_counters', 'key', 'expires_at <= $1::timestamptz'),
    keepMs: 0,
  },
  {
    // Kept a day past expiry, used ones too: until then a reopened link says "used" or "expired", not "invalid".
    table: 'password_reset_tokens',
    sql: batchDelete('password_reset_tokens', 'token_hash', 'expires_at <= $1::timestamptz'),
    keepMs: DAY_MS,
  },
  {
    table: 'newsletter_unsubscribe_tokens',
    sql: batchDelete('newsletter_unsubscribe_tokens', 'token_hash', 'expires_at <= $1::timestamptz'),
    keepMs: 0,
  },
  {
    // Team invitations (api/CONSOLE.md), used or not, with their links: kept 30 days past expiry, so the
    // owner still sees an expired one in the team and a reopened link says "expired" or "used" meanwhile.
    table: 'company_invitations',
    sql: batchDelete('company_invitations', 'id', 'expires_at <= $1::timestamptz'),
    keepMs: 30 * DAY_MS,
  },
  {
    // A visitor's job alert never confirmed (api/ALERTS.md): kept a day past its link's expiry, so a
    // reopened link says "expired", not "invalid".
    table: 'job_alerts',
    sql: batchDelete('job_alerts', 'id', `status = 'pending' and confirm_expires_at <= $1::timestamptz`),
    keepMs: DAY_MS,
  },
  {
    // A webhook delivery's log (api/INTEGRATIONS.md) holds the applicant's data in its body: kept 30
    // days once it is settled, long enough to look into a failure and resend, never past retention.
    table: 'webhook_deliveries',
    sql: batchDelete('webhook_deliveries', 'id', `state <> 'pending' and created_at <= $1::timestamptz`),
    keepMs: 30 * DAY_MS,
  },
  {
    // The job index's change log (api/src/jobs/job-index.ts): every API process reads it on each list
    // request and reloads whole when it has not for an hour, so a day is far more than any reader needs.
    table: 'job_search_changes',
    sql: batchDelete('job_search_changes', 'seq', 'changed_at <= $1::timestamptz'),
    keepMs: DAY_MS,
  },
  {
    table: 'social_sign_in_attempts',
    sql: batchDelete('social_sign_in_attempts', 'browser_hash', 'expires_at <= $1::timestamptz'),
    keepMs: 0,
  },
];

export const CLEANUP_BATCH_SIZE = 500;

export interface SweepOptions {
  batchSize?: number;
  sweeps?: readonly Sweep[];
  /** Checked between batches: a closing app stops a long sweep instead of waiting for it. */
  shouldStop?: () => boolean;
}

/** Deleted rows per table. */
export type SweepResult = Record<string, number>;

export async function sweepExpired(db: Queryable, now: Date, options: SweepOptions = {}): Promise<SweepResult> {
  const { batchSize = CLEANUP_BATCH_SIZE, sweeps = SWEEPS, shouldStop = () => false } = options;
  const result: SweepResult = {};
  for (const sweep of sweeps) {
    const cutoff = new Date(now.getTime() - sweep.keepMs).toISOString();
    let deleted = 0;
    for (;;) {
      if (shouldStop()) return result;
      const { rows } = await db.query(sweep.sql, [cutoff, batchSize]);
      deleted += rows.length;
      result[sweep.table] = deleted;
      if (rows.length < batchSize) break;
      // Let requests waiting on the event loop (and the database) in between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return result;
}

export const totalDeleted = (result: SweepResult) => Object.values(result).reduce((sum, count) => sum + count, 0);
