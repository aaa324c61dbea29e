// Server-only: cashback claims (api/APPLICANTS.md, "Cashback"), as the for-companies pages state the
// rule. Whether a job may claim is computed here, from the job, its plan and its applications, every
// failing condition named; a member claims once per job; the back office grants or refuses with a
// note, and the company's team is mailed the decision (enqueued in the decision's transaction).
import {
  CASHBACK_CLAIM_DAYS,
  CASHBACK_PERCENT,
  type AdminCashbackClaims,
  type CashbackClaim,
  type CashbackReason,
  type JobCashback,
} from '@raketa/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db';
import { consoleJobPath, siteOrigin } from '../employer/job-mails';
import { cashbackDecisionMail } from '../mail/cashback-mail';
import { stableMailId } from '../mail/mailer';
import type { MailLocale } from '../mail/password-reset-mail';
import { defineJob, MAIL_RETRIES, type JobQueue } from '../queue/queue';

const DAY = 86_400_000;

interface ClaimRow {
  id: number;
  status: CashbackClaim['status'];
  credits: number;
  created_at: Date | string;
  decided_at: Date | string | null;
  note: string | null;
}
const iso = (value: Date | string) => new Date(value).toISOString();
const claimOf = (row: ClaimRow): CashbackClaim => ({
  id: row.id,
  status: row.status,
  credits: row.credits,
  createdAt: iso(row.created_at),
  decidedAt: row.decided_at === null ? null : iso(row.decided_at),
  note: row.note,
});
const CLAIM_COLUMNS = 'k.id, k.status, k.credits, k.created_at, k.decided_at, k.note';

/** The company's job `jobId` as cashback reads it; null when the company has no such job. */
export async function jobCashback(db: Queryable, companyId: number, jobId: number, now: Date): Promise<JobCashback | null> {
  const { rows } = await db.query<{
    status: string;
    published_at: Date | string | null;
    valid_until: Date | string | null;
    closed_at: Date | string | null;
    has_salary: boolean;
    price_czk: number | null;
    job_slots: number | null;
    unanswered: number | string;
    relevant: number | string;
  }>(
    `select j.status, j.published_at, j.valid_until, j.closed_at,
       (j.salary_min is not null and j.salary_max is not null) as has_salary,
       o.price_czk, o.job_slots,
       (select count(*) from job_applications a where a.job_id = j.id and a.status in ('new', 'seen')) as unanswered,
       (select count(*) from job_applications a where a.job_id = j.id
          and a.status not in ('new', 'seen', 'withdrawn') and (a.status <> 'rejected' or a.rejection_reason <> 'not_relevant')) as relevant
     from jobs j
     -- The paid plan the listing was published under (its price, shared by its job slots).
     left join lateral (
       select o.price_czk, o.job_slots from plan_orders o
       where o.company_id = j.company_id and o.status = 'paid' and o.price_czk > 0
         and o.starts_at <= j.published_at and j.published_at < o.ends_at
       order by o.starts_at desc limit 1
     ) o on true
     where j.id = $1 and j.company_id = $2`,
    [jobId, companyId],
  );
  const job = rows[0];
  if (!job) return null;
  const claims = await db.query<ClaimRow>(`select ${CLAIM_COLUMNS} from cashback_claims k where k.job_id = $1`, [jobId]);
  const reasons: CashbackReason[] = [];
  const validUntil = job.valid_until === null ? null : new Date(job.valid_until);
  const closedAt = job.closed_at === null ? null : new Date(job.closed_at);
  // Its end: the listing's end, or the close (only one at or after that end counts as a full run).
  let endedAt: Date | null = null;
  if (job.status === 'expired' && validUntil) endedAt = validUntil;
  else if (job.status === 'closed' && closedAt && validUntil && closedAt >= validUntil) endedAt = validUntil;
  else if (job.status === 'closed' && job.published_at !== null) reasons.push('closed_early');
  else reasons.push('not_ended');
  if (job.price_czk === null || job.job_slots === null) reasons.push('not_paid');
  if (!job.has_salary) reasons.push('no_salary_range');
  const claimUntil = endedAt ? new Date(endedAt.getTime() + CASHBACK_CLAIM_DAYS * DAY) : null;
  if (claimUntil && now > claimUntil) reasons.push('claim_period_over');
  if (Number(job.unanswered) > 0) reasons.push('unanswered');
  if (Number(job.relevant) > 0) reasons.push('relevant_applicant');
  const credits = job.price_czk !== null && job.job_slots ? Math.round((job.price_czk * CASHBACK_PERCENT) / 100 / job.job_slots) : null;
  const claim = claims.rows[0] ? claimOf(claims.rows[0]) : null;
  return { eligible: reasons.length === 0 && claim === null, reasons, credits, claimUntil: claimUntil?.toISOString() ?? null, claim };
}

export class CashbackNotEligibleError extends Error {
  constructor(readonly cashback: JobCashback) {
    super(cashback.claim ? 'This job has claimed its cashback already' : 'This job may not claim cashback');
  }
}

/** A member's claim for the company's job, in `tx`; null for no such job; throws when it may not claim. */
export async function claimCashback(
  tx: Queryable,
  move: { companyId: number; jobId: number; userId: number; now: Date },
): Promise<CashbackClaim | null> {
  // One claim at a time per job: the job row is locked while the rule is read and the claim written.
  const locked = await tx.query('select id from jobs where id = $1 and company_id = $2 for update', [move.jobId, move.companyId]);
  if (locked.rows.length === 0) return null;
  const cashback = await jobCashback(tx, move.companyId, move.jobId, move.now);
  if (!cashback) return null;
  if (!cashback.eligible || cashback.credits === null) throw new CashbackNotEligibleError(cashback);
  const { rows } = await tx.query<ClaimRow>(
    `insert into cashback_claims as k (job_id, company_id, claimed_by, credits, created_at) values ($1, $2, $3, $4, $5::timestamptz)
     on conflict (job_id) do nothing returning ${CLAIM_COLUMNS}`,
    [move.jobId, move.companyId, move.userId, cashback.credits, move.now.toISOString()],
  );
  if (!rows[0]) throw new CashbackNotEligibleError(cashback);
  return claimOf(rows[0]);
}

/** The back office's list: waiting claims first (oldest first), then decided ones (latest first). */
export async function adminCashbackClaims(
  db: Queryable,
  query: { status?: CashbackClaim['status']; limit: number; offset: number },
): Promise<AdminCashbackClaims> {
  const filter = query.status ? 'where k.status = $3' : '';
  const params: unknown[] = [query.limit, query.offset, ...(query.status ? [query.status] : [])];
  const { rows } = await db.query<
    ClaimRow & { job_id: number; title: string; applications: number | string; company_id: number; slug: string; name: string }
  >(
    `select ${CLAIM_COLUMNS}, j.id as job_id, j.title,
       (select count(*) from job_applications a where a.job_id = j.id) as applications,
       c.id as company_id, c.slug, c.name
     from cashback_claims k join jobs j on j.id = k.job_id join companies c on c.id = k.company_id
     ${filter}
     order by k.status = 'pending' desc, case when k.status = 'pending' then k.created_at end asc, k.decided_at desc nulls last, k.id desc
     limit $1 offset $2`,
    params,
  );
  const count = await db.query<{ total: number | string }>(
    `select count(*) as total from cashback_claims k ${query.status ? 'where k.status = $1' : ''}`,
    query.status ? [query.status] : [],
  );
  return {
    claims: rows.map((row) => ({
      ...claimOf(row),
      job: { id: row.job_id, title: row.title, applications: Number(row.applications) },
      company: { id: row.company_id, slug: row.slug, name: row.name },
    })),
    total: Number(count.rows[0]!.total),
  };
}

export class CashbackDecidedError extends Error {}

/**
 * Grants or refuses claim `claimId` in `tx` and enqueues the company's mail in it; null for no such
 * claim, CashbackDecidedError for one decided already (by another admin meanwhile).
 */
export async function decideCashback(
  tx: Queryable,
  queue: JobQueue,
  decision: { claimId: number; grant: boolean; note: string | null; adminId: number; now: Date },
): Promise<CashbackClaim | null> {
  const { rows } = await tx.query<ClaimRow>(
    `update cashback_claims k set status = $2, note = $3, decided_at = $4::timestamptz, decided_by = $5
     where k.id = $1 and k.status = 'pending' returning ${CLAIM_COLUMNS}`,
    [decision.claimId, decision.grant ? 'granted' : 'refused', decision.note, decision.now.toISOString(), decision.adminId],
  );
  if (!rows[0]) {
    const exists = await tx.query('select 1 from cashback_claims where id = $1', [decision.claimId]);
    if (exists.rows.length === 0) return null;
    throw new CashbackDecidedError(`Claim ${decision.claimId} is decided already`);
  }
  await queue.send(cashbackDecisionMailJob, { claimId: decision.claimId }, tx);
  return claimOf(rows[0]);
}

/** The decision's mail to the company's team, in the company's language. */
export const cashbackDecisionMailJob = defineJob<{ claimId: number }, FastifyInstance>({
  name: 'cashback-decision-mail',
  retries: MAIL_RETRIES,
  async run(app, { claimId }, job) {
    const { rows } = await app.db.query<{
      status: CashbackClaim['status'];
      credits: number;
      note: string | null;
      job_id: number;
      title: string;
      company_id: number;
      company_name: string;
      language: MailLocale;
    }>(
      `select k.status, k.credits, k.note, j.id as job_id, j.title, c.id as company_id, c.name as company_name, c.language
       from cashback_claims k join jobs j on j.id = k.job_id join companies c on c.id = k.company_id where k.id = $1`,
      [claimId],
    );
    const row = rows[0];
    if (!row || row.status === 'pending') return;
    const { rows: team } = await app.db.query<{ email: string }>(
      `select u.email from company_members m join users u on u.id = m.user_id where m.company_id = $1 order by m.role = 'owner' desc, u.id`,
      [row.company_id],
    );
    if (team.length === 0) return;
    const locale = row.language;
    await app.mailer.send({
      ...cashbackDecisionMail({
        to: team.map((member) => member.email),
        locale,
        granted: row.status === 'granted',
        job: row.title,
        company: row.company_name,
        credits: row.credits,
        note: row.note,
        url: `${siteOrigin(app.config, locale)}${consoleJobPath(locale, row.job_id)}`,
      }),
      id: stableMailId(job.createdOn, job.id),
    });
  },
});
