// Superstruct checks of the job-board API's answers (api/JOBS.md; types in @raketa/shared/jobs).
// `type()` ignores extra properties, so the API may grow without breaking this remote.
import { hydraCollection } from '@raketa/shared';
import { array, boolean, enums, nullable, number, optional, record, string, type, type Describe } from 'superstruct';
import {
  COMPANY_SIZES,
  COMPANY_TYPES,
  CURRENCIES,
  JOB_LANGUAGES,
  JOB_SALARY_PERIODS,
  JOB_TYPES,
  SENIORITIES,
  WORK_MODES,
  type CompanyProfile as CompanyProfileShape,
  type CompanySummary as CompanySummaryShape,
  type JobDetail as JobDetailShape,
  type JobFacets as JobFacetsShape,
  type JobSummary as JobSummaryShape,
  type ViewerMarks as ViewerMarksShape,
} from '@raketa/shared/jobs';

const Localized = type({ cs: string(), en: string() });

const jobCompanyShape = { '@id': string(), id: number(), slug: string(), name: string(), logo: nullable(number()) };
const JobCompany = type(jobCompanyShape);

const jobSummaryShape = {
  '@id': string(),
  '@type': enums(['Job'] as const),
  id: number(),
  slug: string(),
  language: enums(JOB_LANGUAGES),
  title: string(),
  company: JobCompany,
  fields: array(string()),
  seniority: enums(SENIORITIES),
  jobTypes: array(enums(JOB_TYPES)),
  workMode: enums(WORK_MODES),
  locations: array(string()),
  salary: nullable(
    type({ min: nullable(number()), max: nullable(number()), currency: enums(CURRENCIES), period: enums(JOB_SALARY_PERIODS) }),
  ),
  technologies: array(string()),
  isHot: boolean(),
  isTop: boolean(),
  publishedAt: string(),
  validUntil: nullable(string()),
};

export const JobSummary = type(jobSummaryShape) as unknown as Describe<JobSummaryShape>;

export const JobDetail = type({
  ...jobSummaryShape,
  description: string(),
  benefits: array(string()),
  company: type({
    ...jobCompanyShape,
    shortDescription: Localized,
    size: enums(COMPANY_SIZES),
    type: enums(COMPANY_TYPES),
    website: nullable(string()),
    locations: array(string()),
  }),
}) as unknown as Describe<JobDetailShape>;

const Counts = record(string(), number());
export const JobFacets = type({
  fields: Counts,
  locations: Counts,
  workModes: Counts,
  seniorities: Counts,
  jobTypes: Counts,
  technologies: Counts,
}) as unknown as Describe<JobFacetsShape>;

export const JobPage = type({
  'hydra:member': array(JobSummary),
  'hydra:totalItems': number(),
  'hydra:view': optional(type({ '@id': string(), 'hydra:next': optional(string()), 'hydra:last': optional(string()) })),
  'raketa:facets': optional(JobFacets),
});

const companySummaryShape = {
  '@id': string(),
  '@type': enums(['Company'] as const),
  id: number(),
  slug: string(),
  name: string(),
  logo: nullable(number()),
  shortDescription: Localized,
  size: enums(COMPANY_SIZES),
  type: enums(COMPANY_TYPES),
  locations: array(string()),
  fields: array(string()),
  technologies: array(string()),
  openJobs: number(),
};

export const CompanySummary = type(companySummaryShape) as unknown as Describe<CompanySummaryShape>;

export const CompanyPage = hydraCollection(CompanySummary);

export const CompanyProfile = type({
  ...companySummaryShape,
  description: Localized,
  foundedYear: nullable(number()),
  cover: nullable(number()),
  website: nullable(string()),
  socialLinks: record(string(), string()),
  benefits: array(string()),
  photos: array(type({ image: number(), caption: Localized })),
  followers: number(),
}) as unknown as Describe<CompanyProfileShape>;

export const ViewerMarks = type({
  savedJobs: array(number()),
  appliedJobs: array(number()),
  followedCompanies: array(number()),
}) as unknown as Describe<ViewerMarksShape>;
