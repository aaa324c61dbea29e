// Server-only: a new account with the admin role, for bootstrapping a deployment (the command
// line's create-admin) and the e2e stack. The account passes the sign-up rules (api/AUTH.md).
// Kept free of the app's plugins so the e2e fixture can call it before any API runs.
import { isEmail } from '@raketa/shared/contracts';
import { createPasswordHasher, type PasswordHasher } from '../auth/passwords';
import { checkNewPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth/password-policy';
import type { Db } from '../db/db';

export interface NewAdmin {
  email: string;
  name: string;
  password: string;
}

/** Why an admin cannot be made: invalid fields (each with its message) or a taken e-mail. */
export class CreateAdminError extends Error {
  constructor(
    message: string,
    readonly reason: 'invalid' | 'email_taken',
  ) {
    super(message);
    this.name = 'CreateAdminError';
  }
}

// The sign-up rules of auth/registration.ts: the one e-mail rule; 254 and 200 characters.
const PASSWORD_MESSAGES = {
  required: 'the password is missing',
  password_too_short: `the password must have at least ${PASSWORD_MIN_LENGTH} characters`,
  password_too_long: `the password must have at most ${PASSWORD_MAX_LENGTH} characters`,
  password_too_common: 'the password is one of the most common ones; choose another',
} as const;

export function newAdminProblems(admin: NewAdmin): string[] {
  const problems: string[] = [];
  const email = admin.email.trim();
  if (email.length > 254 || !isEmail(email)) problems.push(`${JSON.stringify(admin.email)} is not an e-mail address`);
  const name = admin.name.trim();
  if (name === '' || name.length > 200) problems.push('the name must have 1 to 200 characters');
  const password = checkNewPassword(admin.password);
  if (password) problems.push(PASSWORD_MESSAGES[password]);
  return problems;
}

/** Creates the account (a candidate account) with the admin role in one transaction; throws `CreateAdminError`. */
export async function createAdmin(
  db: Db,
  admin: NewAdmin,
  passwords: PasswordHasher = createPasswordHasher(),
): Promise<{ id: number; email: string }> {
  const problems = newAdminProblems(admin);
  if (problems.length > 0) throw new CreateAdminError(problems.join('; '), 'invalid');
  const email = admin.email.trim();
  const passwordHash = await passwords.hash(admin.password);
  try {
    const { rows } = await db.query<{ id: number; email: string }>(
      "insert into users (type, name, email, password_hash, roles) values ('candidate', $1, $2, $3, array['admin']) returning id, email",
      [admin.name.trim(), email, passwordHash],
    );
    return rows[0]!;
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new CreateAdminError(`An account with the e-mail ${email} exists already`, 'email_taken');
    throw error;
  }
}
