// Server-only: what the company's team reads of its applications (api/APPLICANTS.md, "Inbox"): the
// list across its jobs or per job, one application with its history and the team's notes, its CV.
// Every read is scoped to the company: another company's application is not found.
import {
  APPLICANTS_PER_PAGE,
  APPLICATION_STATUSES,
  type Applicant,
  type ApplicantDetail,
  type ApplicationEvent,
  type ApplicationNote,
  type ApplicationRejectionReason,
  type ApplicationStatus,
} from '@raketa/shared/contracts';
import type { Queryable } from '../db/db';
import type { MailLocale } from '../mail/password-reset-mail';
import { resultsOfApplications } from '../skill-tests/skill-tests';
import { deletionAtSql } from './retention';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

interface ApplicantRow {
  id: number;
  job_id: number;
  job_slug: string;
  job_title: string;
  name: string;
  email: string;
  phone: string | null;
  linkedin_url: string | null;
  message: string;
  cv_filename: string | null;
  cv_content_type: string | null;
  status: ApplicationStatus;
  rejection_reason: ApplicationRejectionReason | null;
  locale: MailLocale;
  created_at: Date | string;
  status_changed_at: Date | string | null;
  deletes_at: Date | string | null;
}

// `retentionMonths` (config) dates the deletion of an ended job's applications.
const applicantColumns = (retentionMonths: number) => `a.id, a.job_id, j.slug as job_slug, j.title as job_title, a.name, a.email,
  a.phone, a.linkedin_url, a.message, a.cv_filename, a.cv_content_type, a.status, a.rejection_reason, a.locale, a.created_at,
  a.status_changed_at, ${deletionAtSql('j', retentionMonths)} as deletes_at`;

export const applicantPath = (id: number) => `/api/me/company/applications/${id}`;

async function toApplicants(db: Queryable, rows: ApplicantRow[]): Promise<Applicant[]> {
  const results = await resultsOfApplications(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    '@id': applicantPath(row.id),
    '@type': 'Applicant' as const,
    id: row.id,
    job: { id: row.job_id, slug: row.job_slug, title: row.job_title },
    candidate: { name: row.name, email: row.email, phone: row.phone, linkedin: row.linkedin_url },
    message: row.message,
    cv: row.cv_filename === null ? null : { fileName: row.cv_filename, mediaType: row.cv_content_type!, url: `${applicantPath(row.id)}/cv` },
    testResults: (results.get(row.id) ?? []).map(({ id, test, score, correct, total, percentile, createdAt }) => ({
      id,
      test,
      score,
      correct,
      total,
      percentile,
      createdAt,
    })),
    status: row.status,
    rejectionReason: row.rejection_reason,
    locale: row.locale,
    createdAt: iso(row.created_at),
    statusChangedAt: isoOrNull(row.status_changed_at),
    ...(row.deletes_at === null ? {} : { deletesAt: iso(row.deletes_at) }),
  }));
}

export interface ApplicantFilter {
  companyId: number;
  jobId?: number;
  status?: ApplicationStatus;
  page: number;
  retentionMonths: number;
}

/** Whether `jobId` is a job of the company (any state). */
export async function isCompanyJob(db: Queryable, companyId: number, jobId: number): Promise<boolean> {
  const { rows } = await db.query('select 1 from jobs where id = $1 and company_id = $2', [jobId, companyId]);
  return rows.length > 0;
}

/** A page of the company's applications, newest first, with counts per status (of the job, if one). */
export async function listApplicants(db: Queryable, filter: ApplicantFilter) {
  const where = `j.company_id = $1 and ($2::int is null or a.job_id = $2)`;
  const values = [filter.companyId, filter.jobId ?? null];
  const { rows } = await db.query<ApplicantRow>(
    `select ${applicantColumns(filter.retentionMonths)} from job_applications a join jobs j on j.id = a.job_id
     where ${where} and ($3::text is null or a.status = $3)
     order by a.created_at desc, a.id desc limit ${APPLICANTS_PER_PAGE} offset $4`,
    [...values, filter.status ?? null, (filter.page - 1) * APPLICANTS_PER_PAGE],
  );
  const { rows: countRows } = await db.query<{ status: ApplicationStatus; n: number }>(
    `select a.status, count(*)::int as n from job_applications a join jobs j on j.id = a.job_id where ${where} group by a.status`,
    values,
  );
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<ApplicationStatus, number>;
  for (const row of countRows) counts[row.status] = row.n;
  const total = filter.status ? counts[filter.status] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  return { applications: await toApplicants(db, rows), total, counts };
}

/** The company's applications `ids`, in that order (those that are not its own are left out). */
export async function findApplicants(db: Queryable, companyId: number, ids: number[], retentionMonths: number): Promise<Applicant[]> {
  const { rows } = await db.query<ApplicantRow>(
    `select ${applicantColumns(retentionMonths)} from job_applications a join jobs j on j.id = a.job_id
     where a.id = any($2::int[]) and j.company_id = $1`,
    [companyId, ids],
  );
  const applicants = new Map((await toApplicants(db, rows)).map((applicant) => [applicant.id, applicant]));
  return ids.flatMap((id) => applicants.get(id) ?? []);
}

/** One application of the company with its history and the team's notes; undefined when not its own. */
export async function findApplicantDetail(
  db: Queryable,
  companyId: number,
  id: number,
  retentionMonths: number,
): Promise<ApplicantDetail | undefined> {
  const [applicant] = await findApplicants(db, companyId, [id], retentionMonths);
  if (!applicant) return undefined;
  const { rows: events } = await db.query<{
    from_status: ApplicationStatus;
    to_status: ApplicationStatus;
    rejection_reason: ApplicationRejectionReason | null;
    actor: ApplicationEvent['actor'];
    actor_user_id: number | null;
    actor_name: string | null;
    message: string | null;
    created_at: Date | string;
  }>(
    `select e.from_status, e.to_status, e.rejection_reason, e.actor, e.actor_user_id, u.name as actor_name, e.message, e.created_at
     from job_application_events e left join users u on u.id = e.actor_user_id
     where e.application_id = $1 order by e.created_at, e.id`,
    [id],
  );
  return {
    ...applicant,
    history: events.map((event) => ({
      from: event.from_status,
      to: event.to_status,
      reason: event.rejection_reason,
      actor: event.actor,
      // The candidate is not named in the history (the application says who they are).
      by: event.actor === 'company' && event.actor_user_id !== null ? { userId: event.actor_user_id, name: event.actor_name ?? '' } : null,
      message: event.message,
      at: iso(event.created_at),
    })),
    notes: await listNotes(db, id),
  };
}

async function listNotes(db: Queryable, applicationId: number): Promise<ApplicationNote[]> {
  const { rows } = await db.query<{ id: number; body: string; author_user_id: number | null; author_name: string | null; created_at: Date | string }>(
    `select n.id, n.body, n.author_user_id, u.name as author_name, n.created_at
     from job_application_notes n left join users u on u.id = n.author_user_id
     where n.application_id = $1 order by n.created_at, n.id`,
    [applicationId],
  );
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    author: row.author_user_id === null ? null : { userId: row.author_user_id, name: row.author_name ?? '' },
    createdAt: iso(row.created_at),
  }));
}

/** Adds a note of `userId` to the company's application; undefined when it is not the company's. */
export async function addNote(
  db: Queryable,
  { companyId, applicationId, userId, body, now }: { companyId: number; applicationId: number; userId: number; body: string; now: Date },
): Promise<ApplicationNote | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `insert into job_application_notes (application_id, author_user_id, body, created_at)
     select a.id, $3, $4, $5::timestamptz from job_applications a join jobs j on j.id = a.job_id
     where a.id = $1 and j.company_id = $2 returning id`,
    [applicationId, companyId, userId, body, now.toISOString()],
  );
  if (!rows[0]) return undefined;
  return (await listNotes(db, applicationId)).find((note) => note.id === rows[0]!.id);
}

/**
 * Deletes a note of the company's application: its author may, and the company's owner. Answers
 * `not_found` (no such note on this company's application) or `not_author`.
 */
export async function deleteNote(
  db: Queryable,
  { companyId, applicationId, noteId, userId, owner }: { companyId: number; applicationId: number; noteId: number; userId: number; owner: boolean },
): Promise<'deleted' | 'not_found' | 'not_author'> {
  const { rows } = await db.query<{ author_user_id: number | null }>(
    `select n.author_user_id from job_application_notes n join job_applications a on a.id = n.application_id join jobs j on j.id = a.job_id
     where n.id = $1 and n.application_id = $2 and j.company_id = $3`,
    [noteId, applicationId, companyId],
  );
  if (!rows[0]) return 'not_found';
  if (!owner && rows[0].author_user_id !== userId) return 'not_author';
  await db.query('delete from job_application_notes where id = $1', [noteId]);
  return 'deleted';
}

/** The CV of the company's application; undefined when not its own or withdrawn (the copy is gone). */
export async function readApplicantCv(db: Queryable, companyId: number, id: number) {
  const { rows } = await db.query<{ cv_filename: string; cv_content_type: string; cv_data: Uint8Array }>(
    `select a.cv_filename, a.cv_content_type, a.cv_data from job_applications a join jobs j on j.id = a.job_id
     where a.id = $1 and j.company_id = $2 and a.cv_data is not null`,
    [id, companyId],
  );
  const row = rows[0];
  // pg answers a Buffer, PGlite a Uint8Array.
  return row && { fileName: row.cv_filename, mediaType: row.cv_content_type, content: Buffer.from(row.cv_data) };
}
