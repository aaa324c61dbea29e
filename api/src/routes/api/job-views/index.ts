// POST /api/job-views/{id} (api/APPLICANTS.md, "Job views"): the job's public page tells the
// server it was seen, once its first view is on screen (never in its way). Always 204, counted or
// not, so the answer says nothing about who was counted.
import type { FastifyInstance } from 'fastify';
import { recordJobView } from '../../../applicants/job-views';
import { problemRef } from '../../../lib/problem';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } as const;

export default async function jobViewsRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: number } }>(
    '/:id',
    { schema: { params: idParams, response: { 204: { type: 'null' }, 400: problemRef } } },
    async (request, reply) => {
      // A signed-in reader is one visitor on every device; a session that fails to load is a visitor.
      await app.loadSession(request, reply);
      await recordJobView(
        app.db,
        request.params.id,
        { userId: request.user?.id ?? null, ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
        app.clock(),
      );
      return reply.header('cache-control', 'no-store').code(204).send();
    },
  );
}
