// GET /api/me/company/job-stats (api/APPLICANTS.md, "Job views"): views, applications and answers of
// each of the company's jobs, for any member of the company; another company's jobs never appear.
import { jobStatsListSchema } from '@raketa/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { companyJobStats } from '../../../applicants/job-views';
import { requireCompanyMember } from '../../../employer/membership';
import { problemRef } from '../../../lib/problem';

export default async function meCompanyJobStatsRoutes(app: FastifyInstance) {
  app.get(
    '/job-stats',
    { onRequest: [requireCompanyMember()], schema: { response: { 200: jobStatsListSchema, 401: problemRef, 403: problemRef } } },
    async (request, reply) =>
      reply
        .header('Cache-Control', 'private, no-store')
        .send({ '@id': '/api/me/company/job-stats', jobs: await companyJobStats(app.db, request.company!.id, app.clock()) }),
  );
}
