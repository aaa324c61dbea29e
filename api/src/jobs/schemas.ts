// Server-only: the response schemas of the job-board read API. Every answer shape is the one
// definition in @raketa/shared/contracts (Fastify serialises with it, the UI parses with a struct
// made from it, the types are derived from it); only what joins a shape to a problem is here.
import { closedJobSchema } from '@raketa/shared/contracts';
import { problemSchema } from '../lib/problem';

export { companyProfileSchema, companySummarySchema, jobDetailSchema, jobFacetsSchema, jobSummarySchema } from '@raketa/shared/contracts';

/** 410 `job_closed`: a problem that still names what was there. */
export const jobClosedSchema = {
  type: 'object',
  properties: { ...problemSchema.properties, job: closedJobSchema },
} as const;
