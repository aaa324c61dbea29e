import crypto from 'node:crypto';
import { createPasswordHasher, DEFAULT_SCRYPT_PARAMS } from './passwords';

const cheap = { logN: 10, r: 8, p: 1 };

describe('password hashing', () => {
  afterEach(() => jest.restoreAllMocks());

  it('hashes with scrypt N = 2^17, r = 8, p = 1 by default, parameters and salt in the string', async () => {
    expect(DEFAULT_SCRYPT_PARAMS).toEqual({ logN: 17, r: 8, p: 1 });
    const hasher = createPasswordHasher();
    const encoded = await hasher.hash('a real password');
    expect(encoded).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await hasher.verify(encoded, 'a real password')).toBe(true);
  });

  it('salts every hash and verifies only the right password', async () => {
    const hasher = createPasswordHasher(cheap);
    const first = await hasher.hash('same password');
    const second = await hasher.hash('same password');
    expect(first).not.toBe(second);
    expect(await hasher.verify(first, 'same password')).toBe(true);
    expect(await hasher.verify(first, 'same passwore')).toBe(false);
    expect(await hasher.verify(first, '')).toBe(false);
  });

  it('normalises Unicode, so a composed and a decomposed "é" are the same password', async () => {
    const hasher = createPasswordHasher(cheap);
    const encoded = await hasher.hash('heslo-caf\u00e9');
    expect(await hasher.verify(encoded, 'heslo-cafe\u0301')).toBe(true);
  });

  it('runs scrypt with the current cost for a missing or unreadable hash, and answers false', async () => {
    const hasher = createPasswordHasher(cheap);
    const scrypt = jest.spyOn(crypto, 'scrypt');
    expect(await hasher.verify(undefined, 'anything')).toBe(false);
    expect(await hasher.verify(null, 'anything')).toBe(false);
    expect(await hasher.verify('not a hash', 'anything')).toBe(false);
    expect(scrypt).toHaveBeenCalledTimes(3);
    for (const call of scrypt.mock.calls) expect(call[3]).toMatchObject({ N: 2 ** 10, r: 8, p: 1 });
  });

  it('verifies hashes made with older parameters and asks for a re-hash', async () => {
    const old = createPasswordHasher({ logN: 9, r: 8, p: 1 });
    const current = createPasswordHasher(cheap);
    const encoded = await old.hash('upgrade me please');
    expect(await current.verify(encoded, 'upgrade me please')).toBe(true);
    expect(current.needsRehash(encoded)).toBe(true);
    expect(current.needsRehash(await current.hash('upgrade me please'))).toBe(false);
  });
});
