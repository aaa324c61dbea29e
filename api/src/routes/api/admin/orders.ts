// /api/admin/orders (api/CONSOLE.md, "Back office"): the plans companies ordered, waiting ones
// first, and marking one paid, which makes it the company's plan for 12 months from now (payment
// gateways come later). Guarded by requireAdmin in ./index.ts; marking paid is recorded.
import { adminOrdersSchema, planOrderSchema } from '@raketa/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { recordAdminAction } from '../../../admin/audit';
import { adminOrders, markOrderPaid, OrderAlreadyPaidError, OrderNotFoundError } from '../../../employer/plans';
import { problemRef, sendProblem } from '../../../lib/problem';
import { PAGE_PROPERTIES } from './page-query';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

export default async function adminOrdersRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { status?: 'pending' | 'paid'; limit: number; offset: number } }>(
    '/',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            status: { type: 'string', enum: ['pending', 'paid'] },
            ...PAGE_PROPERTIES,
          },
        },
        response: {
          200: adminOrdersSchema,
          400: problemRef,
          401: problemRef,
          403: problemRef,
        },
      },
    },
    async (request, reply) => reply.header('Cache-Control', 'no-store').send(await adminOrders(app.db, request.query)),
  );

  app.post<{ Params: { id: number } }>(
    '/:id/mark-paid',
    {
      onRequest: [app.verifyCsrf],
      schema: {
        params: idParams,
        response: { 200: planOrderSchema, 400: problemRef, 401: problemRef, 403: problemRef, 404: problemRef, 409: problemRef },
      },
    },
    async (request, reply) => {
      const actor = { id: request.user!.id, email: request.user!.email };
      try {
        const order = await app.db.transaction(async (tx) => {
          const paid = await markOrderPaid(tx, { orderId: request.params.id, adminId: actor.id, now: app.clock() });
          await recordAdminAction(
            tx,
            actor,
            'order.mark_paid',
            { type: 'order', id: paid.order.id },
            {
              company: paid.companyId,
              plan: paid.order.plan.code,
              validUntil: paid.order.validUntil,
            },
          );
          return paid.order;
        });
        request.log.info({ order: order.id, by: actor.id }, 'order marked paid');
        return reply.header('Cache-Control', 'no-store').send(order);
      } catch (error) {
        if (error instanceof OrderNotFoundError) return sendProblem(reply, 404, `No order ${request.params.id}`, { code: 'order_not_found' });
        if (error instanceof OrderAlreadyPaidError) return sendProblem(reply, 409, error.message, { code: 'order_already_paid' });
        throw error;
      }
    },
  );
}
