// POST /api/admin/applications/reminder-sweep (api/APPLICANTS.md, "Reminder"): runs the reminder
// sweep now, by the app's clock, so an end-to-end test that moved the clock (TEST_CLOCK_FILE) sees its
// effect at once instead of waiting for the hourly run. Idempotent: each application is reminded
// about once. Not recorded as an admin action: what it changes is the clock's doing.
import type { FastifyInstance } from 'fastify';
import { sweepApplicantReminders } from '../../../applicants/reminders';
import { problemRef } from '../../../lib/problem';

export default async function adminApplicationsRoutes(app: FastifyInstance) {
  app.post(
    '/reminder-sweep',
    {
      onRequest: [app.verifyCsrf],
      schema: {
        response: {
          200: { type: 'object', required: ['applications', 'mails'], properties: { applications: { type: 'integer' }, mails: { type: 'integer' } } },
          401: problemRef,
          403: problemRef,
        },
      },
    },
    async (request, reply) => {
      const result = await sweepApplicantReminders(app.db, app.queue, app.clock());
      request.log.info({ ...result, by: request.user!.id }, 'applicant reminders swept on request');
      return reply.header('Cache-Control', 'no-store').send(result);
    },
  );
}
