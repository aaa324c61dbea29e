import fs from 'node:fs';
import path from 'node:path';
import { readOutbox } from '../../../mail/mailer';
import { createUnsubscribeToken, UNSUBSCRIBE_TOKEN_TTL_MS } from '../../../newsletter/unsubscribe';
import { cookieHeader, createUser, csrfToken, EN_SITE, multipartBody, postForm, setCookies, SITE, uniqueEmail } from '../../../testing/auth';
import { drainQueue } from '../../../testing/queue';
import { withTestApp } from '../../../testing/test-app';
import { testDrivers } from '../../../testing/test-db';

const PASSWORD = 'Zx9#kq2!vlak-newsletter';
const DAY = 24 * 60 * 60 * 1000;
const ALL_ON = { jobDigest: 'weekly', startupNews: true, coursesAndEvents: true, productTips: true, language: 'cs' } as const;
const ALL_OFF = { jobDigest: 'off', startupNews: false, coursesAndEvents: false, productTips: false } as const;

describe.each(testDrivers)('newsletter on %s', (driver) => {
  const { ctx, now, set: setNow } = withTestApp(driver, '2031-05-01T09:00:00.000Z');

  // Each registration from its own address, so the sign-up limit stays out of the way.
  let ipCounter = 0;
  const freshIp = () => `203.0.113.${(ipCounter += 1)}`;

  /** Registers through the form, as the dialog does; the session cookie signs the account in. */
  const register = async ({ en = false, type = 'candidate', email = uniqueEmail('news') } = {}) => {
    const response = await postForm(
      ctx.app,
      en ? '/register' : '/registrovat',
      { name: 'Jana Nováková', username: email, password: PASSWORD, vop: 'true', type },
      { headers: { 'x-forwarded-for': freshIp(), ...(en ? { host: 'en.localhost:3000', origin: EN_SITE } : {}) } },
    );
    expect(response.statusCode).toBe(201);
    await drainQueue(ctx.app);
    return { id: response.json<{ id: number }>().id, email, session: setCookies(response).raketa_session!.value };
  };

  const get = (session?: string, host = 'localhost:3000') =>
    ctx.app.inject({ method: 'GET', url: '/api/newsletter', headers: { host, cookie: cookieHeader({ raketa_session: session }) } });

  const put = async (session: string | undefined, payload: unknown, options: { token?: string | null; origin?: string } = {}) => {
    const token = options.token === undefined ? await csrfToken(ctx.app) : options.token;
    return ctx.app.inject({
      method: 'PUT',
      url: '/api/newsletter',
      headers: {
        origin: options.origin ?? SITE,
        ...(token ? { 'x-csrf-token': token } : {}),
        cookie: cookieHeader({ raketa_session: session, raketa_csrf: token ?? undefined }),
      },
      payload: payload as object,
    });
  };

  const storedRow = async (userId: number) =>
    (
      await ctx.db.query<Record<string, unknown>>(
        'select job_digest, startup_news, courses_and_events, product_tips, language, updated_via from newsletter_preferences where user_id = $1',
        [userId],
      )
    ).rows[0];

  const mailsTo = async (email: string) => {
    await drainQueue(ctx.app);
    return (await readOutbox(ctx.app.config.mailOutboxDir)).filter((mail) => mail.to === email);
  };
  const unsubscribeLinkIn = (text: string) => /https?:\/\/\S+\?unsubscribe=[\w-]+/.exec(text)?.[0];
  const tokenOf = (link: string) => new URL(link).searchParams.get('unsubscribe')!;

  /** A new candidate with every topic on, and the token of their welcome mail's link. */
  const subscribedCandidate = async () => {
    const account = await register();
    expect((await put(account.session, ALL_ON)).statusCode).toBe(200);
    const [mail] = await mailsTo(account.email);
    return { ...account, token: tokenOf(unsubscribeLinkIn(mail!.text)!) };
  };

  const check = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe/check', payload: { token } });
  /** The RFC 8058 one-click POST as a mail provider sends it: no cookies, no Origin, the token in the URL. */
  const oneClick = (token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

  describe('GET /api/newsletter', () => {
    it('answers 401 unauthenticated when signed out', async () => {
      const response = await get();
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ code: 'unauthenticated' });
    });

    it('answers the opt-in defaults in the site language for an account that has chosen nothing', async () => {
      const user = await createUser(ctx.app);
      const session = setCookies(await postForm(ctx.app, '/login', { username: user.email, password: 'correct horse battery staple', back: '/' }))
        .raketa_session!.value;
      const czech = await get(session);
      expect(czech.statusCode).toBe(200);
      expect(czech.headers['cache-control']).toBe('no-store');
      expect(czech.json()).toEqual({ ...ALL_OFF, language: 'cs' });
      expect(await storedRow(user.id)).toBeUndefined();
    });
  });

  describe('PUT /api/newsletter', () => {
    it('saves the preferences; GET answers them afterwards', async () => {
      const { id, session } = await register();
      const chosen = { jobDigest: 'daily', startupNews: true, coursesAndEvents: false, productTips: true, language: 'en' };
      const response = await put(session, chosen);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual(chosen);
      expect((await get(session)).json()).toEqual(chosen);
      expect(await storedRow(id)).toEqual({
        job_digest: 'daily',
        startup_news: true,
        courses_and_events: false,
        product_tips: true,
        language: 'en',
        updated_via: 'settings',
      });
    });

    it('answers 422 with the first failing rule of every invalid field, and saves nothing', async () => {
      const { id, session } = await register();
      const response = await put(session, { jobDigest: 'hourly', startupNews: 'yes', coursesAndEvents: true, productTips: null, language: 'de' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        type: 'urn:raketa:problem:validation_failed',
        code: 'validation_failed',
        errors: [
          { field: 'jobDigest', code: 'invalid_choice', message: 'Choose one of the offered values' },
          { field: 'startupNews', code: 'invalid_type', message: 'This field must be true or false' },
          { field: 'productTips', code: 'required', message: 'This field is mandatory' },
          { field: 'language', code: 'invalid_choice', message: 'Choose one of the offered values' },
        ],
      });
      expect(await storedRow(id)).toMatchObject({ ...{ job_digest: 'off', startup_news: false }, updated_via: 'registration' });
    });

    it('answers 422 required for a body without fields', async () => {
      const { session } = await register();
      const response = await put(session, {});
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.map((error: { field: string; code: string }) => `${error.field}:${error.code}`)).toEqual([
        'jobDigest:required',
        'startupNews:required',
        'coursesAndEvents:required',
        'productTips:required',
        'language:required',
      ]);
    });

    it('refuses a request without the CSRF token (403 csrf_token) or from another site (403 csrf_origin)', async () => {
      const { id, session } = await register();
      const noToken = await put(session, ALL_ON, { token: null });
      expect(noToken.statusCode).toBe(403);
      expect(noToken.json()).toMatchObject({ code: 'csrf_token' });
      const foreign = await put(session, ALL_ON, { origin: 'https://evil.example' });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toMatchObject({ code: 'csrf_origin' });
      expect(await storedRow(id)).toMatchObject({ startup_news: false });
    });

    it('answers 401 when signed out, even with a valid CSRF token', async () => {
      const response = await put(undefined, ALL_ON);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthenticated' });
    });
  });

  describe('registration', () => {
    it('stores the defaults in the Czech site language and mails a Czech welcome with unsubscribe footer and headers', async () => {
      const { id, email } = await register();
      expect(await storedRow(id)).toEqual({
        job_digest: 'off',
        startup_news: false,
        courses_and_events: false,
        product_tips: false,
        language: 'cs',
        updated_via: 'registration',
      });
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe('Vítejte na Raketě');
      expect(mail.html).toContain('<html lang="cs">');
      const link = unsubscribeLinkIn(mail.text)!;
      expect(link).toMatch(/^http:\/\/localhost:3000\/nastaveni\/newsletter\?unsubscribe=[A-Za-z0-9_-]{43}$/);
      expect(mail.text).toContain('Odhlásit odběr newsletterů Rakety');
      expect(mail.html).toContain(`href="${link}"`);
      const token = tokenOf(link);
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<http://localhost:3000/api/newsletter/unsubscribe?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      // The message as sent carries the headers too.
      const eml = fs.readFileSync(
        path.join(ctx.app.config.mailOutboxDir, `${(await readOutbox(ctx.app.config.mailOutboxDir)).find((entry) => entry.to === email)!.id}.eml`),
        'utf8',
      );
      expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(eml.replace(/\r?\n\s+/g, ' ')).toContain(`List-Unsubscribe: <http://localhost:3000/api/newsletter/unsubscribe?token=${token}>`);

      // Only the token's hash is kept, bound to the account.
      const { rows } = await ctx.db.query<{ token_hash: string; user_id: number; topic: string | null; locale: string }>(
        'select token_hash, user_id, topic, locale from newsletter_unsubscribe_tokens where user_id = $1',
        [id],
      );
      expect(rows).toEqual([{ token_hash: expect.stringMatching(/^[0-9a-f]{64}$/), user_id: id, topic: null, locale: 'cs' }]);
      expect(rows[0]!.token_hash).not.toContain(token);
    });

    it('mails the English welcome from the English site, with English links', async () => {
      const { id, email } = await register({ en: true });
      expect(await storedRow(id)).toMatchObject({ language: 'en' });
      const [mail] = await mailsTo(email);
      expect(mail!.subject).toBe('Welcome to Raketa');
      expect(unsubscribeLinkIn(mail!.text)).toMatch(/^http:\/\/en\.localhost:3000\/settings\/newsletter\?unsubscribe=/);
      expect(mail!.headers!['List-Unsubscribe']).toMatch(/^<http:\/\/en\.localhost:3000\/api\/newsletter\/unsubscribe\?token=/);
    });

    it('sends a company no welcome mail, but stores its defaults', async () => {
      const { id, email } = await register({ type: 'company' });
      expect(await mailsTo(email)).toEqual([]);
      expect(await storedRow(id)).toMatchObject({ language: 'cs', updated_via: 'registration' });
    });
  });

  describe('unsubscribe links', () => {
    it('check shows the masked address and what the link would turn off, and changes nothing', async () => {
      const { id, email, token } = await subscribedCandidate();
      const response = await check(token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        email: `${email[0]}…@example.com`,
        topic: null,
        subscribed: ['jobDigest', 'startupNews', 'coursesAndEvents', 'productTips'],
      });
      expect(await storedRow(id)).toMatchObject({ job_digest: 'weekly', startup_news: true });
    });

    it('a GET of the List-Unsubscribe address (a mail scanner) only leads to the page', async () => {
      const { id, token } = await subscribedCandidate();
      const czech = await ctx.app.inject({ method: 'GET', url: `/api/newsletter/unsubscribe?token=${token}` });
      expect(czech.statusCode).toBe(303);
      expect(czech.headers.location).toBe(`/nastaveni/newsletter?unsubscribe=${token}`);
      const english = await ctx.app.inject({
        method: 'GET',
        url: `/api/newsletter/unsubscribe?token=${token}`,
        headers: { host: 'en.localhost:3000' },
      });
      expect(english.headers.location).toBe(`/settings/newsletter?unsubscribe=${token}`);
      expect(await storedRow(id)).toMatchObject({ job_digest: 'weekly', startup_news: true, updated_via: 'settings' });
      const bad = await ctx.app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe?token=1' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'unsubscribe_token_invalid' });
    });

    it('the one-click POST (RFC 8058) unsubscribes without session or CSRF token; a repeat answers nothing left', async () => {
      const { id, session, token } = await subscribedCandidate();
      const response = await oneClick(token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ unsubscribed: ['jobDigest', 'startupNews', 'coursesAndEvents', 'productTips'] });
      expect(await storedRow(id)).toEqual({
        job_digest: 'off',
        startup_news: false,
        courses_and_events: false,
        product_tips: false,
        language: 'cs',
        updated_via: 'unsubscribe',
      });
      expect((await get(session)).json()).toEqual({ ...ALL_OFF, language: 'cs' });

      const again = await oneClick(token);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ unsubscribed: [] });
      expect((await check(token)).json()).toMatchObject({ subscribed: [] });
    });

    it('accepts the one-click POST as multipart too, and the page’s JSON post', async () => {
      const first = await subscribedCandidate();
      const { payload, contentType } = multipartBody({ 'List-Unsubscribe': 'One-Click' });
      const multipart = await ctx.app.inject({
        method: 'POST',
        url: `/api/newsletter/unsubscribe?token=${first.token}`,
        headers: { 'content-type': contentType },
        payload,
      });
      expect(multipart.statusCode).toBe(200);
      expect(await storedRow(first.id)).toMatchObject({ job_digest: 'off' });

      const second = await subscribedCandidate();
      const json = await ctx.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token: second.token } });
      expect(json.statusCode).toBe(200);
      expect(json.json().unsubscribed).toHaveLength(4);
      expect(await storedRow(second.id)).toMatchObject({ product_tips: false });
    });

    it('turns off only the account the link was mailed to', async () => {
      const victim = await subscribedCandidate();
      const other = await subscribedCandidate();
      expect((await oneClick(victim.token)).statusCode).toBe(200);
      expect(await storedRow(other.id)).toMatchObject({ job_digest: 'weekly', startup_news: true });
    });

    it('a topic link turns off that topic only', async () => {
      const { id, session } = await subscribedCandidate();
      const token = await createUnsubscribeToken(ctx.db, { userId: id, topic: 'startupNews', locale: 'cs', now: now() });
      expect((await check(token)).json()).toMatchObject({ topic: 'startupNews', subscribed: ['startupNews'] });
      expect((await oneClick(token)).json()).toEqual({ unsubscribed: ['startupNews'] });
      expect((await get(session)).json()).toEqual({ ...ALL_ON, startupNews: false });
    });

    it.each([
      ['malformed', 'not-a-token'],
      ['unknown', 'A'.repeat(43)],
      ['empty', ''],
    ])('answers 400 unsubscribe_token_invalid for a %s token, on check and on POST', async (_label, token) => {
      for (const response of [await check(token), await oneClick(token)]) {
        expect(response.statusCode).toBe(400);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(response.json()).toMatchObject({ type: 'urn:raketa:problem:unsubscribe_token_invalid', code: 'unsubscribe_token_invalid' });
      }
    });

    it('answers 400 for a POST with no token at all', async () => {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'unsubscribe_token_invalid' });
    });

    it('answers 410 unsubscribe_token_expired a year after the mail, and changes nothing', async () => {
      const { id, token } = await subscribedCandidate();
      const sent = now();
      try {
        setNow(new Date(sent.getTime() + UNSUBSCRIBE_TOKEN_TTL_MS - 1000));
        expect((await check(token)).statusCode).toBe(200);
        setNow(new Date(sent.getTime() + UNSUBSCRIBE_TOKEN_TTL_MS));
        for (const response of [await check(token), await oneClick(token)]) {
          expect(response.statusCode).toBe(410);
          expect(response.json()).toMatchObject({ code: 'unsubscribe_token_expired' });
        }
        expect(await storedRow(id)).toMatchObject({ job_digest: 'weekly' });
      } finally {
        setNow(new Date(sent.getTime() + DAY));
      }
    });

    it('a link of a deleted account no longer works', async () => {
      const { id, token } = await subscribedCandidate();
      await ctx.db.query('delete from users where id = $1', [id]);
      expect((await oneClick(token)).statusCode).toBe(400);
    });
  });
});
