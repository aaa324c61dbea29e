// GET /api/me: who the browser is signed in as, so the UI knows the session (HttpOnly cookie).
import type { FastifyInstance } from 'fastify';
import { ROLES } from '../../../admin/roles';

export const userSchema = {
  type: 'object',
  required: ['id', 'type', 'name', 'email', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    type: { type: 'string', enum: ['candidate', 'company'] },
    name: { type: 'string' },
    email: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

/** The signed-in user as `GET /api/me` shows it: the account and its roles (api/COMPANY-PAGES.md, "Admin role"). */
const sessionUserSchema = {
  ...userSchema,
  required: [...userSchema.required, 'roles'],
  properties: { ...userSchema.properties, roles: { type: 'array', items: { type: 'string', enum: [...ROLES] } } },
} as const;

export default async function meRoutes(app: FastifyInstance) {
  app.get(
    '/',
    {
      preHandler: [app.loadSession],
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['user', 'twoFactorPending'],
            properties: {
              user: { anyOf: [{ type: 'null' }, sessionUserSchema] },
              // Password checked, two-factor code not yet: `user` is null until POST /2fa_check.
              twoFactorPending: { type: 'boolean' },
            },
          },
        },
      },
    },
    // 200 either way: being signed out is an answer, not an error.
    async (request, reply) =>
      reply.header('Cache-Control', 'no-store').send({ user: request.user, twoFactorPending: request.session?.secondFactorPending ?? false }),
  );
}
