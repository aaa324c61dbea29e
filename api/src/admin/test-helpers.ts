// Test-only: admins and the calls the admin pages make (JSON with the CSRF header, from the site).
import type { FastifyInstance } from 'fastify';
import { setAdmin } from '../cli/commands/roles';
import { cookieHeader, csrfToken, signedInUser, SITE } from '../testing/auth';

/** A signed-in account with the admin role. */
export async function signedInAdmin(app: FastifyInstance) {
  const signedIn = await signedInUser(app, { name: 'Petra Správcová' });
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
