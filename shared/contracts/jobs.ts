/**
 * The job board's answer shapes (api/JOBS.md), each written once: the API's routes serialise with
 * these schemas (a property missing here is dropped from the answer), the types are derived from
 * them, and the client parses answers with structs made from them (`toStruct`).
 */
import type { FromSchema } from 'json-schema-to-ts';
import {
  COMPANY_SIZES,
  COMPANY_TYPES,
  CURRENCIES,
  JOB_LANGUAGES,
  JOB_SALARY_PERIODS,
  JOB_TYPES,
  MATCH_REASONS,
  SENIORITIES,
  WORK_MODES,
} from '../jobs/catalog';
import { responseRateSchema } from './applicants';

const string = { type: 'string' } as const;
const strings = { type: 'array', items: string } as const;
const integer = { type: 'integer' } as const;
const integers = { type: 'array', items: integer } as const;
const boolean = { type: 'boolean' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const oneOf = <T extends readonly string[]>(values: T) => ({ type: 'string', enum: values }) as const;

/** A text in both languages; the one definition every localized field uses. */
export const localizedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['cs', 'en'],
  properties: { cs: string, en: string },
} as const;

export const salarySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['min', 'max', 'currency', 'period'],
  properties: { min: nullableInteger, max: nullableInteger, currency: oneOf(CURRENCIES), period: oneOf(JOB_SALARY_PERIODS) },
} as const;

const jobCompanyProperties = {
  '@id': string,
  id: integer,
  slug: string,
  name: string,
  /** Image id for `/api/images/{id}`, or null. */
  logo: nullableInteger,
} as const;
const jobCompanyRequired = ['@id', 'id', 'slug', 'name', 'logo'] as const;

/** The company as a job card shows it. */
export const jobCompanySchema = {
  type: 'object',
  additionalProperties: false,
  required: jobCompanyRequired,
  properties: jobCompanyProperties,
} as const;

const jobSummaryProperties = {
  '@id': string,
  '@type': { type: 'string', const: 'Job' },
  id: integer,
  slug: string,
  language: oneOf(JOB_LANGUAGES),
  title: string,
  company: jobCompanySchema,
  fields: strings,
  seniority: oneOf(SENIORITIES),
  jobTypes: { type: 'array', items: oneOf(JOB_TYPES) },
  workMode: oneOf(WORK_MODES),
  locations: strings,
  salary: { ...salarySchema, type: ['object', 'null'] },
  technologies: strings,
  isHot: boolean,
  isTop: boolean,
  publishedAt: string,
  validUntil: nullableString,
  /** Only in the list's `for-you` order: why the job matches the signed-in candidate's profile (none: an empty list). */
  matchReasons: { type: 'array', items: oneOf(MATCH_REASONS) },
} as const;
const jobSummaryRequired = [
  '@id',
  '@type',
  'id',
  'slug',
  'language',
  'title',
  'company',
  'fields',
  'seniority',
  'jobTypes',
  'workMode',
  'locations',
  'salary',
  'technologies',
  'isHot',
  'isTop',
  'publishedAt',
  'validUntil',
] as const;

export const jobSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: jobSummaryRequired,
  properties: jobSummaryProperties,
} as const;

/** `GET /api/me/saved-jobs`: a job summary that says whether the job still takes applications. */
export const savedJobSchema = {
  type: 'object',
  additionalProperties: false,
  required: jobSummaryRequired,
  properties: {
    ...jobSummaryProperties,
    /** False once the job closed or expired. */
    open: boolean,
  },
} as const;

export const jobDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...jobSummaryRequired, 'description', 'benefits', 'updatedAt'],
  properties: {
    '@context': string,
    ...jobSummaryProperties,
    /** When the ad's content last changed, and never before `publishedAt` (JSON-LD dateModified). */
    updatedAt: string,
    /** Sanitised HTML. */
    description: string,
    benefits: strings,
    company: {
      type: 'object',
      additionalProperties: false,
      required: [...jobCompanyRequired, 'shortDescription', 'size', 'type', 'website', 'locations'],
      properties: {
        ...jobCompanyProperties,
        shortDescription: localizedSchema,
        size: oneOf(COMPANY_SIZES),
        type: oneOf(COMPANY_TYPES),
        website: nullableString,
        locations: strings,
        /** The company's response rate, as on its profile (api/APPLICANTS.md); absent below 10 applications. */
        responseRate: responseRateSchema,
      },
    },
  },
} as const;

const counts = { type: 'object', additionalProperties: integer } as const;
/** Counts per filter value (each facet counted with every other filter applied, not its own). */
export const jobFacetsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['fields', 'locations', 'workModes', 'seniorities', 'jobTypes', 'technologies', 'languages'],
  properties: {
    fields: counts,
    locations: counts,
    workModes: counts,
    seniorities: counts,
    jobTypes: counts,
    technologies: counts,
    /** By the ad's language (`JOB_LANGUAGES`). */
    languages: counts,
  },
} as const;

/** 410 `job_closed`: what a closed job was (beside the problem's own fields). */
export const closedJobSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'slug', 'title', 'company'],
  properties: {
    id: integer,
    slug: string,
    title: string,
    company: { type: 'object', additionalProperties: false, required: ['slug', 'name'], properties: { slug: string, name: string } },
  },
} as const;

const companySummaryProperties = {
  '@id': string,
  '@type': { type: 'string', const: 'Company' },
  id: integer,
  slug: string,
  name: string,
  logo: nullableInteger,
  shortDescription: localizedSchema,
  size: oneOf(COMPANY_SIZES),
  type: oneOf(COMPANY_TYPES),
  locations: strings,
  fields: strings,
  technologies: strings,
  openJobs: integer,
} as const;
const companySummaryRequired = [
  '@id',
  '@type',
  'id',
  'slug',
  'name',
  'logo',
  'shortDescription',
  'size',
  'type',
  'locations',
  'fields',
  'technologies',
  'openJobs',
] as const;

export const companySummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: companySummaryRequired,
  properties: companySummaryProperties,
} as const;

/** `GET /api/me/followed-companies`: a followed company with its jobs of the last 14 days. */
export const followedCompanySchema = {
  type: 'object',
  additionalProperties: false,
  required: [...companySummaryRequired, 'newJobs'],
  properties: { ...companySummaryProperties, newJobs: { type: 'array', items: jobSummarySchema } },
} as const;

export const companyPhotoSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['image', 'caption'],
  properties: { image: integer, caption: localizedSchema },
} as const;

export const companyProfileSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...companySummaryRequired, 'description', 'foundedYear', 'cover', 'website', 'socialLinks', 'benefits', 'photos', 'followers'],
  properties: {
    '@context': string,
    ...companySummaryProperties,
    description: localizedSchema,
    foundedYear: nullableInteger,
    cover: nullableInteger,
    website: nullableString,
    /** By SOCIAL_LINK_KINDS. */
    socialLinks: { type: 'object', additionalProperties: string },
    benefits: strings,
    photos: { type: 'array', items: companyPhotoSchema },
    followers: integer,
    /** The share of applications answered within 14 days (api/APPLICANTS.md); absent below 10 applications. */
    responseRate: responseRateSchema,
  },
} as const;

/** `GET /api/me/job-marks`: the signed-in user's saved and applied jobs, and followed companies. */
export const viewerMarksSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['savedJobs', 'appliedJobs', 'followedCompanies'],
  properties: { savedJobs: integers, appliedJobs: integers, followedCompanies: integers },
} as const;

export type Localized = FromSchema<typeof localizedSchema>;
export type Salary = FromSchema<typeof salarySchema>;
export type JobCompany = FromSchema<typeof jobCompanySchema>;
export type JobSummary = FromSchema<typeof jobSummarySchema>;
export type SavedJob = FromSchema<typeof savedJobSchema>;
export type JobDetail = FromSchema<typeof jobDetailSchema>;
export type JobFacets = FromSchema<typeof jobFacetsSchema>;
export type ClosedJob = FromSchema<typeof closedJobSchema>;
export type CompanySummary = FromSchema<typeof companySummarySchema>;
export type FollowedCompany = FromSchema<typeof followedCompanySchema>;
export type CompanyPhoto = FromSchema<typeof companyPhotoSchema>;
export type CompanyProfile = FromSchema<typeof companyProfileSchema>;
export type ViewerMarks = FromSchema<typeof viewerMarksSchema>;
