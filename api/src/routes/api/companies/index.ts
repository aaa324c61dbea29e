// /api/companies (api/JOBS.md, "Companies"): the company list with filters, and one company's
// profile by slug. Its open jobs come from `GET /api/jobs?company={slug}`.
import type { FastifyInstance } from 'fastify';
import { COMPANIES_PER_PAGE } from '@raketa/shared/jobs';
import { companyResponseRate } from '../../../applicants/response-rate';
import { JSON_LD_CONTENT_TYPE, hydraCollection, hydraCollectionSchema } from '../../../lib/hydra';
import { problemRef, sendProblem } from '../../../lib/problem';
import { companyLinkParams, parseCompanySearch } from '../../../jobs/company-search';
import { SearchParameterError } from '../../../jobs/job-search';
import { companyProfileSchema, companySummarySchema } from '../../../jobs/schemas';

export default async function companiesRoutes(app: FastifyInstance) {
  // No querystring schema: parseCompanySearch refuses unknown parameters (a schema would strip them).
  app.get<{ Querystring: Record<string, unknown> }>(
    '/',
    { schema: { response: { 200: hydraCollectionSchema(companySummarySchema), 400: problemRef } } },
    async (request, reply) => {
      let search;
      try {
        search = parseCompanySearch(request.query);
      } catch (error) {
        if (error instanceof SearchParameterError) return sendProblem(reply, 400, error.message);
        throw error;
      }
      const { items, total } = await app.companiesRepository.list(search, app.clock());
      return reply.type(JSON_LD_CONTENT_TYPE).send(
        hydraCollection({
          resource: 'Company',
          path: '/api/companies',
          members: items,
          totalItems: total,
          page: search.page,
          perPage: COMPANIES_PER_PAGE,
          filters: companyLinkParams(search),
        }),
      );
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/:slug',
    {
      schema: {
        params: {
          type: 'object',
          required: ['slug'],
          properties: { slug: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 200 } },
        },
        response: { 200: companyProfileSchema, 400: problemRef, 404: problemRef },
      },
    },
    async (request, reply) => {
      const company = await app.companiesRepository.findBySlug(request.params.slug, app.clock());
      if (!company) return sendProblem(reply, 404, `Company ${request.params.slug} does not exist`);
      // Shown once enough applications count (api/APPLICANTS.md, "Response rate").
      const responseRate = await companyResponseRate(app.db, company.id, app.clock());
      return reply.type(JSON_LD_CONTENT_TYPE).send({ '@context': '/api/contexts/Company', ...company, ...(responseRate ? { responseRate } : {}) });
    },
  );
}
