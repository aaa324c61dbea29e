// /api/admin/** (api/COMPANY-PAGES.md, "Admin role"): every route registered here is guarded by
// `requireAdmin` before anything else runs (401 without a session, 403 `admin_only` without the
// role); route hooks such as the CSRF check come after it. One line per admin resource below.
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../../admin/require-admin';
import adminActionsRoutes from './actions';
import adminAlertsRoutes from './alerts';
import adminApplicationsRoutes from './applications';
import adminCampaignsRoutes from './campaigns';
import adminCashbackRoutes from './cashback';
import adminCompaniesRoutes from './companies';
import adminContactMessagesRoutes from './contact-messages';
import adminJobsRoutes from './jobs';
import adminOrdersRoutes from './orders';
import adminPriceListRoutes from './price-list';
import adminQueueRoutes from './queue';

export default async function adminRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireAdmin);
  await app.register(adminPriceListRoutes, { prefix: '/price-list' });
  await app.register(adminCampaignsRoutes, { prefix: '/campaigns' });
  await app.register(adminCompaniesRoutes, { prefix: '/companies' });
  await app.register(adminActionsRoutes, { prefix: '/actions' });
  await app.register(adminJobsRoutes, { prefix: '/jobs' });
  await app.register(adminOrdersRoutes, { prefix: '/orders' });
  await app.register(adminContactMessagesRoutes, { prefix: '/contact-messages' });
  await app.register(adminQueueRoutes, { prefix: '/queue' });
  await app.register(adminApplicationsRoutes, { prefix: '/applications' });
  await app.register(adminAlertsRoutes, { prefix: '/alerts' });
  await app.register(adminCashbackRoutes, { prefix: '/cashback-claims' });
}
