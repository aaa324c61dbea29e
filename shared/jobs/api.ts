// Shapes of the job-board API (api/JOBS.md). The API answers them; the UI validates them with
// superstruct structs of the same shape (mf-jobs) before use.
import type { CompanySize, CompanyType, Currency, JobLanguage, JobSalaryPeriod, JobSort, JobType, Seniority, SocialLinkKind, WorkMode } from './catalog';

export interface Localized {
  cs: string;
  en: string;
}

export interface Salary {
  min: number | null;
  max: number | null;
  currency: Currency;
  period: JobSalaryPeriod;
}

/** The company as a job card shows it. */
export interface JobCompany {
  '@id': string;
  id: number;
  slug: string;
  name: string;
  /** Image id for `/api/images/{id}`, or null. */
  logo: number | null;
}

export interface JobSummary {
  '@id': string;
  '@type': 'Job';
  id: number;
  slug: string;
  language: JobLanguage;
  title: string;
  company: JobCompany;
  fields: string[];
  seniority: Seniority;
  jobTypes: JobType[];
  workMode: WorkMode;
  locations: string[];
  salary: Salary | null;
  technologies: string[];
  isHot: boolean;
  isTop: boolean;
  publishedAt: string;
  validUntil: string | null;
}

export interface JobDetail extends JobSummary {
  /** Sanitised HTML. */
  description: string;
  benefits: string[];
  company: JobCompany & {
    shortDescription: Localized;
    size: CompanySize;
    type: CompanyType;
    website: string | null;
    locations: string[];
  };
}

/** Filters of `GET /api/jobs` (query string; lists are comma-separated codes). */
export interface JobSearchQuery {
  q?: string;
  fields?: string[];
  locations?: string[];
  workModes?: WorkMode[];
  seniorities?: Seniority[];
  jobTypes?: JobType[];
  technologies?: string[];
  /** Company slug. */
  company?: string;
  /** Minimum monthly salary in CZK (EUR, yearly and hourly offers are converted). */
  salaryMin?: number;
  sort?: JobSort;
  page?: number;
}

/** Counts per filter value (each facet counted with every other filter applied, not its own). */
export interface JobFacets {
  fields: Record<string, number>;
  locations: Record<string, number>;
  workModes: Record<string, number>;
  seniorities: Record<string, number>;
  jobTypes: Record<string, number>;
  technologies: Record<string, number>;
}

export interface CompanySummary {
  '@id': string;
  '@type': 'Company';
  id: number;
  slug: string;
  name: string;
  logo: number | null;
  shortDescription: Localized;
  size: CompanySize;
  type: CompanyType;
  locations: string[];
  fields: string[];
  technologies: string[];
  openJobs: number;
}

export interface CompanyPhoto {
  image: number;
  caption: Localized;
}

export interface CompanyProfile extends CompanySummary {
  description: Localized;
  foundedYear: number | null;
  cover: number | null;
  website: string | null;
  socialLinks: Partial<Record<SocialLinkKind, string>>;
  benefits: string[];
  photos: CompanyPhoto[];
  followers: number;
}

/** `GET /api/me/job-marks`: the signed-in user's saved and applied jobs, and followed companies. */
export interface ViewerMarks {
  savedJobs: number[];
  appliedJobs: number[];
  followedCompanies: number[];
}
