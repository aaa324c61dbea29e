import { generateKeyPairSync } from 'node:crypto';
import { ConfigError, loadConfig } from '../config';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('social sign-in configuration', () => {
  it('turns on only the providers whose credentials are set, with the public issuers by default', () => {
    expect(loadConfig({}).social).toEqual({});
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).social).toEqual({
      google: { clientId: 'id', clientSecret: 'secret', issuer: 'https://accounts.google.com' },
    });
    expect(
      loadConfig({ FACEBOOK_CLIENT_ID: 'app', FACEBOOK_CLIENT_SECRET: 's', FACEBOOK_GRAPH_URL: 'https://graph.facebook.com/v23.0/' }).social,
    ).toEqual({
      facebook: {
        clientId: 'app',
        clientSecret: 's',
        dialogUrl: 'https://www.facebook.com/v23.0/dialog/oauth',
        graphUrl: 'https://graph.facebook.com/v23.0',
      },
    });
  });

  it('reads an Apple key written with \\n escapes', () => {
    const pem = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const apple = loadConfig({
      APPLE_CLIENT_ID: 'cz.raketa.signin',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'KEY1234567',
      APPLE_PRIVATE_KEY: pem.trim().replace(/\n/g, '\\n'),
    }).social.apple;
    expect(apple).toMatchObject({ clientId: 'cz.raketa.signin', issuer: 'https://appleid.apple.com' });
    expect(apple!.privateKey).toBe(pem.trim());
  });

  it('refuses half a set of credentials, non-https issuers off localhost and a key that is not an EC key', () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'id' })).toEqual([expect.stringContaining('GOOGLE_CLIENT_SECRET must be set too')]);
    expect(problemsOf({ APPLE_CLIENT_ID: 'x', APPLE_TEAM_ID: 'TEAM123456' })).toEqual([
      expect.stringContaining('APPLE_KEY_ID, APPLE_PRIVATE_KEY must be set too'),
    ]);
    expect(problemsOf({ GOOGLE_ISSUER: 'http://accounts.example.com' })).toEqual([expect.stringMatching(/^GOOGLE_ISSUER must be/)]);
    expect(problemsOf({ LINKEDIN_ISSUER: 'https://user:pass@example.com' })).toEqual([expect.stringMatching(/^LINKEDIN_ISSUER/)]);
    expect(problemsOf({ GOOGLE_ISSUER: 'http://127.0.0.1:4400' })).toEqual([]);
    expect(problemsOf({ APPLE_PRIVATE_KEY: 'not a key' })).toContainEqual(expect.stringMatching(/^APPLE_PRIVATE_KEY must be a PEM EC private key/));
  });
});
