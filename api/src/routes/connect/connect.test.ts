// Social sign-in against a real OpenID provider (oidc-provider on an ephemeral port) standing in
// for Google: discovery, PKCE, signed ID tokens, its login page and the code exchange all over HTTP.
import type { LightMyRequestResponse } from 'fastify';
import { cookieHeader, createUser, PASSWORD, postForm, setCookies } from '../../testing/auth';
import { signInAtStandIn, standInSubject, startStandInProvider } from '../../testing/oidc-provider';
import type { ProviderAnswer, StandInProvider } from '../../testing/oidc-provider';
import type { TestContext } from '../../testing/test-db';
import { createTestApp, httpTestDrivers } from '../../testing/test-db';

const CLIENT = { clientId: 'raketa-test', clientSecret: 'stand-in-client-secret' };
const CS_CALLBACK = 'http://localhost:3000/connect/google/callback';
const EN_CALLBACK = 'http://en.localhost:3000/connect/google/callback';
const MINUTE = 60_000;

let counter = 0;
const uniqueAddress = (prefix: string) => `${prefix}-${Date.now()}-${(counter += 1)}@example.com`;

describe.each(httpTestDrivers)('social sign-in on %s', (driver) => {
  let provider: StandInProvider;
  let ctx: TestContext;
  // The app's clock (attempt expiry); the provider's ID tokens follow the real time.
  let offsetMs = 0;

  beforeAll(async () => {
    provider = await startStandInProvider({ clients: [{ ...CLIENT, redirectUris: [CS_CALLBACK, EN_CALLBACK] }] });
    ctx = await createTestApp(driver, {
      seed: false,
      clock: () => new Date(Date.now() + offsetMs),
      config: { social: { google: { ...CLIENT, issuer: provider.issuer } } },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await provider?.close();
  });
  beforeEach(() => {
    offsetMs = 0;
  });

  const locationOf = (response: LightMyRequestResponse) => String(response.headers.location);

  /** GET /connect/{service}: the redirect and the flow cookie. */
  const start = async (service: string, back: string, options: { host?: string; cookies?: Record<string, string | undefined> } = {}) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/connect/${service}?${new URLSearchParams({ back })}`,
      headers: { host: options.host ?? 'localhost:3000', cookie: cookieHeader(options.cookies ?? {}) },
    });
    return { response, social: setCookies(response).raketa_social?.value };
  };

  /** The browser back at the callback with what the provider sent. */
  const callback = (answer: ProviderAnswer, cookies: Record<string, string | undefined>) => {
    const url = new URL(answer.url);
    return ctx.app.inject({
      method: answer.method,
      url: answer.method === 'GET' ? `${url.pathname}${url.search}` : url.pathname,
      headers: {
        host: url.host,
        cookie: cookieHeader(cookies),
        ...(answer.method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(answer.method === 'POST' ? { payload: answer.params.toString() } : {}),
    });
  };

  /** The whole round trip: start, sign in at the provider as `email`, come back. */
  const signInWithGoogle = async (
    email: string,
    options: { back?: string; name?: string; cookies?: Record<string, string | undefined>; cancel?: boolean } = {},
  ) => {
    const { response, social } = await start('google', options.back ?? '/prace', { cookies: options.cookies });
    expect(response.statusCode).toBe(303);
    const answer = await signInAtStandIn(locationOf(response), CS_CALLBACK, {
      email,
      ...(options.name ? { name: options.name } : {}),
      ...(options.cancel ? { cancel: true } : {}),
    });
    return callback(answer, { ...options.cookies, raketa_social: social });
  };

  const me = async (session: string | undefined) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieHeader({ raketa_session: session }) } })).json<{
      user: { id: number; name: string; email: string } | null;
    }>().user;

  const identitiesOf = async (userId: number) =>
    (
      await ctx.db.query<{ provider: string; subject: string }>(
        'select provider, subject from user_identities where user_id = $1 order by provider',
        [userId],
      )
    ).rows;

  const loginDialog = (error: string, back: string) => `/prihlasit?${new URLSearchParams({ error, redirect_to: back })}#prihlaseni`;

  it('starts with state, nonce and PKCE (S256) kept server-side behind a 10-minute HttpOnly cookie', async () => {
    const { response, social } = await start('google', '/prace?obor=it');
    expect(response.statusCode).toBe(303);
    expect(response.headers['cache-control']).toBe('no-store');
    const url = new URL(locationOf(response));
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: CLIENT.clientId,
      response_type: 'code',
      redirect_uri: CS_CALLBACK,
      scope: 'openid email profile',
      state: expect.stringMatching(/^[\w-]{43}$/),
      nonce: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
    });
    const cookie = setCookies(response).raketa_social!.header;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/connect/);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(social).toMatch(/^[\w-]{43}$/);
    // The browser's id is stored only as a hash; the verifier never leaves the server.
    const { rows } = await ctx.db.query<{ state: string; code_verifier: string; back: string; browser_hash: string }>(
      'select state, code_verifier, back, browser_hash from social_sign_in_attempts where state = $1',
      [url.searchParams.get('state')],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.back).toBe('/prace?obor=it');
    expect(rows[0]!.browser_hash).not.toContain(social);
    expect(url.href).not.toContain(rows[0]!.code_verifier);
  });

  it('builds the callback URL from the configured site host, never from the Host header', async () => {
    const forged = await start('google', '/', { host: 'evil.example' });
    expect(new URL(locationOf(forged.response)).searchParams.get('redirect_uri')).toBe(CS_CALLBACK);
    const english = await start('google', '/', { host: 'en.localhost:3000' });
    expect(new URL(locationOf(english.response)).searchParams.get('redirect_uri')).toBe(EN_CALLBACK);
  });

  it('creates a candidate account for a new identity, signs it in and sends it to onboarding with back kept', async () => {
    const email = uniqueAddress('new');
    const response = await signInWithGoogle(email, { name: 'Petra Svobodová', back: '/prace?obor=it' });
    expect(response.statusCode).toBe(303);
    expect(locationOf(response)).toBe(`/onboarding?${new URLSearchParams({ redirect_to: '/prace?obor=it' })}`);
    const cookies = setCookies(response);
    expect(cookies.raketa_social!.value).toBe('');
    const user = await me(cookies.raketa_session!.value);
    expect(user).toMatchObject({ name: 'Petra Svobodová', email, type: 'candidate' });
    expect(await identitiesOf(user!.id)).toEqual([{ provider: 'google', subject: standInSubject(email) }]);
    const { rows } = await ctx.db.query<{ password_hash: string | null }>('select password_hash from users where id = $1', [user!.id]);
    expect(rows[0]!.password_hash).toBeNull();
  });

  it('signs a returning identity into its account and goes back', async () => {
    const email = uniqueAddress('returning');
    const first = await signInWithGoogle(email, { name: 'Tomáš Dvořák' });
    const userId = (await me(setCookies(first).raketa_session!.value))!.id;

    const again = await signInWithGoogle(email, { back: '/firmy' });
    expect(again.statusCode).toBe(303);
    expect(locationOf(again)).toBe('/firmy');
    expect((await me(setCookies(again).raketa_session!.value))!.id).toBe(userId);
    const { rows } = await ctx.db.query('select id from users where lower(email) = lower($1)', [email]);
    expect(rows).toHaveLength(1);
  });

  it('never links by e-mail: an identity with the address of an existing account is refused', async () => {
    const user = await createUser(ctx.app, { email: uniqueAddress('taken') });
    const response = await signInWithGoogle(user.email, { back: '/prace' });
    expect(response.statusCode).toBe(303);
    expect(locationOf(response)).toBe(loginDialog('social_account_exists', '/prace'));
    expect(setCookies(response).raketa_session).toBeUndefined();
    expect(await identitiesOf(user.id)).toEqual([]);
  });

  it('links the identity to a signed-in user, who can then sign in with it', async () => {
    const user = await createUser(ctx.app, { email: uniqueAddress('linking') });
    const login = await postForm(ctx.app, '/prihlasit', { username: user.email, password: PASSWORD, back: '/' });
    const session = setCookies(login).raketa_session!.value;
    // The provider account has another address: linking needs no matching e-mail, only the signed-in user.
    const providerEmail = uniqueAddress('linked-google');

    const linked = await signInWithGoogle(providerEmail, { back: '/profil', cookies: { raketa_session: session } });
    expect(linked.statusCode).toBe(303);
    expect(locationOf(linked)).toBe('/profil');
    expect(await identitiesOf(user.id)).toEqual([{ provider: 'google', subject: standInSubject(providerEmail) }]);
    expect((await me(session))!.id).toBe(user.id);

    const signedIn = await signInWithGoogle(providerEmail, { back: '/firmy' });
    expect(locationOf(signedIn)).toBe('/firmy');
    expect((await me(setCookies(signedIn).raketa_session!.value))!.id).toBe(user.id);

    // Another account cannot take the identity over.
    const other = await createUser(ctx.app, { email: uniqueAddress('other') });
    const otherLogin = await postForm(ctx.app, '/prihlasit', { username: other.email, password: PASSWORD, back: '/' });
    const refused = await signInWithGoogle(providerEmail, {
      back: '/profil',
      cookies: { raketa_session: setCookies(otherLogin).raketa_session!.value },
    });
    expect(locationOf(refused)).toBe(loginDialog('social_identity_in_use', '/profil'));
    expect(await identitiesOf(other.id)).toEqual([]);
  });

  it('refuses a tampered state, and the attempt cannot be replayed afterwards', async () => {
    const { response, social } = await start('google', '/prace');
    const answer = await signInAtStandIn(locationOf(response), CS_CALLBACK, { email: uniqueAddress('tampered') });
    const tampered = new URL(answer.url);
    tampered.searchParams.set('state', 'x'.repeat(43));
    const refused = await callback({ ...answer, url: tampered.href }, { raketa_social: social });
    expect(refused.statusCode).toBe(303);
    expect(locationOf(refused)).toBe(loginDialog('social_state_invalid', '/prace'));
    expect(setCookies(refused).raketa_session).toBeUndefined();

    const replayed = await callback(answer, { raketa_social: social });
    expect(locationOf(replayed)).toBe(loginDialog('social_state_invalid', '/'));
    expect(setCookies(replayed).raketa_session).toBeUndefined();
  });

  it('refuses an answer that reaches another browser (no flow cookie)', async () => {
    const { response } = await start('google', '/prace');
    const answer = await signInAtStandIn(locationOf(response), CS_CALLBACK, { email: uniqueAddress('elsewhere') });
    const refused = await callback(answer, {});
    expect(locationOf(refused)).toBe(loginDialog('social_state_invalid', '/'));
    expect(setCookies(refused).raketa_session).toBeUndefined();
  });

  it('refuses an attempt older than 10 minutes', async () => {
    const { response, social } = await start('google', '/prace');
    const answer = await signInAtStandIn(locationOf(response), CS_CALLBACK, { email: uniqueAddress('late') });
    offsetMs = 10 * MINUTE + 1000;
    const refused = await callback(answer, { raketa_social: social });
    expect(locationOf(refused)).toBe(loginDialog('social_state_invalid', '/'));
    expect(setCookies(refused).raketa_session).toBeUndefined();
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const { response, social } = await start('google', '/prace');
    const state = new URL(locationOf(response)).searchParams.get('state');
    const answer = await signInAtStandIn(locationOf(response), CS_CALLBACK, { email: uniqueAddress('nonce') });
    // As if the ID token had been minted for another request: the expected nonce differs.
    await ctx.db.query('update social_sign_in_attempts set nonce = $2 where state = $1', [state, 'n'.repeat(43)]);
    const refused = await callback(answer, { raketa_social: social });
    expect(locationOf(refused)).toBe(loginDialog('social_failed', '/prace'));
    expect(setCookies(refused).raketa_session).toBeUndefined();
  });

  it('refuses a code exchanged with another PKCE verifier', async () => {
    const { response, social } = await start('google', '/prace');
    const state = new URL(locationOf(response)).searchParams.get('state');
    const answer = await signInAtStandIn(locationOf(response), CS_CALLBACK, { email: uniqueAddress('pkce') });
    await ctx.db.query('update social_sign_in_attempts set code_verifier = $2 where state = $1', [state, 'v'.repeat(43)]);
    const refused = await callback(answer, { raketa_social: social });
    expect(locationOf(refused)).toBe(loginDialog('social_failed', '/prace'));
  });

  it('lands on the login dialog with social_cancelled when the user cancels at the provider', async () => {
    const response = await signInWithGoogle(uniqueAddress('cancel'), { cancel: true, back: '/prace' });
    expect(locationOf(response)).toBe(loginDialog('social_cancelled', '/prace'));
    expect(setCookies(response).raketa_session).toBeUndefined();
  });

  it('needs a verified e-mail to make an account', async () => {
    const email = uniqueAddress('unverified');
    provider.addAccount({ sub: `unverified-${counter}`, email, name: 'Nikdo', emailVerified: false });
    const response = await signInWithGoogle(email, { back: '/prace' });
    expect(locationOf(response)).toBe(loginDialog('social_email_missing', '/prace'));
    const { rows } = await ctx.db.query('select 1 from users where lower(email) = lower($1)', [email]);
    expect(rows).toEqual([]);
  });

  it('answers an unconfigured provider with social_unavailable on the login dialog of the host language', async () => {
    const czech = await start('facebook', '/prace');
    expect(czech.response.statusCode).toBe(303);
    expect(locationOf(czech.response)).toBe(loginDialog('social_unavailable', '/prace'));
    expect(czech.social).toBeUndefined();
    const english = await start('apple', '/jobs', { host: 'en.localhost:3000' });
    expect(locationOf(english.response)).toBe(`/login?${new URLSearchParams({ error: 'social_unavailable', redirect_to: '/jobs' })}#login`);
  });

  it('answers an unknown service with a 404 problem', async () => {
    for (const url of ['/connect/myspace?back=/', '/connect/myspace/callback']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ status: 404, code: 'unknown_service' });
    }
  });

  it.each([
    '//evil.com',
    'http:\\\\evil.com',
    'http:/\\evil.com',
    'http://////evil.com',
    'javascript:alert(1)',
    '/%2F%2Fevil.com',
    '%2F%2Fevil.com',
    '/\\evil.com',
    'https://evil.com/prace',
  ])('keeps a hostile back (%s) on the site', async (back) => {
    const unavailable = await start('linkedin', back);
    expect(locationOf(unavailable.response)).toBe(loginDialog('social_unavailable', '/'));
    const { response } = await start('google', back);
    const state = new URL(locationOf(response)).searchParams.get('state');
    const { rows } = await ctx.db.query<{ back: string }>('select back from social_sign_in_attempts where state = $1', [state]);
    expect(rows[0]!.back).toBe('/');
  });
});
