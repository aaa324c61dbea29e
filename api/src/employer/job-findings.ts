// Server-only: what stops a job from going to review (api/CONSOLE.md, "Submit"): the fields a review
// needs that a draft may still lack (`jobReadyForSubmit`) and the advertising rules' pre-check
// (`precheckJob`), both of @raketa/shared/contracts, on the job as stored. The moderation queue
// shows the same pre-check findings.
import { jobReadyForSubmit, precheckJob, type JobContent, type PrecheckFinding } from '@raketa/shared/contracts';
import type { Currency, JobSalaryPeriod } from '@raketa/shared/jobs';
import type { Queryable } from '../db/db';
import type { FieldError } from '../lib/problem';

export interface PrecheckRow {
  title: string;
  description: string;
  language: 'cs' | 'en' | null;
  salary_min: number | null;
  salary_max: number | null;
}

interface SubmitRow extends PrecheckRow {
  fields: string[];
  seniority: JobContent['seniority'];
  job_types: string[];
  work_mode: JobContent['workMode'];
  locations: string[];
  salary_currency: Currency | null;
  salary_period: JobSalaryPeriod | null;
}

/** The pre-check of a stored job (`row` holds at least these columns). */
export const findingsOf = (row: PrecheckRow): PrecheckFinding[] =>
  precheckJob({ title: row.title, description: row.description, language: row.language, salary: { min: row.salary_min, max: row.salary_max } });

const MESSAGES: Record<string, string> = {
  required: 'A review needs this field',
  salary_range_inverted: 'The lower end of the salary range is above the upper end',
};

export interface SubmitCheck {
  /** Every finding of the pre-check, warnings included (only errors block). */
  findings: PrecheckFinding[];
  /** Fields a review needs that are missing or wrong. */
  errors: FieldError[];
  ready: boolean;
}

/** The stored job checked for submitting. */
export async function checkForSubmit(tx: Queryable, jobId: number): Promise<SubmitCheck> {
  const { rows } = await tx.query<SubmitRow>(
    `select title, description, language, fields, seniority, job_types, work_mode, locations,
       salary_min, salary_max, salary_currency, salary_period
     from jobs where id = $1`,
    [jobId],
  );
  const row = rows[0]!;
  const content = {
    language: row.language,
    title: row.title,
    description: row.description,
    fields: row.fields,
    seniority: row.seniority,
    jobTypes: row.job_types,
    workMode: row.work_mode,
    locations: row.locations,
    salary:
      row.salary_min === null && row.salary_max === null && row.salary_currency === null && row.salary_period === null
        ? null
        : { min: row.salary_min, max: row.salary_max, currency: row.salary_currency, period: row.salary_period },
  } as Partial<JobContent>;
  const errors = jobReadyForSubmit(content).map(({ field, code }) => ({ field, code, message: MESSAGES[code] ?? code }));
  const findings = findingsOf(row);
  return { findings, errors, ready: errors.length === 0 && findings.every((finding) => finding.severity !== 'error') };
}
