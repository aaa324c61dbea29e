// /api/me/company/jobs: the job editor of the company console (api/CONSOLE.md, "Job editor"). Any
// member of the company lists, creates, reads, changes and deletes (drafts only) its jobs; another
// company's job answers 404 as an unknown one does. The lifecycle's routes (submit, close, renew)
// are registered beside these by routes/api/me-company/lifecycle.ts.
import {
  checkJobInput,
  checkJobPatch,
  OWN_JOB_STATES,
  ownJobListSchema,
  ownJobSchema,
  precheckFindingSchema,
  type OwnJobState,
} from '@raketa/shared/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createDraft, deleteDraft, findCompanyJob, listCompanyJobs, patchJob } from '../../../employer/company-jobs';
import { fieldErrors } from '../../../employer/field-messages';
import { requireCompanyMember } from '../../../employer/membership';
import { MAX_PAGE } from '../../../lib/hydra';
import { problem, problemRef, problemSchema, PROBLEM_CONTENT_TYPE, sendProblem } from '../../../lib/problem';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;

/** A problem's schema with the properties a 409 or 422 of this resource carries too. */
const problemWith = (properties: Record<string, unknown>) => {
  const { $id: _id, ...base } = problemSchema;
  return { ...base, properties: { ...base.properties, ...properties } };
};
const readinessSchema = {
  type: 'array',
  items: { type: 'object', required: ['field', 'code'], properties: { field: { type: 'string' }, code: { type: 'string' } } },
} as const;

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'private, no-store');
const sendNotFound = (reply: FastifyReply) => sendProblem(reply, 404, 'This company has no such job', { code: 'job_not_found' });

export default async function meCompanyJobsRoutes(app: FastifyInstance) {
  const problems = { 400: problemRef, 401: problemRef, 403: problemRef, 404: problemRef, 409: problemRef, 422: problemRef };
  const member = { onRequest: [requireCompanyMember()] };
  // The guard first (401/403 before CSRF and the body).
  const change = { onRequest: [requireCompanyMember(), app.verifyCsrf] };

  app.get<{ Querystring: { state?: OwnJobState; page: number } }>(
    '/',
    {
      ...member,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            state: { type: 'string', enum: OWN_JOB_STATES },
            page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
          },
        },
        response: { 200: ownJobListSchema, ...problems },
      },
    },
    async (request, reply) =>
      noStore(reply).send(
        await listCompanyJobs(app.db, request.company!.id, {
          page: request.query.page,
          ...(request.query.state ? { state: request.query.state } : {}),
        }),
      ),
  );

  app.post('/', { ...change, schema: { response: { 201: ownJobSchema, ...problems } } }, async (request, reply) => {
    const checked = checkJobInput(request.body ?? {});
    if (!checked.ok) return sendProblem(reply, 422, 'Some fields are not valid', { code: 'validation_failed', errors: fieldErrors(checked.errors) });
    const job = await createDraft(app.db, { companyId: request.company!.id, input: checked.value, now: app.clock() });
    return noStore(reply).code(201).header('Location', job['@id']).send(job);
  });

  app.get<{ Params: { id: number } }>(
    '/:id',
    { ...member, schema: { params: idParams, response: { 200: ownJobSchema, ...problems } } },
    async (request, reply) => {
      const job = await findCompanyJob(app.db, request.company!.id, request.params.id);
      return job ? noStore(reply).send(job) : sendNotFound(reply);
    },
  );

  app.patch<{ Params: { id: number } }>(
    '/:id',
    {
      ...change,
      schema: {
        params: idParams,
        response: {
          200: ownJobSchema,
          ...problems,
          409: problemWith({ current: ownJobSchema }),
          422: problemWith({ readiness: readinessSchema, findings: { type: 'array', items: precheckFindingSchema } }),
        },
      },
    },
    async (request, reply) => {
      const checked = checkJobPatch(request.body);
      if (!checked.ok)
        return sendProblem(reply, 422, 'Some fields are not valid', { code: 'validation_failed', errors: fieldErrors(checked.errors) });
      const result = await patchJob(app.db, { companyId: request.company!.id, id: request.params.id, patch: checked.value, now: app.clock() });
      switch (result.kind) {
        case 'not_found':
          return sendNotFound(reply);
        case 'version_conflict':
          return reply
            .code(409)
            .type(PROBLEM_CONTENT_TYPE)
            .send({
              ...problem(409, 'The job was changed meanwhile; here it is as saved now', request.url, { code: 'version_conflict' }),
              current: result.current,
            });
        case 'breaks_rules':
          return reply
            .code(422)
            .type(PROBLEM_CONTENT_TYPE)
            .send({
              ...problem(422, 'This change would break the rules the job passed when it was submitted', request.url, { code: 'edit_breaks_rules' }),
              readiness: result.readiness,
              findings: result.findings,
            });
        default:
          return noStore(reply).send(result.job);
      }
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/:id',
    { ...change, schema: { params: idParams, response: { 204: { type: 'null' }, ...problems } } },
    async (request, reply) => {
      const result = await deleteDraft(app.db, request.company!.id, request.params.id);
      if (result === 'not_found') return sendNotFound(reply);
      if (result === 'not_draft') return sendProblem(reply, 409, 'Only a draft can be deleted; close a job instead', { code: 'job_not_draft' });
      return reply.code(204).send();
    },
  );
}
