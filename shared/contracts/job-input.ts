/**
 * A job as the company console writes it (api/CONSOLE.md, "Job editor"), written once: the body of
 * `POST /api/me/company/jobs` and `PATCH /api/me/company/jobs/{id}`, the answer `OwnJob`, and what
 * makes a job complete enough to submit. The API checks bodies with `jobInputErrors`, the editor's
 * form resolver with the same function, and the submit (api/src/employer) with `jobReadyForSubmit`
 * and the pre-check (./job-precheck).
 *
 * A draft saves as the employer types, so every field of the body is optional and may be empty or
 * null; only the shape and the closed lists are checked then. Completeness is a second step:
 * `jobReadyForSubmit` lists what a submit still needs, the salary range first among them (the EU
 * pay transparency directive 2023/970 asks employers to state pay before the interview).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { validate, type Struct } from 'superstruct';
import {
  BENEFITS,
  CURRENCIES,
  JOB_LANGUAGES,
  JOB_SALARY_PERIODS,
  JOB_TYPES,
  LOCATIONS,
  SENIORITIES,
  TECHNOLOGY_CODES,
  WORK_MODES,
} from '../jobs/catalog';
import { FIELD_CODES } from '../jobs/taxonomy';
import { descriptionText, type PrecheckFinding, precheckFindingSchema } from './job-precheck';
import { codeOf, toStruct, type RuleCode } from './schema-struct';

const nullableChoice = <T extends readonly string[]>(values: T) => ({ type: ['string', 'null'], enum: [...values, null] }) as const;
const choices = <T extends readonly string[]>(values: T, maxItems: number) =>
  ({ type: 'array', items: { type: 'string', enum: values }, maxItems, uniqueItems: true }) as const;
const amount = { type: ['integer', 'null'], minimum: 0, maximum: 10_000_000 } as const;

const jobInputProperties = {
  /** The language the ad is written in (one ad, one language). */
  language: nullableChoice(JOB_LANGUAGES),
  title: { type: 'string', maxLength: 120 },
  /** HTML; the API keeps what the job description sanitiser keeps (paragraphs, subheadings, lists, emphasis). */
  description: { type: 'string', maxLength: 20_000 },
  /** Fields and specialisations (`development`, `development.backend`); a specialisation brings its field along. */
  fields: { type: 'array', items: { type: 'string', enum: FIELD_CODES }, maxItems: 6, uniqueItems: true },
  seniority: nullableChoice(SENIORITIES),
  jobTypes: choices(JOB_TYPES, JOB_TYPES.length),
  workMode: nullableChoice(WORK_MODES),
  /**
   * Where the work is; for a remote job, where the company is, which also says from which countries
   * candidates may work (the job's JSON-LD `applicantLocationRequirements`; none: the Czech Republic).
   */
  locations: choices(LOCATIONS, 10),
  /** Replaced whole when sent; null clears it. A draft may hold a half-typed range. */
  salary: {
    type: ['object', 'null'],
    additionalProperties: false,
    required: ['min', 'max', 'currency', 'period'],
    properties: { min: amount, max: amount, currency: nullableChoice(CURRENCIES), period: nullableChoice(JOB_SALARY_PERIODS) },
  },
  benefits: choices(BENEFITS, BENEFITS.length),
  technologies: choices(TECHNOLOGY_CODES, 15),
} as const;

/** `POST /api/me/company/jobs`: a new draft from whatever the employer has typed so far. */
export const jobInputSchema = {
  type: 'object',
  additionalProperties: false,
  properties: jobInputProperties,
} as const;
export type JobInput = FromSchema<typeof jobInputSchema>;

/**
 * `PATCH /api/me/company/jobs/{id}`: the fields to change (absent ones stay) and the `version` the
 * editor's copy was read at. A stale version is refused (409) unless the save changes nothing.
 */
export const jobPatchSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: { version: { type: 'integer', minimum: 1 }, ...jobInputProperties },
} as const;
export type JobPatch = FromSchema<typeof jobPatchSchema>;

/** A job's content beyond its language and title (which the console's list shows too). */
const JOB_BODY_KEYS = [
  'description',
  'fields',
  'seniority',
  'jobTypes',
  'workMode',
  'locations',
  'salary',
  'benefits',
  'technologies',
] as const satisfies readonly (keyof typeof jobInputProperties)[];
const JOB_CONTENT_KEYS = ['language', 'title', ...JOB_BODY_KEYS] as const satisfies readonly (keyof typeof jobInputProperties)[];

/** The whole job as stored: every field present (a draft's unset codes null, its texts ''). */
export const jobContentSchema = {
  type: 'object',
  additionalProperties: false,
  required: JOB_CONTENT_KEYS,
  properties: jobInputProperties,
} as const;
export type JobContent = FromSchema<typeof jobContentSchema>;
export const JOB_CONTENT_FIELDS: readonly (keyof JobContent)[] = JOB_CONTENT_KEYS;

/** The limits, read from the schema (the editor and the API's messages name them). */
export const JOB_INPUT_LIMITS = {
  title: jobInputProperties.title.maxLength,
  description: jobInputProperties.description.maxLength,
  fields: jobInputProperties.fields.maxItems,
  locations: jobInputProperties.locations.maxItems,
  technologies: jobInputProperties.technologies.maxItems,
  salary: amount.maximum,
} as const;

export interface JobFieldError {
  /** As the API names it: `title`, `salary.min`, `fields.2`; `body` for the whole. */
  field: string;
  code: RuleCode;
}

const structs = new Map<object, Struct<unknown, unknown>>();
const structOf = (schema: object) => {
  let struct = structs.get(schema);
  if (!struct) structs.set(schema, (struct = toStruct(schema, { trim: true, strict: true })));
  return struct;
};

/** Each invalid field with its first failing rule (an empty list: valid), and the trimmed value. */
function check<T>(schema: object, body: unknown): { ok: true; value: T } | { ok: false; errors: JobFieldError[] } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { ok: false, errors: [{ field: 'body', code: 'invalid_type' }] };
  const [error, value] = validate(body, structOf(schema), { coerce: true });
  if (!error) return { ok: true, value: value as T };
  const first = new Map<string, RuleCode>();
  for (const failure of error.failures()) {
    const field = failure.path.join('.') || 'body';
    if (!first.has(field)) first.set(field, codeOf(failure));
  }
  return { ok: false, errors: [...first].map(([field, code]) => ({ field, code })) };
}

/** A draft's body: valid when its shape and codes are; nothing is required. */
export const checkJobInput = (body: unknown) => check<JobInput>(jobInputSchema, body);
/** A change: as a draft's body, plus the `version` it was made at. */
export const checkJobPatch = (body: unknown) => check<JobPatch>(jobPatchSchema, body);

/** The field errors of a body for the editor's resolver (`[]`: valid). */
export const jobInputErrors = (body: unknown): JobFieldError[] => {
  const result = checkJobInput(body);
  return result.ok ? [] : result.errors;
};

/** Codes `jobReadyForSubmit` adds to the rule codes. */
export type JobReadinessCode = 'required' | 'salary_range_inverted';
export interface JobReadinessProblem {
  field:
    | 'language'
    | 'title'
    | 'description'
    | 'fields'
    | 'seniority'
    | 'jobTypes'
    | 'workMode'
    | 'locations'
    | 'salary.min'
    | 'salary.max'
    | 'salary.currency'
    | 'salary.period';
  code: JobReadinessCode;
}

/**
 * What a job still needs before it can be submitted for review (an empty list: nothing), in the
 * order of the editor's fields. Every field but benefits and technologies is needed; a remote job
 * may leave out its locations; the salary range needs both ends, its currency and its period, the
 * lower end not above the upper. The pre-check's rules (./job-precheck) come on top.
 */
export function jobReadyForSubmit(job: Partial<JobContent>): JobReadinessProblem[] {
  const problems: JobReadinessProblem[] = [];
  const need = (field: JobReadinessProblem['field'], ok: boolean) => {
    if (!ok) problems.push({ field, code: 'required' });
  };
  need('language', Boolean(job.language));
  need('title', Boolean(job.title?.trim()));
  need('description', descriptionText(job.description ?? '') !== '');
  need('fields', (job.fields?.length ?? 0) > 0);
  need('seniority', Boolean(job.seniority));
  need('jobTypes', (job.jobTypes?.length ?? 0) > 0);
  need('workMode', Boolean(job.workMode));
  need('locations', job.workMode === 'remote' || (job.locations?.length ?? 0) > 0);
  const salary = job.salary;
  need('salary.min', typeof salary?.min === 'number');
  need('salary.max', typeof salary?.max === 'number');
  need('salary.currency', Boolean(salary?.currency));
  need('salary.period', Boolean(salary?.period));
  if (typeof salary?.min === 'number' && typeof salary.max === 'number' && salary.min > salary.max) {
    problems.push({ field: 'salary.max', code: 'salary_range_inverted' });
  }
  return problems;
}

/** Where a job is in its life (api/CONSOLE.md; the lifecycle's transitions are its own module's). */
export const OWN_JOB_STATES = ['draft', 'submitted', 'published', 'rejected', 'expired', 'closed'] as const;
export type OwnJobState = (typeof OWN_JOB_STATES)[number];

const string = { type: 'string' } as const;
const strings = { type: 'array', items: string } as const;
const integer = { type: 'integer' } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;

const ownJobSummaryProperties = {
  '@id': string,
  '@type': { type: 'string', const: 'OwnJob' },
  id: integer,
  status: { type: 'string', enum: OWN_JOB_STATES },
  /** Raised by every saved change; a PATCH names the one it was made at. */
  version: integer,
  language: nullableChoice(JOB_LANGUAGES),
  title: string,
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
  publishedAt: nullableDateTime,
  validUntil: nullableDateTime,
  /** A published job changed in a way a person looks at again; it stays online meanwhile. */
  reviewRequested: { type: 'boolean' },
  /** The public page's slug (`/nabidka/{id}/{slug}`, `/job/{id}/{slug}`); made from the title until the job is first published, then kept. */
  slug: string,
  /**
   * The last review's rejection (a code of `REJECTION_REASONS`, ./job-lifecycle, and the reviewer's
   * message) while the job is rejected or resubmitted after one; null otherwise. The console shows it
   * in the list and the editor.
   */
  rejection: {
    type: ['object', 'null'],
    additionalProperties: false,
    required: ['reason', 'message', 'at'],
    properties: { reason: string, message: string, at: { type: 'string', format: 'date-time' } },
  },
} as const;
const ownJobSummaryRequired = [
  '@id',
  '@type',
  'id',
  'status',
  'version',
  'language',
  'title',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'validUntil',
  'reviewRequested',
  'slug',
  'rejection',
] as const satisfies readonly (keyof typeof ownJobSummaryProperties)[];

/** A job in the console's list. */
export const ownJobSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: ownJobSummaryRequired,
  properties: ownJobSummaryProperties,
} as const;

/** `GET`, `POST` and `PATCH` `/api/me/company/jobs/{id}`: the whole job, what it still needs and the pre-check's findings. */
export const ownJobSchema = {
  type: 'object',
  additionalProperties: false,
  // The summary names the language and the title already.
  required: [...ownJobSummaryRequired, ...JOB_BODY_KEYS, 'readiness', 'precheck'],
  properties: {
    ...ownJobSummaryProperties,
    ...jobInputProperties,
    // Stored texts are answered whole, whatever the body's limits are.
    title: string,
    description: string,
    fields: strings,
    jobTypes: strings,
    locations: strings,
    benefits: strings,
    technologies: strings,
    readiness: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['field', 'code'],
        properties: { field: string, code: string },
      },
    },
    precheck: { type: 'array', items: precheckFindingSchema },
  },
} as const;
export type OwnJob = Omit<FromSchema<typeof ownJobSchema>, 'precheck' | 'readiness'> & {
  readiness: JobReadinessProblem[];
  precheck: PrecheckFinding[];
};
export type OwnJobSummary = FromSchema<typeof ownJobSummarySchema>;

/** `GET /api/me/company/jobs?state=&page=`: the company's jobs, newest change first, and how many it has in each state. */
export const ownJobListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['@id', '@type', 'jobs', 'total', 'page', 'perPage', 'counts'],
  properties: {
    '@id': string,
    '@type': { type: 'string', const: 'OwnJobList' },
    jobs: { type: 'array', items: ownJobSummarySchema },
    /** Jobs matching `state` (all without it). */
    total: integer,
    page: integer,
    perPage: integer,
    counts: {
      type: 'object',
      additionalProperties: false,
      required: OWN_JOB_STATES,
      properties: Object.fromEntries(OWN_JOB_STATES.map((state) => [state, integer])) as Record<OwnJobState, typeof integer>,
    },
  },
} as const;
export type OwnJobList = FromSchema<typeof ownJobListSchema>;
