// Server-only: Sign in with Apple has no static client secret. The client authenticates with an
// ES256 JWT it signs with its .p8 key: iss = team id, sub = Services ID, aud = Apple's issuer,
// kid = key id (Apple: "Creating a client secret"). Made fresh, short-lived, for each token request.
import { createPrivateKey, sign } from 'node:crypto';
import type { AppleProviderConfig } from './config';

/** Apple accepts up to six months; five minutes covers one token request. */
export const APPLE_CLIENT_SECRET_TTL_SECONDS = 300;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function appleClientSecret(apple: AppleProviderConfig, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header = { alg: 'ES256', kid: apple.keyId, typ: 'JWT' };
  const claims = { iss: apple.teamId, sub: apple.clientId, aud: apple.issuer, iat, exp: iat + APPLE_CLIENT_SECRET_TTL_SECONDS };
  const input = `${base64url(header)}.${base64url(claims)}`;
  // JWS wants the raw r||s form of the ECDSA signature, not DER.
  const signature = sign('sha256', Buffer.from(input), { key: createPrivateKey(apple.privateKey), dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}
