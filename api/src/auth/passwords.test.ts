import { ClientGoneError, HashingBusyError } from './hashing-queue';
import { createPasswordHasher, DEFAULT_ARGON2_PARAMS, hashWithScrypt } from './passwords';
import { TEST_HASHING } from '../testing/test-db';

const cheap = TEST_HASHING;

describe('password hashing', () => {
  it('hashes with argon2id m = 19 MiB, t = 2, p = 1 by default, parameters and salt in the string', async () => {
    expect(DEFAULT_ARGON2_PARAMS).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const hasher = createPasswordHasher();
    const encoded = await hasher.hash('a real password');
    expect(encoded).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await hasher.verify(encoded, 'a real password')).toBe(true);
    expect(hasher.needsRehash(encoded)).toBe(false);
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

  it('still hashes (against a dummy of the current cost) for a missing or unreadable hash, and answers false', async () => {
    const hasher = createPasswordHasher(cheap);
    for (const encoded of [undefined, null, 'not a hash', '$argon2id$v=19$m=1024,t=2,p=1$broken', '$scrypt$ln=10,r=8,p=1$x']) {
      const before = hasher.stats().started;
      expect(await hasher.verify(encoded, 'anything')).toBe(false);
      expect(hasher.stats().started).toBe(before + 1);
    }
  });

  it('verifies the first release’s scrypt hashes and asks for an argon2id one', async () => {
    const current = createPasswordHasher(cheap);
    const old = await hashWithScrypt('upgrade me please', { logN: 10, r: 8, p: 1 });
    expect(old).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
    expect(await current.verify(old, 'upgrade me please')).toBe(true);
    expect(await current.verify(old, 'upgrade me pleas')).toBe(false);
    expect(current.needsRehash(old)).toBe(true);
    expect(current.needsRehash(await current.hash('upgrade me please'))).toBe(false);
  });

  it('asks for a re-hash of an argon2id hash made with other parameters', async () => {
    const cheaper = createPasswordHasher({ ...cheap, argon2: { memoryCost: 512, timeCost: 2, parallelism: 1 } });
    const current = createPasswordHasher(cheap);
    const encoded = await cheaper.hash('upgrade me please');
    expect(await current.verify(encoded, 'upgrade me please')).toBe(true);
    expect(current.needsRehash(encoded)).toBe(true);
  });

  it('refuses at once when its queue is full, and drops a waiting check whose client has gone', async () => {
    const hasher = createPasswordHasher({ ...cheap, limits: { concurrency: 1, maxQueued: 1, maxQueuedPerClient: 1 } });
    const encoded = await hasher.hash('a password');
    const gone = new AbortController();
    const running = hasher.verify(encoded, 'a password', { client: 'a' });
    const waiting = hasher.verify(encoded, 'a password', { client: 'b', signal: gone.signal });
    await expect(hasher.verify(encoded, 'a password', { client: 'c' })).rejects.toBeInstanceOf(HashingBusyError);
    gone.abort();
    await expect(waiting).rejects.toBeInstanceOf(ClientGoneError);
    expect(await running).toBe(true);
    // The hash, the first check; the one whose client went was never started.
    expect(hasher.stats()).toEqual({ active: 0, queued: 0, started: 2, dropped: 1, refused: 1 });
  });
});
