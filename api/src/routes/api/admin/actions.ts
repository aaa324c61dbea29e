// GET /api/admin/actions[?before=<id>&limit=<n>&targetType=&targetId=] (api/COMPANY-PAGES.md,
// "Admin record"): what administrators did, newest first; `next` is the next page's URL.
import type { FastifyInstance } from 'fastify';
import { ADMIN_ACTIONS, listAdminActions } from '../../../admin/audit';
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

const recordSchema = {
  type: 'object',
  required: ['id', 'by', 'action', 'target', 'details', 'at'],
  properties: {
    id: { type: 'integer' },
    by: { type: 'object', required: ['id', 'email'], properties: { id: { type: ['integer', 'null'] }, email: { type: 'string' } } },
    action: { type: 'string', enum: [...ADMIN_ACTIONS] },
    target: { type: 'object', required: ['type', 'id'], properties: { type: { type: 'string' }, id: { type: 'string' } } },
    details: { type: 'object', additionalProperties: true },
    at: { type: 'string', format: 'date-time' },
  },
} as const;

export default async function adminActionsRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { before?: number; limit: number; targetType?: string; targetId?: string } }>(
    '/',
    {
      schema: {
        querystring: query,
        response: {
          200: { type: 'object', required: ['actions', 'next'], properties: { actions: { type: 'array', items: recordSchema }, next: { type: ['string', 'null'] } } },
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
