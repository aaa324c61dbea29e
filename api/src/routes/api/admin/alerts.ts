// POST /api/admin/alerts/run (api/ALERTS.md, "Schedule"): runs the job alerts now, by the app's clock,
// so an end-to-end test that published a job (or moved the clock with TEST_CLOCK_FILE) sees its mail
// at once instead of waiting for the 5-minute cron. Idempotent as every run is: an alert is mailed
// once per period. Not recorded as an admin action: it sends only what the schedule would.
import type { FastifyInstance } from 'fastify';
import { runAlerts } from '../../../alerts/alerts';
import { problemRef } from '../../../lib/problem';

export default async function adminAlertsRoutes(app: FastifyInstance) {
  app.post(
    '/run',
    {
      onRequest: [app.verifyCsrf],
      schema: {
        response: {
          200: { type: 'object', required: ['alerts', 'mails'], properties: { alerts: { type: 'integer' }, mails: { type: 'integer' } } },
          401: problemRef,
          403: problemRef,
        },
      },
    },
    async (request, reply) => {
      const result = await runAlerts(app.db, app.queue, app.clock());
      request.log.info({ ...result, by: request.user!.id }, 'job alerts run on request');
      return reply.header('Cache-Control', 'no-store').send(result);
    },
  );
}
