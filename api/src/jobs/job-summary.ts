// Server-only: a job row as the `JobSummary` of @raketa/shared/jobs (api/JOBS.md), for every list
// of jobs (search, similar, saved, new jobs of followed companies), and what "open" means in SQL.
import type { Currency, JobLanguage, JobSalaryPeriod, JobSummary, JobType, Seniority, WorkMode } from '@raketa/shared/jobs';

/** Columns `toJobSummary` reads, for a query over `jobs j join companies c on c.id = j.company_id`. */
export const JOB_SUMMARY_COLUMNS = `
  j.id, j.slug, j.language, j.title, j.fields, j.seniority, j.job_types, j.work_mode, j.locations,
  j.salary_min, j.salary_max, j.salary_currency, j.salary_period, j.technologies, j.is_hot, j.is_top,
  j.published_at, j.valid_until,
  c.id as company_id, c.slug as company_slug, c.name as company_name, c.logo_image_id as company_logo`;

export const jobIri = (id: number) => `/api/jobs/${id}`;
export const companyIri = (slug: string) => `/api/companies/${slug}`;

/** An open job: published and not expired at `nowParam` (a timestamptz parameter such as `$2`). */
export const openJobCondition = (alias: string, nowParam: string) =>
  `(${alias}.status = 'published' and (${alias}.valid_until is null or ${alias}.valid_until > ${nowParam}::timestamptz))`;

export interface JobSummaryRow {
  id: number;
  slug: string;
  language: JobLanguage;
  title: string;
  fields: string[];
  seniority: Seniority;
  job_types: JobType[];
  work_mode: WorkMode;
  locations: string[];
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: Currency | null;
  salary_period: JobSalaryPeriod | null;
  technologies: string[];
  is_hot: boolean;
  is_top: boolean;
  published_at: Date | string;
  valid_until: Date | string | null;
  company_id: number;
  company_slug: string;
  company_name: string;
  company_logo: number | null;
}

export function toJobSummary(row: JobSummaryRow): JobSummary {
  return {
    '@id': jobIri(row.id),
    '@type': 'Job',
    id: row.id,
    slug: row.slug,
    language: row.language,
    title: row.title,
    company: {
      '@id': companyIri(row.company_slug),
      id: row.company_id,
      slug: row.company_slug,
      name: row.company_name,
      logo: row.company_logo,
    },
    fields: row.fields,
    seniority: row.seniority,
    jobTypes: row.job_types,
    workMode: row.work_mode,
    locations: row.locations,
    salary:
      row.salary_currency === null || row.salary_period === null
        ? null
        : { min: row.salary_min, max: row.salary_max, currency: row.salary_currency, period: row.salary_period },
    technologies: row.technologies,
    isHot: row.is_hot,
    isTop: row.is_top,
    publishedAt: new Date(row.published_at).toISOString(),
    validUntil: row.valid_until === null ? null : new Date(row.valid_until).toISOString(),
  };
}
