// Test-only: admins and the calls the admin pages make (JSON with the CSRF header, from the site).
// Every API test makes its admins here, the way an operator does (grant-admin), not with its own update of users.roles.
import type { FastifyInstance } from 'fastify';
import { setAdmin } from '../cli/commands/roles';
import { cookieHeader, csrfToken, signedInUser, SITE } from './auth';

/** A new account, signed in, then given the admin role (read with the session at each request). `ip` as for signedInUser. */
export async function signedInAdmin(app: FastifyInstance, options: { ip?: string; name?: string } = {}) {
  const signedIn = await signedInUser(app, { name: 'Petra Správcová', ...options });
  await setAdmin(app.db, signedIn.user.email, true);
  return signedIn;
}

export interface SendOptions {
  session?: string | undefined;
  /** false leaves out the CSRF header (the cookie stays). */
  csrf?: boolean;
}

/** A JSON call from the Czech site as the browser sends it: session cookie, CSRF cookie and header. */
export async function sendJson(app: FastifyInstance, method: 'PATCH' | 'POST' | 'GET', url: string, body?: unknown, options: SendOptions = {}) {
  const token = await csrfToken(app);
  return app.inject({
    method,
    url,
    headers: {
      origin: SITE,
      cookie: cookieHeader({ raketa_session: options.session, raketa_csrf: token }),
      ...((options.csrf ?? true) ? { 'x-csrf-token': token } : {}),
    },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}
