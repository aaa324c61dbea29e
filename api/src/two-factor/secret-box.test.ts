import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from '../config';
import { createSecretBox, decodeKey, DEVELOPMENT_KEY } from './secret-box';

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox(randomBytes(32));

  it('seals to a fresh v1 value each time and opens it again', () => {
    const first = box.seal('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 7);
    const second = box.seal('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 7);
    expect(first).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(second).not.toBe(first);
    expect(first).not.toContain('GEZDGNBV');
    expect(box.open(first, 7)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('does not open for another user, under another key, or when altered or truncated', () => {
    const sealed = box.seal('SECRET', 7);
    expect(() => box.open(sealed, 8)).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed, 7)).toThrow();
    const [version, iv, tag, ciphertext] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(ciphertext, 'base64url');
    flipped.writeUInt8(flipped.readUInt8(0) ^ 1, 0);
    expect(() => box.open([version, iv, tag, flipped.toString('base64url')].join('.'), 7)).toThrow();
    // A shortened tag would weaken GCM: refused.
    expect(() => box.open([version, iv, tag.slice(0, 6), ciphertext].join('.'), 7)).toThrow();
    expect(() => box.open('not sealed', 7)).toThrow();
  });

  it('has a 32-byte development key and decodes configured keys', () => {
    expect(DEVELOPMENT_KEY).toHaveLength(32);
    const key = randomBytes(32);
    expect(decodeKey(key.toString('base64')).equals(key)).toBe(true);
    expect(() => decodeKey(randomBytes(16).toString('base64'))).toThrow();
  });
});

describe('TWO_FACTOR_KEY', () => {
  const key = randomBytes(32).toString('base64');

  it('is optional outside production and read when set', () => {
    expect(loadConfig({}).twoFactorKey).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'development' }).twoFactorKey).toBeUndefined();
    expect(loadConfig({ TWO_FACTOR_KEY: key }).twoFactorKey).toBe(key);
  });

  it('is required with NODE_ENV=production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/TWO_FACTOR_KEY must be set when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', TWO_FACTOR_KEY: key }).twoFactorKey).toBe(key);
  });

  it.each([
    ['short', randomBytes(16).toString('base64')],
    ['not base64', '!'.repeat(44)],
    ['too long', randomBytes(33).toString('base64')],
  ])('refuses a key that is %s', (_, value) => {
    expect(() => loadConfig({ TWO_FACTOR_KEY: value })).toThrow(/TWO_FACTOR_KEY must be 32 bytes in base64/);
  });
});
