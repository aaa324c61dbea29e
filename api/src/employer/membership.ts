// Server-only: who may act for a company (api/CONSOLE.md, "Team"). `company_members` is the one
// record of it: an account belongs to at most one company, as its owner or a member. Routes of the
// company console guard themselves with `requireCompanyMember()` and read `request.company`.
import type { CompanyRole } from '@raketa/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../db/db';
import { sendProblem } from '../lib/problem';

export type { CompanyRole };

/** The company the signed-in account acts for, and its role there. */
export interface CompanyMembership {
  id: number;
  slug: string;
  role: CompanyRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireCompanyMember()`; null on routes without it. */
    company: CompanyMembership | null;
  }
}

/** The company of `userId` (at most one), or undefined. */
export async function companyOfUser(db: Queryable, userId: number): Promise<CompanyMembership | undefined> {
  const { rows } = await db.query<CompanyMembership>(
    `select c.id, c.slug, m.role from company_members m join companies c on c.id = m.company_id where m.user_id = $1`,
    [userId],
  );
  return rows[0];
}

/**
 * An `onRequest` hook: 401 `unauthenticated` without a session, 403 `company_member_only` for an
 * account outside every company, 403 `company_owner_only` for a member where `owner` is asked.
 * Use it first, before the CSRF check and the body: `onRequest: [requireCompanyMember(), app.verifyCsrf]`.
 * Read with every request, so a removed member loses access at once.
 */
export function requireCompanyMember({ owner = false }: { owner?: boolean } = {}) {
  return async function companyMemberGuard(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
    await request.server.requireUser(request, reply);
    if (reply.sent) return;
    const company = await companyOfUser(request.server.db, request.user!.id);
    if (!company) {
      return sendProblem(reply, 403, 'Only a member of a company may do this', { code: 'company_member_only' });
    }
    if (owner && company.role !== 'owner') {
      return sendProblem(reply, 403, 'Only the owner of the company may do this', { code: 'company_owner_only' });
    }
    request.company = company;
  };
}

/** Declares `request.company` (registered once in app.ts, after sessions). */
export const companyMembership = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('company', null);
  },
  { name: 'company-membership', dependencies: ['sessions'] },
);
