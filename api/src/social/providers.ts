// Server-only: one client per configured provider, all through openid-client (OAuth 2 / OpenID
// Connect, certified): the authorization URL with state, nonce and PKCE (S256), then the code
// exchange, which checks state, issuer, audience, signature and nonce of the ID token.
// google, linkedin and apple are OpenID providers found by discovery; facebook is plain OAuth 2
// with PKCE and the profile from the Graph API.
import type { SocialService } from '@raketa/shared/account';
import { createHmac } from 'node:crypto';
import * as oidc from 'openid-client';
import { appleClientSecret } from './apple-client-secret';
import type { FacebookProviderConfig, SocialConfig } from './config';

/** Who the provider says signed in. */
export interface SocialProfile {
  /** Stable user id at the provider (`sub`, or Facebook's app-scoped id). */
  subject: string;
  email?: string;
  /** false only when the provider says the address is unverified. */
  emailVerified: boolean;
  name?: string;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface CallbackInput extends AuthorizationRequest {
  /** The authorization response: query parameters, or the form fields of a form_post. */
  params: URLSearchParams;
}

export interface SocialProviderClient {
  /** `form_post` for Apple (a cross-site POST back to the callback), `query` for the others. */
  responseMode: 'query' | 'form_post';
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  /** Exchanges the code and returns the profile; throws on any protocol or validation failure. */
  complete(input: CallbackInput): Promise<SocialProfile>;
}

/** Seconds each call to a provider may take. */
const TIMEOUT_SECONDS = 10;

const insecureAllowed = (url: string) => new URL(url).protocol === 'http:';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** Apple sends `email_verified` as the string "true"; the others as a boolean. */
const verified = (value: unknown): boolean => value !== false && value !== 'false';

function nameFrom(claims: Record<string, unknown>): string | undefined {
  return text(claims.name) ?? text([text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' '));
}

/** Apple sends the name once, at the first consent, as a JSON `user` form field beside the code (not in the ID token). */
function appleUserName(params: URLSearchParams): string | undefined {
  try {
    const user = JSON.parse(params.get('user') ?? 'null') as { name?: { firstName?: unknown; lastName?: unknown } } | null;
    return text([text(user?.name?.firstName), text(user?.name?.lastName)].filter(Boolean).join(' '));
  } catch {
    return undefined;
  }
}

function callbackUrl({ redirectUri, params }: CallbackInput): URL {
  const url = new URL(redirectUri);
  for (const [key, value] of params) url.searchParams.append(key, value);
  return url;
}

interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientAuth: oidc.ClientAuth;
  scope: string;
  responseMode: 'query' | 'form_post';
  /** Extra profile data outside the ID token (Apple's `user` field). */
  extraName?: (params: URLSearchParams) => string | undefined;
}

function oidcClient(options: OidcClientOptions): SocialProviderClient {
  // Discovered once per process; a failed discovery is retried at the next sign-in.
  let configuration: Promise<oidc.Configuration> | undefined;
  const discover = () => {
    configuration ??= oidc
      .discovery(new URL(options.issuer), options.clientId, undefined, options.clientAuth, {
        execute: insecureAllowed(options.issuer) ? [oidc.allowInsecureRequests] : [],
        timeout: TIMEOUT_SECONDS,
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    responseMode: options.responseMode,
    async authorizationUrl({ redirectUri, state, nonce, codeVerifier }) {
      const config = await discover();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: options.scope,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        ...(options.responseMode === 'form_post' ? { response_mode: 'form_post' } : {}),
      });
    },
    async complete(input) {
      const config = await discover();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl(input), {
        pkceCodeVerifier: input.codeVerifier,
        expectedState: input.state,
        expectedNonce: input.nonce,
        idTokenExpected: true,
      });
      let claims: Record<string, unknown> = { ...tokens.claims()! };
      // Some providers keep e-mail and name out of the ID token; the UserInfo endpoint has them.
      if (text(claims.email) === undefined && config.serverMetadata().userinfo_endpoint) {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub));
        claims = { ...info, ...claims, email: info.email, email_verified: info.email_verified, name: claims.name ?? info.name };
      }
      return {
        subject: String(claims.sub),
        email: text(claims.email),
        emailVerified: verified(claims.email_verified),
        name: nameFrom(claims) ?? options.extraName?.(input.params),
      };
    },
  };
}

function facebookClient(facebook: FacebookProviderConfig): SocialProviderClient {
  const config = new oidc.Configuration(
    {
      // Facebook Login is not an OpenID provider here: no discovery, no ID token, only these two endpoints.
      issuer: 'https://www.facebook.com',
      authorization_endpoint: facebook.dialogUrl,
      token_endpoint: `${facebook.graphUrl}/oauth/access_token`,
    },
    facebook.clientId,
    facebook.clientSecret,
  );
  config.timeout = TIMEOUT_SECONDS;
  if (insecureAllowed(facebook.graphUrl) || insecureAllowed(facebook.dialogUrl)) oidc.allowInsecureRequests(config);

  return {
    responseMode: 'query',
    async authorizationUrl({ redirectUri, state, codeVerifier }) {
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'email public_profile',
        state,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async complete(input) {
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl(input), {
        pkceCodeVerifier: input.codeVerifier,
        expectedState: input.state,
      });
      const me = new URL(`${facebook.graphUrl}/me`);
      me.searchParams.set('fields', 'id,name,email');
      // Graph API calls signed with the app secret: a stolen token alone cannot be replayed through our app id.
      me.searchParams.set('appsecret_proof', createHmac('sha256', facebook.clientSecret).update(tokens.access_token).digest('hex'));
      const response = await oidc.fetchProtectedResource(config, tokens.access_token, me, 'GET');
      if (!response.ok) throw new Error(`Facebook /me answered ${response.status}`);
      const profile = (await response.json()) as Record<string, unknown>;
      const subject = text(profile.id);
      if (!subject) throw new Error('Facebook /me gave no id');
      // Facebook shares only confirmed addresses.
      return { subject, email: text(profile.email), emailVerified: true, name: text(profile.name) };
    },
  };
}

export type SocialClients = Partial<Record<SocialService, SocialProviderClient>>;

/** A client for each configured provider; `clock` dates Apple's client secret. */
export function createSocialClients(social: SocialConfig, clock: () => Date): SocialClients {
  const clients: SocialClients = {};
  if (social.google) {
    clients.google = oidcClient({
      issuer: social.google.issuer,
      clientId: social.google.clientId,
      clientAuth: oidc.ClientSecretPost(social.google.clientSecret),
      scope: 'openid email profile',
      responseMode: 'query',
    });
  }
  if (social.linkedin) {
    clients.linkedin = oidcClient({
      issuer: social.linkedin.issuer,
      clientId: social.linkedin.clientId,
      clientAuth: oidc.ClientSecretPost(social.linkedin.clientSecret),
      scope: 'openid email profile',
      responseMode: 'query',
    });
  }
  const apple = social.apple;
  if (apple) {
    clients.apple = oidcClient({
      issuer: apple.issuer,
      clientId: apple.clientId,
      clientAuth: (_as, _client, body) => {
        body.set('client_id', apple.clientId);
        body.set('client_secret', appleClientSecret(apple, clock()));
      },
      scope: 'openid email name',
      // Apple requires form_post when the name or e-mail scope is asked for.
      responseMode: 'form_post',
      extraName: appleUserName,
    });
  }
  if (social.facebook) clients.facebook = facebookClient(social.facebook);
  return clients;
}
