// Server-only: the rules a new password must pass (spec section 5 and NIST SP 800-63B):
// at least 8 characters, at most 1024 (which bounds the hashing work), not a common password.
import fs from 'node:fs';
import path from 'node:path';
import { normalizePassword } from './passwords';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;

/**
 * The 10,000 most common passwords from SecLists (MIT), see api/data/common-passwords.LICENSE.md.
 * Compared in lower case, so `Password1` counts as the listed `password1`.
 */
export const COMMON_PASSWORDS_FILE = path.resolve(__dirname, '../../data/common-passwords.txt');

let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    fs
      .readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return commonPasswords.has(normalizePassword(password).toLowerCase());
}

export type PasswordProblem = 'required' | 'password_too_short' | 'password_too_long' | 'password_too_common';

/** The first rule `password` fails, or undefined. Lengths count Unicode code points. */
export function checkNewPassword(password: string): PasswordProblem | undefined {
  if (password === '') return 'required';
  const length = [...normalizePassword(password)].length;
  if (length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'password_too_long';
  if (isCommonPassword(password)) return 'password_too_common';
  return undefined;
}
