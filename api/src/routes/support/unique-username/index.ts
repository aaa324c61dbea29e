// GET /support/unique-username/{username}: whether an e-mail is still free, for sign-up (spec section 7).
import type { FastifyInstance } from 'fastify';
import { problemRef, sendProblem } from '../../../lib/problem';
import type { ThrottleRule } from '../../../plugins/throttle';

/** The sign-up form asks once per submit; 30 a minute per client IP bounds scraping for registered addresses. */
export const UNIQUE_USERNAME_PER_IP: ThrottleRule = { limit: 30, windowMs: 60_000 };

export default async function uniqueUsernameRoutes(app: FastifyInstance) {
  app.get<{ Params: { username: string } }>(
    '/:username',
    {
      schema: {
        params: {
          type: 'object',
          required: ['username'],
          properties: { username: { type: 'string', minLength: 1, maxLength: 254 } },
        },
        response: {
          200: { type: 'object', required: ['isUsernameUnique'], properties: { isUsernameUnique: { type: 'boolean' } } },
          400: problemRef,
          429: problemRef,
        },
      },
    },
    async (request, reply) => {
      const hit = await app.throttle.hit(`unique-username:ip:${request.ip}`, UNIQUE_USERNAME_PER_IP);
      if (!hit.allowed) {
        reply.header('Retry-After', String(hit.retryAfterSeconds));
        return sendProblem(reply, 429, 'Too many checks from this address; try again later', { code: 'too_many_attempts' });
      }
      const taken = await app.usersRepository.emailExists(request.params.username.trim());
      return reply.header('Cache-Control', 'no-store').send({ isUsernameUnique: !taken });
    },
  );
}
