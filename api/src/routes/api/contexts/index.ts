// /api/contexts/<Resource>: the JSON-LD contexts that Hydra responses point to.
import type { FastifyInstance } from 'fastify';
import { JSON_LD_CONTENT_TYPE } from '../../../lib/hydra';
import { problemRef, sendProblem } from '../../../lib/problem';

const resources = [
  'Job',
  'Company',
  'Test',
  'TestResult',
  'TestStatistics',
  'Course',
  'Chapter',
  'CourseProgress',
  'Episode',
  'PriceList',
  'Campaign',
] as const;

export default async function contextsRoutes(app: FastifyInstance) {
  app.get<{ Params: { resource: string } }>(
    '/:resource',
    {
      schema: {
        params: {
          type: 'object',
          required: ['resource'],
          properties: { resource: { type: 'string' } },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              '@context': {
                type: 'object',
                properties: { '@vocab': { type: 'string' }, hydra: { type: 'string' } },
              },
            },
          },
          404: problemRef,
        },
      },
    },
    async (request, reply) => {
      if (!(resources as readonly string[]).includes(request.params.resource)) {
        return sendProblem(reply, 404, `No JSON-LD context for ${request.params.resource}`);
      }
      return reply.type(JSON_LD_CONTENT_TYPE).send({
        '@context': { '@vocab': '/api/docs.jsonld#', hydra: 'http://www.w3.org/ns/hydra/core#' },
      });
    },
  );
}
