// Server-only: response schemas of the job-board read API, the JSON Schema twins of the shapes in
// @raketa/shared/jobs (api.ts). Fastify serialises with them, so a property missing here is
// dropped from the answer: keep both in step.
import { problemSchema } from '../lib/problem';

const string = { type: 'string' } as const;
const strings = { type: 'array', items: string } as const;
const nullableString = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const localized = { type: 'object', required: ['cs', 'en'], properties: { cs: string, en: string } } as const;

const jobCompanyProperties = {
  '@id': string,
  id: { type: 'integer' },
  slug: string,
  name: string,
  logo: nullableInteger,
} as const;

const jobSummaryProperties = {
  '@id': string,
  '@type': { type: 'string', const: 'Job' },
  id: { type: 'integer' },
  slug: string,
  language: string,
  title: string,
  company: { type: 'object', properties: jobCompanyProperties },
  fields: strings,
  seniority: string,
  jobTypes: strings,
  workMode: string,
  locations: strings,
  salary: {
    type: ['object', 'null'],
    properties: { min: nullableInteger, max: nullableInteger, currency: string, period: string },
  },
  technologies: strings,
  isHot: { type: 'boolean' },
  isTop: { type: 'boolean' },
  publishedAt: string,
  validUntil: nullableString,
} as const;

export const jobSummarySchema = { type: 'object', properties: jobSummaryProperties } as const;

export const jobDetailSchema = {
  type: 'object',
  properties: {
    '@context': string,
    ...jobSummaryProperties,
    description: string,
    benefits: strings,
    company: {
      type: 'object',
      properties: {
        ...jobCompanyProperties,
        shortDescription: localized,
        size: string,
        type: string,
        website: nullableString,
        locations: strings,
      },
    },
  },
} as const;

const counts = { type: 'object', additionalProperties: { type: 'integer' } } as const;
export const jobFacetsSchema = {
  type: 'object',
  properties: { fields: counts, locations: counts, workModes: counts, seniorities: counts, jobTypes: counts, technologies: counts },
} as const;

/** 410 `job_closed`: a problem that still names what was there. */
export const jobClosedSchema = {
  type: 'object',
  properties: {
    ...problemSchema.properties,
    job: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        slug: string,
        title: string,
        company: { type: 'object', properties: { slug: string, name: string } },
      },
    },
  },
} as const;

const companySummaryProperties = {
  '@id': string,
  '@type': { type: 'string', const: 'Company' },
  id: { type: 'integer' },
  slug: string,
  name: string,
  logo: nullableInteger,
  shortDescription: localized,
  size: string,
  type: string,
  locations: strings,
  fields: strings,
  technologies: strings,
  openJobs: { type: 'integer' },
} as const;

export const companySummarySchema = { type: 'object', properties: companySummaryProperties } as const;

export const companyProfileSchema = {
  type: 'object',
  properties: {
    '@context': string,
    ...companySummaryProperties,
    description: localized,
    foundedYear: nullableInteger,
    cover: nullableInteger,
    website: nullableString,
    socialLinks: { type: 'object', additionalProperties: string },
    benefits: strings,
    photos: {
      type: 'array',
      items: { type: 'object', properties: { image: { type: 'integer' }, caption: localized } },
    },
    followers: { type: 'integer' },
  },
} as const;
