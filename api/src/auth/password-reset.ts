// Server-only: password reset (api/AUTH.md). A request mails a single-use link valid 60 minutes;
// only the token's SHA-256 is stored. The answer never tells whether the account exists, nor takes
// longer for one: the request only validates, throttles and enqueues a job with the address; the
// job queue looks the account up and mails the link (passwordResetJob).
import { createHash, randomBytes } from 'node:crypto';
import { isEmail } from '@raketa/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../lib/problem';
import { stableMailId } from '../mail/mailer';
import { passwordResetMail, type MailLocale } from '../mail/password-reset-mail';
import type { ThrottleRule } from '../plugins/throttle';
import { createUsersRepository } from '../plugins/users-repository';
import { defineJob, MAIL_RETRIES } from '../queue/queue';
import { checkNewPassword } from './password-policy';
import { EMAIL_MAX_LENGTH, MESSAGES } from './registration';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** The sign-in limits (issue 4): 5 per minute per e-mail+IP, 25 per minute per IP. */
export const RESET_PER_EMAIL_AND_IP: ThrottleRule = { limit: 5, windowMs: 60_000 };
export const RESET_PER_IP: ThrottleRule = { limit: 25, windowMs: 60_000 };
export const RESET_PATHS: Record<MailLocale, string> = { cs: '/obnovit-heslo', en: '/reset-password' };

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export type ResetRequestResult = { kind: 'ok' } | { kind: 'invalid'; errors: FieldError[] } | { kind: 'throttled'; retryAfterSeconds: number };

export async function requestPasswordReset(
  app: FastifyInstance,
  { email: rawEmail, ip, locale, siteOrigin }: { email: string; ip: string; locale: MailLocale; siteOrigin: string },
): Promise<ResetRequestResult> {
  const email = rawEmail.trim();
  // Format errors say nothing about accounts, so they may differ from the success answer.
  if (email === '') return { kind: 'invalid', errors: [{ field: 'email', code: 'required', message: MESSAGES.required }] };
  if (email.length > EMAIL_MAX_LENGTH || !isEmail(email)) {
    return { kind: 'invalid', errors: [{ field: 'email', code: 'invalid_email', message: MESSAGES.invalid_email }] };
  }
  // Counted whether or not the account exists, so the limit reveals nothing either.
  const hits = await Promise.all([
    app.throttle.hit(`reset:email-ip:${sha256(`${email.toLowerCase()}\n${ip}`)}`, RESET_PER_EMAIL_AND_IP),
    app.throttle.hit(`reset:ip:${ip}`, RESET_PER_IP),
  ]);
  const blocked = hits.filter((hit) => !hit.allowed);
  if (blocked.length > 0) {
    return { kind: 'throttled', retryAfterSeconds: Math.max(...blocked.map((hit) => hit.retryAfterSeconds)) };
  }

  // The same one insert for any address: the lookup, the token and the mail are the job's.
  await app.queue.send(passwordResetJob, { email, locale, siteOrigin, requestedAt: app.clock().toISOString() });
  return { kind: 'ok' };
}

export interface PasswordResetData {
  /** As typed (trimmed); matched case-insensitively. */
  email: string;
  locale: MailLocale;
  siteOrigin: string;
  /** When it was asked for: links made before it are replaced, those of this request's earlier attempts are not. */
  requestedAt: string;
}

/**
 * Looks the address up and, for an account, stores a new token and mails its link. A retry (the
 * mail failed, or the process died after sending it) makes another token and mails it under the
 * same message id, leaving the first one valid: a copy that did arrive still works.
 */
export const passwordResetJob = defineJob<PasswordResetData, FastifyInstance>({
  name: 'password-reset-mail',
  retries: MAIL_RETRIES,
  async run(app, { email, locale, siteOrigin, requestedAt }, job) {
    const user = await createUsersRepository(app.db).findByEmail(email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    const now = app.clock();
    await app.db.transaction(async (tx) => {
      // A new link replaces the user's unused ones made until the request (a retry's earlier attempt
      // made its link after it, so that link stays valid); expired rows go too.
      await tx.query(
        `delete from password_reset_tokens
         where user_id = $1 and ((used_at is null and created_at <= $3::timestamptz) or expires_at <= $2::timestamptz)`,
        [user.id, now.toISOString(), requestedAt],
      );
      await tx.query(
        `insert into password_reset_tokens (token_hash, user_id, created_at, expires_at)
         values ($1, $2, $3::timestamptz, $4::timestamptz)`,
        [sha256(token), user.id, now.toISOString(), new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString()],
      );
    });
    const link = `${siteOrigin}${RESET_PATHS[locale]}?${new URLSearchParams({ token })}`;
    await app.mailer.send({ ...passwordResetMail({ to: user.email, link, locale }), id: stableMailId(job.createdOn, job.id) });
  },
});

export type TokenProblem = 'reset_token_invalid' | 'reset_token_used' | 'reset_token_expired';

interface TokenRow {
  user_id: number;
  expires_at: Date | string;
  used_at: Date | string | null;
}

/** Whether `token` can still set a password, and until when. */
export async function checkResetToken(app: FastifyInstance, token: string): Promise<{ kind: 'ok'; expiresAt: Date } | { kind: TokenProblem }> {
  if (!TOKEN_PATTERN.test(token)) return { kind: 'reset_token_invalid' };
  const { rows } = await app.db.query<TokenRow>('select user_id, expires_at, used_at from password_reset_tokens where token_hash = $1', [
    sha256(token),
  ]);
  const row = rows[0];
  if (!row) return { kind: 'reset_token_invalid' };
  if (row.used_at !== null) return { kind: 'reset_token_used' };
  const expiresAt = new Date(row.expires_at);
  if (expiresAt.getTime() <= app.clock().getTime()) return { kind: 'reset_token_expired' };
  return { kind: 'ok', expiresAt };
}

export type ResetResult = { kind: 'ok'; userId: number } | { kind: TokenProblem } | { kind: 'invalid'; errors: FieldError[] };

/**
 * Sets the new password of a valid token, uses the token up and ends every session of the user
 * (a reset is how a user takes back an account someone else may be signed in to).
 */
export async function resetPassword(app: FastifyInstance, { token, password }: { token: string; password: string }): Promise<ResetResult> {
  const status = await checkResetToken(app, token);
  if (status.kind !== 'ok') return status;
  const problem = checkNewPassword(password);
  if (problem) return { kind: 'invalid', errors: [{ field: 'password', code: problem, message: MESSAGES[problem] }] };

  const passwordHash = await app.passwords.hash(password);
  const now = app.clock().toISOString();
  const userId = await app.db.transaction(async (tx) => {
    // The conditional update is the single-use guarantee: of two concurrent uses, one wins.
    const { rows } = await tx.query<{ user_id: number }>(
      `update password_reset_tokens set used_at = $2::timestamptz
       where token_hash = $1 and used_at is null and expires_at > $2::timestamptz
       returning user_id`,
      [sha256(token), now],
    );
    const id = rows[0]?.user_id;
    if (id === undefined) return undefined;
    await createUsersRepository(tx).updatePasswordHash(id, passwordHash);
    await tx.query('delete from sessions where user_id = $1', [id]);
    // Other links mailed before this one must not set the password again.
    await tx.query('delete from password_reset_tokens where user_id = $1 and used_at is null', [id]);
    return id;
  });
  if (userId === undefined) {
    // Another request used it, or it expired, since the check above.
    const now = await checkResetToken(app, token);
    return now.kind === 'ok' ? { kind: 'reset_token_used' } : now;
  }
  return { kind: 'ok', userId };
}
