import { readOutbox } from '../../mail/mailer';
import { SECOND_FACTOR_PENDING_MS } from '../../plugins/sessions';
import { cookieHeader, createUser, csrfToken, multipartBody, PASSWORD, postForm, setCookies, SITE, urlencoded } from '../../testing/auth';
import { drainQueue } from '../../testing/queue';
import { withTestApp } from '../../testing/test-app';
import { testDrivers } from '../../testing/test-db';
import { createTwoFactorUser, formLogin, getAs, postJson, STEP_MS } from '../../two-factor/test-helpers';
import { totpCode } from '../../two-factor/totp';

const NEW_PASSWORD = 'a brand new passphrase 42';

describe.each(testDrivers)('two-factor sign-in on %s', (driver) => {
  // On a step boundary; every test starts a fresh minute (fresh throttle windows) a few steps on.
  const { ctx, now, advance } = withTestApp(driver, '2033-05-01T09:00:00.000Z');
  beforeEach(() => advance(2 * 60_000 - (now().getTime() % 60_000)));

  let ipCounter = 0;
  const freshIp = () => `203.0.113.${(ipCounter += 1)}`;
  const codeAt = (secret: string, offsetMs = 0) => totpCode(secret, now().getTime() + offsetMs);
  const check = (session: string | undefined, code: string, ip = '198.51.100.200') =>
    postJson(ctx.app, '/2fa_check', { session, payload: { code }, ip });
  const me = async (session: string | undefined) =>
    (await getAs(ctx.app, '/api/me', session)).json<{ user: { id: number } | null; twoFactorPending: boolean }>();

  /** A two-factor user half-way through sign-in: the pending session, one step after enabling. */
  const pendingSignIn = async () => {
    const account = await createTwoFactorUser(ctx.app);
    advance(STEP_MS);
    const { session } = await formLogin(ctx.app, account.user.email);
    return { ...account, pending: session! };
  };

  describe('the first factor', () => {
    it('POST /api/login answers twoFactorRequired true for a two-factor account, false otherwise', async () => {
      const { user } = await createTwoFactorUser(ctx.app);
      const plain = await createUser(ctx.app);
      const login = (username: string) =>
        ctx.app.inject({ method: 'POST', url: '/api/login', headers: { 'x-forwarded-for': freshIp() }, payload: { username, password: PASSWORD } });
      expect((await login(user.email)).json()).toEqual({ twoFactorRequired: true });
      expect((await login(plain.email)).json()).toEqual({ twoFactorRequired: false });
    });

    it('the form login opens a pending session and sends the browser to the #2fa dialog with redirect_to', async () => {
      const { user } = await createTwoFactorUser(ctx.app);
      const { response, session } = await formLogin(ctx.app, user.email, { back: '/nabidky?q=1' });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/nabidky?q=1&redirect_to=%2Fnabidky%3Fq%3D1#2fa');
      expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Short-lived: the cookie and the row end in ten minutes.
      expect(SECOND_FACTOR_PENDING_MS).toBe(10 * 60_000);
      expect(setCookies(response).raketa_session!.header).toContain(`Expires=${new Date(now().getTime() + SECOND_FACTOR_PENDING_MS).toUTCString()}`);
    });

    it('a pending session signs no one in: /api/me says so, signed-in calls answer 401', async () => {
      const { pending } = await pendingSignIn();
      expect(await me(pending)).toEqual({ user: null, twoFactorPending: true });
      for (const url of ['/api/intercom', '/api/two-factor']) {
        const response = await getAs(ctx.app, url, pending);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: 'unauthenticated' });
      }
      const setup = await postJson(ctx.app, '/api/two-factor/setup', { session: pending });
      expect(setup.statusCode).toBe(401);
    });

    it('a pending session ends after ten minutes', async () => {
      const { secret, pending } = await pendingSignIn();
      advance(SECOND_FACTOR_PENDING_MS);
      const response = await check(pending, codeAt(secret));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'two_factor_not_pending' });
      expect(await me(pending)).toEqual({ user: null, twoFactorPending: false });
    });

    it('a password reset signs no one in, and the new password still leads to the code', async () => {
      const { user } = await createTwoFactorUser(ctx.app);
      expect((await postForm(ctx.app, '/obnovit-heslo', { email: user.email }, { headers: { 'x-forwarded-for': freshIp() } })).statusCode).toBe(200);
      await drainQueue(ctx.app);
      const mail = (await readOutbox(ctx.app.config.mailOutboxDir)).filter((entry) => entry.to === user.email).at(-1)!;
      const token = /token=([\w-]+)/.exec(mail.text)![1]!;
      const reset = await postJson(ctx.app, '/api/password-reset', { payload: { token, password: NEW_PASSWORD } });
      expect(reset.statusCode).toBe(204);
      expect(setCookies(reset).raketa_session?.value ?? '').toBe('');
      const { response } = await formLogin(ctx.app, user.email, { password: NEW_PASSWORD });
      expect(response.headers.location).toBe('/jobs?redirect_to=%2Fjobs#2fa');
    });

    it('sign-out ends a pending session', async () => {
      const { user, secret, pending } = await pendingSignIn();
      const out = await postForm(ctx.app, '/logout', { back: '/' }, { cookies: { raketa_session: pending } });
      expect(out.statusCode).toBe(303);
      const { rows } = await ctx.db.query('select 1 from sessions where user_id = $1', [user.id]);
      expect(rows).toEqual([]);
      expect((await check(pending, codeAt(secret))).json()).toMatchObject({ code: 'two_factor_not_pending' });
    });
  });

  describe('POST /2fa_check', () => {
    it('a right code signs in under a new session id; the pending id is gone', async () => {
      const { user, secret, pending } = await pendingSignIn();
      const response = await check(pending, codeAt(secret));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect(response.headers['cache-control']).toBe('no-store');
      const signedIn = setCookies(response).raketa_session!;
      expect(signedIn.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(signedIn.value).not.toBe(pending);
      expect(await me(signedIn.value)).toMatchObject({ user: { id: user.id }, twoFactorPending: false });
      expect(await me(pending)).toEqual({ user: null, twoFactorPending: false });
      // A full session: the usual lifetime, not the pending one.
      expect(signedIn.header).toContain(`Expires=${new Date(now().getTime() + 30 * 24 * 3600_000).toUTCString()}`);
    });

    it('a wrong code answers 401 incorrect_code and the sign-in stays pending', async () => {
      const { secret, pending } = await pendingSignIn();
      const wrong = codeAt(secret) === '000000' ? '111111' : '000000';
      const response = await check(pending, wrong);
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(response.json()).toMatchObject({
        type: 'urn:raketa:problem:incorrect_code',
        code: 'incorrect_code',
        detail: 'Incorrect code, try again.',
      });
      expect(setCookies(response).raketa_session).toBeUndefined();
      expect(await me(pending)).toEqual({ user: null, twoFactorPending: true });
      expect((await check(pending, codeAt(secret))).statusCode).toBe(200);
    });

    it('refuses a code used before (replay), also from another pending session', async () => {
      const { user, secret, pending } = await pendingSignIn();
      const code = codeAt(secret);
      expect((await check(pending, code)).statusCode).toBe(200);
      const { session: again } = await formLogin(ctx.app, user.email);
      expect((await check(again, code)).json()).toMatchObject({ code: 'incorrect_code' });
      // The code of the next step works.
      advance(STEP_MS);
      expect((await check(again, codeAt(secret))).statusCode).toBe(200);
    });

    // Two concurrent uses of one code: api/src/two-factor/two-factor.test.ts forces the race.

    it('accepts one step of drift either way, not two', async () => {
      const { user, secret, pending } = await pendingSignIn();
      expect((await check(pending, codeAt(secret, -2 * STEP_MS))).statusCode).toBe(401);
      expect((await check(pending, codeAt(secret, 2 * STEP_MS))).statusCode).toBe(401);
      expect((await check(pending, codeAt(secret, -STEP_MS))).statusCode).toBe(401); // the step used at setup
      expect((await check(pending, codeAt(secret, STEP_MS))).statusCode).toBe(200); // a fast phone
      // A slow phone: its code is one step behind, but newer than the last used one.
      advance(3 * STEP_MS);
      const { session } = await formLogin(ctx.app, user.email);
      expect((await check(session, codeAt(secret, -STEP_MS))).statusCode).toBe(200);
    });

    it('accepts each recovery code once, with or without its dash and in any case', async () => {
      const { user, recoveryCodes, pending } = await pendingSignIn();
      expect(recoveryCodes).toHaveLength(10);
      expect((await check(pending, recoveryCodes[0]!.replace('-', '').toUpperCase())).statusCode).toBe(200);
      const { session } = await formLogin(ctx.app, user.email);
      expect((await check(session, recoveryCodes[0]!)).json()).toMatchObject({ code: 'incorrect_code' });
      expect((await check(session, recoveryCodes[1]!)).statusCode).toBe(200);
      expect((await ctx.app.twoFactor.status(user.id)).recoveryCodesLeft).toBe(8);
    });

    it('takes an urlencoded or multipart form with _csrf as well as JSON', async () => {
      const { user, secret, pending } = await pendingSignIn();
      const token = await csrfToken(ctx.app);
      const form = await ctx.app.inject({
        method: 'POST',
        url: '/2fa_check',
        headers: {
          origin: SITE,
          'content-type': 'application/x-www-form-urlencoded',
          cookie: cookieHeader({ raketa_csrf: token, raketa_session: pending }),
        },
        payload: urlencoded({ code: codeAt(secret), _csrf: token }),
      });
      expect(form.statusCode).toBe(200);

      advance(STEP_MS);
      const { session } = await formLogin(ctx.app, user.email);
      const { payload, contentType } = multipartBody({ code: codeAt(secret), _csrf: token });
      const multipart = await ctx.app.inject({
        method: 'POST',
        url: '/2fa_check',
        headers: { origin: SITE, 'content-type': contentType, cookie: cookieHeader({ raketa_csrf: token, raketa_session: session }) },
        payload,
      });
      expect(multipart.statusCode).toBe(200);
    });

    it('refuses a post without the CSRF token or from another site', async () => {
      const { secret, pending } = await pendingSignIn();
      const noToken = await postJson(ctx.app, '/2fa_check', { session: pending, payload: { code: codeAt(secret) }, csrf: false });
      expect(noToken.statusCode).toBe(403);
      expect(noToken.json()).toMatchObject({ code: 'csrf_token' });
      const crossSite = await postJson(ctx.app, '/2fa_check', {
        session: pending,
        payload: { code: codeAt(secret) },
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      });
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.json()).toMatchObject({ code: 'csrf_origin' });
      expect(await me(pending)).toEqual({ user: null, twoFactorPending: true });
    });

    it('answers 401 two_factor_not_pending without a pending session, also when signed in', async () => {
      const { secret } = await createTwoFactorUser(ctx.app);
      const none = await check(undefined, codeAt(secret));
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ code: 'two_factor_not_pending' });
      const plain = await createUser(ctx.app);
      const { session } = await formLogin(ctx.app, plain.email);
      expect((await check(session, '123456')).json()).toMatchObject({ code: 'two_factor_not_pending' });
    });

    it('answers 422 for a missing code', async () => {
      const { pending } = await pendingSignIn();
      const response = await postJson(ctx.app, '/2fa_check', { session: pending, payload: {} });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'code', code: 'required' }] });
    });

    it('allows 5 attempts a minute per user and IP, then 429 with Retry-After, even for the right code', async () => {
      const { secret, pending } = await pendingSignIn();
      const ip = freshIp();
      for (let attempt = 1; attempt <= 5; attempt += 1) expect((await check(pending, 'zzzzz-zzzzz', ip)).statusCode).toBe(401);
      const blocked = await check(pending, codeAt(secret), ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'too_many_attempts' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is counted apart; the next minute starts afresh.
      expect((await check(pending, 'zzzzz-zzzzz', freshIp())).statusCode).toBe(401);
      advance(60_000);
      expect((await check(pending, codeAt(secret), ip)).statusCode).toBe(200);
    });

    it('allows 25 attempts a minute per IP across users', async () => {
      const ip = freshIp();
      const accounts = [];
      for (let index = 0; index < 6; index += 1) accounts.push(await pendingSignIn());
      let attempts = 0;
      for (const { pending } of accounts) {
        for (let attempt = 0; attempt < 5 && attempts < 25; attempt += 1, attempts += 1) {
          expect((await check(pending, 'zzzzz-zzzzz', ip)).statusCode).toBe(401);
        }
      }
      const last = accounts.at(-1)!;
      expect((await check(last.pending, codeAt(last.secret), ip)).statusCode).toBe(429);
    });
  });
});
