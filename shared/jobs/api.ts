// Shapes of the job-board API (api/JOBS.md). The answers' types are derived from their one
// definition in ../contracts/jobs (the API serialises with those schemas, the UI parses with
// structs made from them); only the query, which no schema describes, is written here.
import type { JobLanguage, JobSort, JobType, Seniority, WorkMode } from './catalog';

export type {
  ClosedJob,
  CompanyPhoto,
  CompanyProfile,
  CompanySummary,
  FollowedCompany,
  JobCompany,
  JobDetail,
  JobFacets,
  JobSummary,
  Localized,
  Salary,
  SavedJob,
  ViewerMarks,
} from '../contracts/jobs';

/** Filters of `GET /api/jobs` (query string; lists are comma-separated codes). */
export interface JobSearchQuery {
  q?: string;
  fields?: string[];
  locations?: string[];
  workModes?: WorkMode[];
  seniorities?: Seniority[];
  jobTypes?: JobType[];
  technologies?: string[];
  /** The ads' languages. */
  languages?: JobLanguage[];
  /** Company slug. */
  company?: string;
  /** Minimum monthly salary in CZK (EUR, yearly and hourly offers are converted). */
  salaryMin?: number;
  sort?: JobSort;
  page?: number;
  /** The site's language; `en` ranks English-language jobs first in the default order. */
  locale?: JobLanguage;
}
