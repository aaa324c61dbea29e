/**
 * The auth calls of spec section 7, same-origin through the shell server with the
 * language API client. Statuses the flows handle (401, uniqueness) come back as
 * values; any other failure throws, and the query client's mutation cache shows the
 * generic error toast (spec section 8).
 */
import { api, pathFor, type LocaleCode } from '@raketa/shared';
import type { RegistrationType } from '../../../lib/validation';
import { csrfFields } from '../../../api/csrf';

/** ky's prefixUrl takes paths without their leading slash. */
const relative = (path: string) => path.replace(/^\/+/, '');

export class UnexpectedStatusError extends Error {
  constructor(
    readonly status: number,
    call: string,
  ) {
    super(`${call} answered ${status}`);
    this.name = 'UnexpectedStatusError';
  }
}

export async function isUsernameUnique(username: string): Promise<boolean> {
  const body = await api.languageApi
    .get(`support/unique-username/${encodeURIComponent(username)}`)
    .json<{ isUsernameUnique?: unknown }>();
  return body.isUsernameUnique === true;
}

export interface Credentials {
  username: string;
  password: string;
}

/** Sign-in outcomes the login form shows on the password field (also read from a failed form login's `?error=`). */
export const SIGN_IN_ERRORS = ['wrong_credentials', 'too_many_attempts'] as const;
export type SignInError = (typeof SIGN_IN_ERRORS)[number];

/** `POST /api/login`: 200 ok, 401 wrong credentials, 429 throttled, anything else an error. */
export async function checkCredentials(credentials: Credentials): Promise<'ok' | SignInError> {
  const response = await api.languageApi.post('api/login', { json: credentials, throwHttpErrors: false });
  if (response.status === 200) return 'ok';
  if (response.status === 401) return 'wrong_credentials';
  if (response.status === 429) return 'too_many_attempts';
  throw new UnexpectedStatusError(response.status, 'POST /api/login');
}

export interface Registration {
  type: RegistrationType;
  name: string;
  username: string;
  password: string;
  vop: boolean;
}

/**
 * POST to the register path; the type decides only where the user goes next and is not
 * sent (spec section 3). 409 is a username registered since the uniqueness check.
 */
export async function register({ type: _type, ...fields }: Registration, locale: LocaleCode): Promise<'ok' | 'username_exists'> {
  const body = new FormData();
  body.set('name', fields.name);
  body.set('username', fields.username);
  body.set('password', fields.password);
  body.set('vop', String(fields.vop));
  for (const [name, value] of Object.entries(await csrfFields())) body.set(name, value);
  const response = await api.languageApi.post(relative(pathFor('register', locale)), { body, throwHttpErrors: false });
  if (response.ok) return 'ok';
  if (response.status === 409) return 'username_exists';
  throw new UnexpectedStatusError(response.status, 'POST register');
}

/** POST to the reset-password path with the form field `email`. */
export async function requestPasswordReset(email: string, locale: LocaleCode): Promise<void> {
  const body = new FormData();
  body.set('email', email);
  for (const [name, value] of Object.entries(await csrfFields())) body.set(name, value);
  await api.languageApi.post(relative(pathFor('resetPassword', locale)), { body });
}

/** `POST /2fa_check`: 200 ok, 401 incorrect code, anything else an error. */
export async function checkTwoFactorCode(code: string): Promise<'ok' | 'incorrect_code'> {
  const response = await api.languageApi.post('2fa_check', { json: { code }, throwHttpErrors: false });
  if (response.status === 200) return 'ok';
  if (response.status === 401) return 'incorrect_code';
  throw new UnexpectedStatusError(response.status, 'POST /2fa_check');
}
