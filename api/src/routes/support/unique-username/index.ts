// GET /support/unique-username/{username}: whether an e-mail is still free, for sign-up (spec section 7).
import type { FastifyInstance } from 'fastify';
import { problemRef } from '../../../lib/problem';

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
        },
      },
    },
    async (request, reply) => {
      const taken = await app.usersRepository.emailExists(request.params.username.trim());
      return reply.header('Cache-Control', 'no-store').send({ isUsernameUnique: !taken });
    },
  );
}
