// Server-only: the profile's account actions (api/AUTH.md): changing the password and deleting the
// account. Both ask for the current password, throttled per account, so a borrowed or stolen
// session cannot take the account over or destroy it by itself.
import type { FastifyInstance } from 'fastify';
import { checkNewPassword } from '../auth/password-policy';
import { MESSAGES } from '../auth/registration';
import type { FieldError } from '../lib/problem';
import type { ThrottleRule } from '../plugins/throttle';
import { createUsersRepository } from '../plugins/users-repository';

/** Wrong current passwords per account: the sign-in limit per username. */
export const CURRENT_PASSWORD_RULE: ThrottleRule = { limit: 5, windowMs: 60_000 };

export const ACCOUNT_MESSAGES = {
  ...MESSAGES,
  wrong_password: 'The password is incorrect.',
  confirmation_mismatch: 'Type your e-mail address to confirm',
} as const;

type AccountErrorCode = keyof typeof ACCOUNT_MESSAGES;
const fieldError = (field: string, code: AccountErrorCode): FieldError => ({ field, code, message: ACCOUNT_MESSAGES[code] });

export type AccountResult = { kind: 'ok' } | { kind: 'invalid'; errors: FieldError[] } | { kind: 'throttled'; retryAfterSeconds: number };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Counts an attempt at the current password; undefined when allowed. */
async function throttled(app: FastifyInstance, userId: number): Promise<AccountResult | undefined> {
  const hit = await app.throttle.hit(`account-password:${userId}`, CURRENT_PASSWORD_RULE);
  return hit.allowed ? undefined : { kind: 'throttled', retryAfterSeconds: hit.retryAfterSeconds };
}

/**
 * Sets a new password after checking the current one (accounts without a password set their
 * first one), ends every other session of the user and drops unused reset links.
 */
export async function changePassword(
  app: FastifyInstance,
  { userId, currentSessionHash, body }: { userId: number; currentSessionHash: string; body: Record<string, unknown> },
): Promise<AccountResult> {
  const current = text(body.currentPassword);
  const next = text(body.newPassword);
  const user = await app.usersRepository.findById(userId);
  if (!user) return { kind: 'invalid', errors: [fieldError('currentPassword', 'wrong_password')] };

  const errors: FieldError[] = [];
  if (user.passwordHash !== null && current === '') errors.push(fieldError('currentPassword', 'required'));
  const problem = checkNewPassword(next);
  if (problem) errors.push(fieldError('newPassword', problem));
  if (errors.length > 0) return { kind: 'invalid', errors };

  if (user.passwordHash !== null) {
    const limited = await throttled(app, userId);
    if (limited) return limited;
    if (!(await app.passwords.verify(user.passwordHash, current))) {
      return { kind: 'invalid', errors: [fieldError('currentPassword', 'wrong_password')] };
    }
  }
  const passwordHash = await app.passwords.hash(next);
  await app.db.transaction(async (tx) => {
    await createUsersRepository(tx).updatePasswordHash(userId, passwordHash);
    // Whoever else is signed in with the old password is signed out; this browser stays.
    await tx.query('delete from sessions where user_id = $1 and id_hash <> $2', [userId, currentSessionHash]);
    await tx.query('delete from password_reset_tokens where user_id = $1 and used_at is null', [userId]);
  });
  return { kind: 'ok' };
}

/**
 * Deletes the account and, by the foreign keys' `on delete cascade`, everything attached to it
 * (sessions, profile, CV, reset links, and what later features attach). Accounts with a password
 * confirm with it; social-only accounts type their e-mail address.
 */
export async function deleteAccount(
  app: FastifyInstance,
  { userId, body }: { userId: number; body: Record<string, unknown> },
): Promise<AccountResult> {
  const user = await app.usersRepository.findById(userId);
  if (!user) return { kind: 'ok' };
  if (user.passwordHash === null) {
    const confirmation = text(body.confirmation).trim();
    if (confirmation === '') return { kind: 'invalid', errors: [fieldError('confirmation', 'required')] };
    if (confirmation.toLowerCase() !== user.email.toLowerCase()) {
      return { kind: 'invalid', errors: [fieldError('confirmation', 'confirmation_mismatch')] };
    }
  } else {
    const password = text(body.password);
    if (password === '') return { kind: 'invalid', errors: [fieldError('password', 'required')] };
    const limited = await throttled(app, userId);
    if (limited) return limited;
    if (!(await app.passwords.verify(user.passwordHash, password))) {
      return { kind: 'invalid', errors: [fieldError('password', 'wrong_password')] };
    }
  }
  await app.db.query('delete from users where id = $1', [userId]);
  return { kind: 'ok' };
}
