// Server-only: the environment of social sign-in (apple, linkedin, facebook, google), merged into
// the API's config (api/src/config.ts). A provider is on when its credentials are set; half a set
// of credentials is a start-up error, not a provider that fails at the first sign-in.
import type { SocialService } from '@raketa/shared/account';
import { createPrivateKey } from 'node:crypto';
import { pattern, refine, size, string } from 'superstruct';
import type { EnvVariable } from '../config';

export interface OidcProviderConfig {
  clientId: string;
  clientSecret: string;
  /** Issuer for OpenID discovery (`{issuer}/.well-known/openid-configuration`). */
  issuer: string;
}

export interface AppleProviderConfig {
  /** The Services ID. */
  clientId: string;
  teamId: string;
  keyId: string;
  /** PEM of the .p8 key that signs the ES256 client secret. */
  privateKey: string;
  issuer: string;
}

export interface FacebookProviderConfig {
  clientId: string;
  clientSecret: string;
  /** The OAuth dialog (authorization endpoint). */
  dialogUrl: string;
  /** Graph API base with its version: `{graph}/oauth/access_token`, `{graph}/me`. */
  graphUrl: string;
}

/** Only the configured providers are present. */
export interface SocialConfig {
  google?: OidcProviderConfig;
  linkedin?: OidcProviderConfig;
  apple?: AppleProviderConfig;
  facebook?: FacebookProviderConfig;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https, or http on a loopback host (the local stand-in provider of tests and the e2e stack). */
export function isAllowedProviderUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  } catch {
    return false;
  }
}

const ProviderUrl = refine(string(), 'provider-url', isAllowedProviderUrl);
const Credential = size(string(), 1, 512);
const AppleId = pattern(string(), /^[A-Z0-9]{10}$/);

/** Env files cannot hold newlines easily: `\n` escapes in the PEM count as newlines. */
export const applePrivateKeyPem = (value: string) => value.replace(/\\n/g, '\n');

const ApplePrivateKey = refine(string(), 'ec-private-key', (value) => {
  try {
    return createPrivateKey(applePrivateKeyPem(value)).asymmetricKeyType === 'ec';
  } catch {
    return false;
  }
});

const urlExpectation = 'an https URL (http only on localhost or 127.0.0.1) without query or fragment';

const variable = (name: string, description: string, expected: string, struct: EnvVariable['struct'], defaultValue?: string): EnvVariable => ({
  name,
  default: defaultValue,
  description,
  expected,
  struct,
});

export const socialEnvVariables: readonly EnvVariable[] = [
  variable(
    'GOOGLE_CLIENT_ID',
    'Google sign-in (OpenID Connect) client id. Google is offered when this and GOOGLE_CLIENT_SECRET are set; redirect URI: {site}/connect/google/callback.',
    'a client id',
    Credential,
  ),
  variable('GOOGLE_CLIENT_SECRET', 'Google sign-in client secret.', 'a client secret', Credential),
  variable(
    'GOOGLE_ISSUER',
    'Google OpenID issuer (tests and the e2e stack point it at a local provider).',
    urlExpectation,
    ProviderUrl,
    'https://accounts.google.com',
  ),
  variable(
    'LINKEDIN_CLIENT_ID',
    'LinkedIn sign-in (OpenID Connect) client id; on when this and LINKEDIN_CLIENT_SECRET are set; redirect URI: {site}/connect/linkedin/callback.',
    'a client id',
    Credential,
  ),
  variable('LINKEDIN_CLIENT_SECRET', 'LinkedIn sign-in client secret.', 'a client secret', Credential),
  variable('LINKEDIN_ISSUER', 'LinkedIn OpenID issuer.', urlExpectation, ProviderUrl, 'https://www.linkedin.com/oauth'),
  variable(
    'APPLE_CLIENT_ID',
    'Sign in with Apple Services ID; on when this, APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY are set; redirect URI (https only): {site}/connect/apple/callback.',
    'a Services ID',
    Credential,
  ),
  variable('APPLE_TEAM_ID', 'Apple developer team id (issuer of the client-secret JWT).', 'a 10-character Apple id', AppleId),
  variable('APPLE_KEY_ID', 'Id of the Sign in with Apple key.', 'a 10-character Apple id', AppleId),
  variable(
    'APPLE_PRIVATE_KEY',
    'The Sign in with Apple key (.p8 PEM; newlines may be written as \\n). It signs the ES256 client secret.',
    'a PEM EC private key',
    ApplePrivateKey,
  ),
  variable('APPLE_ISSUER', 'Apple OpenID issuer.', urlExpectation, ProviderUrl, 'https://appleid.apple.com'),
  variable(
    'FACEBOOK_CLIENT_ID',
    'Facebook Login app id; on when this and FACEBOOK_CLIENT_SECRET are set; redirect URI: {site}/connect/facebook/callback.',
    'an app id',
    Credential,
  ),
  variable('FACEBOOK_CLIENT_SECRET', 'Facebook Login app secret.', 'an app secret', Credential),
  variable(
    'FACEBOOK_DIALOG_URL',
    'Facebook Login OAuth dialog (authorization endpoint).',
    urlExpectation,
    ProviderUrl,
    'https://www.facebook.com/v23.0/dialog/oauth',
  ),
  variable(
    'FACEBOOK_GRAPH_URL',
    'Facebook Graph API base with its version (token endpoint and /me).',
    urlExpectation,
    ProviderUrl,
    'https://graph.facebook.com/v23.0',
  ),
];

const CREDENTIALS: Record<SocialService, string[]> = {
  google: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  linkedin: ['LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET'],
  apple: ['APPLE_CLIENT_ID', 'APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'],
  facebook: ['FACEBOOK_CLIENT_ID', 'FACEBOOK_CLIENT_SECRET'],
};

type Values = ReadonlyMap<string, string | undefined>;

/** A provider with some but not all of its credentials set, named for the start-up error. */
export function socialConfigProblems(values: Values): string[] {
  return Object.values(CREDENTIALS).flatMap((names) => {
    const missing = names.filter((name) => values.get(name) === undefined);
    return missing.length > 0 && missing.length < names.length ? [`${missing.join(', ')} must be set too (${names.join(', ')} go together)`] : [];
  });
}

/** The configured providers, from values already validated against `socialEnvVariables`. */
export function socialConfig(values: Values): SocialConfig {
  const get = (name: string) => values.get(name)!;
  const on = (service: SocialService) => CREDENTIALS[service].every((name) => values.get(name) !== undefined);
  const config: SocialConfig = {};
  if (on('google')) {
    config.google = { clientId: get('GOOGLE_CLIENT_ID'), clientSecret: get('GOOGLE_CLIENT_SECRET'), issuer: get('GOOGLE_ISSUER') };
  }
  if (on('linkedin')) {
    config.linkedin = {
      clientId: get('LINKEDIN_CLIENT_ID'),
      clientSecret: get('LINKEDIN_CLIENT_SECRET'),
      issuer: get('LINKEDIN_ISSUER'),
    };
  }
  if (on('apple')) {
    config.apple = {
      clientId: get('APPLE_CLIENT_ID'),
      teamId: get('APPLE_TEAM_ID'),
      keyId: get('APPLE_KEY_ID'),
      privateKey: applePrivateKeyPem(get('APPLE_PRIVATE_KEY')),
      issuer: get('APPLE_ISSUER'),
    };
  }
  if (on('facebook')) {
    config.facebook = {
      clientId: get('FACEBOOK_CLIENT_ID'),
      clientSecret: get('FACEBOOK_CLIENT_SECRET'),
      dialogUrl: get('FACEBOOK_DIALOG_URL'),
      graphUrl: get('FACEBOOK_GRAPH_URL').replace(/\/+$/, ''),
    };
  }
  return config;
}
