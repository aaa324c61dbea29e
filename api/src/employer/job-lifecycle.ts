// Server-only: a job's life after the editor (api/CONSOLE.md, "Job lifecycle"). Each transition is
// one transaction: the job's row is locked, the move is checked against TRANSITIONS (a second
// submit, approve or close finds the job moved on and is refused with InvalidTransitionError), and
// the mail it causes is enqueued, and an admin's move recorded, in the same transaction.
//
//   draft | rejected ── submit ──▶ submitted ── approve ──▶ published ── close ──▶ closed
//                                  submitted ── reject ───▶ rejected     published ── expire (sweep) ──▶ expired
//   published | expired | closed ── renew ──▶ published (a new listing period from now)
//
// A published job past its valid_until is expired for every reader at once (openJobCondition); the
// sweep (job-expiry.ts) writes the state and sends the mail.
import type { JobLifecycle, JobState, RejectionReason } from '@raketa/shared/contracts';
import type { AdminActor } from '../admin/audit';
import { recordAdminAction } from '../admin/audit';
import type { Queryable } from '../db/db';
import type { JobQueue } from '../queue/queue';
import type { MailLocale } from '../mail/password-reset-mail';
import { enqueueJobMail } from './job-mails';
import { listingDaysOf, slotState, type SlotState } from './plans';
import { checkForSubmit, type SubmitCheck } from './job-findings';

export type LifecycleAction = 'submit' | 'approve' | 'reject' | 'close' | 'renew' | 'expire';

/** From which states each move may start (the state as readers see it: a published job past its end is expired). */
export const TRANSITIONS: Record<LifecycleAction, readonly JobState[]> = {
  submit: ['draft', 'rejected'],
  approve: ['submitted'],
  reject: ['submitted'],
  close: ['published'],
  renew: ['published', 'expired', 'closed'],
  expire: ['published'],
};

export class JobNotFoundError extends Error {
  constructor() {
    super('No such job');
  }
}

/** The job is not in a state the move starts from (a second submit, approving a published job…). */
export class InvalidTransitionError extends Error {
  constructor(
    readonly action: LifecycleAction,
    readonly status: JobState,
  ) {
    super(`A ${status} job cannot be ${PAST[action]}`);
  }
}

const PAST: Record<LifecycleAction, string> = {
  submit: 'submitted',
  approve: 'approved',
  reject: 'rejected',
  close: 'closed',
  renew: 'renewed',
  expire: 'expired',
};

/** The job breaks the advertising rules or lacks what a review needs (422 with the findings). */
export class JobNotReadyError extends Error {
  constructor(readonly result: SubmitCheck) {
    super('The job is not ready for review');
  }
}

/** Every slot of the plan is taken, or no plan runs (409 `no_free_slot`). */
export class NoFreeSlotError extends Error {
  constructor(readonly slots: SlotState) {
    super(slots.plan ? 'Every job slot of your plan is in use' : 'Your company has no plan running');
  }
}

interface JobRow {
  id: number;
  company_id: number;
  status: JobState;
  valid_until: Date | string | null;
  review_requested_at: Date | string | null;
}

/** The state readers see: a published job past its end is expired before the sweep writes it. */
export function effectiveState(row: Pick<JobRow, 'status' | 'valid_until'>, now: Date): JobState {
  if (row.status === 'published' && row.valid_until !== null && new Date(row.valid_until).getTime() <= now.getTime()) return 'expired';
  return row.status;
}

async function lockJob(tx: Queryable, jobId: number, companyId?: number): Promise<JobRow> {
  const { rows } = await tx.query<JobRow>(
    `select id, company_id, status, valid_until, review_requested_at from jobs
     where id = $1 and ($2::integer is null or company_id = $2) for update`,
    [jobId, companyId ?? null],
  );
  if (!rows[0]) throw new JobNotFoundError();
  return rows[0];
}

function check(action: LifecycleAction, state: JobState) {
  if (!TRANSITIONS[action].includes(state)) throw new InvalidTransitionError(action, state);
}

/** The company's row is the lock of its slots: two submits or renewals of one company run one after the other. */
async function lockCompany(tx: Queryable, companyId: number) {
  await tx.query('select id from companies where id = $1 for update', [companyId]);
}

async function requireFreeSlot(tx: Queryable, companyId: number, now: Date): Promise<SlotState> {
  const slots = await slotState(tx, companyId, now);
  if (!slots.plan || slots.free < 1) throw new NoFreeSlotError(slots);
  return slots;
}

export interface CompanyMove {
  companyId: number;
  jobId: number;
  now: Date;
  queue: JobQueue;
}

/**
 * A member sends a draft (or a rejected job, edited) for review. Checks, in order: the state
 * (InvalidTransitionError), the job itself (JobNotReadyError with every finding), a free slot
 * (NoFreeSlotError). The site's language becomes the company's mail language.
 */
export async function submitJob(tx: Queryable, move: CompanyMove & { locale: MailLocale }): Promise<void> {
  const { companyId, jobId, now, queue, locale } = move;
  await lockCompany(tx, companyId);
  const job = await lockJob(tx, jobId, companyId);
  check('submit', effectiveState(job, now));
  const checked = await checkForSubmit(tx, jobId);
  if (!checked.ready) throw new JobNotReadyError(checked);
  await requireFreeSlot(tx, companyId, now);
  await tx.query(`update jobs set status = 'submitted', submitted_at = $2::timestamptz where id = $1`, [jobId, now.toISOString()]);
  await tx.query('update companies set language = $2 where id = $1 and language <> $2', [companyId, locale]);
  await enqueueJobMail(queue, tx, { jobId, event: 'submitted' });
}

/** A member takes a published job off the board before its end. */
export async function closeJob(tx: Queryable, { companyId, jobId, now }: Omit<CompanyMove, 'queue'>): Promise<void> {
  const job = await lockJob(tx, jobId, companyId);
  check('close', effectiveState(job, now));
  await tx.query(`update jobs set status = 'closed', closed_at = $2::timestamptz where id = $1`, [jobId, now.toISOString()]);
}

/**
 * A member publishes a job again for a new listing period from now (the plan's listing days). A
 * published job keeps the slot it holds; an expired or closed one needs a free slot, and every
 * renewal needs a plan running (NoFreeSlotError). The new period is a new listing: published now.
 */
export async function renewJob(tx: Queryable, { companyId, jobId, now }: Omit<CompanyMove, 'queue'>): Promise<void> {
  await lockCompany(tx, companyId);
  const job = await lockJob(tx, jobId, companyId);
  const state = effectiveState(job, now);
  check('renew', state);
  const slots = state === 'published' ? await slotState(tx, companyId, now) : await requireFreeSlot(tx, companyId, now);
  if (!slots.plan) throw new NoFreeSlotError(slots);
  await tx.query(
    `update jobs set status = 'published', published_at = $2::timestamptz, valid_until = $2::timestamptz + make_interval(days => $3::integer),
       closed_at = null where id = $1`,
    [jobId, now.toISOString(), listingDaysOf(slots.plan)],
  );
}

export interface AdminMove {
  jobId: number;
  actor: AdminActor;
  now: Date;
  queue: JobQueue;
}

/**
 * An admin approves a submitted job: published from now for the company's plan's listing days (the
 * default without a plan), the rejection it may carry cleared. A published job whose edit asked for
 * another look (review_requested_at) is approved by clearing the request; it stays as it is.
 */
export async function approveJob(tx: Queryable, { jobId, actor, now, queue }: AdminMove): Promise<void> {
  const job = await lockJob(tx, jobId);
  const state = effectiveState(job, now);
  if (state === 'published' && job.review_requested_at !== null) {
    await tx.query('update jobs set review_requested_at = null where id = $1', [jobId]);
    await recordAdminAction(tx, actor, 'job.approve', { type: 'job', id: jobId }, { review: 'edit' });
    return;
  }
  check('approve', state);
  const slots = await slotState(tx, job.company_id, now);
  await tx.query(
    `update jobs set status = 'published', published_at = $2::timestamptz, valid_until = $2::timestamptz + make_interval(days => $3::integer),
       review_requested_at = null, rejection_reason = null, rejection_message = null, rejected_at = null, closed_at = null
     where id = $1`,
    [jobId, now.toISOString(), listingDaysOf(slots.plan)],
  );
  await recordAdminAction(tx, actor, 'job.approve', { type: 'job', id: jobId });
  await enqueueJobMail(queue, tx, { jobId, event: 'approved' });
}

/**
 * An admin sends a submitted job back (or a published one whose edit asked for another look, which
 * leaves the board): rejected with a reason code of the advertising rules and a message.
 */
export async function rejectJob(
  tx: Queryable,
  { jobId, actor, now, queue, reason, message }: AdminMove & { reason: RejectionReason; message: string },
): Promise<void> {
  const job = await lockJob(tx, jobId);
  const state = effectiveState(job, now);
  if (!(state === 'published' && job.review_requested_at !== null)) check('reject', state);
  await tx.query(
    `update jobs set status = 'rejected', rejection_reason = $2, rejection_message = $3, rejected_at = $4::timestamptz,
       review_requested_at = null where id = $1`,
    [jobId, reason, message, now.toISOString()],
  );
  await recordAdminAction(tx, actor, 'job.reject', { type: 'job', id: jobId }, { reason, message });
  await enqueueJobMail(queue, tx, { jobId, event: 'rejected', rejection: { reason, message } });
}

interface LifecycleRow {
  id: number;
  status: JobState;
  submitted_at: Date | string | null;
  published_at: Date | string | null;
  valid_until: Date | string | null;
  closed_at: Date | string | null;
  rejection_reason: RejectionReason | null;
  rejection_message: string | null;
  rejected_at: Date | string | null;
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Where the job is in its life, as readers see it at `now` (a published job past its end is expired). */
export async function findJobLifecycle(db: Queryable, jobId: number, now: Date): Promise<JobLifecycle | undefined> {
  const { rows } = await db.query<LifecycleRow>(
    `select id, status, submitted_at, published_at, valid_until, closed_at, rejection_reason, rejection_message, rejected_at
     from jobs where id = $1`,
    [jobId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    status: effectiveState(row, now),
    submittedAt: isoOrNull(row.submitted_at),
    publishedAt: isoOrNull(row.published_at),
    validUntil: isoOrNull(row.valid_until),
    closedAt: isoOrNull(row.closed_at),
    rejection:
      row.rejection_reason !== null && row.rejected_at !== null
        ? { reason: row.rejection_reason, message: row.rejection_message ?? '', at: new Date(row.rejected_at).toISOString() }
        : null,
  };
}
