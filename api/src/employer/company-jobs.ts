// Server-only: the job editor of the company console (api/CONSOLE.md, "Job editor"): a company's
// jobs, drafts created from whatever the employer has typed, and changes with optimistic
// concurrency. The lifecycle's transitions (submit, approve, close…) are ./job-lifecycle's.
import {
  jobReadyForSubmit,
  OWN_JOB_STATES,
  precheckJob,
  type JobContent,
  type JobInput,
  type JobPatch,
  type JobReadinessProblem,
  type OwnJob,
  type OwnJobList,
  type OwnJobState,
  type PrecheckFinding,
} from '@raketa/shared/contracts';
import { FIELD_CODES, topField } from '@raketa/shared/jobs';
import type { Db, Queryable } from '../db/db';
import { sanitizeDescription } from '../jobs/sanitize-description';
import { slugFromName } from './slug';

export const OWN_JOBS_PER_PAGE = 50;

/**
 * Fields that make the role itself (the advertising rules: "If the role itself changes (title,
 * seniority, location, job type), post it as a new ad"). A published job changed in one of them
 * stays online and is marked for a second look in the moderation queue.
 */
export const ROLE_FIELDS = ['language', 'title', 'seniority', 'jobTypes', 'workMode', 'locations'] as const satisfies readonly (keyof JobContent)[];
/** States whose job has passed the submit's checks: a change may not break them (see `patchJob`). */
const CHECKED_STATES: readonly string[] = ['submitted', 'published'];

interface JobRow {
  id: number;
  status: OwnJobState;
  version: number;
  slug: string;
  language: JobContent['language'];
  title: string;
  description: string;
  fields: string[];
  seniority: JobContent['seniority'];
  job_types: JobContent['jobTypes'];
  work_mode: JobContent['workMode'];
  locations: JobContent['locations'];
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: 'CZK' | 'EUR' | null;
  salary_period: 'month' | 'year' | 'hour' | null;
  benefits: JobContent['benefits'];
  technologies: JobContent['technologies'];
  created_at: Date | string;
  updated_at: Date | string;
  published_at: Date | string | null;
  valid_until: Date | string | null;
  review_requested_at: Date | string | null;
  rejection_reason: string | null;
  rejection_message: string | null;
  rejected_at: Date | string | null;
  company_name: string;
}

const COLUMNS = `j.id, j.status, j.version, j.slug, j.language, j.title, j.description, j.fields, j.seniority, j.job_types,
  j.work_mode, j.locations, j.salary_min, j.salary_max, j.salary_currency, j.salary_period, j.benefits, j.technologies,
  j.created_at, j.updated_at, j.published_at, j.valid_until, j.review_requested_at, j.rejection_reason, j.rejection_message, j.rejected_at, c.name as company_name`;

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

function contentOf(row: JobRow): JobContent {
  const hasSalary = row.salary_min !== null || row.salary_max !== null || row.salary_currency !== null || row.salary_period !== null;
  return {
    language: row.language,
    title: row.title,
    description: row.description,
    fields: row.fields,
    seniority: row.seniority,
    jobTypes: row.job_types,
    workMode: row.work_mode,
    locations: row.locations,
    salary: hasSalary ? { min: row.salary_min, max: row.salary_max, currency: row.salary_currency, period: row.salary_period } : null,
    benefits: row.benefits,
    technologies: row.technologies,
  };
}

/** The pre-check's findings for a job of `companyName` (its own name is no link). */
export const precheckOf = (content: JobContent, companyName: string): PrecheckFinding[] =>
  precheckJob({ ...content, salary: content.salary, companyName });

function toOwnJob(row: JobRow): OwnJob {
  const content = contentOf(row);
  return {
    '@id': `/api/me/company/jobs/${row.id}`,
    '@type': 'OwnJob',
    id: row.id,
    status: row.status,
    version: row.version,
    slug: row.slug,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    publishedAt: isoOrNull(row.published_at),
    validUntil: isoOrNull(row.valid_until),
    reviewRequested: row.review_requested_at !== null,
    // Cleared by an approval, so it is there while rejected and while a resubmission waits.
    rejection:
      row.rejection_reason !== null && row.rejected_at !== null
        ? { reason: row.rejection_reason, message: row.rejection_message ?? '', at: iso(row.rejected_at) }
        : null,
    ...content,
    readiness: jobReadyForSubmit(content),
    precheck: precheckOf(content, row.company_name),
  };
}

/**
 * The body's fields laid over `base`, as stored: the description sanitised, each specialisation
 * with its field (in the taxonomy's order), lists in the catalog's order as sent.
 */
export function mergeContent(base: JobContent, input: JobInput): JobContent {
  const merged: JobContent = { ...base };
  for (const key of Object.keys(input) as (keyof JobInput)[]) {
    if (input[key] !== undefined) (merged as Record<string, unknown>)[key] = input[key];
  }
  if (input.description !== undefined) merged.description = input.description.trim() === '' ? '' : sanitizeDescription(input.description);
  if (input.fields) {
    const chosen = new Set(input.fields.flatMap((code) => [code, topField(code)]));
    merged.fields = FIELD_CODES.filter((code) => chosen.has(code));
  }
  return merged;
}

const EMPTY: JobContent = {
  language: null,
  title: '',
  description: '',
  fields: [],
  seniority: null,
  jobTypes: [],
  workMode: null,
  locations: [],
  salary: null,
  benefits: [],
  technologies: [],
};

const sameContent = (a: JobContent, b: JobContent) => JSON.stringify(a) === JSON.stringify(b);

/** The columns of `content`, in the order both the insert and the update use ($2…$15). */
function contentValues(content: JobContent): unknown[] {
  const salary = content.salary;
  return [
    content.language,
    content.title,
    content.description,
    content.fields,
    content.seniority,
    content.jobTypes,
    content.workMode,
    content.locations,
    salary?.min ?? null,
    salary?.max ?? null,
    salary?.currency ?? null,
    salary?.period ?? null,
    content.benefits,
    content.technologies,
  ];
}

/** The slug of a job's public page, from its title and id (unique by the id). */
const jobSlug = (title: string, id: number) => `${title.trim() ? slugFromName(title) : 'job'}-${id}`;

async function readJob(db: Queryable, companyId: number, id: number, lock = false): Promise<JobRow | undefined> {
  const { rows } = await db.query<JobRow>(
    `select ${COLUMNS} from jobs j join companies c on c.id = j.company_id where j.id = $1 and j.company_id = $2${lock ? ' for update of j' : ''}`,
    [id, companyId],
  );
  return rows[0];
}

/** One of the company's jobs; undefined when it has no such job (another company's job is no different). */
export async function findCompanyJob(db: Queryable, companyId: number, id: number): Promise<OwnJob | undefined> {
  const row = await readJob(db, companyId, id);
  return row && toOwnJob(row);
}

/** The company's jobs in `state` (all without it), last changed first, and its count of jobs in each state. */
export async function listCompanyJobs(db: Queryable, companyId: number, options: { state?: OwnJobState; page: number }): Promise<OwnJobList> {
  const { rows: counted } = await db.query<{ status: OwnJobState; count: number }>(
    'select status, count(*)::int as count from jobs where company_id = $1 group by status',
    [companyId],
  );
  const counts = Object.fromEntries(OWN_JOB_STATES.map((state) => [state, 0])) as Record<OwnJobState, number>;
  for (const row of counted) counts[row.status] = row.count;
  const total = options.state ? counts[options.state] : counted.reduce((sum, row) => sum + row.count, 0);
  const { rows } = await db.query<JobRow>(
    `select ${COLUMNS} from jobs j join companies c on c.id = j.company_id
     where j.company_id = $1 and ($2::text is null or j.status = $2)
     order by j.updated_at desc, j.id desc limit $3 offset $4`,
    [companyId, options.state ?? null, OWN_JOBS_PER_PAGE, (options.page - 1) * OWN_JOBS_PER_PAGE],
  );
  return {
    '@id': '/api/me/company/jobs',
    '@type': 'OwnJobList',
    jobs: rows.map((row) => {
      const { readiness: _readiness, precheck: _precheck, ...job } = toOwnJob(row);
      return {
        '@id': job['@id'],
        '@type': job['@type'],
        id: job.id,
        status: job.status,
        version: job.version,
        language: job.language,
        title: job.title,
        createdAt: job.createdAt,
        updatedAt: job.updatedAt,
        publishedAt: job.publishedAt,
        validUntil: job.validUntil,
        reviewRequested: job.reviewRequested,
        slug: job.slug,
        rejection: job.rejection,
      };
    }),
    total,
    page: options.page,
    perPage: OWN_JOBS_PER_PAGE,
    counts,
  };
}

/** A new draft of the company from `input` (possibly empty), in one transaction with its slug. */
export async function createDraft(db: Db, { companyId, input, now }: { companyId: number; input: JobInput; now: Date }): Promise<OwnJob> {
  const content = mergeContent(EMPTY, input);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `insert into jobs (company_id, slug, status, language, title, description, fields, seniority, job_types, work_mode, locations,
         salary_min, salary_max, salary_currency, salary_period, benefits, technologies, created_at, updated_at)
       values ($1, 'draft-' || md5(random()::text), 'draft', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
         $16::timestamptz, $16::timestamptz)
       returning id`,
      [companyId, ...contentValues(content), now.toISOString()],
    );
    const id = rows[0]!.id;
    await tx.query('update jobs set slug = $2 where id = $1', [id, jobSlug(content.title, id)]);
    return toOwnJob((await readJob(tx, companyId, id))!);
  });
}

export type PatchResult =
  | { kind: 'ok'; job: OwnJob; changed: boolean }
  | { kind: 'not_found' }
  | { kind: 'version_conflict'; current: OwnJob }
  | { kind: 'breaks_rules'; readiness: JobReadinessProblem[]; findings: PrecheckFinding[] };

const problemKey = (problem: { field: string; code: string }) => `${problem.field}:${problem.code}`;

/**
 * Applies a change to one of the company's jobs, in one transaction (the job's row is the lock).
 *
 * - A change that changes nothing answers the job as it is, whatever `version` it names: a retried
 *   autosave (its first answer lost) succeeds instead of reporting a conflict with itself.
 * - Otherwise `version` must be the job's: an older one means another tab or colleague saved
 *   meanwhile (`version_conflict` with the job as it is now); nothing is overwritten silently.
 * - A submitted or published job has passed the submit's checks; a change may not add a readiness
 *   problem or an error finding of the pre-check it did not have (`breaks_rules`). What it had
 *   before (a seeded job without a salary range) does not block other changes.
 * - A published job stays online whatever changes; a change of the role (ROLE_FIELDS) or one that
 *   adds a warning of the pre-check marks it for a second look (`reviewRequested`).
 */
export async function patchJob(
  db: Db,
  { companyId, id, patch, now }: { companyId: number; id: number; patch: JobPatch; now: Date },
): Promise<PatchResult> {
  return db.transaction(async (tx) => {
    const row = await readJob(tx, companyId, id, true);
    if (!row) return { kind: 'not_found' };
    const { version, ...input } = patch;
    const before = contentOf(row);
    const after = mergeContent(before, input);
    if (sameContent(before, after)) return { kind: 'ok', job: toOwnJob(row), changed: false };
    if (version !== row.version) return { kind: 'version_conflict', current: toOwnJob(row) };

    const findingsBefore = precheckOf(before, row.company_name);
    const findingsAfter = precheckOf(after, row.company_name);
    const known = new Set(findingsBefore.map(problemKey));
    const newFindings = findingsAfter.filter((finding) => !known.has(problemKey(finding)));
    if (CHECKED_STATES.includes(row.status)) {
      const knownProblems = new Set(jobReadyForSubmit(before).map(problemKey));
      const readiness = jobReadyForSubmit(after).filter((problem) => !knownProblems.has(problemKey(problem)));
      const findings = newFindings.filter((finding) => finding.severity === 'error');
      if (readiness.length > 0 || findings.length > 0) return { kind: 'breaks_rules', readiness, findings };
    }
    const roleChanged = ROLE_FIELDS.some((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
    const askReview = row.status === 'published' && (roleChanged || newFindings.some((finding) => finding.severity === 'warning'));
    // Until it is first published the slug follows the title; then the public address stays.
    const slug = row.published_at === null && before.title !== after.title ? jobSlug(after.title, id) : row.slug;

    await tx.query(
      `update jobs set language = $2, title = $3, description = $4, fields = $5, seniority = $6, job_types = $7, work_mode = $8,
         locations = $9, salary_min = $10, salary_max = $11, salary_currency = $12, salary_period = $13, benefits = $14,
         technologies = $15, version = version + 1, updated_at = $16::timestamptz, slug = $17,
         review_requested_at = case when $18 then coalesce(review_requested_at, $16::timestamptz) else review_requested_at end
       where id = $1`,
      [id, ...contentValues(after), now.toISOString(), slug, askReview],
    );
    return { kind: 'ok', job: toOwnJob((await readJob(tx, companyId, id))!), changed: true };
  });
}

/** Deletes a draft of the company; a job that left the draft state is closed, not deleted (its applications stay). */
export async function deleteDraft(db: Queryable, companyId: number, id: number): Promise<'ok' | 'not_found' | 'not_draft'> {
  const { rows } = await db.query('delete from jobs where id = $1 and company_id = $2 and status = $3 returning id', [id, companyId, 'draft']);
  if (rows.length > 0) return 'ok';
  const { rows: other } = await db.query('select 1 from jobs where id = $1 and company_id = $2', [id, companyId]);
  return other.length > 0 ? 'not_draft' : 'not_found';
}
