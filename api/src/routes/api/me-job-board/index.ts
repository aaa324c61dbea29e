// /api/me/{job-marks,saved-jobs,followed-companies}: the signed-in user's saved jobs, followed
// companies and applied jobs (api/JOBS.md). Registered with the prefix /api/me beside meRoutes.
import { followedCompanySchema, savedJobSchema, viewerMarksSchema } from '@raketa/shared/contracts';
import { COMPANIES_PER_PAGE, isFieldCode } from '@raketa/shared/jobs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { JSON_LD_CONTENT_TYPE, hydraCollection, hydraCollectionSchema, pageQueryProperty } from '../../../lib/hydra';
import { problemRef, sendProblem } from '../../../lib/problem';
import {
  followCompany,
  listFollowedCompanies,
  listSavedJobs,
  NO_MARKS,
  saveJob,
  unfollowCompany,
  unsaveJob,
  viewerMarks,
} from '../../../viewer/marks';

const idParams = (name: string) =>
  ({ type: 'object', required: [name], properties: { [name]: { type: 'integer', minimum: 1, maximum: 2147483647 } } }) as const;

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'private, no-store');

export default async function meJobBoardRoutes(app: FastifyInstance) {
  const signedIn = { onRequest: [app.requireUser] };
  // Session first: without one the answer is 401, whatever the CSRF header says.
  const changes = { onRequest: [app.requireUser, app.verifyCsrf] };
  const changeResponses = { 204: { type: 'null' }, 400: problemRef, 401: problemRef, 403: problemRef, 404: problemRef };

  app.get('/job-marks', { onRequest: [app.loadSession], schema: { response: { 200: viewerMarksSchema } } }, async (request, reply) =>
    // A visitor gets empty lists, not 401, so the UI needs no special case.
    noStore(reply).send(request.user ? await viewerMarks(app.db, request.user.id) : NO_MARKS),
  );

  app.get<{ Querystring: { fields?: string; page: number } }>(
    '/saved-jobs',
    {
      ...signedIn,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { fields: { type: 'string', maxLength: 1000 }, page: pageQueryProperty },
        },
        response: { 200: hydraCollectionSchema(savedJobSchema), 400: problemRef, 401: problemRef },
      },
    },
    async (request, reply) => {
      const { page } = request.query;
      const fields = (request.query.fields ?? '')
        .split(',')
        .map((code) => code.trim())
        .filter((code) => code !== '');
      const unknown = fields.find((code) => !isFieldCode(code));
      if (unknown !== undefined) return sendProblem(reply, 400, `fields: unknown field code "${unknown}"`, { code: 'invalid_parameter' });
      const { items, total } = await listSavedJobs(app.db, { userId: request.user!.id, fields, page, now: app.clock() });
      return noStore(reply)
        .type(JSON_LD_CONTENT_TYPE)
        .send(
          hydraCollection({
            resource: 'Job',
            path: '/api/me/saved-jobs',
            members: items,
            totalItems: total,
            page,
            filters: { fields: fields.length > 0 ? fields.join(',') : undefined },
          }),
        );
    },
  );

  app.put<{ Params: { jobId: number } }>(
    '/saved-jobs/:jobId',
    { ...changes, schema: { params: idParams('jobId'), response: changeResponses } },
    async (request, reply) => {
      const saved = await saveJob(app.db, request.user!.id, request.params.jobId, app.clock());
      if (!saved) return sendProblem(reply, 404, `Job ${request.params.jobId} does not exist`, { code: 'job_not_found' });
      return reply.code(204).send();
    },
  );

  app.delete<{ Params: { jobId: number } }>(
    '/saved-jobs/:jobId',
    { ...changes, schema: { params: idParams('jobId'), response: changeResponses } },
    async (request, reply) => {
      await unsaveJob(app.db, request.user!.id, request.params.jobId);
      return reply.code(204).send();
    },
  );

  app.get<{ Querystring: { page: number } }>(
    '/followed-companies',
    {
      ...signedIn,
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { page: pageQueryProperty } },
        response: { 200: hydraCollectionSchema(followedCompanySchema), 400: problemRef, 401: problemRef },
      },
    },
    async (request, reply) => {
      const { page } = request.query;
      const { items, total } = await listFollowedCompanies(app.db, { userId: request.user!.id, page, now: app.clock() });
      return noStore(reply)
        .type(JSON_LD_CONTENT_TYPE)
        .send(
          hydraCollection({
            resource: 'Company',
            path: '/api/me/followed-companies',
            members: items,
            totalItems: total,
            page,
            perPage: COMPANIES_PER_PAGE,
          }),
        );
    },
  );

  app.put<{ Params: { companyId: number } }>(
    '/followed-companies/:companyId',
    { ...changes, schema: { params: idParams('companyId'), response: changeResponses } },
    async (request, reply) => {
      const followed = await followCompany(app.db, request.user!.id, request.params.companyId, app.clock());
      if (!followed) return sendProblem(reply, 404, `Company ${request.params.companyId} does not exist`, { code: 'company_not_found' });
      return reply.code(204).send();
    },
  );

  app.delete<{ Params: { companyId: number } }>(
    '/followed-companies/:companyId',
    { ...changes, schema: { params: idParams('companyId'), response: changeResponses } },
    async (request, reply) => {
      await unfollowCompany(app.db, request.user!.id, request.params.companyId);
      return reply.code(204).send();
    },
  );
}
