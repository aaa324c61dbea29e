// Server-only: checks a username and password for `POST /api/login` and the login form post,
// under the shared throttle (spec: 5 per minute per username+IP, 25 per minute per IP; and 20 per
// 10 minutes per username from any IP), and starts the session of a first factor that passed
// (password or social), two-factor aware.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ThrottleRule } from '../plugins/throttle';
import type { UserWithPassword } from '../plugins/users-repository';
import { ClientGoneError, HashingBusyError } from './hashing-queue';
import type { Reservation } from './hashing-queue';
import { PASSWORD_MAX_LENGTH } from './password-policy';

export const LOGIN_PER_USERNAME_AND_IP: ThrottleRule = { limit: 5, windowMs: 60_000 };
export const LOGIN_PER_IP: ThrottleRule = { limit: 25, windowMs: 60_000 };
/**
 * Guesses at one account from many addresses (a botnet, rotating proxies): above what one person
 * mistypes on a few devices, far below what an address rotation would otherwise allow. The price is
 * that such a flood also keeps the owner out until it stops (they still can reset the password).
 */
export const LOGIN_PER_USERNAME: ThrottleRule = { limit: 20, windowMs: 10 * 60_000 };

export type SignInResult =
  | { kind: 'ok'; user: UserWithPassword }
  | { kind: 'wrong_credentials' }
  | { kind: 'throttled'; retryAfterSeconds: number }
  /** The hasher's queue is full: answer 503 with Retry-After; nothing was checked or counted. */
  | { kind: 'busy'; retryAfterSeconds: number }
  /** The client went away before its password was checked; nothing was checked or counted. */
  | { kind: 'gone' };

/** What a busy hasher asks a client to wait: its queue drains in well under a second. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

interface Credentials {
  username: string;
  password: string;
  ip: string;
  signal?: AbortSignal;
}

export async function checkCredentials(app: FastifyInstance, credentials: Credentials): Promise<SignInResult> {
  // A flood is refused here, before it costs the database anything: the place held in the hasher's
  // queue counts against its limits until the check is queued, or the attempt ends without one.
  const reservation = app.passwords.reserve(credentials.ip);
  if (!reservation) return { kind: 'busy', retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS };
  try {
    return await checkWithReservation(app, credentials, reservation);
  } finally {
    reservation.release();
  }
}

async function checkWithReservation(
  app: FastifyInstance,
  { username, password, ip, signal }: Credentials,
  reservation: Reservation,
): Promise<SignInResult> {
  const email = username.trim();
  // Every attempt counts before the password is checked, so parallel guesses cannot slip past the
  // limit; one that is not checked after all (refused by another rule, a busy hasher, a client gone)
  // or that succeeds is given back. Usernames are hashed: no addresses in the table.
  const hits = await app.throttle.hitAll([
    { key: `login:username-ip:${digest(`${email.toLowerCase()}\n${ip}`)}`, rule: LOGIN_PER_USERNAME_AND_IP },
    { key: `login:ip:${ip}`, rule: LOGIN_PER_IP },
    { key: `login:username:${digest(email.toLowerCase())}`, rule: LOGIN_PER_USERNAME },
  ]);
  const refund = () => app.throttle.refundAll(hits);
  const blocked = hits.filter((hit) => !hit.allowed);
  if (blocked.length > 0) {
    await refund();
    return { kind: 'throttled', retryAfterSeconds: Math.max(...blocked.map((hit) => hit.retryAfterSeconds)) };
  }

  // No account can have a longer password; refusing early bounds the work an attacker can ask for.
  if (email === '' || password === '' || password.length > PASSWORD_MAX_LENGTH * 2) {
    return { kind: 'wrong_credentials' };
  }
  const user = await app.usersRepository.findByEmail(email);
  let valid: boolean;
  try {
    // An unknown user is verified against a dummy of the same cost: both failures take as long.
    valid = await app.passwords.verify(user?.passwordHash, password, { signal, client: ip, reservation });
  } catch (error) {
    if (!(error instanceof HashingBusyError || error instanceof ClientGoneError)) throw error;
    await refund();
    return error instanceof HashingBusyError ? { kind: 'busy', retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS } : { kind: 'gone' };
  }
  if (!user || !valid) return { kind: 'wrong_credentials' };

  await refund();
  if (user.passwordHash && app.passwords.needsRehash(user.passwordHash)) {
    // An old (scrypt) hash becomes argon2id now that the password is at hand. Best effort: a busy
    // hasher or a client gone leaves it for the next sign-in.
    const upgraded = await app.passwords.hash(password, { signal, client: ip }).catch((error: unknown) => {
      if (error instanceof HashingBusyError || error instanceof ClientGoneError) return undefined;
      throw error;
    });
    if (upgraded) await app.usersRepository.updatePasswordHash(user.id, upgraded);
  }
  return { kind: 'ok', user };
}

/**
 * Signs in a user whose first factor passed (password, social provider). For a two-factor account
 * the session waits for the code instead (api/AUTH.md: it signs no one in) and this answers true:
 * send the browser to `secondFactorLocation(back)`.
 */
export async function signInUser(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: number): Promise<boolean> {
  const secondFactorPending = await app.twoFactor.isEnabled(userId);
  await app.sessions.start(request, reply, userId, { secondFactorPending });
  return secondFactorPending;
}

/** The two-factor dialog's fragment, the same in both languages (spec section 2). */
export const TWO_FACTOR_FRAGMENT = '2fa';
const BASE = 'http://raketa.invalid';

/**
 * Where a sign-in waiting for its code goes: `back` (already a safe target) with the two-factor
 * dialog open and `redirect_to={back}`, where the dialog sends the user once the code is right.
 */
export function secondFactorLocation(back: string): string {
  const url = new URL(back, BASE);
  url.hash = '';
  const relative = url.origin === BASE;
  url.searchParams.set('redirect_to', relative ? `${url.pathname}${url.search}` : url.href);
  url.hash = TWO_FACTOR_FRAGMENT;
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
