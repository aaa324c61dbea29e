/**
 * Per-job figures of the company console (api/APPLICANTS.md, "Job views"): views of the public page,
 * applications, and how many were answered by the response rate's rule. Written once for the API's
 * serialiser and the console's parser.
 */
import type { FromSchema } from 'json-schema-to-ts';

const integer = { type: 'integer' } as const;

export const jobStatsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'views', 'applications', 'answered', 'counted'],
  properties: {
    /** The job's id. */
    id: integer,
    /** Views of its public page: a visitor once a day, crawlers left out. */
    views: integer,
    /** Applications received (withdrawn ones too). */
    applications: integer,
    /** Of `counted`, those answered within RESPONSE_RATE_ANSWER_DAYS. */
    answered: integer,
    /** Applications whose answer is decided by the response rate's rule (answered, or past their days). */
    counted: integer,
  },
} as const;
export type JobStats = FromSchema<typeof jobStatsSchema>;

/** `GET /api/me/company/job-stats`: every job of the company with a view or an application. */
export const jobStatsListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['@id', 'jobs'],
  properties: { '@id': { type: 'string' }, jobs: { type: 'array', items: jobStatsSchema } },
} as const;
export type JobStatsList = FromSchema<typeof jobStatsListSchema>;
