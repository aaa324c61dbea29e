// /api/me/applications: the candidate's tracker (api/APPLICANTS.md, "My applications"): every
// application the signed-in account sent, in candidate terms, and withdrawing one (the company sees
// it withdrawn; the CV copy is deleted in the same transaction).
import { myApplicationListSchema, myApplicationSchema } from '@raketa/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { ApplicationNotFoundError, changeApplicationStatus, InvalidApplicationMoveError } from '../../../applicants/pipeline';
import { retentionMonths } from '../../../applicants/retention';
import { myApplications } from '../../../applicants/tracker';
import { problemRef, sendProblem } from '../../../lib/problem';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } as const;

export default async function meApplicationsRoutes(app: FastifyInstance) {
  const problems = { 400: problemRef, 401: problemRef, 403: problemRef, 404: problemRef, 409: problemRef };

  app.get(
    '/applications',
    { onRequest: [app.requireUser], schema: { response: { 200: myApplicationListSchema, ...problems } } },
    async (request, reply) =>
      reply.header('Cache-Control', 'private, no-store').send({
        '@id': '/api/me/applications',
        '@type': 'MyApplicationList',
        applications: await myApplications(app.db, request.user!.id, retentionMonths(app.config)),
      }),
  );

  app.post<{ Params: { id: number } }>(
    '/applications/:id/withdraw',
    { onRequest: [app.requireUser, app.verifyCsrf], schema: { params: idParams, response: { 200: myApplicationSchema, ...problems } } },
    async (request, reply) => {
      const userId = request.user!.id;
      try {
        await app.db.transaction((tx) =>
          changeApplicationStatus(tx, app.queue, {
            ids: [request.params.id],
            to: 'withdrawn',
            actor: { kind: 'candidate', userId },
            now: app.clock(),
          }),
        );
      } catch (error) {
        if (error instanceof ApplicationNotFoundError) return sendProblem(reply, 404, 'No such application', { code: 'application_not_found' });
        if (error instanceof InvalidApplicationMoveError) {
          return sendProblem(reply, 409, `An application that is ${error.conflicts[0]!.status} cannot be withdrawn`, { code: 'invalid_transition' });
        }
        throw error;
      }
      const [application] = await myApplications(app.db, userId, retentionMonths(app.config), request.params.id);
      return reply.header('Cache-Control', 'private, no-store').send(application);
    },
  );
}
