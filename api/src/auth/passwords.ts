// Server-only: password hashing with argon2id at OWASP's parameters (19 MiB, 2 passes, 1 lane), in
// the PHC string format (`$argon2id$v=19$m=19456,p=1,t=2$<salt>$<hash>`), so the parameters travel
// with each hash. Hashes of the first release (`$scrypt$ln=17,r=8,p=1$…`, about 1 s of CPU each)
// are still verified, and replaced at the user's next successful sign-in (`needsRehash`).
// Every hash and verification goes through a bounded queue (hashing-queue.ts).
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import * as argon2 from 'argon2';
import { createHashingQueue, defaultHashingLimits } from './hashing-queue';
import type { HashingJob, HashingLimits, HashingQueue, HashingStats, Reservation } from './hashing-queue';

export interface Argon2Params {
  /** KiB of memory. */
  memoryCost: number;
  /** Passes over the memory. */
  timeCost: number;
  parallelism: number;
}

/** OWASP's argon2id minimum: m = 19 MiB, t = 2, p = 1 (a few tens of ms of one core). */
export const DEFAULT_ARGON2_PARAMS: Argon2Params = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  logN: number;
  r: number;
  p: number;
}

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const SCRYPT_ENCODED = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;
const ARGON2ID_PREFIX = '$argon2id$';

function deriveScrypt(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  const N = 2 ** params.logN;
  return new Promise((resolve, reject) => {
    // scrypt needs about 128·N·r bytes; Node's default maxmem (32 MiB) is below the 128 MiB of N = 2^17, r = 8.
    scrypt(password, salt, keyLength, { N, r: params.r, p: params.p, maxmem: 2 * 128 * N * params.r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

/** A hash in the first release's scrypt format: for tests and tools that need an old hash. */
export async function hashWithScrypt(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveScrypt(normalizePassword(password), salt, params, KEY_BYTES);
  return `$scrypt$ln=${params.logN},r=${params.r},p=${params.p}$${b64(salt)}$${b64(key)}`;
}

function verifyScrypt(encoded: string, password: string): Promise<boolean> | undefined {
  const match = SCRYPT_ENCODED.exec(encoded);
  if (!match) return undefined;
  const [, logN, r, p, salt, key] = match as unknown as [string, string, string, string, string, string];
  const expected = Buffer.from(key, 'base64');
  return deriveScrypt(password, Buffer.from(salt, 'base64'), { logN: Number(logN), r: Number(r), p: Number(p) }, expected.length).then((derived) =>
    timingSafeEqual(derived, expected),
  );
}

/**
 * Unicode-normalises a password (NFKC, as NIST SP 800-63B advises), so the same password typed
 * on another keyboard or OS still matches.
 */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC');
}

export interface PasswordHasher {
  readonly params: Argon2Params;
  readonly limits: HashingLimits;
  /** Rejects with HashingBusyError when the queue is full, ClientGoneError when `job.signal` aborted first. */
  hash(password: string, job?: HashingJob): Promise<string>;
  /**
   * True when `password` matches `encoded`. With no (or an unreadable) hash it still verifies
   * against a dummy hash of the current parameters and answers false, so an unknown account takes
   * as long to reject as a wrong password. Rejects like `hash`.
   */
  verify(encoded: string | null | undefined, password: string, job?: HashingJob): Promise<boolean>;
  /** Holds a place in the queue for a check to come (HashingQueue.reserve): asked first, before the database. */
  reserve(client?: string): Reservation | undefined;
  /** True when `encoded` is not argon2id with the current parameters (an scrypt hash, a cheaper argon2id). */
  needsRehash(encoded: string): boolean;
  /** The queue's numbers (tests, the sign-in bench). */
  stats(): HashingStats;
  /** The queue every hash goes through (tests hold it busy). */
  readonly queue: HashingQueue;
}

export interface PasswordHasherOptions {
  argon2?: Argon2Params;
  limits?: HashingLimits;
}

export function createPasswordHasher({
  argon2: params = DEFAULT_ARGON2_PARAMS,
  limits = defaultHashingLimits(),
}: PasswordHasherOptions = {}): PasswordHasher {
  const queue = createHashingQueue(limits);
  // The typings widen the enum's constant to number.
  const options: argon2.HashOptions = { type: argon2.argon2id as 2, ...params, hashLength: KEY_BYTES };
  // Made at the first unknown account (it costs one hash); never matches anything typed.
  let dummy: Promise<string> | undefined;
  const dummyHash = () => (dummy ??= argon2.hash(randomBytes(KEY_BYTES), options));

  return {
    params,
    limits,
    hash(password, job) {
      return queue.run(() => argon2.hash(normalizePassword(password), options), job);
    },
    verify(encoded, password, job) {
      const normalized = normalizePassword(password);
      return queue.run(async () => {
        if (encoded?.startsWith(ARGON2ID_PREFIX)) {
          // A malformed argon2 string throws; it matches nothing.
          return argon2.verify(encoded, normalized).catch(() => false);
        }
        const scryptResult = encoded ? verifyScrypt(encoded, normalized) : undefined;
        if (scryptResult) return scryptResult;
        await argon2.verify(await dummyHash(), normalized);
        return false;
      }, job);
    },
    reserve: (client) => queue.reserve(client),
    needsRehash(encoded) {
      if (!encoded.startsWith(ARGON2ID_PREFIX)) return true;
      try {
        return argon2.needsRehash(encoded, params);
      } catch {
        return true;
      }
    },
    stats: () => queue.stats(),
    queue,
  };
}
