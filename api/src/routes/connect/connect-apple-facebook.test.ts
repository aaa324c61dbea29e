// The two providers that differ from plain OpenID: Apple (ES256 client-secret JWT, form_post
// answer) against the stand-in provider, and Facebook (OAuth 2 with PKCE, Graph API profile)
// against a small fake of its token endpoint and /me.
import { createHash, createHmac, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { cookieHeader, setCookies } from '../../testing/auth';
import { signInAtStandIn, startStandInProvider } from '../../testing/oidc-provider';
import type { StandInProvider } from '../../testing/oidc-provider';
import type { TestContext } from '../../testing/test-db';
import { createTestApp, httpTestDrivers } from '../../testing/test-db';

const APPLE_CALLBACK = 'http://localhost:3000/connect/apple/callback';
const FACEBOOK_CALLBACK = 'http://localhost:3000/connect/facebook/callback';
const FACEBOOK = { clientId: 'fb-app-id', clientSecret: 'fb-app-secret' };

let counter = 0;
const uniqueAddress = (prefix: string) => `${prefix}-${Date.now()}-${(counter += 1)}@example.com`;

interface FakeFacebook {
  url: string;
  /** What the OAuth dialog does once the user agrees: a code for this request and profile. */
  approve(authorizationUrl: string, profile: Record<string, string>): URL;
  close(): Promise<void>;
}

/** Facebook's token endpoint and Graph /me, checking the PKCE verifier, the app secret and appsecret_proof. */
async function startFakeFacebook(): Promise<FakeFacebook> {
  const codes = new Map<string, { challenge: string; redirectUri: string; profile: Record<string, string> }>();
  const tokens = new Map<string, Record<string, string>>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url!, 'http://fake');
    const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method === 'POST' && url.pathname === '/v23.0/oauth/access_token') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const ok =
          grant &&
          form.get('client_id') === FACEBOOK.clientId &&
          form.get('client_secret') === FACEBOOK.clientSecret &&
          form.get('redirect_uri') === grant.redirectUri &&
          createHash('sha256').update(verifier).digest('base64url') === grant.challenge;
        if (!ok) return json(400, { error: { message: 'Invalid verification code format.', type: 'OAuthException' } });
        const token = randomBytes(16).toString('hex');
        tokens.set(token, grant.profile);
        return json(200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
      });
      return;
    }
    if (request.method === 'GET' && url.pathname === '/v23.0/me') {
      const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const profile = tokens.get(token);
      const proof = createHmac('sha256', FACEBOOK.clientSecret).update(token).digest('hex');
      if (!profile || url.searchParams.get('appsecret_proof') !== proof || url.searchParams.get('fields') !== 'id,name,email') {
        return json(400, { error: { message: 'Invalid OAuth access token.' } });
      }
      return json(200, profile);
    }
    json(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    approve(authorizationUrl, profile) {
      const params = new URL(authorizationUrl).searchParams;
      const code = randomBytes(16).toString('hex');
      codes.set(code, { challenge: params.get('code_challenge')!, redirectUri: params.get('redirect_uri')!, profile });
      const back = new URL(params.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', params.get('state')!);
      return back;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.each(httpTestDrivers)('social sign-in with apple and facebook on %s', (driver) => {
  let provider: StandInProvider;
  let facebook: FakeFacebook;
  let ctx: TestContext;
  const appleKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const APPLE = { clientId: 'cz.raketa.test', teamId: 'TEAM123456', keyId: 'KEY1234567' };

  beforeAll(async () => {
    provider = await startStandInProvider({
      clients: [{ clientId: APPLE.clientId, clientSecret: 'never-sent', redirectUris: [APPLE_CALLBACK], appleSecretKey: appleKey.publicKey }],
    });
    facebook = await startFakeFacebook();
    ctx = await createTestApp(driver, {
      seed: false,
      config: {
        social: {
          apple: {
            ...APPLE,
            privateKey: appleKey.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
            issuer: provider.issuer,
          },
          facebook: { ...FACEBOOK, dialogUrl: `${facebook.url}/v23.0/dialog/oauth`, graphUrl: `${facebook.url}/v23.0` },
        },
      },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await provider?.close();
    await facebook?.close();
  });

  const locationOf = (response: LightMyRequestResponse) => String(response.headers.location);
  const start = async (service: string, back: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/connect/${service}?${new URLSearchParams({ back })}`,
      headers: { host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(303);
    return { location: locationOf(response), social: setCookies(response).raketa_social };
  };
  const me = async (response: LightMyRequestResponse) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { cookie: cookieHeader({ raketa_session: setCookies(response).raketa_session?.value }) },
      })
    ).json<{ user: { id: number; name: string; email: string } | null }>().user;

  it('apple: asks for a form_post answer, keeps the flow cookie across that cross-site POST and signs in', async () => {
    const { location, social } = await start('apple', '/prace');
    const url = new URL(location);
    expect(url.searchParams.get('response_mode')).toBe('form_post');
    expect(url.searchParams.get('scope')).toBe('openid email name');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    // SameSite=None: a Lax cookie would stay behind on Apple's cross-site POST.
    expect(social!.header).toMatch(/SameSite=None/);
    expect(social!.header).toMatch(/Secure/);

    const email = uniqueAddress('apple');
    const answer = await signInAtStandIn(location, APPLE_CALLBACK, { email, name: 'Eva Malá' });
    expect(answer.method).toBe('POST');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/connect/apple/callback',
      headers: {
        host: 'localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: cookieHeader({ raketa_social: social!.value }),
      },
      payload: answer.params.toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(locationOf(response)).toBe(`/onboarding?${new URLSearchParams({ redirect_to: '/prace' })}`);
    expect(await me(response)).toMatchObject({ email, name: 'Eva Malá' });
  });

  it('apple: an answer that arrives as a GET is refused', async () => {
    const { location, social } = await start('apple', '/prace');
    const answer = await signInAtStandIn(location, APPLE_CALLBACK, { email: uniqueAddress('apple-get') });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/connect/apple/callback?${answer.params}`,
      headers: { host: 'localhost:3000', cookie: cookieHeader({ raketa_social: social!.value }) },
    });
    expect(locationOf(response)).toBe(`/prihlasit?${new URLSearchParams({ error: 'social_failed', redirect_to: '/prace' })}#prihlaseni`);
    expect(setCookies(response).raketa_session).toBeUndefined();
  });

  it('facebook: OAuth 2 with PKCE and the Graph profile, no ID token', async () => {
    const { location, social } = await start('facebook', '/firmy');
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe(`${facebook.url}/v23.0/dialog/oauth`);
    expect(url.searchParams.get('redirect_uri')).toBe(FACEBOOK_CALLBACK);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('email public_profile');

    const email = uniqueAddress('facebook');
    const back = facebook.approve(location, { id: `fb-${counter}`, name: 'Jan Novák', email });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { host: 'localhost:3000', cookie: cookieHeader({ raketa_social: social!.value }) },
    });
    expect(locationOf(response)).toBe(`/onboarding?${new URLSearchParams({ redirect_to: '/firmy' })}`);
    const user = await me(response);
    expect(user).toMatchObject({ email, name: 'Jan Novák' });
    const { rows } = await ctx.db.query('select provider, subject from user_identities where user_id = $1', [user!.id]);
    expect(rows).toEqual([{ provider: 'facebook', subject: `fb-${counter}` }]);
  });

  it('facebook: a profile without an e-mail cannot make an account', async () => {
    const { location, social } = await start('facebook', '/firmy');
    const back = facebook.approve(location, { id: `fb-no-mail-${counter}`, name: 'Bez Mailu' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { host: 'localhost:3000', cookie: cookieHeader({ raketa_social: social!.value }) },
    });
    expect(locationOf(response)).toBe(`/prihlasit?${new URLSearchParams({ error: 'social_email_missing', redirect_to: '/firmy' })}#prihlaseni`);
  });
});
