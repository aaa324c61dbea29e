// Server-only: what the signed-in user marked on the job board (api/JOBS.md, "Saved jobs, followed
// companies, applied jobs"): saved jobs, followed companies, and the jobs they applied to.
import { COMPANIES_PER_PAGE, JOBS_PER_PAGE, NEW_JOB_DAYS } from '@raketa/shared/jobs';
import type { CompanySummary, JobSummary, ViewerMarks } from '@raketa/shared/jobs';
import type { Queryable } from '../db/db';
import { pageOffset } from '../lib/hydra';
import { companySummaryColumns, publicCompanyCondition, toCompanySummary, type CompanyRow } from '../jobs/company-summary';
import { JOB_SUMMARY_COLUMNS, openJobCondition, toJobSummary, type JobSummaryRow } from '../jobs/job-summary';

/** How many new jobs a followed company shows. */
export const FOLLOWED_NEW_JOBS_LIMIT = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export const NO_MARKS: ViewerMarks = { savedJobs: [], appliedJobs: [], followedCompanies: [] };

export async function viewerMarks(db: Queryable, userId: number): Promise<ViewerMarks> {
  const [saved, applied, followed] = await Promise.all([
    db.query<{ id: number }>('select job_id as id from saved_jobs where user_id = $1 order by created_at desc, job_id desc', [userId]),
    db.query<{ id: number }>('select distinct job_id as id from job_applications where user_id = $1 order by job_id', [userId]),
    db.query<{ id: number }>('select company_id as id from company_follows where user_id = $1 order by created_at desc, company_id desc', [userId]),
  ]);
  const ids = (result: { rows: { id: number }[] }) => result.rows.map((row) => row.id);
  return { savedJobs: ids(saved), appliedJobs: ids(applied), followedCompanies: ids(followed) };
}

/**
 * Saves a job (idempotent). False when there is no such job or it is a draft: a draft is not
 * public, so it cannot be told apart from a missing one. A closed job can still be saved (the
 * list shows it as closed).
 */
export async function saveJob(db: Queryable, userId: number, jobId: number, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    `select j.id from jobs j join companies c on c.id = j.company_id where j.id = $1 and j.status <> 'draft' and ${publicCompanyCondition('c')}`,
    [jobId],
  );
  if (rows.length === 0) return false;
  await db.query(
    `insert into saved_jobs (user_id, job_id, created_at) values ($1, $2, $3::timestamptz)
     on conflict (user_id, job_id) do nothing`,
    [userId, jobId, now.toISOString()],
  );
  return true;
}

/** Unsaves a job; nothing to do is fine too (idempotent). */
export async function unsaveJob(db: Queryable, userId: number, jobId: number): Promise<void> {
  await db.query('delete from saved_jobs where user_id = $1 and job_id = $2', [userId, jobId]);
}

/** Follows a company (idempotent); false when there is no such company. */
export async function followCompany(db: Queryable, userId: number, companyId: number, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(`select id from companies c where c.id = $1 and ${publicCompanyCondition('c')}`, [companyId]);
  if (rows.length === 0) return false;
  await db.query(
    `insert into company_follows (user_id, company_id, created_at) values ($1, $2, $3::timestamptz)
     on conflict (user_id, company_id) do nothing`,
    [userId, companyId, now.toISOString()],
  );
  return true;
}

export async function unfollowCompany(db: Queryable, userId: number, companyId: number): Promise<void> {
  await db.query('delete from company_follows where user_id = $1 and company_id = $2', [userId, companyId]);
}

/** A saved job with whether it is still open (a closed or expired one stays listed). */
export type SavedJob = JobSummary & { open: boolean };

/**
 * The user's saved jobs, last saved first. `fields` (codes) keeps jobs having any of them; a
 * top-level code also matches its specialisations (`development` matches `development.frontend`).
 */
export async function listSavedJobs(
  db: Queryable,
  { userId, fields, page, now }: { userId: number; fields: string[]; page: number; now: Date },
): Promise<{ total: number; items: SavedJob[] }> {
  const where = `s.user_id = $1 and j.status <> 'draft'
    and (cardinality($2::text[]) = 0
      or exists (select 1 from unnest(j.fields) f where f = any($2::text[]) or split_part(f, '.', 1) = any($2::text[])))`;
  const [{ rows: count }, { rows }] = await Promise.all([
    db.query<{ total: number }>(`select count(*)::int as total from saved_jobs s join jobs j on j.id = s.job_id where ${where}`, [userId, fields]),
    db.query<JobSummaryRow & { open: boolean }>(
      `select ${JOB_SUMMARY_COLUMNS}, ${openJobCondition('j', '$3')} as open
       from saved_jobs s join jobs j on j.id = s.job_id join companies c on c.id = j.company_id
       where ${where}
       order by s.created_at desc, s.job_id desc
       limit $4 offset $5`,
      [userId, fields, now.toISOString(), JOBS_PER_PAGE, pageOffset(page, JOBS_PER_PAGE)],
    ),
  ]);
  return { total: count[0]?.total ?? 0, items: rows.map((row) => ({ ...toJobSummary(row), open: row.open })) };
}

export type FollowedCompany = CompanySummary & { newJobs: JobSummary[] };

/**
 * The companies the user follows, last followed first, each with up to 5 of its open jobs
 * published in the last NEW_JOB_DAYS days (newest first).
 */
export async function listFollowedCompanies(
  db: Queryable,
  { userId, page, now }: { userId: number; page: number; now: Date },
): Promise<{ total: number; items: FollowedCompany[] }> {
  const nowIso = now.toISOString();
  const [{ rows: count }, { rows: companies }] = await Promise.all([
    db.query<{ total: number }>('select count(*)::int as total from company_follows where user_id = $1', [userId]),
    db.query<CompanyRow>(
      `select ${companySummaryColumns('$2')}
       from company_follows f join companies c on c.id = f.company_id
       where f.user_id = $1
       order by f.created_at desc, f.company_id desc
       limit $3 offset $4`,
      [userId, nowIso, COMPANIES_PER_PAGE, pageOffset(page, COMPANIES_PER_PAGE)],
    ),
  ]);
  const ids = companies.map((company) => company.id);
  // One query for the new jobs of the whole page, at most 5 per company.
  const { rows: jobs } =
    ids.length === 0
      ? { rows: [] as JobSummaryRow[] }
      : await db.query<JobSummaryRow>(
          `select * from (
             select ${JOB_SUMMARY_COLUMNS},
               row_number() over (partition by j.company_id order by j.published_at desc, j.id desc) as position
             from jobs j join companies c on c.id = j.company_id
             where j.company_id = any($1::int[]) and ${openJobCondition('j', '$2')} and j.published_at > $3::timestamptz
           ) ranked
           where position <= $4
           order by published_at desc, id desc`,
          [ids, nowIso, new Date(now.getTime() - NEW_JOB_DAYS * DAY_MS).toISOString(), FOLLOWED_NEW_JOBS_LIMIT],
        );
  const newJobs = new Map<number, JobSummary[]>();
  for (const row of jobs) {
    const list = newJobs.get(row.company_id) ?? [];
    list.push(toJobSummary(row));
    newJobs.set(row.company_id, list);
  }
  return {
    total: count[0]?.total ?? 0,
    items: companies.map((row) => ({ ...toCompanySummary(row), newJobs: newJobs.get(row.id) ?? [] })),
  };
}
