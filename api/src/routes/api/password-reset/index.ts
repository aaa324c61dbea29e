// The reset page's calls (api/AUTH.md): check a mailed token, then set the new password with it.
// Tokens travel in JSON bodies, not in paths, so they stay out of access logs.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkResetToken, resetPassword } from '../../../auth/password-reset';
import type { TokenProblem } from '../../../auth/password-reset';
import { problemRef, sendProblem } from '../../../lib/problem';

const TOKEN_PROBLEMS: Record<TokenProblem, { status: number; detail: string }> = {
  reset_token_invalid: { status: 400, detail: 'This password reset link is not valid' },
  reset_token_used: { status: 410, detail: 'This password reset link has already been used' },
  reset_token_expired: { status: 410, detail: 'This password reset link has expired' },
};

const sendTokenProblem = (reply: FastifyReply, code: TokenProblem) =>
  sendProblem(reply, TOKEN_PROBLEMS[code].status, TOKEN_PROBLEMS[code].detail, { code });

const tokenProperty = { type: 'string', maxLength: 100 } as const;

export default async function passwordResetRoutes(app: FastifyInstance) {
  app.post<{ Body: { token: string } }>(
    '/check',
    {
      schema: {
        body: { type: 'object', required: ['token'], properties: { token: tokenProperty } },
        response: {
          200: {
            type: 'object',
            required: ['valid', 'expiresAt'],
            properties: { valid: { type: 'boolean' }, expiresAt: { type: 'string', format: 'date-time' } },
          },
          400: problemRef,
          410: problemRef,
        },
      },
    },
    async (request, reply) => {
      const status = await checkResetToken(app, request.body.token);
      if (status.kind !== 'ok') return sendTokenProblem(reply, status.kind);
      return reply.header('Cache-Control', 'no-store').send({ valid: true, expiresAt: status.expiresAt.toISOString() });
    },
  );

  app.post<{ Body: { token: string; password: string } }>(
    '/',
    {
      // A state change from the browser: the same CSRF checks as the form posts (header X-CSRF-Token).
      preHandler: [app.verifyCsrf],
      schema: {
        body: {
          type: 'object',
          required: ['token', 'password'],
          properties: { token: tokenProperty, password: { type: 'string' } },
        },
        response: { 204: { type: 'null' }, 400: problemRef, 403: problemRef, 410: problemRef, 422: problemRef },
      },
    },
    async (request, reply) => {
      const result = await resetPassword(app, request.body);
      if (result.kind === 'invalid') {
        return sendProblem(reply, 422, 'Some fields are not valid', { code: 'validation_failed', errors: result.errors });
      }
      if (result.kind !== 'ok') return sendTokenProblem(reply, result.kind);
      // Every session of the user ended, this browser's too: it signs in again with the new password.
      await app.sessions.end(request, reply);
      return reply.code(204).header('Cache-Control', 'no-store').send();
    },
  );
}
