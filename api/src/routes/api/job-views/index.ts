// POST /api/job-views/{id} (api/APPLICANTS.md, "Job views"): the job's public page tells the
// server it was seen, once its first view is on screen (never in its way). Always 204, counted or
// not, so the answer says nothing about who was counted.
import type { FastifyInstance } from 'fastify';
import { isCrawler, recordJobView } from '../../../applicants/job-views';
import type { ThrottleRule } from '../../../plugins/throttle';
import { problemRef } from '../../../lib/problem';

/**
 * Views one address may have counted in an hour: far above anyone reading ads, it keeps one address
 * from inflating the figures (or the table) by varying its user agent. Beyond it nothing is counted.
 */
export const JOB_VIEWS_PER_IP: ThrottleRule = { limit: 120, windowMs: 60 * 60 * 1000 };

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } as const;

export default async function jobViewsRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: number } }>(
    '/:id',
    { schema: { params: idParams, response: { 204: { type: 'null' }, 400: problemRef } } },
    async (request, reply) => {
      const userAgent = request.headers['user-agent'] ?? '';
      if (!isCrawler(userAgent) && (await app.throttle.hit(`job-views:ip:${request.ip}`, JOB_VIEWS_PER_IP)).allowed) {
        // A signed-in reader is one visitor on every device; a session that fails to load is a visitor.
        await app.loadSession(request, reply);
        await recordJobView(app.db, request.params.id, { userId: request.user?.id ?? null, ip: request.ip, userAgent }, app.clock());
      }
      return reply.header('cache-control', 'no-store').code(204).send();
    },
  );
}
