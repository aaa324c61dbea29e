// PATCH /api/admin/price-list/{plans|addons|credit-packages}/{code}: an admin changes any of an
// item's prices and texts (api/COMPANY-PAGES.md); answers the item as changed.
import type { FastifyInstance } from 'fastify';
import { recordAdminAction } from '../../../admin/audit';
import { JSON_LD_CONTENT_TYPE } from '../../../lib/hydra';
import { problemRef, sendProblem } from '../../../lib/problem';
import { updatePriceItem } from '../../../pricing/price-list';
import { PRICE_ITEM_KINDS, validatePricePatch, type PriceItemKind } from '../../../pricing/price-validation';
import { addonSchema, creditPackageSchema, planSchema } from '../price-list/schemas';

const SCHEMAS = { plans: planSchema, addons: addonSchema, 'credit-packages': creditPackageSchema } as const;
const codeParams = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 50 } },
} as const;

export default async function adminPriceListRoutes(app: FastifyInstance) {
  for (const kind of PRICE_ITEM_KINDS) {
    app.patch<{ Params: { code: string } }>(
      `/${kind}/:code`,
      {
        onRequest: [app.verifyCsrf],
        schema: {
          params: codeParams,
          body: { type: 'object' },
          response: { 200: SCHEMAS[kind], 400: problemRef, 401: problemRef, 403: problemRef, 404: problemRef, 422: problemRef },
        },
      },
      async (request, reply) => {
        const validation = validatePricePatch(kind as PriceItemKind, request.body);
        if (!validation.ok) return sendProblem(reply, 422, 'Some fields are not valid', { code: 'validation_failed', errors: validation.errors });
        const actor = { id: request.user!.id, email: request.user!.email };
        const item = await app.db.transaction(async (tx) => {
          const changed = await updatePriceItem(tx, kind, request.params.code, validation.patch, actor.id);
          if (changed) await recordAdminAction(tx, actor, 'price_item.update', { type: kind, id: request.params.code }, { patch: request.body });
          return changed;
        });
        if (!item) return sendProblem(reply, 404, `No ${kind} item ${request.params.code}`, { code: 'price_item_not_found' });
        return reply.header('Cache-Control', 'no-store').type(JSON_LD_CONTENT_TYPE).send(item);
      },
    );
  }
}
