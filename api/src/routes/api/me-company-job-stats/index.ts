// The console's per-job figures and cashback (api/APPLICANTS.md, "Job views", "Cashback"), for any
// member of the company; another company's job answers 404 as an unknown one does.
// - GET /api/me/company/job-stats: views, applications and answers of each of the company's jobs.
// - GET /api/me/company/jobs/{id}/cashback: whether the job may claim its cashback, and why not.
// - POST /api/me/company/jobs/{id}/cashback: claims it (once per job).
import { cashbackClaimSchema, jobCashbackSchema, jobStatsListSchema } from '@raketa/shared/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CashbackNotEligibleError, claimCashback, jobCashback } from '../../../applicants/cashback';
import { companyJobStats } from '../../../applicants/job-views';
import { requireCompanyMember } from '../../../employer/membership';
import { problem, PROBLEM_CONTENT_TYPE, problemRef, problemSchemaWith, sendProblem } from '../../../lib/problem';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } as const;
const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'private, no-store');
const sendNotFound = (reply: FastifyReply) => sendProblem(reply, 404, 'This company has no such job', { code: 'job_not_found' });

export default async function meCompanyJobStatsRoutes(app: FastifyInstance) {
  const member = { onRequest: [requireCompanyMember()] };
  const problems = { 400: problemRef, 401: problemRef, 403: problemRef, 404: problemRef };

  app.get('/job-stats', { ...member, schema: { response: { 200: jobStatsListSchema, 401: problemRef, 403: problemRef } } }, async (request, reply) =>
    noStore(reply).send({ '@id': '/api/me/company/job-stats', jobs: await companyJobStats(app.db, request.company!.id, app.clock()) }),
  );

  app.get<{ Params: { id: number } }>(
    '/jobs/:id/cashback',
    { ...member, schema: { params: idParams, response: { 200: jobCashbackSchema, ...problems } } },
    async (request, reply) => {
      const cashback = await jobCashback(app.db, request.company!.id, request.params.id, app.clock());
      return cashback ? noStore(reply).send(cashback) : sendNotFound(reply);
    },
  );

  app.post<{ Params: { id: number } }>(
    '/jobs/:id/cashback',
    {
      onRequest: [requireCompanyMember(), app.verifyCsrf],
      schema: {
        params: idParams,
        response: { 201: cashbackClaimSchema, ...problems, 409: problemSchemaWith({ properties: { cashback: jobCashbackSchema } }) },
      },
    },
    async (request, reply) => {
      try {
        const claim = await app.db.transaction((tx) =>
          claimCashback(tx, { companyId: request.company!.id, jobId: request.params.id, userId: request.user!.id, now: app.clock() }),
        );
        return claim ? noStore(reply).code(201).send(claim) : sendNotFound(reply);
      } catch (error) {
        if (error instanceof CashbackNotEligibleError) {
          const code = error.cashback.claim ? 'cashback_claimed' : 'cashback_not_eligible';
          return reply
            .code(409)
            .type(PROBLEM_CONTENT_TYPE)
            .send({ ...problem(409, error.message, request.url, { code }), cashback: error.cashback });
        }
        throw error;
      }
    },
  );
}
