// GET /api/price-list (api/COMPANY-PAGES.md): plans, add-ons and credit packages in their order.
// Browsers and proxies may keep it 5 seconds: an admin's change shows within that.
import type { FastifyInstance } from 'fastify';
import { JSON_LD_CONTENT_TYPE } from '../../../lib/hydra';
import { readPriceList } from '../../../pricing/price-list';
import { priceListSchema } from './schemas';

export const PRICE_LIST_CACHE_CONTROL = 'public, max-age=5';

export default async function priceListRoutes(app: FastifyInstance) {
  app.get('/', { schema: { response: { 200: priceListSchema } } }, async (_request, reply) => {
    const priceList = await readPriceList(app.db);
    return reply
      .header('Cache-Control', PRICE_LIST_CACHE_CONTROL)
      .type(JSON_LD_CONTENT_TYPE)
      .send({ '@context': '/api/contexts/PriceList', '@id': '/api/price-list', '@type': 'PriceList', ...priceList });
  });
}
