// GET /api/intercom: the signed-in user's record for the support widget (the shell pushes it to the
// data layer as `intercom_user`), with Intercom's identity-verification hash, HMAC-SHA256 of the user id.
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { problemRef } from '../../../lib/problem';

export default async function intercomRoutes(app: FastifyInstance) {
  let secret = app.config.intercomSecret;
  if (secret === undefined) {
    // Never a secret in the repository: without configuration the hash is valid for this process only.
    secret = randomBytes(32).toString('hex');
    app.log.warn('INTERCOM_SECRET is unset: using a random per-process secret (development only)');
  }
  const key = secret;

  app.get(
    '/',
    {
      preHandler: [app.requireUser],
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['user_id', 'email', 'name', 'created_at', 'user_hash', 'type'],
            properties: {
              user_id: { type: 'string' },
              email: { type: 'string' },
              name: { type: 'string' },
              created_at: { type: 'integer', description: 'Unix seconds' },
              user_hash: { type: 'string' },
              type: { type: 'string' },
            },
          },
          401: problemRef,
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const userId = String(user.id);
      return reply.header('Cache-Control', 'no-store').send({
        user_id: userId,
        email: user.email,
        name: user.name,
        created_at: Math.floor(new Date(user.createdAt).getTime() / 1000),
        user_hash: createHmac('sha256', key).update(userId).digest('hex'),
        type: user.type,
      });
    },
  );
}
