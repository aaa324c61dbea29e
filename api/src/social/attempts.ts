// Server-only: the state, nonce and PKCE verifier of a sign-in in progress, kept in the database
// (every API instance sees them) and bound to the browser that started it by the `raketa_social`
// cookie, whose random 256-bit id is stored only as its SHA-256. Single use, 10 minutes.
import type { SocialService } from '@raketa/shared/account';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import * as oidc from 'openid-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const SOCIAL_COOKIE = 'raketa_social';
export const ATTEMPT_TTL_MS = 10 * 60 * 1000;
const COOKIE_PATH = '/connect';
const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface SocialAttempt {
  service: SocialService;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  back: string;
  linkUserId: number | null;
}

interface AttemptRow {
  provider: SocialService;
  state: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  back: string;
  link_user_id: number | null;
  expires_at: Date | string;
}

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

/**
 * Apple answers with a cross-site POST (form_post), which carries only SameSite=None cookies;
 * those must be Secure, which Apple's https-only redirect URIs are anyway.
 */
function cookieOptions(request: FastifyRequest, crossSitePost: boolean) {
  return crossSitePost
    ? { path: COOKIE_PATH, httpOnly: true, sameSite: 'none' as const, secure: true }
    : { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' };
}

/** Starts an attempt: fresh state, nonce and verifier, stored; the cookie set on `reply`. */
export async function beginAttempt(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  attempt: Omit<SocialAttempt, 'state' | 'nonce' | 'codeVerifier'> & { crossSitePost: boolean },
): Promise<SocialAttempt> {
  const now = app.clock();
  const id = randomBytes(32).toString('base64url');
  const stored: SocialAttempt = {
    service: attempt.service,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
    redirectUri: attempt.redirectUri,
    back: attempt.back,
    linkUserId: attempt.linkUserId,
  };
  const previous = request.cookies[SOCIAL_COOKIE];
  await app.db.transaction(async (tx) => {
    // This browser's earlier attempt and everyone's stale ones go: no job sweeps the table.
    await tx.query('delete from social_sign_in_attempts where expires_at <= $1::timestamptz or browser_hash = $2', [
      now.toISOString(),
      previous !== undefined && ID_PATTERN.test(previous) ? hashId(previous) : '',
    ]);
    await tx.query(
      `insert into social_sign_in_attempts
         (browser_hash, provider, state, code_verifier, nonce, redirect_uri, back, link_user_id, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9::timestamptz)`,
      [
        hashId(id),
        stored.service,
        stored.state,
        stored.codeVerifier,
        stored.nonce,
        stored.redirectUri,
        stored.back,
        stored.linkUserId,
        new Date(now.getTime() + ATTEMPT_TTL_MS).toISOString(),
      ],
    );
  });
  reply.setCookie(SOCIAL_COOKIE, id, { ...cookieOptions(request, attempt.crossSitePost), maxAge: ATTEMPT_TTL_MS / 1000 });
  return stored;
}

export type TakeResult =
  | { kind: 'ok'; attempt: SocialAttempt }
  /** No attempt for this browser, or a stale one, or another service's. */
  | { kind: 'missing' }
  /** The browser's attempt, but the provider sent back another state. */
  | { kind: 'state_mismatch'; attempt: SocialAttempt };

const sameString = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Ends the browser's attempt (whatever comes next, it cannot be used twice) and checks it against the callback. */
export async function takeAttempt(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { service, state }: { service: SocialService; state: string | null },
): Promise<TakeResult> {
  const id = request.cookies[SOCIAL_COOKIE];
  if (id !== undefined) {
    reply.clearCookie(SOCIAL_COOKIE, cookieOptions(request, false));
  }
  if (id === undefined || !ID_PATTERN.test(id)) return { kind: 'missing' };
  const { rows } = await app.db.query<AttemptRow>(
    `delete from social_sign_in_attempts where browser_hash = $1
     returning provider, state, code_verifier, nonce, redirect_uri, back, link_user_id, expires_at`,
    [hashId(id)],
  );
  const row = rows[0];
  if (!row || row.provider !== service || new Date(row.expires_at).getTime() <= app.clock().getTime()) {
    return { kind: 'missing' };
  }
  const attempt: SocialAttempt = {
    service: row.provider,
    state: row.state,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    redirectUri: row.redirect_uri,
    back: row.back,
    linkUserId: row.link_user_id,
  };
  if (state === null || !sameString(state, attempt.state)) return { kind: 'state_mismatch', attempt };
  return { kind: 'ok', attempt };
}
