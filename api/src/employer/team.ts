// Server-only: a company's team (api/CONSOLE.md, "Team"): its members, the invitations the owner
// sends, and accepting one. An invitation is a single-use link valid 7 days, mailed through the job
// queue in the inviter's site language; only SHA-256 hashes of its tokens are stored.
import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_DAYS, OPEN_INVITATIONS_MAX, type InvitationInfo, type InvitationState, type Team } from '@raketa/shared/contracts';
import { pathFor } from '@raketa/shared/routes';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db/db';
import { companyInvitationMail } from '../mail/company-invitation-mail';
import { stableMailId } from '../mail/mailer';
import type { MailLocale } from '../mail/password-reset-mail';
import type { ThrottleRule } from '../plugins/throttle';
import { defineJob, MAIL_RETRIES } from '../queue/queue';
import { candidateAccountInUse } from './account-kind';
import type { CompanyRole } from './membership';

const DAY_MS = 24 * 60 * 60 * 1000;
export const INVITATION_TTL_MS = INVITATION_DAYS * DAY_MS;
/**
 * Invitations a company may send: 10 an hour and 30 a day. A team grows by a few people at a time;
 * each invitation mails an address the owner types, which must not become a way to mail strangers.
 */
export const INVITATIONS_PER_COMPANY_HOUR: ThrottleRule = { limit: 10, windowMs: 60 * 60 * 1000 };
export const INVITATIONS_PER_COMPANY_DAY: ThrottleRule = { limit: 30, windowMs: DAY_MS };
/** The page of the link (the route table's `companyInvitation`, mf-company-pages): it reads the token from the query. */
export const invitationPath = (locale: MailLocale) => pathFor('companyInvitation', locale);

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const iso = (value: Date | string) => new Date(value).toISOString();

/** Members (owner first, then by joining) and open invitations (newest first). */
export async function loadTeam(db: Queryable, companyId: number, now: Date): Promise<Team> {
  const { rows: members } = await db.query<{ user_id: number; name: string; email: string; role: CompanyRole; created_at: Date | string }>(
    `select m.user_id, u.name, u.email, m.role, m.created_at
     from company_members m join users u on u.id = m.user_id
     where m.company_id = $1 order by m.role = 'owner' desc, m.created_at, m.user_id`,
    [companyId],
  );
  const { rows: invitations } = await db.query<{
    id: number;
    email: string;
    invited_by: string | null;
    created_at: Date | string;
    expires_at: Date | string;
  }>(
    `select i.id, i.email, u.name as invited_by, i.created_at, i.expires_at
     from company_invitations i left join users u on u.id = i.invited_by
     where i.company_id = $1 and i.accepted_at is null order by i.created_at desc, i.id desc`,
    [companyId],
  );
  return {
    '@id': '/api/me/company/team',
    '@type': 'CompanyTeam',
    members: members.map((row) => ({ userId: row.user_id, name: row.name, email: row.email, role: row.role, joinedAt: iso(row.created_at) })),
    invitations: invitations.map((row) => ({
      id: row.id,
      email: row.email,
      state: new Date(row.expires_at) <= now ? 'expired' : 'pending',
      invitedBy: row.invited_by,
      createdAt: iso(row.created_at),
      expiresAt: iso(row.expires_at),
    })),
  };
}

export interface InvitationMailData {
  invitationId: number;
  /** The inviter's site (`http://en.localhost:3000`): the link's host. */
  siteOrigin: string;
}

export type InviteResult = { kind: 'ok'; id: number } | { kind: 'already_member' } | { kind: 'too_many_open' };

/**
 * Invites `email` into the company and enqueues its mail, in one transaction. An open invitation of
 * the same address is replaced (its link stops working): inviting again is how the owner resends.
 */
export async function inviteToCompany(
  app: FastifyInstance,
  input: { companyId: number; inviterId: number; email: string; locale: MailLocale; siteOrigin: string },
): Promise<InviteResult> {
  const now = app.clock();
  return app.db.transaction(async (tx) => {
    // The company's row orders concurrent invitations of one company (the open-invitation count).
    await tx.query('select 1 from companies where id = $1 for update', [input.companyId]);
    const { rows: members } = await tx.query(
      `select 1 from company_members m join users u on u.id = m.user_id where m.company_id = $1 and lower(u.email) = lower($2)`,
      [input.companyId, input.email],
    );
    if (members.length > 0) return { kind: 'already_member' };
    await tx.query(`delete from company_invitations where company_id = $1 and lower(email) = lower($2) and accepted_at is null`, [
      input.companyId,
      input.email,
    ]);
    const { rows: open } = await tx.query<{ count: number }>(
      `select count(*)::int as count from company_invitations where company_id = $1 and accepted_at is null and expires_at > $2::timestamptz`,
      [input.companyId, now.toISOString()],
    );
    if (open[0]!.count >= OPEN_INVITATIONS_MAX) return { kind: 'too_many_open' };
    const { rows } = await tx.query<{ id: number }>(
      `insert into company_invitations (company_id, email, locale, invited_by, created_at, expires_at)
       values ($1, $2, $3, $4, $5::timestamptz, $6::timestamptz) returning id`,
      [input.companyId, input.email, input.locale, input.inviterId, now.toISOString(), new Date(now.getTime() + INVITATION_TTL_MS).toISOString()],
    );
    const id = rows[0]!.id;
    await app.queue.send(companyInvitationJob, { invitationId: id, siteOrigin: input.siteOrigin } satisfies InvitationMailData, tx);
    return { kind: 'ok', id };
  });
}

/** Withdraws an open invitation of the company (its links stop working); false when there is none. */
export async function withdrawInvitation(db: Queryable, companyId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('delete from company_invitations where id = $1 and company_id = $2 and accepted_at is null returning id', [
    id,
    companyId,
  ]);
  return rows.length > 0;
}

/** Takes a member out of the company (access ends with their next request). The owner stays. */
export async function removeMember(db: Queryable, companyId: number, userId: number): Promise<'ok' | 'not_found' | 'owner'> {
  const { rows } = await db.query<{ role: CompanyRole }>(
    `delete from company_members where company_id = $1 and user_id = $2 and role = 'member' returning role`,
    [companyId, userId],
  );
  if (rows.length > 0) return 'ok';
  const { rows: owner } = await db.query('select 1 from company_members where company_id = $1 and user_id = $2', [companyId, userId]);
  return owner.length > 0 ? 'owner' : 'not_found';
}

/** Makes a link's token and stores its hash, then mails the link; a retry makes another token (both stay valid). */
export const companyInvitationJob = defineJob<InvitationMailData, FastifyInstance>({
  name: 'company-invitation-mail',
  retries: MAIL_RETRIES,
  async run(app, { invitationId, siteOrigin }, job) {
    const { rows } = await app.db.query<{
      email: string;
      locale: MailLocale;
      expires_at: Date | string;
      company: string;
      inviter: string | null;
    }>(
      `select i.email, i.locale, i.expires_at, c.name as company, u.name as inviter
       from company_invitations i join companies c on c.id = i.company_id left join users u on u.id = i.invited_by
       where i.id = $1 and i.accepted_at is null`,
      [invitationId],
    );
    const invitation = rows[0];
    // Withdrawn, replaced or used meanwhile: nothing to send.
    if (!invitation) return;
    const token = randomBytes(32).toString('base64url');
    await app.db.query(
      `insert into company_invitation_tokens (token_hash, invitation_id, created_at)
       select $1, id, $3::timestamptz from company_invitations where id = $2`,
      [sha256(token), invitationId, app.clock().toISOString()],
    );
    const link = `${siteOrigin}${invitationPath(invitation.locale)}?${new URLSearchParams({ token })}`;
    const mail = companyInvitationMail({
      to: invitation.email,
      locale: invitation.locale,
      inviter: invitation.inviter ?? invitation.company,
      company: invitation.company,
      link,
      expiresAt: new Date(invitation.expires_at),
    });
    await app.mailer.send({ ...mail, id: stableMailId(job.createdOn, job.id) });
  },
});

interface TokenRow {
  id: number;
  company_id: number;
  email: string;
  expires_at: Date | string;
  accepted_at: Date | string | null;
  name: string;
  slug: string;
  logo_image_id: number | null;
}

async function findByToken(db: Queryable, token: string, lock = false): Promise<TokenRow | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const { rows } = await db.query<TokenRow>(
    `select i.id, i.company_id, i.email, i.expires_at, i.accepted_at, c.name, c.slug, c.logo_image_id
     from company_invitation_tokens t
       join company_invitations i on i.id = t.invitation_id
       join companies c on c.id = i.company_id
     where t.token_hash = $1${lock ? ' for update of i' : ''}`,
    [sha256(token)],
  );
  return rows[0];
}

const stateOf = (row: TokenRow, now: Date): InvitationState =>
  row.accepted_at !== null ? 'used' : new Date(row.expires_at) <= now ? 'expired' : 'valid';

/** What the link's page shows; undefined for an unknown (or withdrawn) link. */
export async function invitationInfo(db: Queryable, token: string, now: Date): Promise<InvitationInfo | undefined> {
  const row = await findByToken(db, token);
  if (!row) return undefined;
  return {
    '@type': 'CompanyInvitation',
    company: { name: row.name, slug: row.slug, logo: row.logo_image_id },
    email: row.email,
    state: stateOf(row, now),
    expiresAt: iso(row.expires_at),
  };
}

export type AcceptResult =
  | { kind: 'ok'; company: { id: number; slug: string; name: string }; becameCompany: boolean }
  | { kind: 'not_found' | 'expired' | 'used' | 'email_mismatch' | 'already_in_company' | 'candidate_account_in_use' };

/**
 * Joins the signed-in user to the invitation's company as a member, in one transaction: the
 * membership, the invitation used up, and the account made a company account. The account must
 * have the invited address (the link is for that person, not for whoever it is forwarded to).
 */
export async function acceptInvitation(db: Db, input: { token: string; userId: number; now: Date }): Promise<AcceptResult> {
  return db.transaction(async (tx) => {
    // Locks the invitation: of two accepts of one link, the second sees it used.
    const row = await findByToken(tx, input.token, true);
    if (!row) return { kind: 'not_found' };
    const state = stateOf(row, input.now);
    if (state !== 'valid') return { kind: state };
    const { rows: users } = await tx.query<{ type: string; email: string }>('select type, email from users where id = $1 for update', [input.userId]);
    const user = users[0];
    if (!user) return { kind: 'not_found' };
    if (user.email.toLowerCase() !== row.email.toLowerCase()) return { kind: 'email_mismatch' };
    const { rows: membership } = await tx.query('select 1 from company_members where user_id = $1', [input.userId]);
    if (membership.length > 0) return { kind: 'already_in_company' };
    if (user.type === 'candidate' && (await candidateAccountInUse(tx, input.userId))) return { kind: 'candidate_account_in_use' };

    const now = input.now.toISOString();
    await tx.query(`insert into company_members (company_id, user_id, role, created_at) values ($1, $2, 'member', $3::timestamptz)`, [
      row.company_id,
      input.userId,
      now,
    ]);
    await tx.query('update company_invitations set accepted_at = $2::timestamptz, accepted_by = $3 where id = $1', [row.id, now, input.userId]);
    if (user.type !== 'company') {
      await tx.query(`update users set type = 'company', updated_at = $2::timestamptz where id = $1`, [input.userId, now]);
    }
    return { kind: 'ok', company: { id: row.company_id, slug: row.slug, name: row.name }, becameCompany: user.type !== 'company' };
  });
}
