// Server-only: the applicant pipeline (api/APPLICANTS.md). Every change of an application's status,
// by a member of the company, by the candidate (withdraw) or by the inbox itself (opened: seen),
// goes through `changeApplicationStatus`, in the caller's transaction: it locks the rows, checks
// each move, writes the status and its history, and enqueues what follows (the candidate's mail) in
// the same transaction. What later slices add to a change (webhooks) hooks in at `afterChange`.
import {
  canMoveApplication,
  FINAL_APPLICATION_STATUSES,
  TEMPLATE_KIND_OF_STATUS,
  type AnswerTemplateKind,
  type ApplicationRejectionReason,
  type ApplicationStatus,
} from '@raketa/shared/contracts';
import type { Queryable } from '../db/db';
import type { MailLocale } from '../mail/password-reset-mail';
import type { JobQueue } from '../queue/queue';
import { enqueueStatusChanges } from '../integrations/webhooks';
import { applicantAnswerMailJob } from './answer-mail';

/** A company acts through a member (`userId`) or an API token (null). */
export type Actor = { kind: 'company'; userId: number | null; companyId: number } | { kind: 'candidate'; userId: number } | { kind: 'system' };

/** What to send the candidate with a rejection or an invitation. */
export type Answer = { templateId: number } | { text: string };

export interface StatusChange {
  applicationId: number;
  eventId: number;
  jobId: number;
  companyId: number;
  from: ApplicationStatus;
  to: ApplicationStatus;
  reason: ApplicationRejectionReason | null;
  actor: Actor['kind'];
  actorUserId: number | null;
  message: string | null;
  at: Date;
}

export class ApplicationNotFoundError extends Error {
  constructor(readonly ids: number[]) {
    super(`No such application: ${ids.join(', ')}`);
  }
}

export class InvalidApplicationMoveError extends Error {
  constructor(
    readonly conflicts: { id: number; status: ApplicationStatus }[],
    readonly to: ApplicationStatus,
  ) {
    super(
      conflicts.length === 1
        ? `An application that is ${conflicts[0]!.status} cannot be moved to ${to}`
        : `${conflicts.length} of the applications cannot be moved to ${to}`,
    );
  }
}

/** The stored message's limit (job_application_events.message): placeholders filled in may pass the 5000 typed. */
export const FILLED_MESSAGE_MAX = 10_000;

export class AnswerTooLongError extends Error {
  constructor() {
    super(`The message, filled in for a candidate, is longer than ${FILLED_MESSAGE_MAX} characters`);
  }
}

export class TemplateNotFoundError extends Error {
  constructor(readonly kind: AnswerTemplateKind) {
    super(`No such ${kind} template in this company`);
  }
}

interface LockedRow {
  id: number;
  status: ApplicationStatus;
  name: string;
  locale: MailLocale;
  job_id: number;
  job_title: string;
  company_id: number;
  company_name: string;
}

/** `{{name}}`, `{{job}}`, `{{company}}` filled in for one candidate; other braces stay as written. */
export const fillAnswer = (text: string, values: { name: string; job: string; company: string }) =>
  text.replace(/\{\{\s*(name|job|company)\s*\}\}/g, (_match, key: keyof typeof values) => values[key]);

/**
 * Moves `ids` to `to`, all or none. A company moves only its own applications, a candidate only
 * theirs (else ApplicationNotFoundError with the ids not found: 404 as if they did not exist); a move
 * the pipeline does not allow throws InvalidApplicationMoveError with every such application. An
 * application already in `to` is left as it is (a retried request changes nothing, mails nothing).
 * Answers the changes made, in the order of `ids`.
 */
export async function changeApplicationStatus(
  tx: Queryable,
  queue: JobQueue,
  {
    ids,
    to,
    reason = null,
    answer,
    actor,
    now,
  }: { ids: number[]; to: ApplicationStatus; reason?: ApplicationRejectionReason | null; answer?: Answer; actor: Actor; now: Date },
): Promise<StatusChange[]> {
  const scope = actor.kind === 'company' ? 'and j.company_id = $2' : actor.kind === 'candidate' ? 'and a.user_id = $2' : '';
  const scopeValue = actor.kind === 'company' ? [actor.companyId] : actor.kind === 'candidate' ? [actor.userId] : [];
  // Locked in id order: two bulk moves over the same rows wait for each other instead of deadlocking.
  const { rows } = await tx.query<LockedRow>(
    `select a.id, a.status, a.name, a.locale, j.id as job_id, j.title as job_title, c.id as company_id, c.name as company_name
     from job_applications a join jobs j on j.id = a.job_id join companies c on c.id = j.company_id
     where a.id = any($1::int[]) ${scope} order by a.id for update of a`,
    [ids, ...scopeValue],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) throw new ApplicationNotFoundError(missing);

  const allowed = (from: ApplicationStatus) =>
    actor.kind === 'candidate' ? to === 'withdrawn' && !FINAL_APPLICATION_STATUSES.includes(from) : canMoveApplication(from, to);
  const moving = ids.map((id) => byId.get(id)!).filter((row) => row.status !== to);
  const conflicts = moving.filter((row) => !allowed(row.status)).map((row) => ({ id: row.id, status: row.status }));
  if (conflicts.length > 0) throw new InvalidApplicationMoveError(conflicts, to);

  let template: { cs: string; en: string } | undefined;
  const kind = TEMPLATE_KIND_OF_STATUS[to];
  if (answer && 'templateId' in answer && actor.kind === 'company' && kind) {
    const { rows: found } = await tx.query<{ body_cs: string; body_en: string }>(
      'select body_cs, body_en from company_answer_templates where id = $1 and company_id = $2 and kind = $3',
      [answer.templateId, actor.companyId, kind],
    );
    if (!found[0]) throw new TemplateNotFoundError(kind);
    template = { cs: found[0].body_cs, en: found[0].body_en };
  }
  const messageFor = (row: LockedRow): string | null => {
    if (!answer || !kind) return null;
    // A template's language left empty: the other one is sent.
    const text = 'text' in answer ? answer.text : template![row.locale] || template![row.locale === 'cs' ? 'en' : 'cs'];
    const filled = fillAnswer(text, { name: row.name, job: row.job_title, company: row.company_name });
    if ([...filled].length > FILLED_MESSAGE_MAX) throw new AnswerTooLongError();
    return filled;
  };

  const changes: StatusChange[] = [];
  for (const row of moving) {
    const message = messageFor(row);
    const rejection = to === 'rejected' ? reason : null;
    await tx.query(
      `update job_applications set status = $2, rejection_reason = $3, status_changed_at = $4::timestamptz
         ${to === 'withdrawn' ? ', cv_filename = null, cv_content_type = null, cv_data = null' : ''}
       where id = $1`,
      [row.id, to, rejection, now.toISOString()],
    );
    const actorUserId = actor.kind === 'system' ? null : actor.userId;
    const { rows: event } = await tx.query<{ id: number }>(
      `insert into job_application_events (application_id, from_status, to_status, rejection_reason, actor, actor_user_id, message, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz) returning id`,
      [row.id, row.status, to, rejection, actor.kind, actorUserId, message, now.toISOString()],
    );
    changes.push({
      applicationId: row.id,
      eventId: event[0]!.id,
      jobId: row.job_id,
      companyId: row.company_id,
      from: row.status,
      to,
      reason: rejection,
      actor: actor.kind,
      actorUserId,
      message,
      at: now,
    });
  }
  await afterChange(tx, queue, changes);
  return changes;
}

/**
 * What follows a change, in its transaction: the candidate's mail when the company wrote to them,
 * and the company's webhooks (api/INTEGRATIONS.md).
 */
async function afterChange(tx: Queryable, queue: JobQueue, changes: StatusChange[]): Promise<void> {
  for (const change of changes) {
    if (change.message !== null) await queue.send(applicantAnswerMailJob, { eventId: change.eventId }, tx);
  }
  await enqueueStatusChanges(tx, queue, changes);
}
