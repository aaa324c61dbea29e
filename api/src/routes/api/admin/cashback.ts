// /api/admin/cashback-claims (api/APPLICANTS.md, "Cashback"): the claims companies made, waiting ones
// first, and granting or refusing one with a note, which mails the company's team. Guarded by
// requireAdmin in ./index.ts; each decision is recorded.
import {
  adminCashbackClaimsSchema,
  cashbackClaimSchema,
  cashbackDecisionSchema,
  CASHBACK_CLAIM_STATUSES,
  type CashbackDecision,
} from '@raketa/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { recordAdminAction } from '../../../admin/audit';
import { adminCashbackClaims, CashbackDecidedError, decideCashback } from '../../../applicants/cashback';
import { problemRef, sendProblem } from '../../../lib/problem';
import { PAGE_PROPERTIES } from './page-query';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } as const;
type Status = (typeof CASHBACK_CLAIM_STATUSES)[number];

export default async function adminCashbackRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { status?: Status; limit: number; offset: number } }>(
    '/',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { status: { type: 'string', enum: CASHBACK_CLAIM_STATUSES }, ...PAGE_PROPERTIES },
        },
        response: { 200: adminCashbackClaimsSchema, 400: problemRef, 401: problemRef, 403: problemRef },
      },
    },
    async (request, reply) => reply.header('Cache-Control', 'no-store').send(await adminCashbackClaims(app.db, request.query)),
  );

  app.post<{ Params: { id: number }; Body: CashbackDecision }>(
    '/:id/decide',
    {
      onRequest: [app.verifyCsrf],
      schema: {
        params: idParams,
        body: cashbackDecisionSchema,
        response: { 200: cashbackClaimSchema, 400: problemRef, 401: problemRef, 403: problemRef, 404: problemRef, 409: problemRef },
      },
    },
    async (request, reply) => {
      const actor = { id: request.user!.id, email: request.user!.email };
      const grant = request.body.decision === 'grant';
      const note = request.body.note?.trim() || null;
      try {
        const claim = await app.db.transaction(async (tx) => {
          const decided = await decideCashback(tx, app.queue, { claimId: request.params.id, grant, note, adminId: actor.id, now: app.clock() });
          if (decided) {
            await recordAdminAction(
              tx,
              actor,
              grant ? 'cashback.grant' : 'cashback.refuse',
              { type: 'cashback_claim', id: decided.id },
              {
                credits: decided.credits,
                ...(note ? { note } : {}),
              },
            );
          }
          return decided;
        });
        if (!claim) return sendProblem(reply, 404, `No cashback claim ${request.params.id}`, { code: 'cashback_claim_not_found' });
        return reply.header('Cache-Control', 'no-store').send(claim);
      } catch (error) {
        if (error instanceof CashbackDecidedError) return sendProblem(reply, 409, error.message, { code: 'cashback_claim_decided' });
        throw error;
      }
    },
  );
}
