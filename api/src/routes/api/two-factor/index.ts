// The profile's two-factor settings (api/AUTH.md): status, setup with a QR code, confirmation,
// turning it off, new recovery codes. Signed-in only; every POST passes the CSRF checks
// (X-CSRF-Token). Checks of a code or password are throttled like sign-in.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { problemRef, sendProblem } from '../../../lib/problem';
import { countAttempt, refundAttempt, type Attempt } from '../../../two-factor/attempts';

const code = { type: 'string', minLength: 1, maxLength: 64 } as const;
const codeBody = { type: 'object', required: ['code'], properties: { code } } as const;
const recoveryCodesAnswer = {
  type: 'object',
  required: ['recoveryCodes'],
  properties: { recoveryCodes: { type: 'array', items: { type: 'string' } } },
} as const;
const statusAnswer = {
  type: 'object',
  required: ['enabled', 'enabledAt', 'recoveryCodesLeft'],
  properties: {
    enabled: { type: 'boolean' },
    enabledAt: { anyOf: [{ type: 'null' }, { type: 'string', format: 'date-time' }] },
    recoveryCodesLeft: { type: 'integer' },
  },
} as const;

const notEnabled = (reply: FastifyReply) => sendProblem(reply, 409, 'Two-factor sign-in is not on', { code: 'two_factor_not_enabled' });
const alreadyEnabled = (reply: FastifyReply) => sendProblem(reply, 409, 'Two-factor sign-in is already on', { code: 'two_factor_already_enabled' });
// A wrong code or password is a field error, as in the profile's password calls.
const fieldProblem = (reply: FastifyReply, field: 'code' | 'password', code: string, message: string) =>
  sendProblem(reply, 422, 'Some fields are not valid', { code: 'validation_failed', errors: [{ field, code, message }] });
const incorrectCode = (reply: FastifyReply) => fieldProblem(reply, 'code', 'incorrect_code', 'Incorrect code, try again.');

export default async function twoFactorRoutes(app: FastifyInstance) {
  const post = [app.verifyCsrf, app.requireUser];
  const userOf = (request: FastifyRequest) => request.user!;

  /** Counts the attempt; null (after answering 429) when over the limit. */
  const attemptOf = async (request: FastifyRequest, reply: FastifyReply): Promise<Attempt | null> => {
    const attempt = await countAttempt(app, userOf(request).id, request.ip);
    if (attempt.allowed) return attempt;
    reply.header('Retry-After', String(attempt.retryAfterSeconds));
    await sendProblem(reply, 429, 'Too many attempts; try again later', { code: 'too_many_attempts' });
    return null;
  };

  app.get('/', { preHandler: [app.requireUser], schema: { response: { 200: statusAnswer, 401: problemRef } } }, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await app.twoFactor.status(userOf(request).id)),
  );

  app.post(
    '/setup',
    {
      preHandler: post,
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['secret', 'uri', 'qrSvg'],
            properties: { secret: { type: 'string' }, uri: { type: 'string' }, qrSvg: { type: 'string' } },
          },
          401: problemRef,
          403: problemRef,
          409: problemRef,
        },
      },
    },
    async (request, reply) => {
      const result = await app.twoFactor.startSetup(userOf(request));
      if (result.kind === 'already_enabled') return alreadyEnabled(reply);
      return reply.header('Cache-Control', 'no-store').send(result.setup);
    },
  );

  app.post<{ Body: { code: string } }>(
    '/confirm',
    {
      preHandler: post,
      schema: {
        body: codeBody,
        response: { 200: recoveryCodesAnswer, 401: problemRef, 403: problemRef, 409: problemRef, 422: problemRef, 429: problemRef },
      },
    },
    async (request, reply) => {
      const attempt = await attemptOf(request, reply);
      if (!attempt) return reply;
      const result = await app.twoFactor.confirmSetup(userOf(request).id, request.body.code.trim(), request.session?.idHash);
      if (result.kind === 'incorrect_code') return incorrectCode(reply);
      if (result.kind === 'already_enabled') return alreadyEnabled(reply);
      if (result.kind === 'not_started') {
        return sendProblem(reply, 409, 'Start the setup first (or again: it lasts 30 minutes)', { code: 'two_factor_setup_not_started' });
      }
      await refundAttempt(app, attempt);
      return reply.header('Cache-Control', 'no-store').send({ recoveryCodes: result.recoveryCodes });
    },
  );

  app.post<{ Body: { password?: string; code?: string } }>(
    '/disable',
    {
      preHandler: post,
      schema: {
        // The current password, or a current code (accounts without a password have only that).
        body: {
          type: 'object',
          properties: { password: { type: 'string', minLength: 1, maxLength: 4096 }, code },
          oneOf: [{ required: ['password'] }, { required: ['code'] }],
        },
        response: { 204: { type: 'null' }, 401: problemRef, 403: problemRef, 409: problemRef, 422: problemRef, 429: problemRef },
      },
    },
    async (request, reply) => {
      const userId = userOf(request).id;
      if (!(await app.twoFactor.isEnabled(userId))) return notEnabled(reply);
      const attempt = await attemptOf(request, reply);
      if (!attempt) return reply;
      const { password, code: submitted } = request.body;
      if (password !== undefined) {
        const user = await app.usersRepository.findById(userId);
        if (!(await app.passwords.verify(user?.passwordHash, password))) {
          return fieldProblem(reply, 'password', 'wrong_password', 'The password is incorrect.');
        }
      } else if (!(await app.twoFactor.verify(userId, submitted!))) {
        return incorrectCode(reply);
      }
      await refundAttempt(app, attempt);
      if ((await app.twoFactor.disable(userId, request.session?.idHash)) === 'not_enabled') return notEnabled(reply);
      return reply.code(204).header('Cache-Control', 'no-store').send();
    },
  );

  app.post<{ Body: { code: string } }>(
    '/recovery-codes',
    {
      preHandler: post,
      schema: {
        body: codeBody,
        response: { 200: recoveryCodesAnswer, 401: problemRef, 403: problemRef, 409: problemRef, 422: problemRef, 429: problemRef },
      },
    },
    async (request, reply) => {
      const userId = userOf(request).id;
      if (!(await app.twoFactor.isEnabled(userId))) return notEnabled(reply);
      const attempt = await attemptOf(request, reply);
      if (!attempt) return reply;
      if (!(await app.twoFactor.verify(userId, request.body.code))) return incorrectCode(reply);
      await refundAttempt(app, attempt);
      const codes = await app.twoFactor.regenerateRecoveryCodes(userId);
      if (codes === 'not_enabled') return notEnabled(reply);
      return reply.header('Cache-Control', 'no-store').send({ recoveryCodes: codes });
    },
  );
}
