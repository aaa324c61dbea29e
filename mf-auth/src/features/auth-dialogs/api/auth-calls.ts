/**
 * The auth calls of spec section 7, same-origin through the shell server with the
 * language API client. Statuses the flows handle (401, uniqueness) come back as
 * values; any other failure throws, and the query client's mutation cache shows the
 * generic error toast (spec section 8).
 */
import { api, csrfFields, pathFor, sendWithCsrf, type LocaleCode } from '@raketa/shared';
import type { RegistrationType } from '../../../lib/validation';

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

/** Sign-up calls refused for too many attempts from the network (429, api/AUTH.md); shown on the e-mail field. */
export type SignUpLimit = 'too_many_attempts';

export async function isUsernameUnique(username: string): Promise<boolean | SignUpLimit> {
  // A 429 is an answer, not an error to retry after its Retry-After (up to a minute of a pulsing button).
  const response = await api.languageApi.get(`support/unique-username/${encodeURIComponent(username)}`, {
    throwHttpErrors: (status) => status !== 429,
  });
  if (response.status === 429) return 'too_many_attempts';
  const body = await response.json<{ isUsernameUnique?: unknown }>();
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

/**
 * The sign-in form post of spec section 4: the same multipart POST to the login path with
 * `username`, `password`, `back` and the CSRF field, sent with fetch so the page stays. The API
 * starts the session and answers 303 (to `back`, to `back` for the two-factor dialog, or to the
 * login dialog with `?error=`), which fetch follows. Resolves to where it ended, a same-origin
 * path (fetch drops the fragment) or a full URL; a POST that was not redirected (403, 5xx) throws.
 */
export async function postLoginForm(fields: Credentials & { back: string }, locale: LocaleCode): Promise<string> {
  const body = new FormData();
  body.set('username', fields.username);
  body.set('password', fields.password);
  body.set('back', fields.back);
  for (const [name, value] of Object.entries(await csrfFields())) body.set(name, value);
  const response = await api.languageApi.post(relative(pathFor('login', locale)), { body, throwHttpErrors: false });
  if (!response.redirected || !response.url) throw new UnexpectedStatusError(response.status, 'POST login');
  const ended = new URL(response.url);
  return ended.origin === window.location.origin ? `${ended.pathname}${ended.search}` : ended.href;
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
export async function register({ type: _type, ...fields }: Registration, locale: LocaleCode): Promise<'ok' | 'username_exists' | SignUpLimit> {
  const body = new FormData();
  body.set('name', fields.name);
  body.set('username', fields.username);
  body.set('password', fields.password);
  body.set('vop', String(fields.vop));
  for (const [name, value] of Object.entries(await csrfFields())) body.set(name, value);
  const response = await api.languageApi.post(relative(pathFor('register', locale)), { body, throwHttpErrors: false });
  if (response.ok) return 'ok';
  if (response.status === 409) return 'username_exists';
  if (response.status === 429) return 'too_many_attempts';
  throw new UnexpectedStatusError(response.status, 'POST register');
}

/** POST to the reset-password path with the form field `email`. */
export async function requestPasswordReset(email: string, locale: LocaleCode): Promise<void> {
  const body = new FormData();
  body.set('email', email);
  for (const [name, value] of Object.entries(await csrfFields())) body.set(name, value);
  await api.languageApi.post(relative(pathFor('resetPassword', locale)), { body });
}

export type TwoFactorCheckResult = 'ok' | 'incorrect_code' | 'too_many_attempts' | 'two_factor_not_pending';

/**
 * `POST /2fa_check` (JSON with the CSRF header, api/AUTH.md): 200 ok; 401 incorrect code, or no
 * sign-in waiting for one (expired, or signed out elsewhere); 429 throttled; anything else an error.
 */
export async function checkTwoFactorCode(code: string): Promise<TwoFactorCheckResult> {
  const response = await sendWithCsrf('post', '2fa_check', { json: { code } });
  if (response.status === 200) return 'ok';
  if (response.status === 429) return 'too_many_attempts';
  if (response.status === 401) {
    const problem = (await response.json().catch(() => ({}))) as { code?: string };
    return problem.code === 'two_factor_not_pending' ? 'two_factor_not_pending' : 'incorrect_code';
  }
  throw new UnexpectedStatusError(response.status, 'POST /2fa_check');
}
