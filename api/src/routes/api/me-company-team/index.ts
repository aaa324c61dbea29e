// /api/me/company/{team,invitations,members}: the company's team (api/CONSOLE.md, "Team"). Any
// member reads it; only the owner invites, withdraws invitations and removes members. Registered
// with the prefix /api/me/company beside meCompanyRoutes (whose multipart parsing stays there).
import { checkInvitationRequest, teamSchema } from '@raketa/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldErrors } from '../../../employer/field-messages';
import { requireCompanyMember } from '../../../employer/membership';
import {
  INVITATIONS_PER_COMPANY_DAY,
  INVITATIONS_PER_COMPANY_HOUR,
  inviteToCompany,
  loadTeam,
  removeMember,
  withdrawInvitation,
} from '../../../employer/team';
import type { MailLocale } from '../../../mail/password-reset-mail';
import { problemRef, sendProblem } from '../../../lib/problem';

const idParams = (name: string) =>
  ({ type: 'object', required: [name], properties: { [name]: { type: 'integer', minimum: 1, maximum: 2147483647 } } }) as const;

/**
 * The site a request came from (its Origin, else its Referer; the CSRF check has made sure it is one
 * of ours): the language of the mails it causes and the host of their links.
 */
export function siteOf(request: FastifyRequest): { locale: MailLocale; origin: string } {
  const { siteHosts } = request.server.config;
  const source = request.headers.origin || request.headers.referer;
  try {
    const url = new URL(String(source));
    const host = url.host.toLowerCase();
    if (host === siteHosts.en) return { locale: 'en', origin: `${url.protocol}//${host}` };
    if (host === siteHosts.cs) return { locale: 'cs', origin: `${url.protocol}//${host}` };
  } catch {
    // No usable Origin: the Czech site, as a request without a site is elsewhere.
  }
  return { locale: 'cs', origin: `${request.protocol}://${siteHosts.cs}` };
}

export default async function meCompanyTeamRoutes(app: FastifyInstance) {
  const problems = { 400: problemRef, 401: problemRef, 403: problemRef, 404: problemRef, 409: problemRef, 422: problemRef, 429: problemRef };
  // The guard first (401/403 before CSRF and the body), as requireAdmin does.
  const ownerChange = { onRequest: [requireCompanyMember({ owner: true }), app.verifyCsrf] };

  app.get('/team', { onRequest: [requireCompanyMember()], schema: { response: { 200: teamSchema, ...problems } } }, async (request, reply) =>
    reply.header('Cache-Control', 'private, no-store').send(await loadTeam(app.db, request.company!.id, app.clock())),
  );

  app.post(
    '/invitations',
    { ...ownerChange, schema: { response: { 201: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } }, ...problems } } },
    async (request, reply) => {
      const checked = checkInvitationRequest(request.body);
      if (!checked.ok)
        return sendProblem(reply, 422, 'Some fields are not valid', { code: 'validation_failed', errors: fieldErrors(checked.errors) });
      const company = request.company!;
      // Counted once the body is valid: a typo does not use up the company's allowance.
      const hits = await app.throttle.hitAll([
        { key: `invite:company:${company.id}:hour`, rule: INVITATIONS_PER_COMPANY_HOUR },
        { key: `invite:company:${company.id}:day`, rule: INVITATIONS_PER_COMPANY_DAY },
      ]);
      const blocked = hits.filter((hit) => !hit.allowed);
      if (blocked.length > 0) {
        await app.throttle.refundAll(hits);
        reply.header('Retry-After', String(Math.max(...blocked.map((hit) => hit.retryAfterSeconds))));
        return sendProblem(reply, 429, 'This company has sent too many invitations; try again later', { code: 'too_many_invitations' });
      }
      const site = siteOf(request);
      const result = await inviteToCompany(app, {
        companyId: company.id,
        inviterId: request.user!.id,
        email: checked.value.email,
        locale: site.locale,
        siteOrigin: site.origin,
      });
      if (result.kind !== 'ok') await app.throttle.refundAll(hits);
      if (result.kind === 'already_member')
        return sendProblem(reply, 409, 'This address belongs to a member of the team already', { code: 'already_member' });
      if (result.kind === 'too_many_open') {
        return sendProblem(reply, 409, 'Too many invitations are waiting; withdraw some first', { code: 'too_many_open_invitations' });
      }
      return reply.code(201).header('Cache-Control', 'no-store').header('Location', '/api/me/company/team').send({ id: result.id });
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/invitations/:id',
    { ...ownerChange, schema: { params: idParams('id'), response: { 204: { type: 'null' }, ...problems } } },
    async (request, reply) => {
      if (!(await withdrawInvitation(app.db, request.company!.id, request.params.id))) {
        return sendProblem(reply, 404, 'No such invitation is waiting', { code: 'invitation_not_found' });
      }
      return reply.code(204).send();
    },
  );

  app.delete<{ Params: { userId: number } }>(
    '/members/:userId',
    { ...ownerChange, schema: { params: idParams('userId'), response: { 204: { type: 'null' }, ...problems } } },
    async (request, reply) => {
      const result = await removeMember(app.db, request.company!.id, request.params.userId);
      if (result === 'owner') return sendProblem(reply, 409, 'The owner cannot be removed from the team', { code: 'owner_cannot_be_removed' });
      if (result === 'not_found') return sendProblem(reply, 404, 'No such member in this team', { code: 'member_not_found' });
      return reply.code(204).send();
    },
  );
}
