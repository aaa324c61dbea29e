// GET /api/admin/actions[?before=<id>&limit=<n>&targetType=&targetId=] (api/COMPANY-PAGES.md,
// "Admin record"): what administrators did, newest first; `next` is the next page's URL.
import type { FastifyInstance } from 'fastify';
import { adminActionsPageSchema } from '@raketa/shared/contracts';
import { listAdminActions } from '../../../admin/audit';
import { problemRef } from '../../../lib/problem';

const DEFAULT_LIMIT = 50;

const query = {
  type: 'object',
  additionalProperties: false,
  properties: {
    before: { type: 'integer', minimum: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 200, default: DEFAULT_LIMIT },
    targetType: { type: 'string', pattern: '^[a-z_-]+$', maxLength: 40 },
    targetId: { type: 'string', minLength: 1, maxLength: 200 },
  },
  dependencies: { targetType: ['targetId'], targetId: ['targetType'] },
} as const;

export default async function adminActionsRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { before?: number; limit: number; targetType?: string; targetId?: string } }>(
    '/',
    {
      schema: {
        querystring: query,
        response: {
          200: adminActionsPageSchema,
          400: problemRef,
          401: problemRef,
          403: problemRef,
        },
      },
    },
    async (request, reply) => {
      const { before, limit, targetType, targetId } = request.query;
      const target = targetType && targetId ? { type: targetType, id: targetId } : undefined;
      const actions = await listAdminActions(app.db, { limit, before, target });
      const last = actions.length === limit ? actions[actions.length - 1] : undefined;
      const next = last
        ? `/api/admin/actions?${new URLSearchParams({ before: String(last.id), limit: String(limit), ...(target ? { targetType: target.type, targetId: target.id } : {}) })}`
        : null;
      return reply.header('Cache-Control', 'no-store').send({ actions, next });
    },
  );
}
