import {
  cookieHeader,
  createUser,
  csrfToken,
  EN_SITE,
  multipartBody,
  PASSWORD,
  postForm,
  setCookies,
  SITE,
  uniqueEmail,
  urlencoded,
} from '../../testing/auth';
import type { TestContext } from '../../testing/test-db';
import { createTestApp, testDrivers } from '../../testing/test-db';

describe.each(testDrivers)('form posts on %s', (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(driver, { seed: false });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const me = async (session: string | undefined) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieHeader({ raketa_session: session }) } })).json<{
      user: { id: number; email: string } | null;
    }>().user;

  const signIn = async (email: string, fields: Record<string, string> = {}, cookies = {}) =>
    postForm(ctx.app, '/prihlasit', { username: email, password: PASSWORD, back: '/nabidky', ...fields }, { cookies });

  describe('GET /api/csrf', () => {
    it('sets an HttpOnly, SameSite=Lax token cookie and returns the same token', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/csrf' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { token } = response.json<{ token: string }>();
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const cookie = setCookies(response).raketa_csrf!;
      expect(cookie.value).toBe(token);
      expect(cookie.header).toMatch(/HttpOnly/);
      expect(cookie.header).toMatch(/SameSite=Lax/);
      expect(cookie.header).toMatch(/Path=\//);
      expect(cookie.header).not.toMatch(/Secure/);
    });

    it('keeps an existing token', async () => {
      const token = await csrfToken(ctx.app);
      const again = await ctx.app.inject({ method: 'GET', url: '/api/csrf', headers: { cookie: `raketa_csrf=${token}` } });
      expect(again.json()).toEqual({ token });
      expect(again.headers['set-cookie']).toBeUndefined();
    });
  });

  describe('POST /login and /prihlasit', () => {
    it.each(['/login', '/prihlasit'])('%s signs in with a multipart form and redirects 303 to back', async (url) => {
      const user = await createUser(ctx.app);
      const token = await csrfToken(ctx.app);
      const { payload, contentType } = multipartBody({ username: user.email, password: PASSWORD, back: '/firmy?x=1', _csrf: token });
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { origin: SITE, 'content-type': contentType, cookie: `raketa_csrf=${token}` },
        payload,
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/firmy?x=1');
      const session = setCookies(response).raketa_session!;
      expect(session.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(session.header).toMatch(/HttpOnly/);
      expect(session.header).toMatch(/SameSite=Lax/);
      expect(session.header).toMatch(/Path=\//);
      expect(session.header).not.toMatch(/Secure/);
      expect(await me(session.value)).toMatchObject({ id: user.id, email: user.email });
    });

    it('signs in with an urlencoded form too, and keeps only the hash of the session id', async () => {
      const user = await createUser(ctx.app);
      const response = await signIn(user.email);
      expect(response.statusCode).toBe(303);
      const id = setCookies(response).raketa_session!.value;
      const { rows } = await ctx.db.query<{ id_hash: string }>('select id_hash from sessions where user_id = $1', [user.id]);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.id_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]!.id_hash).not.toContain(id);
    });

    it('marks the cookie Secure when the site is served over https', async () => {
      const user = await createUser(ctx.app);
      const response = await postForm(
        ctx.app,
        '/login',
        { username: user.email, password: PASSWORD, back: '/' },
        { headers: { origin: 'https://en.localhost:3000', 'x-forwarded-proto': 'https', host: 'en.localhost:3000' } },
      );
      expect(response.statusCode).toBe(303);
      expect(setCookies(response).raketa_session!.header).toMatch(/; Secure/);
    });

    it('issues a new session id at sign-in and ends the one the browser had (no fixation)', async () => {
      const user = await createUser(ctx.app);
      const first = setCookies(await signIn(user.email)).raketa_session!.value;
      const second = setCookies(await signIn(user.email, {}, { raketa_session: first })).raketa_session!.value;
      expect(second).not.toBe(first);
      expect(await me(first)).toBeNull();
      expect(await me(second)).toMatchObject({ id: user.id });

      // A planted id that was never a session does not become one either.
      const planted = 'A'.repeat(43);
      const third = setCookies(await signIn(user.email, {}, { raketa_session: planted })).raketa_session!.value;
      expect(third).not.toBe(planted);
    });

    it.each([
      ['/prihlasit', 'localhost:3000', '/prihlasit?error=wrong_credentials&redirect_to=%2Fnabidky#prihlaseni'],
      ['/login', 'en.localhost:3000', '/login?error=wrong_credentials&redirect_to=%2Fnabidky#login'],
    ])('%s on %s sends wrong credentials back to the login dialog with an error flag', async (url, host, location) => {
      const user = await createUser(ctx.app);
      const response = await postForm(
        ctx.app,
        url,
        { username: user.email, password: 'wrong password', back: '/nabidky' },
        { headers: { host, origin: `http://${host}` } },
      );
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(location);
      expect(setCookies(response).raketa_session).toBeUndefined();
    });

    it('answers an empty form with the login dialog, not a 500', async () => {
      const response = await postForm(ctx.app, '/prihlasit', {});
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/prihlasit?error=wrong_credentials&redirect_to=%2F#prihlaseni');
    });

    it('shares the throttle with /api/login and flags too_many_attempts', async () => {
      const user = await createUser(ctx.app);
      const ip = '192.0.2.77';
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await ctx.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'x-forwarded-for': ip },
          payload: { username: user.email, password: 'wrong' },
        });
      }
      const response = await postForm(
        ctx.app,
        '/prihlasit',
        { username: user.email, password: PASSWORD, back: '/' },
        { headers: { 'x-forwarded-for': ip } },
      );
      expect(response.headers.location).toBe('/prihlasit?error=too_many_attempts&redirect_to=%2F#prihlaseni');
    });

    it.each([
      '//evil.com',
      'http:\\\\evil.com',
      'http:/\\evil.com',
      'http://////evil.com',
      'javascript:alert(1)',
      '%2F%2Fevil.com',
      '/%2F%2Fevil.com',
      '/%5Cevil.com',
      'https://evil.com/',
      'http%3A%2F%2Fevil.com',
    ])('redirects to / instead of the hostile back %j', async (back) => {
      const user = await createUser(ctx.app);
      const response = await signIn(user.email, { back });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/');
    });

    it('may redirect to the other language site', async () => {
      const user = await createUser(ctx.app);
      const response = await signIn(user.email, { back: `${EN_SITE}/jobs` });
      expect(response.headers.location).toBe(`${EN_SITE}/jobs`);
    });
  });

  describe('CSRF', () => {
    const attempt = async (headers: Record<string, string | undefined>, options: { field?: string; cookie?: string } = {}) => {
      const user = await createUser(ctx.app);
      const token = await csrfToken(ctx.app);
      const fields: Record<string, string> = { username: user.email, password: PASSWORD, back: '/' };
      if (options.field !== '') fields._csrf = options.field ?? token;
      const all: Record<string, string> = {
        origin: SITE,
        'content-type': 'application/x-www-form-urlencoded',
        cookie: options.cookie ?? `raketa_csrf=${token}`,
      };
      for (const [name, value] of Object.entries(headers)) {
        if (value === undefined) delete all[name];
        else all[name] = value;
      }
      return ctx.app.inject({ method: 'POST', url: '/login', headers: all, payload: urlencoded(fields) });
    };

    const expectRejected = (response: Awaited<ReturnType<typeof attempt>>, code: string) => {
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(response.json()).toMatchObject({ status: 403, code, type: `urn:raketa:problem:${code}` });
      expect(setCookies(response).raketa_session).toBeUndefined();
    };

    it('accepts the site origins, or a Referer on a site when Origin is absent', async () => {
      expect((await attempt({})).statusCode).toBe(303);
      expect((await attempt({ origin: EN_SITE })).statusCode).toBe(303);
      expect((await attempt({ origin: undefined, referer: `${SITE}/prihlasit` })).statusCode).toBe(303);
    });

    it.each([
      ['no Origin and no Referer', { origin: undefined }],
      ['another origin', { origin: 'https://evil.com' }],
      ['a look-alike origin', { origin: 'http://localhost:3000.evil.com' }],
      ['an opaque origin', { origin: 'null' }],
      ['a foreign Referer', { origin: undefined, referer: 'https://evil.com/localhost:3000' }],
      ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['an http origin on an https site', { 'x-forwarded-proto': 'https' }],
    ])('rejects %s', async (_name, headers) => {
      expectRejected(await attempt(headers), 'csrf_origin');
    });

    it('rejects a missing token, a wrong token and a token without its cookie', async () => {
      expectRejected(await attempt({}, { field: '' }), 'csrf_token');
      expectRejected(await attempt({}, { field: 'B'.repeat(43) }), 'csrf_token');
      expectRejected(await attempt({}, { cookie: '' }), 'csrf_token');
    });

    it('accepts the token in the X-CSRF-Token header', async () => {
      const token = await csrfToken(ctx.app);
      const response = await postForm(
        ctx.app,
        '/logout',
        { back: '/' },
        { token: 'C'.repeat(43), cookies: { raketa_csrf: token }, headers: { 'x-csrf-token': token } },
      );
      expect(response.statusCode).toBe(303);
    });

    it.each(['/logout', '/register', '/registrovat'])('protects %s', async (url) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
        payload: urlencoded({ back: '/', name: 'X', username: uniqueEmail(), password: 'Zx9#kq2!long', vop: 'true' }),
      });
      expectRejected(response, 'csrf_token');
    });
  });

  describe('POST /logout', () => {
    it('ends the session, clears the cookie and redirects 303 to a safe back', async () => {
      const user = await createUser(ctx.app);
      const session = setCookies(await signIn(user.email)).raketa_session!.value;
      expect(await me(session)).not.toBeNull();

      const response = await postForm(ctx.app, '/logout', { back: '/profil' }, { cookies: { raketa_session: session } });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/profil');
      expect(setCookies(response).raketa_session!.header).toMatch(/raketa_session=;.*Expires=Thu, 01 Jan 1970/);
      expect(await me(session)).toBeNull();
      const { rows } = await ctx.db.query('select 1 from sessions where user_id = $1', [user.id]);
      expect(rows).toHaveLength(0);
    });

    it('redirects signed-out browsers too, and never off the site', async () => {
      const response = await postForm(ctx.app, '/logout', { back: '//evil.com' });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/');
    });
  });

  describe('POST /register and /registrovat', () => {
    const register = (fields: Record<string, string>, url = '/registrovat') => postForm(ctx.app, url, fields);
    const valid = () => ({ name: 'Jana Nováková', username: uniqueEmail('new'), password: 'Zx9#kq2!vlak', vop: 'true' });

    it.each(['/register', '/registrovat'])('%s creates a candidate, answers 201 with the user and signs in', async (url) => {
      const fields = valid();
      const response = await register(fields, url);
      expect(response.statusCode).toBe(201);
      const user = response.json();
      expect(user).toEqual({
        id: expect.any(Number),
        type: 'candidate',
        name: 'Jana Nováková',
        email: fields.username,
        createdAt: expect.stringMatching(/^\d{4}-/),
      });
      expect(JSON.stringify(user)).not.toMatch(/scrypt|password/i);
      const session = setCookies(response).raketa_session!.value;
      expect(await me(session)).toMatchObject({ id: user.id });
      const check = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-forwarded-for': '198.51.100.200' },
        payload: { username: fields.username, password: fields.password },
      });
      expect(check.statusCode).toBe(200);
    });

    it('accepts JSON and multipart bodies and lets a company type through', async () => {
      const token = await csrfToken(ctx.app);
      const json = await ctx.app.inject({
        method: 'POST',
        url: '/register',
        headers: { origin: SITE, cookie: `raketa_csrf=${token}`, 'x-csrf-token': token },
        payload: { ...valid(), vop: true, type: 'company' },
      });
      expect(json.statusCode).toBe(201);
      expect(json.json().type).toBe('company');

      const { payload, contentType } = multipartBody({ ...valid(), _csrf: token });
      const form = await ctx.app.inject({
        method: 'POST',
        url: '/registrovat',
        headers: { origin: SITE, cookie: `raketa_csrf=${token}`, 'content-type': contentType },
        payload,
      });
      expect(form.statusCode).toBe(201);
      expect(form.json().type).toBe('candidate');
    });

    it('accepts a 64-character password', async () => {
      const password = 'k'.repeat(30) + 'Q7#'.repeat(11) + 'x';
      expect(password).toHaveLength(64);
      expect((await register({ ...valid(), password })).statusCode).toBe(201);
    });

    it('answers 409 username_exists for a registered e-mail, in any case', async () => {
      const fields = valid();
      expect((await register(fields)).statusCode).toBe(201);
      const again = await register({ ...valid(), username: fields.username.toUpperCase() });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        type: 'urn:raketa:problem:username_exists',
        status: 409,
        code: 'username_exists',
        errors: [{ field: 'username', code: 'username_exists', message: 'This user is already registered.' }],
      });
    });

    it.each([
      ['name', `{ name: '' }`, { name: '' }, 'required', 'This field is mandatory'],
      ['name', `{ name: '   ' }`, { name: '   ' }, 'required', 'This field is mandatory'],
      ['username', `{ username: '' }`, { username: '' }, 'required', 'This field is mandatory'],
      ['username', `{ username: 'not-an-email' }`, { username: 'not-an-email' }, 'invalid_email', 'Invalid email format'],
      // The one e-mail rule (contracts/formats.ts), the sign-up form's and the contact form's too.
      ['username', `{ username: '<jana@example.cz>' }`, { username: '<jana@example.cz>' }, 'invalid_email', 'Invalid email format'],
      ['username', `{ username: 'jana@example.cz.' }`, { username: 'jana@example.cz.' }, 'invalid_email', 'Invalid email format'],
      ['password', `{ password: '' }`, { password: '' }, 'required', 'This field is mandatory'],
      ['password', `{ password: 'Zx9#kq2' }`, { password: 'Zx9#kq2' }, 'password_too_short', 'Password must contain at least 8 characters'],
      ['password', `{ password: 'Password1' }`, { password: 'Password1' }, 'password_too_common', 'This password is too common, choose another one'],
      [
        'password',
        `{ password: 1028 characters }`,
        { password: 'a1B#'.repeat(257) },
        'password_too_long',
        'Password must contain at most 1024 characters',
      ],
      ['vop', `{ vop: 'false' }`, { vop: 'false' }, 'approval_required', 'Approval is required.'],
      ['vop', `{ vop: '' }`, { vop: '' }, 'approval_required', 'Approval is required.'],
      ['type', `{ type: 'admin' }`, { type: 'admin' }, 'invalid_type', 'Type must be candidate or company'],
    ])('answers 422 with a field error on %s for %s', async (field, _label, change, code, message) => {
      const response = await register({ ...valid(), ...change });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        type: 'urn:raketa:problem:validation_failed',
        status: 422,
        code: 'validation_failed',
        errors: [{ field, code, message }],
      });
      expect(setCookies(response).raketa_session).toBeUndefined();
    });

    it('reports every invalid field, each with its first failing rule only', async () => {
      const response = await register({ name: '', username: '', password: '', vop: '' });
      expect(response.json().errors).toEqual([
        { field: 'name', code: 'required', message: 'This field is mandatory' },
        { field: 'username', code: 'required', message: 'This field is mandatory' },
        { field: 'password', code: 'required', message: 'This field is mandatory' },
        { field: 'vop', code: 'approval_required', message: 'Approval is required.' },
      ]);
    });
  });
});
