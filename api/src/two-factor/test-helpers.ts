// Test-only: two-factor accounts and the calls the #2fa dialog and the settings make.
import type { FastifyInstance } from 'fastify';
import { cookieHeader, createUser, csrfToken, PASSWORD, postForm, setCookies, SITE } from '../testing/auth';
import type { UserWithPassword } from '../plugins/users-repository';
import { TOTP_PERIOD_S, totpCode } from './totp';

export const STEP_MS = TOTP_PERIOD_S * 1000;

export interface TwoFactorUser {
  user: UserWithPassword;
  secret: string;
  recoveryCodes: string[];
}

/** A user with two-factor on, confirmed with the code of the current step (so that step is used). */
export async function createTwoFactorUser(app: FastifyInstance): Promise<TwoFactorUser> {
  const user = await createUser(app);
  const started = await app.twoFactor.startSetup(user);
  if (started.kind !== 'ok') throw new Error('setup did not start');
  const { secret } = started.setup;
  const confirmed = await app.twoFactor.confirmSetup(user.id, totpCode(secret, app.clock().getTime()), undefined);
  if (confirmed.kind !== 'ok') throw new Error(`setup not confirmed: ${confirmed.kind}`);
  return { user, secret, recoveryCodes: confirmed.recoveryCodes };
}

/** The form login; answers the response and the session cookie it set. */
export async function formLogin(app: FastifyInstance, email: string, options: { back?: string; ip?: string; password?: string } = {}) {
  const response = await postForm(
    app,
    '/login',
    { username: email, password: options.password ?? PASSWORD, back: options.back ?? '/jobs' },
    { headers: { 'x-forwarded-for': options.ip ?? '198.51.100.200' } },
  );
  return { response, session: setCookies(response).raketa_session?.value };
}

/** A JSON POST from the site with the CSRF header (as the UI sends it), as `session`. */
export async function postJson(
  app: FastifyInstance,
  url: string,
  options: { session?: string; payload?: object; ip?: string; csrf?: boolean; headers?: Record<string, string> } = {},
) {
  const token = await csrfToken(app);
  return app.inject({
    method: 'POST',
    url,
    headers: {
      origin: SITE,
      'x-forwarded-for': options.ip ?? '198.51.100.200',
      ...(options.csrf === false ? {} : { 'x-csrf-token': token }),
      cookie: cookieHeader({ raketa_csrf: token, raketa_session: options.session }),
      ...options.headers,
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

export async function getAs(app: FastifyInstance, url: string, session: string | undefined) {
  return app.inject({ method: 'GET', url, headers: { cookie: cookieHeader({ raketa_session: session }) } });
}
