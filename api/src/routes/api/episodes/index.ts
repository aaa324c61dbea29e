// /api/episodes (api/LEARNING.md): StartupTalk episodes, newest first, 20 a page.
import type { FastifyInstance } from 'fastify';
import { localizedSchema as localized } from '@raketa/shared/contracts';
import { ITEMS_PER_PAGE, JSON_LD_CONTENT_TYPE, hydraCollection, hydraCollectionSchema, pageOffset, pageQueryProperty } from '../../../lib/hydra';
import { problemRef } from '../../../lib/problem';
import { listEpisodes } from '../../../learning/episodes';

const episodeSchema = {
  type: 'object',
  required: ['@type', 'slug', 'title', 'guest', 'publishedOn', 'summary', 'url'],
  properties: {
    '@type': { type: 'string' },
    slug: { type: 'string' },
    title: localized,
    guest: { type: 'string' },
    publishedOn: { type: 'string' },
    summary: localized,
    url: { type: 'string' },
  },
} as const;

export default async function episodesRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { page: number } }>(
    '/',
    {
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { page: pageQueryProperty } },
        response: { 200: hydraCollectionSchema(episodeSchema), 400: problemRef },
      },
    },
    async (request, reply) => {
      const { page } = request.query;
      const { items, total } = await listEpisodes(app.db, ITEMS_PER_PAGE, pageOffset(page));
      return reply
        .header('Cache-Control', 'public, max-age=300')
        .type(JSON_LD_CONTENT_TYPE)
        .send(hydraCollection({ resource: 'Episode', path: '/api/episodes', members: items, totalItems: total, page }));
    },
  );
}
