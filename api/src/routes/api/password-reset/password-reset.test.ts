import { readOutbox } from '../../../mail/mailer';
import { cookieHeader, createUser, csrfToken, EN_SITE, PASSWORD, postForm, setCookies, SITE, uniqueEmail } from '../../../testing/auth';
import { drainQueue } from '../../../testing/queue';
import { withTestApp } from '../../../testing/test-app';
import { testDrivers } from '../../../testing/test-db';

const NEW_PASSWORD = 'a brand new passphrase 42';
const MINUTE = 60_000;

describe.each(testDrivers)('password reset on %s', (driver) => {
  // Fixed unless a test moves it: throttle windows and token expiry follow the injected clock.
  const { ctx, now, advance, set: setNow } = withTestApp(driver, '2025-03-01T10:00:00.000Z');
  beforeEach(() => {
    advance(10 * MINUTE);
  });

  // Each request from its own client address unless a test says otherwise, so the per-IP limit stays out of the way.
  let ipCounter = 0;
  const freshIp = () => `198.51.100.${(ipCounter += 1)}`;

  const requestReset = (email: string, options: { ip?: string; en?: boolean; headers?: Record<string, string> } = {}) =>
    postForm(
      ctx.app,
      options.en ? '/reset-password' : '/obnovit-heslo',
      { email },
      {
        headers: {
          'x-forwarded-for': options.ip ?? freshIp(),
          ...(options.en ? { host: 'en.localhost:3000', origin: EN_SITE } : {}),
          ...options.headers,
        },
      },
    );

  const outbox = async () => {
    await drainQueue(ctx.app);
    return readOutbox(ctx.app.config.mailOutboxDir);
  };
  const mailsTo = async (email: string) => (await outbox()).filter((mail) => mail.to === email);
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  const linkIn = (text: string) => /https?:\/\/\S+\?token=[\w-]+/.exec(text)?.[0];

  /** Requests a reset for `email` and returns the token from the mailed link. */
  const mailedToken = async (email: string) => {
    expect((await requestReset(email)).statusCode).toBe(200);
    const mails = await mailsTo(email);
    return tokenOf(linkIn(mails.at(-1)!.text)!);
  };

  const setPassword = async (token: string, password = NEW_PASSWORD, options: { cookies?: Record<string, string> } = {}) => {
    const csrf = await csrfToken(ctx.app);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      headers: {
        origin: SITE,
        'x-csrf-token': csrf,
        cookie: cookieHeader({ raketa_csrf: csrf, ...options.cookies }),
      },
      payload: { token, password },
    });
  };
  const checkToken = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/password-reset/check', payload: { token } });
  const canSignIn = async (email: string, password: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-forwarded-for': freshIp() },
        payload: { username: email, password },
      })
    ).statusCode === 200;

  describe('POST /obnovit-heslo and /reset-password', () => {
    it('answers an unknown address exactly like a known one, and mails only the known one', async () => {
      const user = await createUser(ctx.app);
      const unknown = uniqueEmail('nobody');
      const known = await requestReset(user.email);
      const missing = await requestReset(unknown);

      for (const response of [known, missing]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.headers['cache-control']).toBe('no-store');
      }
      expect(missing.body).toBe(known.body);
      expect(missing.json()).toEqual({ ok: true });
      expect(await mailsTo(unknown)).toEqual([]);
      expect(await mailsTo(user.email)).toHaveLength(1);
      const { rows } = await ctx.db.query<{ n: number }>('select count(*)::int as n from password_reset_tokens where user_id = $1', [user.id]);
      expect(rows[0]!.n).toBe(1);
    });

    it('only enqueues on the request path: a known and an unknown address leave one job each and no token until the queue runs', async () => {
      await outbox();
      const user = await createUser(ctx.app);
      const unknown = uniqueEmail('nobody');
      expect((await requestReset(user.email)).statusCode).toBe(200);
      expect((await requestReset(unknown)).statusCode).toBe(200);
      const jobs = await ctx.db.query<{ data: Record<string, string> }>(
        `select data from ${ctx.app.queue.schema}.job where name = 'password-reset-mail' and state = 'created' order by created_on`,
      );
      expect(jobs.rows.map((row) => row.data)).toEqual([
        { email: user.email, locale: 'cs', siteOrigin: 'http://localhost:3000', requestedAt: now().toISOString() },
        { email: unknown, locale: 'cs', siteOrigin: 'http://localhost:3000', requestedAt: now().toISOString() },
      ]);
      const tokens = () => ctx.db.query('select 1 from password_reset_tokens where user_id = $1', [user.id]).then(({ rows }) => rows.length);
      expect(await tokens()).toBe(0);
      expect(await mailsTo(user.email)).toHaveLength(1);
      expect(await tokens()).toBe(1);
    });

    it('mails a Czech link to the Czech site and keeps only the hash of its token', async () => {
      const user = await createUser(ctx.app, { email: uniqueEmail('Mixed.Case') });
      // Addresses match case-insensitively; the mail goes to the address as registered.
      expect((await requestReset(user.email.toUpperCase())).statusCode).toBe(200);
      const [mail] = await mailsTo(user.email);
      expect(mail).toMatchObject({ from: 'Raketa <no-reply@raketa.cz>', subject: 'Obnovení hesla na Raketě' });
      expect(mail!.text).toContain('Odkaz platí 60 minut');
      const link = linkIn(mail!.text)!;
      expect(link).toMatch(/^http:\/\/localhost:3000\/obnovit-heslo\?token=[A-Za-z0-9_-]{43}$/);
      expect(mail!.html).toContain(`href="${link}"`);
      expect(mail!.html).toContain('<html lang="cs">');

      const { rows } = await ctx.db.query<{ token_hash: string; created_at: Date | string; expires_at: Date | string }>(
        'select token_hash, created_at, expires_at from password_reset_tokens where user_id = $1',
        [user.id],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]!.token_hash).not.toContain(tokenOf(link));
      expect(new Date(rows[0]!.expires_at).getTime() - new Date(rows[0]!.created_at).getTime()).toBe(60 * MINUTE);
    });

    it('mails an English link from the English site, on https when the site is', async () => {
      const user = await createUser(ctx.app);
      const response = await requestReset(user.email, {
        en: true,
        headers: { origin: 'https://en.localhost:3000', 'x-forwarded-proto': 'https' },
      });
      expect(response.statusCode).toBe(200);
      const [mail] = await mailsTo(user.email);
      expect(mail!.subject).toBe('Reset your Raketa password');
      expect(mail!.text).toContain('valid for 60 minutes');
      expect(linkIn(mail!.text)).toMatch(/^https:\/\/en\.localhost:3000\/reset-password\?token=/);
    });

    it('builds the link from the configured site host, never from a forged Host header', async () => {
      const user = await createUser(ctx.app);
      await requestReset(user.email, { headers: { host: 'evil.example' } });
      const [mail] = await mailsTo(user.email);
      expect(linkIn(mail!.text)).toMatch(/^http:\/\/localhost:3000\/obnovit-heslo\?token=/);
    });

    it.each([
      ['', 'required'],
      ['not-an-email', 'invalid_email'],
    ])('answers 422 for the address %j', async (email, code) => {
      const response = await requestReset(email);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'email', code }] });
    });

    it('accepts a multipart form, as the dialog sends it', async () => {
      const user = await createUser(ctx.app);
      const token = await csrfToken(ctx.app);
      const boundary = '----reset';
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/obnovit-heslo',
        headers: {
          origin: SITE,
          'x-forwarded-for': freshIp(),
          'content-type': `multipart/form-data; boundary=${boundary}`,
          cookie: `raketa_csrf=${token}`,
        },
        payload: [
          `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${user.email}\r\n`,
          `--${boundary}\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\n${token}\r\n`,
          `--${boundary}--\r\n`,
        ].join(''),
      });
      expect(response.statusCode).toBe(200);
      expect(await mailsTo(user.email)).toHaveLength(1);
    });

    it('refuses a post without the CSRF token, or from another site', async () => {
      const user = await createUser(ctx.app);
      const noToken = await postForm(ctx.app, '/obnovit-heslo', { email: user.email, _csrf: '' });
      expect(noToken.statusCode).toBe(403);
      expect(noToken.json()).toMatchObject({ code: 'csrf_token' });
      const crossSite = await requestReset(user.email, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.json()).toMatchObject({ code: 'csrf_origin' });
      expect(await mailsTo(user.email)).toEqual([]);
    });

    it('allows 5 requests a minute per address and IP, known or not, then answers 429 with Retry-After', async () => {
      const ip = freshIp();
      for (const email of [(await createUser(ctx.app)).email, uniqueEmail('ghost')]) {
        for (let attempt = 1; attempt <= 5; attempt += 1) {
          expect((await requestReset(email, { ip })).statusCode).toBe(200);
        }
        const blocked = await requestReset(email, { ip });
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json()).toMatchObject({ code: 'too_many_attempts' });
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
        // Another address from the same IP is still fine (until the per-IP limit).
      }
      expect((await requestReset(uniqueEmail('other'), { ip })).statusCode).toBe(200);

      // The next minute starts afresh.
      advance(MINUTE);
      expect((await requestReset(uniqueEmail('ghost'), { ip })).statusCode).toBe(200);
    });

    it('allows 25 requests a minute per IP across addresses', async () => {
      const ip = freshIp();
      for (let attempt = 1; attempt <= 25; attempt += 1) {
        expect((await requestReset(uniqueEmail('spray'), { ip })).statusCode).toBe(200);
      }
      expect((await requestReset(uniqueEmail('spray'), { ip })).statusCode).toBe(429);
      expect((await requestReset(uniqueEmail('spray'))).statusCode).toBe(200);
    });
  });

  describe('POST /api/password-reset', () => {
    it('sets the new password with a mailed link: the new one signs in, the old one no longer does', async () => {
      const user = await createUser(ctx.app);
      const token = await mailedToken(user.email);
      const check = await checkToken(token);
      expect(check.statusCode).toBe(200);
      expect(check.json()).toEqual({ valid: true, expiresAt: new Date(now().getTime() + 60 * MINUTE).toISOString() });

      const response = await setPassword(token);
      expect(response.statusCode).toBe(204);
      expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);
      expect(await canSignIn(user.email, PASSWORD)).toBe(false);
    });

    it('ends every session of the user, the browser that reset included, and does not sign in', async () => {
      const user = await createUser(ctx.app);
      const signIn = async () =>
        setCookies(
          await postForm(
            ctx.app,
            '/prihlasit',
            { username: user.email, password: PASSWORD, back: '/' },
            { headers: { 'x-forwarded-for': freshIp() } },
          ),
        ).raketa_session!.value;
      const sessions = [await signIn(), await signIn()];
      const me = async (session: string) =>
        (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: `raketa_session=${session}` } })).json<{
          user: unknown;
        }>().user;
      expect(await me(sessions[0]!)).not.toBeNull();

      const response = await setPassword(await mailedToken(user.email), NEW_PASSWORD, { cookies: { raketa_session: sessions[0]! } });
      expect(response.statusCode).toBe(204);
      expect(setCookies(response).raketa_session?.value).toBe('');
      for (const session of sessions) expect(await me(session)).toBeNull();
      const { rows } = await ctx.db.query('select 1 from sessions where user_id = $1', [user.id]);
      expect(rows).toHaveLength(0);
    });

    it('works once: the same link again answers 410 reset_token_used', async () => {
      const user = await createUser(ctx.app);
      const token = await mailedToken(user.email);
      expect((await setPassword(token)).statusCode).toBe(204);

      const again = await setPassword(token, 'yet another passphrase 7');
      expect(again.statusCode).toBe(410);
      expect(again.json()).toMatchObject({ code: 'reset_token_used', type: 'urn:raketa:problem:reset_token_used' });
      expect((await checkToken(token)).json()).toMatchObject({ status: 410, code: 'reset_token_used' });
      expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);
    });

    it('expires 60 minutes after the request', async () => {
      const user = await createUser(ctx.app);
      const token = await mailedToken(user.email);
      const requestedAt = now();
      setNow(new Date(requestedAt.getTime() + 60 * MINUTE - 1000));
      expect((await checkToken(token)).statusCode).toBe(200);

      setNow(new Date(requestedAt.getTime() + 60 * MINUTE));
      const response = await setPassword(token);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({ code: 'reset_token_expired' });
      expect(await canSignIn(user.email, PASSWORD)).toBe(true);
    });

    it('invalidates an earlier unused link when a newer one is requested', async () => {
      const user = await createUser(ctx.app);
      const first = await mailedToken(user.email);
      const second = await mailedToken(user.email);
      expect(second).not.toBe(first);

      const old = await setPassword(first);
      expect(old.statusCode).toBe(400);
      expect(old.json()).toMatchObject({ code: 'reset_token_invalid' });
      expect((await setPassword(second)).statusCode).toBe(204);
    });

    it.each([['A'.repeat(43)], ['not a token'], ['']])('answers 400 reset_token_invalid for the unknown token %j', async (token) => {
      const response = await setPassword(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'reset_token_invalid' });
      expect((await checkToken(token)).statusCode).toBe(400);
    });

    it.each([
      ['short1', 'password_too_short'],
      ['password1', 'password_too_common'],
      ['', 'required'],
    ])('applies the password policy to %j (%s) and keeps the link usable', async (password, code) => {
      const user = await createUser(ctx.app);
      const token = await mailedToken(user.email);
      const response = await setPassword(token, password);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'password', code }] });
      expect((await setPassword(token)).statusCode).toBe(204);
    });

    it('refuses a call without the CSRF header or from another site', async () => {
      const user = await createUser(ctx.app);
      const token = await mailedToken(user.email);
      const csrf = await csrfToken(ctx.app);
      const noHeader = await ctx.app.inject({
        method: 'POST',
        url: '/api/password-reset',
        headers: { origin: SITE, cookie: `raketa_csrf=${csrf}` },
        payload: { token, password: NEW_PASSWORD },
      });
      expect(noHeader.statusCode).toBe(403);
      expect(noHeader.json()).toMatchObject({ code: 'csrf_token' });
      const foreign = await ctx.app.inject({
        method: 'POST',
        url: '/api/password-reset',
        headers: { origin: 'https://evil.example', 'x-csrf-token': csrf, cookie: `raketa_csrf=${csrf}` },
        payload: { token, password: NEW_PASSWORD },
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toMatchObject({ code: 'csrf_origin' });
      expect((await checkToken(token)).statusCode).toBe(200);
    });
  });
});
