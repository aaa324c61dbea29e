// Test-only: helpers for the auth routes: accounts, CSRF tokens, cookies and form bodies.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { UserWithPassword } from '../plugins/users-repository';

export const SITE = 'http://localhost:3000';
export const EN_SITE = 'http://en.localhost:3000';
export const PASSWORD = 'correct horse battery staple';

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now()}-${(counter += 1)}@example.com`;

export async function createUser(
  app: FastifyInstance,
  options: { email?: string; password?: string; name?: string } = {},
): Promise<UserWithPassword> {
  return app.usersRepository.create({
    type: 'candidate',
    name: options.name ?? 'Jana Nováková',
    email: options.email ?? uniqueEmail(),
    passwordHash: await app.passwords.hash(options.password ?? PASSWORD),
  });
}

/** A new account signed in through the form login (from `ip` when given): the user and the session cookie's value. */
export async function signedInUser(
  app: FastifyInstance,
  options: { ip?: string; name?: string } = {},
): Promise<{ user: UserWithPassword; session: string }> {
  const user = await createUser(app, { name: options.name });
  const response = await postForm(
    app,
    '/login',
    { username: user.email, password: PASSWORD, back: '/' },
    options.ip ? { headers: { 'x-forwarded-for': options.ip } } : {},
  );
  const session = setCookies(response).raketa_session?.value;
  if (!session) throw new Error(`the sign-in answered ${response.statusCode} without a session`);
  return { user, session };
}

/** `name=value` of each cookie a response sets (cleared ones with an empty value). */
export function setCookies(response: LightMyRequestResponse): Record<string, { value: string; header: string }> {
  const raw = response.headers['set-cookie'];
  const headers = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return Object.fromEntries(
    headers.map((header) => {
      const [pair] = header.split(';');
      const index = pair!.indexOf('=');
      return [pair!.slice(0, index), { value: pair!.slice(index + 1), header }];
    }),
  );
}

export const cookieHeader = (cookies: Record<string, string | undefined>) =>
  Object.entries(cookies)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** A CSRF token and its cookie, as the UI gets them from GET /api/csrf. */
export async function csrfToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/csrf' });
  return response.json<{ token: string }>().token;
}

export const urlencoded = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** A multipart/form-data body as browsers send it. */
export function multipartBody(fields: Record<string, string>): { payload: string; contentType: string } {
  const boundary = '----raketa-test-boundary';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { payload: `${parts.join('')}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts a browser form (urlencoded) from the Czech site with a valid CSRF token and cookie, plus `cookies`. */
export async function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  options: { cookies?: Record<string, string | undefined>; headers?: Record<string, string>; token?: string } = {},
) {
  const token = options.token ?? (await csrfToken(app));
  return app.inject({
    method: 'POST',
    url,
    headers: {
      host: 'localhost:3000',
      origin: SITE,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
      cookie: cookieHeader({ raketa_csrf: token, ...options.cookies }),
      ...options.headers,
    },
    payload: urlencoded({ _csrf: token, ...fields }),
  });
}
