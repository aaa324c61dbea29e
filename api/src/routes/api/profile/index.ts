// The signed-in user's profile and account (api/AUTH.md, "Profile"): read, edit, delete; the CV and
// the password are sub-resources. Every call needs a session; every change also the CSRF checks.
import type { FastifyInstance } from 'fastify';
import { deleteAccount } from '../../../profile/account';
import { getProfile, updateProfile } from '../../../profile/profiles';
import { validateProfilePatch } from '../../../profile/profile-validation';
import { problemRef, sendProblem } from '../../../lib/problem';
import { sendAccountProblem } from './account-problem';
import cvRoutes from './cv';
import passwordRoutes from './password';
import { profileSchema } from './schemas';

export default async function profileRoutes(app: FastifyInstance) {
  // Signed out is refused before the body is read; CSRF needs the X-CSRF-Token header, so it runs here too.
  const signedIn = { onRequest: [app.requireUser] };
  const changes = { onRequest: [app.requireUser, app.verifyCsrf] };

  app.get('/', { ...signedIn, schema: { response: { 200: profileSchema, 401: problemRef } } }, async (request, reply) => {
    const profile = await getProfile(app.db, request.user!.id);
    return reply.header('Cache-Control', 'no-store').send(profile);
  });

  app.patch(
    '/',
    {
      ...changes,
      schema: { body: { type: 'object' }, response: { 200: profileSchema, 401: problemRef, 403: problemRef, 422: problemRef } },
    },
    async (request, reply) => {
      const validation = validateProfilePatch(request.body);
      if (!validation.ok) {
        return sendProblem(reply, 422, 'Some fields are not valid', { code: 'validation_failed', errors: validation.errors });
      }
      const profile = await updateProfile(app.db, request.user!.id, validation.value, app.clock());
      return reply.header('Cache-Control', 'no-store').send(profile);
    },
  );

  app.delete(
    '/',
    {
      ...changes,
      schema: {
        body: { type: 'object' },
        response: { 204: { type: 'null' }, 401: problemRef, 403: problemRef, 422: problemRef, 429: problemRef },
      },
    },
    async (request, reply) => {
      const result = await deleteAccount(app, { userId: request.user!.id, body: request.body as Record<string, unknown> });
      if (result.kind !== 'ok') return sendAccountProblem(reply, result);
      // The rows went with the account; the cookie goes too.
      await app.sessions.end(request, reply);
      return reply.code(204).header('Cache-Control', 'no-store').send();
    },
  );

  await app.register(cvRoutes, { prefix: '/cv' });
  await app.register(passwordRoutes, { prefix: '/password' });
}
