// /api/companies: startups on Raketa as JSON-LD Hydra.
import type { FastifyInstance } from 'fastify';
import { JSON_LD_CONTENT_TYPE, hydraCollection, hydraCollectionSchema, pageQueryProperty } from '../../../lib/hydra';
import { problemRef, sendProblem } from '../../../lib/problem';
import type { CompanySummary } from '../../../plugins/companies-repository';

const localized = {
  type: 'object',
  properties: { cs: { type: 'string' }, en: { type: 'string' } },
} as const;

const companySummaryProperties = {
  '@id': { type: 'string' },
  '@type': { type: 'string', const: 'Company' },
  id: { type: 'integer' },
  slug: { type: 'string' },
  name: { type: 'string' },
  shortDescription: localized,
  foundedYear: { type: ['integer', 'null'] },
  size: { type: 'string' },
  type: { type: 'string' },
  city: { type: 'string' },
  website: { type: ['string', 'null'] },
  openJobs: { type: 'integer' },
} as const;

const companySummarySchema = { type: 'object', properties: companySummaryProperties } as const;
const companySchema = {
  type: 'object',
  properties: { '@context': { type: 'string' }, ...companySummaryProperties, description: localized },
} as const;

function toJsonLd<T extends CompanySummary>(company: T) {
  return { '@id': `/api/companies/${company.id}`, '@type': 'Company' as const, ...company };
}

export default async function companiesRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { page: number } }>(
    '/',
    {
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { page: pageQueryProperty } },
        response: { 200: hydraCollectionSchema(companySummarySchema), 400: problemRef },
      },
    },
    async (request, reply) => {
      const { page } = request.query;
      const { items, total } = await app.companiesRepository.list({ page });
      return reply.type(JSON_LD_CONTENT_TYPE).send(
        hydraCollection({
          resource: 'Company',
          path: '/api/companies',
          members: items.map(toJsonLd),
          totalItems: total,
          page,
        }),
      );
    },
  );

  app.get<{ Params: { id: number } }>(
    '/:id',
    {
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
        response: { 200: companySchema, 400: problemRef, 404: problemRef },
      },
    },
    async (request, reply) => {
      const company = await app.companiesRepository.find(request.params.id);
      if (!company) return sendProblem(reply, 404, `Company ${request.params.id} does not exist`);
      return reply.type(JSON_LD_CONTENT_TYPE).send({ '@context': '/api/contexts/Company', ...toJsonLd(company) });
    },
  );
}
