// Server-only: server-side sessions. The cookie carries a random 256-bit id; the table keeps only
// its SHA-256, so a leaked table or backup holds no usable session. Decorates the app with
// `sessions` (start / rotate / end) and `loadSession` / `requireUser` preHandlers, and requests
// with `user` (null when signed out).
import { createHash, randomBytes } from 'node:crypto';
import { SESSION_COOKIE } from '@raketa/shared/account';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from '../lib/problem';
import type { Role } from '../admin/roles';
import type { User, UserType } from './users-repository';

export { SESSION_COOKIE };
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A job board is visited now and then, not all day: a week without a visit signs the user out
 * (sliding), and no session lives longer than 30 days however active, which bounds what a stolen
 * cookie is worth.
 */
export const SESSION_IDLE_MS = 7 * DAY_MS;
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;
/** `last_seen_at` is written at most this often, not on every request. */
export const SESSION_TOUCH_MS = 5 * 60 * 1000;
/** A session waiting for the second factor (api/AUTH.md) lives this long, without sliding. */
export const SECOND_FACTOR_PENDING_MS = 10 * 60 * 1000;

const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

interface SessionRow {
  id_hash: string;
  last_seen_at: Date | string;
  absolute_expires_at: Date | string;
  second_factor_pending: boolean;
  user_id: number;
  type: UserType;
  name: string;
  email: string;
  created_at: Date | string;
  roles: Role[];
}

/** The signed-in user of a request: the account with its roles (read with the session, so a revoked role ends at once). */
export interface SessionUser extends User {
  roles: Role[];
}

export interface Session {
  idHash: string;
  absoluteExpiresAt: Date;
  userId: number;
  /** Password checked, two-factor code not yet: the session signs no one in (`request.user` stays null). */
  secondFactorPending: boolean;
}

export interface StartOptions {
  /** Opens a short session that only `completeSecondFactor` turns into a signed-in one. */
  secondFactorPending?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the `loadSession` preHandler; null when signed out. */
    user: SessionUser | null;
    session: Session | null;
  }
  interface FastifyInstance {
    sessions: {
      /** Signs `userId` in with a new session id; any session the request carried ends (fixation). */
      start(request: FastifyRequest, reply: FastifyReply, userId: number, options?: StartOptions): Promise<void>;
      /** A new id for the signed-in user (for a privilege change). */
      rotate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      /** Signs in the user of the request's second-factor-pending session, with a new session id. */
      completeSecondFactor(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      /** Ends the request's session (also a pending one), if any, and clears the cookie. */
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      /** Ends every session of a user (password reset, account deletion). */
      endAllFor(userId: number): Promise<void>;
    };
    loadSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

function cookieOptions(request: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' };
}

async function sessions(app: FastifyInstance) {
  const { db, clock } = app;
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);

  const cookieIdHash = (request: FastifyRequest): string | undefined => {
    const id = request.cookies[SESSION_COOKIE];
    return id !== undefined && ID_PATTERN.test(id) ? hashSessionId(id) : undefined;
  };

  const clearCookie = (request: FastifyRequest, reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
  };

  async function start(request: FastifyRequest, reply: FastifyReply, userId: number, options: StartOptions = {}) {
    const previous = cookieIdHash(request);
    if (previous) await db.query('delete from sessions where id_hash = $1', [previous]);

    const now = clock();
    const id = randomBytes(32).toString('base64url');
    const secondFactorPending = options.secondFactorPending ?? false;
    const absoluteExpiresAt = new Date(now.getTime() + (secondFactorPending ? SECOND_FACTOR_PENDING_MS : SESSION_ABSOLUTE_MS));
    const idleExpiresAt = secondFactorPending ? absoluteExpiresAt : new Date(now.getTime() + SESSION_IDLE_MS);
    await db.query(
      `insert into sessions (id_hash, user_id, created_at, last_seen_at, idle_expires_at, absolute_expires_at, second_factor_pending)
       values ($1, $2, $3::timestamptz, $3::timestamptz, $4::timestamptz, $5::timestamptz, $6)`,
      [hashSessionId(id), userId, now.toISOString(), idleExpiresAt.toISOString(), absoluteExpiresAt.toISOString(), secondFactorPending],
    );
    // The user's long-dead sessions go while we are here (there is no background job yet).
    await db.query('delete from sessions where user_id = $1 and (idle_expires_at <= $2::timestamptz or absolute_expires_at <= $2::timestamptz)', [
      userId,
      now.toISOString(),
    ]);
    reply.setCookie(SESSION_COOKIE, id, { ...cookieOptions(request), expires: absoluteExpiresAt });
    request.session = { idHash: hashSessionId(id), absoluteExpiresAt, userId, secondFactorPending };
    if (secondFactorPending) request.user = null;
  }

  async function loadSession(request: FastifyRequest, reply: FastifyReply) {
    if (request.session) return;
    const idHash = cookieIdHash(request);
    if (!idHash) {
      if (request.cookies[SESSION_COOKIE] !== undefined) clearCookie(request, reply);
      return;
    }
    const now = clock();
    const { rows } = await db.query<SessionRow>(
      `select s.id_hash, s.last_seen_at, s.absolute_expires_at, s.second_factor_pending, u.id as user_id, u.type, u.name, u.email, u.created_at, u.roles
       from sessions s join users u on u.id = s.user_id
       where s.id_hash = $1 and s.idle_expires_at > $2::timestamptz and s.absolute_expires_at > $2::timestamptz`,
      [idHash, now.toISOString()],
    );
    const row = rows[0];
    if (!row) {
      await db.query('delete from sessions where id_hash = $1', [idHash]);
      clearCookie(request, reply);
      return;
    }
    const absoluteExpiresAt = new Date(row.absolute_expires_at);
    if (row.second_factor_pending) {
      // Not a sign-in: only POST /2fa_check and sign-out look at it, and it does not slide.
      request.session = { idHash, absoluteExpiresAt, userId: row.user_id, secondFactorPending: true };
      return;
    }
    if (now.getTime() - new Date(row.last_seen_at).getTime() >= SESSION_TOUCH_MS) {
      await db.query('update sessions set last_seen_at = $2::timestamptz, idle_expires_at = $3::timestamptz where id_hash = $1', [
        idHash,
        now.toISOString(),
        new Date(now.getTime() + SESSION_IDLE_MS).toISOString(),
      ]);
    }
    request.session = { idHash, absoluteExpiresAt, userId: row.user_id, secondFactorPending: false };
    request.user = {
      id: row.user_id,
      type: row.type,
      name: row.name,
      email: row.email,
      createdAt: new Date(row.created_at).toISOString(),
      roles: row.roles,
    };
  }

  app.decorate('sessions', {
    start,
    async rotate(request: FastifyRequest, reply: FastifyReply) {
      await loadSession(request, reply);
      if (!request.user) throw new Error('sessions.rotate needs a signed-in request');
      await start(request, reply, request.user.id);
    },
    async completeSecondFactor(request: FastifyRequest, reply: FastifyReply) {
      await loadSession(request, reply);
      if (!request.session?.secondFactorPending) throw new Error('sessions.completeSecondFactor needs a second-factor-pending request');
      // start() ends the pending session: its id never becomes a signed-in one.
      await start(request, reply, request.session.userId);
    },
    async end(request: FastifyRequest, reply: FastifyReply) {
      const idHash = cookieIdHash(request);
      if (idHash) await db.query('delete from sessions where id_hash = $1', [idHash]);
      if (request.cookies[SESSION_COOKIE] !== undefined) clearCookie(request, reply);
      request.session = null;
      request.user = null;
    },
    async endAllFor(userId: number) {
      await db.query('delete from sessions where user_id = $1', [userId]);
    },
  });
  app.decorate('loadSession', loadSession);
  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    await loadSession(request, reply);
    if (!request.user) return sendProblem(reply, 401, 'Sign in first', { code: 'unauthenticated' });
  });
}

export default fp(sessions, { name: 'sessions', decorators: { fastify: ['db', 'clock'] }, dependencies: ['@fastify/cookie'] });
