import { generateKeyPairSync, verify } from 'node:crypto';
import { appleClientSecret } from './apple-client-secret';

describe('appleClientSecret', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const apple = {
    clientId: 'cz.raketa.signin',
    teamId: 'TEAM123456',
    keyId: 'KEY1234567',
    privateKey: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    issuer: 'https://appleid.apple.com',
  };

  it('is an ES256 JWT from the team for the Services ID, signed with the key, valid five minutes', () => {
    const now = new Date('2025-03-01T10:00:00Z');
    const [header, claims, signature] = appleClientSecret(apple, now).split('.') as [string, string, string];
    const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()) as unknown;
    expect(decode(header)).toEqual({ alg: 'ES256', kid: 'KEY1234567', typ: 'JWT' });
    const iat = now.getTime() / 1000;
    expect(decode(claims)).toEqual({ iss: 'TEAM123456', sub: 'cz.raketa.signin', aud: 'https://appleid.apple.com', iat, exp: iat + 300 });
    const signed = Buffer.from(`${header}.${claims}`);
    expect(verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))).toBe(true);
    // Raw r||s, as JWS wants: 64 bytes for P-256.
    expect(Buffer.from(signature, 'base64url')).toHaveLength(64);
  });
});
