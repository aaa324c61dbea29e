// Server-only: the guard of every `/api/admin/**` route (api/COMPANY-PAGES.md, "Admin role").
// Use it first, before the CSRF check and the body: `onRequest: [requireAdmin, app.verifyCsrf]`.
// 401 `unauthenticated` without a session, 403 `admin_only` for a signed-in user without the role.
// The roles are read with the session on every request, so a revoked role stops working at once.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from '../lib/problem';

export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
  await request.server.requireUser(request, reply);
  if (reply.sent) return;
  if (!request.user!.roles.includes('admin')) {
    return sendProblem(reply, 403, 'Only an administrator may do this', { code: 'admin_only' });
  }
}
