// /api/jobs: published job offers as JSON-LD Hydra.
import type { FastifyInstance } from 'fastify';
import { JSON_LD_CONTENT_TYPE, hydraCollection, hydraCollectionSchema, pageQueryProperty } from '../../../lib/hydra';
import { problemRef, sendProblem } from '../../../lib/problem';
import type { JobLanguage, JobSummary } from '../../../plugins/jobs-repository';

const nullableString = { type: ['string', 'null'] } as const;

const jobSummaryProperties = {
  '@id': { type: 'string' },
  '@type': { type: 'string', const: 'Job' },
  id: { type: 'integer' },
  slug: { type: 'string' },
  language: { type: 'string', enum: ['cs', 'en'] },
  title: { type: 'string' },
  fields: { type: 'array', items: { type: 'string' } },
  seniority: { type: 'string' },
  workMode: { type: 'string' },
  city: { type: 'string' },
  salary: {
    type: ['object', 'null'],
    properties: {
      min: { type: ['integer', 'null'] },
      max: { type: ['integer', 'null'] },
      currency: { type: 'string' },
    },
  },
  isHot: { type: 'boolean' },
  isTop: { type: 'boolean' },
  publishedAt: { type: 'string', format: 'date-time' },
  validUntil: nullableString,
  company: {
    type: 'object',
    properties: {
      '@id': { type: 'string' },
      '@type': { type: 'string', const: 'Company' },
      id: { type: 'integer' },
      slug: { type: 'string' },
      name: { type: 'string' },
    },
  },
} as const;

const jobSummarySchema = { type: 'object', properties: jobSummaryProperties } as const;
const jobSchema = {
  type: 'object',
  properties: { '@context': { type: 'string' }, ...jobSummaryProperties, description: { type: 'string' } },
} as const;

function toJsonLd<T extends JobSummary>(job: T) {
  return {
    '@id': `/api/jobs/${job.id}`,
    '@type': 'Job' as const,
    ...job,
    company: { '@id': `/api/companies/${job.company.id}`, '@type': 'Company' as const, ...job.company },
  };
}

interface ListQuery {
  page: number;
  language?: JobLanguage;
}

export default async function jobsRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ListQuery }>(
    '/',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            page: pageQueryProperty,
            language: { type: 'string', enum: ['cs', 'en'], description: 'Only offers written in this language' },
          },
        },
        response: { 200: hydraCollectionSchema(jobSummarySchema), 400: problemRef },
      },
    },
    async (request, reply) => {
      const { page, language } = request.query;
      const { items, total } = await app.jobsRepository.listPublished({ page, language });
      return reply.type(JSON_LD_CONTENT_TYPE).send(
        hydraCollection({
          resource: 'Job',
          path: '/api/jobs',
          members: items.map(toJsonLd),
          totalItems: total,
          page,
          filters: { language },
        }),
      );
    },
  );

  app.get<{ Params: { id: number } }>(
    '/:id',
    {
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
        response: { 200: jobSchema, 400: problemRef, 404: problemRef },
      },
    },
    async (request, reply) => {
      const job = await app.jobsRepository.findPublished(request.params.id);
      if (!job) return sendProblem(reply, 404, `Job ${request.params.id} does not exist or is not published`);
      return reply.type(JSON_LD_CONTENT_TYPE).send({ '@context': '/api/contexts/Job', ...toJsonLd(job) });
    },
  );
}
