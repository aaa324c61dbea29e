// POST /2fa_check (spec section 7): the second sign-in step. A right TOTP code or an unused recovery
// code turns the request's second-factor-pending session into a signed-in one under a new id.
// JSON (the #2fa dialog, X-CSRF-Token header) or a form (`code`, `_csrf`), after the CSRF checks.
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { problemRef, sendProblem } from '../../lib/problem';
import { countAttempt, refundAttempt } from '../../two-factor/attempts';

export const TWO_FACTOR_CHECK_PATH = '/2fa_check';

const codeOf = (body: unknown): string => {
  const value = body !== null && typeof body === 'object' ? (body as Record<string, unknown>).code : undefined;
  return typeof value === 'string' ? value : '';
};

export default async function twoFactorCheckRoutes(app: FastifyInstance) {
  // Scoped to this route, as for the other form posts: a couple of short fields, no files.
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fields: 5, fieldSize: 1024, files: 0, parts: 5 } });

  app.post(
    TWO_FACTOR_CHECK_PATH,
    {
      preHandler: [app.verifyCsrf, app.loadSession],
      schema: {
        body: { type: 'object' },
        response: {
          200: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } },
          401: problemRef,
          403: problemRef,
          422: problemRef,
          429: problemRef,
        },
      },
    },
    async (request, reply) => {
      const session = request.session;
      if (!session?.secondFactorPending) {
        return sendProblem(reply, 401, 'No sign-in is waiting for a two-factor code; sign in again', {
          code: 'two_factor_not_pending',
        });
      }
      const code = codeOf(request.body);
      if (code.trim() === '') {
        return sendProblem(reply, 422, 'Some fields are not valid', {
          code: 'validation_failed',
          errors: [{ field: 'code', code: 'required', message: 'This field is mandatory' }],
        });
      }
      const attempt = await countAttempt(app, session.userId, request.ip);
      if (!attempt.allowed) {
        reply.header('Retry-After', String(attempt.retryAfterSeconds));
        return sendProblem(reply, 429, 'Too many two-factor attempts; try again later', { code: 'too_many_attempts' });
      }
      if (!(await app.twoFactor.verify(session.userId, code))) {
        return sendProblem(reply, 401, 'Incorrect code, try again.', { code: 'incorrect_code' });
      }
      await refundAttempt(app, attempt);
      await app.sessions.completeSecondFactor(request, reply);
      return reply.header('Cache-Control', 'no-store').send({ ok: true });
    },
  );
}
