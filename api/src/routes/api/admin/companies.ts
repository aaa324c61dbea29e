// /api/admin/companies (api/EMPLOYERS.md, "Approval"): the companies employers created that wait
// for approval (a page at a time), and approving one, after which it and its jobs are public. Guarded by requireAdmin
// in ./index.ts (401 / 403 `admin_only` before anything here runs).
import { companyApprovalSchema, pendingCompaniesSchema } from '@raketa/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { recordAdminAction } from '../../../admin/audit';
import { approveCompany, listPendingCompanies } from '../../../employer/employer-companies';
import { problemRef, sendProblem } from '../../../lib/problem';
import { pageQuery, type PageQuery } from './page-query';

const slugParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 200 } },
} as const;

export default async function adminCompaniesRoutes(app: FastifyInstance) {
  app.get<{ Querystring: PageQuery }>(
    '/pending',
    {
      schema: {
        querystring: pageQuery,
        response: {
          200: pendingCompaniesSchema,
          400: problemRef,
          401: problemRef,
          403: problemRef,
        },
      },
    },
    async (request, reply) => reply.header('Cache-Control', 'no-store').send(await listPendingCompanies(app.db, request.query)),
  );

  app.post<{ Params: { slug: string } }>(
    '/:slug/approve',
    {
      onRequest: [app.verifyCsrf],
      schema: { params: slugParams, response: { 200: companyApprovalSchema, 400: problemRef, 401: problemRef, 403: problemRef, 404: problemRef } },
    },
    async (request, reply) => {
      const approval = await app.db.transaction(async (tx) => {
        const outcome = await approveCompany(tx, request.params.slug, app.clock());
        if (outcome?.changed)
          await recordAdminAction(tx, { id: request.user!.id, email: request.user!.email }, 'company.approve', { type: 'company', id: outcome.slug });
        return outcome;
      });
      if (!approval) return sendProblem(reply, 404, `No company ${request.params.slug}`, { code: 'company_not_found' });
      if (approval.changed) request.log.info({ company: approval.slug, by: request.user!.id }, 'company approved');
      return reply
        .header('Cache-Control', 'no-store')
        .send({ '@type': 'CompanyApproval', slug: approval.slug, name: approval.name, approvedAt: approval.approvedAt });
    },
  );
}
