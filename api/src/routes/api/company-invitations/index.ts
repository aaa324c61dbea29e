// /api/company-invitations/{token}: an invitation link into a company's team (api/CONSOLE.md,
// "Team"): what it is (for anyone holding the link) and accepting it (signed in, with the invited address).
import { invitationAcceptedSchema, invitationInfoSchema } from '@raketa/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { acceptInvitation, invitationInfo } from '../../../employer/team';
import { problemRef, sendProblem } from '../../../lib/problem';

const tokenParams = { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 100 } } } as const;

const REFUSALS = {
  not_found: [404, 'invitation_not_found', 'This invitation does not exist or was withdrawn'],
  expired: [410, 'invitation_expired', 'This invitation has expired; ask for a new one'],
  used: [410, 'invitation_used', 'This invitation has been used already'],
  email_mismatch: [403, 'invitation_email_mismatch', 'This invitation is for another e-mail address; sign in with that one'],
  already_in_company: [409, 'already_in_company', 'This account belongs to a company already'],
  candidate_account_in_use: [409, 'candidate_account_in_use', 'This candidate account is in use; join the team with a separate company account'],
} as const;

export default async function companyInvitationsRoutes(app: FastifyInstance) {
  const problems = { 400: problemRef, 401: problemRef, 403: problemRef, 404: problemRef, 409: problemRef, 410: problemRef };

  app.get<{ Params: { token: string } }>(
    '/:token',
    { schema: { params: tokenParams, response: { 200: invitationInfoSchema, ...problems } } },
    async (request, reply) => {
      const info = await invitationInfo(app.db, request.params.token, app.clock());
      if (!info) return sendProblem(reply, 404, REFUSALS.not_found[2], { code: REFUSALS.not_found[1] });
      // The link is the key: the answer is for its holder only.
      return reply.header('Cache-Control', 'private, no-store').header('Referrer-Policy', 'no-referrer').send(info);
    },
  );

  app.post<{ Params: { token: string } }>(
    '/:token/accept',
    { onRequest: [app.requireUser, app.verifyCsrf], schema: { params: tokenParams, response: { 200: invitationAcceptedSchema, ...problems } } },
    async (request, reply) => {
      const result = await acceptInvitation(app.db, { token: request.params.token, userId: request.user!.id, now: app.clock() });
      if (result.kind !== 'ok') {
        const [status, code, detail] = REFUSALS[result.kind];
        return sendProblem(reply, status, detail, { code });
      }
      // The account's kind (and what it may do) changed: a new session id, as for any such change.
      await app.sessions.rotate(request, reply);
      return reply.header('Cache-Control', 'no-store').send({ '@type': 'CompanyMembership', company: result.company, role: 'member' });
    },
  );
}
