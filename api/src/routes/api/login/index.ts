// POST /api/login: checks credentials for the sign-in dialog without signing in; the browser then
// form-posts them to the login path, which starts the session (spec section 4).
import type { FastifyInstance } from 'fastify';
import { checkCredentials } from '../../../auth/sign-in';
import { clientGoneSignal } from '../../../lib/client-gone';
import { problemRef, sendProblem } from '../../../lib/problem';

interface LoginBody {
  username: string;
  password: string;
}

export default async function loginRoutes(app: FastifyInstance) {
  app.post<{ Body: LoginBody }>(
    '/',
    {
      schema: {
        body: {
          type: 'object',
          required: ['username', 'password'],
          properties: { username: { type: 'string', maxLength: 254 }, password: { type: 'string' } },
        },
        response: {
          200: {
            type: 'object',
            required: ['twoFactorRequired'],
            // True for a two-factor account: the form login then waits for the code (#2fa dialog).
            properties: { twoFactorRequired: { type: 'boolean' } },
          },
          400: problemRef,
          401: problemRef,
          429: problemRef,
          503: problemRef,
        },
      },
    },
    async (request, reply) => {
      const result = await checkCredentials(app, { ...request.body, ip: request.ip, signal: clientGoneSignal(request, reply) });
      if (result.kind === 'throttled') {
        reply.header('Retry-After', String(result.retryAfterSeconds));
        return sendProblem(reply, 429, 'Too many sign-in attempts; try again later', { code: 'too_many_attempts' });
      }
      if (result.kind === 'busy') {
        reply.header('Retry-After', String(result.retryAfterSeconds));
        return sendProblem(reply, 503, 'Too many sign-ins at once; try again in a moment', { code: 'server_busy' });
      }
      // Nobody is there to read it.
      if (result.kind === 'gone') return sendProblem(reply, 499, 'The client closed the request', { code: 'client_gone' });
      if (result.kind === 'wrong_credentials') {
        return sendProblem(reply, 401, 'The password or email is incorrect.', { code: 'wrong_credentials' });
      }
      const twoFactorRequired = await app.twoFactor.isEnabled(result.user.id);
      return reply.header('Cache-Control', 'no-store').send({ twoFactorRequired });
    },
  );
}
