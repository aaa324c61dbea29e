// POST /api/profile/password: a new password with the current one; other sessions end.
import type { FastifyInstance } from 'fastify';
import { changePassword } from '../../../profile/account';
import { problemRef } from '../../../lib/problem';
import { sendAccountProblem } from './account-problem';

export default async function passwordRoutes(app: FastifyInstance) {
  app.post(
    '/',
    {
      onRequest: [app.requireUser, app.verifyCsrf],
      schema: {
        body: { type: 'object' },
        response: { 204: { type: 'null' }, 401: problemRef, 403: problemRef, 422: problemRef, 429: problemRef },
      },
    },
    async (request, reply) => {
      const result = await changePassword(app, {
        userId: request.user!.id,
        currentSessionHash: request.session!.idHash,
        body: request.body as Record<string, unknown>,
      });
      if (result.kind !== 'ok') return sendAccountProblem(reply, result);
      return reply.code(204).header('Cache-Control', 'no-store').send();
    },
  );
}
