/// <reference path="./oidc-provider-module.d.ts" />
// Test and e2e only: a local OpenID provider (panva's oidc-provider, certified) standing in for
// Google and the other providers. Real HTTP on its own port, discovery, signed ID tokens, PKCE,
// a real login page (e-mail, name, "Sign in" or "Cancel") and automatic consent. Never used by
// the API itself: tests and the e2e stack point GOOGLE_ISSUER at it.
import { createHash, generateKeyPairSync, verify } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface StandInAccount {
  sub: string;
  email: string;
  name: string;
  emailVerified?: boolean;
}

export interface StandInClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /**
   * Apple's way of client authentication: instead of a fixed secret, an ES256 JWT signed with the
   * key whose public half this is (api/src/social/apple-client-secret.ts).
   */
  appleSecretKey?: KeyObject;
}

export interface StandInProvider {
  issuer: string;
  /** Adds (or replaces) an account; the login page also makes one for any new e-mail it is given. */
  addAccount(account: StandInAccount): void;
  close(): Promise<void>;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The account the login page makes for an unknown e-mail: the same subject every time. */
export const standInSubject = (email: string) => `stand-in-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16)}`;

/** Checks an Apple-style client secret: ES256 JWT for this client and this issuer, not expired. */
function validAppleSecret(secret: string, key: KeyObject, clientId: string, issuer: string): boolean {
  const [header, claims, signature] = secret.split('.');
  if (!header || !claims || !signature) return false;
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) return false;
  const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
  const { sub, aud, exp } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { sub?: string; aud?: string; exp?: number };
  return alg === 'ES256' && sub === clientId && aud === issuer && typeof exp === 'number' && exp > Date.now() / 1000;
}

function loginPage(uid: string, clientId: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Stand-in provider: sign in</title></head>
<body>
<main>
<h1>Sign in to the stand-in provider</h1>
<p>Signing in to ${escapeHtml(clientId)}.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label>E-mail <input type="email" name="email" required autocomplete="off"></label>
<label>Name <input type="text" name="name" autocomplete="off"></label>
<button type="submit">Sign in</button>
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit">Cancel</button></form>
</main>
</body>
</html>`;
}

/** oidc-provider's storage, in memory (its own default warns at every start that it is for development only). */
function memoryAdapter() {
  const store = new Map<string, { payload: Record<string, unknown>; expiresAt: number }>();
  const live = (key: string) => {
    const entry = store.get(key);
    if (entry && entry.expiresAt <= Date.now()) store.delete(key);
    return store.get(key)?.payload;
  };
  return class MemoryAdapter {
    constructor(private readonly model: string) {}
    private key = (id: string) => `${this.model}:${id}`;
    async upsert(id: string, payload: Record<string, unknown>, expiresIn: number) {
      store.set(this.key(id), { payload, expiresAt: Date.now() + (expiresIn || 3600) * 1000 });
    }
    async find(id: string) {
      return live(this.key(id));
    }
    async findByUid(uid: string) {
      const entry = [...store.entries()].find(([key, value]) => key.startsWith(`${this.model}:`) && value.payload.uid === uid);
      return entry && live(entry[0]);
    }
    async findByUserCode() {
      return undefined;
    }
    async consume(id: string) {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, value] of store) if (value.payload.grantId === grantId) store.delete(key);
    }
  };
}

function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 16 * 1024) request.destroy(new Error('form too large'));
    });
    request.on('end', () => resolve(new URLSearchParams(body)));
    request.on('error', reject);
  });
}

/**
 * Starts the provider on `port` (0: any free port) at 127.0.0.1.
 * `clients` are registered statically, as at a real provider's console.
 */
export async function startStandInProvider({
  port = 0,
  clients,
  accounts = [],
}: {
  port?: number;
  clients: StandInClient[];
  accounts?: StandInAccount[];
}): Promise<StandInProvider> {
  const known = new Map<string, StandInAccount>(accounts.map((account) => [account.sub, account]));
  const byEmail = (email: string) => [...known.values()].find((account) => account.email.toLowerCase() === email.trim().toLowerCase());

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [{ ...signingKey, kid: 'stand-in', use: 'sig', alg: 'RS256' }] },
    // Like Google: e-mail and name in the ID token, not only at the UserInfo endpoint.
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      name: ['name'],
    },
    scopes: ['openid', 'email', 'profile', 'name'],
    pkce: { required: () => true },
    adapter: memoryAdapter(),
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, AuthorizationCode: 60, IdToken: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['stand-in-provider-cookie-key-0123456789'] },
    findAccount: (_ctx, sub) => {
      const account = known.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: account.emailVerified ?? true, name: account.name }),
      };
    },
  });
  const appleKeys = new Map(clients.flatMap((client) => (client.appleSecretKey ? [[client.clientId, client.appleSecretKey] as const] : [])));
  const compareClientSecret = provider.Client.prototype.compareClientSecret;
  provider.Client.prototype.compareClientSecret = function compare(this: { clientId: string }, actual: string) {
    const key = appleKeys.get(this.clientId);
    return key ? validAppleSecret(actual, key, this.clientId, issuer) : compareClientSecret.call(this, actual);
  };
  // Quiet: failed logins and denied consents are part of the tests.
  provider.on('server_error', (_ctx, error) => console.error('stand-in provider error', error));
  const callback = provider.callback();

  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = new URL(request.url ?? '/', issuer);
    const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(url.pathname);
    if (!match) {
      callback(request, response);
      return;
    }
    void (async () => {
      const details = await provider.interactionDetails(request, response);
      const action = match[2];
      if (request.method === 'GET' && details.prompt.name === 'login') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(loginPage(details.uid, String(details.params.client_id)));
        return;
      }
      if (request.method === 'GET' && details.prompt.name === 'consent') {
        // Automatic consent to what the client asked for.
        const grant = details.grantId
          ? (await provider.Grant.find(details.grantId))!
          : new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        await provider.interactionFinished(request, response, { consent: { grantId } }, { mergeWithLastSubmission: true });
        return;
      }
      if (request.method === 'POST' && action === 'abort') {
        await readForm(request);
        await provider.interactionFinished(
          request,
          response,
          { error: 'access_denied', error_description: 'The user cancelled the sign-in' },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      if (request.method === 'POST' && action === 'login') {
        const form = await readForm(request);
        const email = (form.get('email') ?? '').trim();
        if (email === '') {
          response.writeHead(400, { 'content-type': 'text/plain' }).end('e-mail required');
          return;
        }
        let account = byEmail(email);
        if (!account) {
          account = { sub: standInSubject(email), email, name: (form.get('name') ?? '').trim() || email.split('@')[0]! };
          known.set(account.sub, account);
        }
        await provider.interactionFinished(request, response, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
        return;
      }
      response.writeHead(405).end();
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain' });
      response.end(error instanceof Error ? error.message : 'interaction failed');
    });
  });

  return {
    issuer,
    addAccount(account) {
      known.set(account.sub, account);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A cookie jar per test: enough for the provider's own interaction and session cookies. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescapeHtml = (value: string) => value.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

export interface ProviderAnswer {
  /** How the provider sends the browser back to the client. */
  method: 'GET' | 'POST';
  /** The client's redirect_uri (with the query for GET). */
  url: string;
  /** The authorization response (also in `url` for GET). */
  params: URLSearchParams;
}

/**
 * What a browser does at the stand-in provider, in plain HTTP: opens the authorization URL, fills
 * the login page (or presses Cancel) and follows redirects until the provider sends the browser
 * back to `redirectUri`. Returns that answer without calling the client.
 */
export async function signInAtStandIn(
  authorizationUrl: string,
  redirectUri: string,
  { email, name = '', cancel = false }: { email: string; name?: string; cancel?: boolean },
): Promise<ProviderAnswer> {
  const jar = new CookieJar();
  let next: { url: string; method: 'GET' | 'POST'; body?: URLSearchParams } = { url: authorizationUrl, method: 'GET' };
  for (let hop = 0; hop < 20; hop += 1) {
    if (next.url.startsWith(redirectUri)) {
      const url = new URL(next.url);
      return { method: 'GET', url: next.url, params: url.searchParams };
    }
    const response = await fetch(next.url, {
      method: next.method,
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(next.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(next.body ? { body: next.body.toString() } : {}),
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      next = { url: new URL(location, next.url).href, method: 'GET' };
      continue;
    }
    const html = await response.text();
    // A form_post answer carrying an error comes with 400.
    if (response.status !== 200 && !(response.status === 400 && html.includes('<form method="post"')))
      throw new Error(`stand-in provider answered ${response.status}: ${html}`);
    const formPost = /<form method="post" action="([^"]+)"/i.exec(html);
    if (html.includes('/login"') && formPost) {
      const uid = /\/interaction\/([\w-]+)\/login/.exec(html)![1]!;
      const action = cancel ? `/interaction/${uid}/abort` : `/interaction/${uid}/login`;
      next = { url: new URL(action, next.url).href, method: 'POST', body: new URLSearchParams(cancel ? {} : { email, name }) };
      continue;
    }
    const action = formPost && unescapeHtml(formPost[1]!);
    if (action && action.startsWith(redirectUri)) {
      // response_mode=form_post: the page auto-submits hidden fields to the client.
      const params = new URLSearchParams();
      for (const input of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\s*\/?>/g)) {
        params.append(input[1]!, unescapeHtml(input[2]!));
      }
      return { method: 'POST', url: action, params };
    }
    throw new Error(`unexpected stand-in provider page at ${next.url}: ${html.slice(0, 500)}`);
  }
  throw new Error('too many redirects at the stand-in provider');
}
