// Server-only: password hashing with scrypt from node:crypto. A hash is stored as
// `$scrypt$ln=17,r=8,p=1$<salt>$<key>` (base64, no padding) so its parameters travel with it:
// raising the cost later only needs `needsRehash` at the next successful sign-in.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  logN: number;
  r: number;
  p: number;
}

/** N = 2^17, r = 8, p = 1: the minimum, about 128 MiB and a few hundred ms per hash. */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { logN: 17, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const ENCODED = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  const N = 2 ** params.logN;
  return new Promise((resolve, reject) => {
    // scrypt needs about 128·N·r bytes; Node's default maxmem (32 MiB) is below the 128 MiB of N = 2^17, r = 8.
    scrypt(password, salt, keyLength, { N, r: params.r, p: params.p, maxmem: 2 * 128 * N * params.r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

interface Decoded {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function decode(encoded: string): Decoded | undefined {
  const match = ENCODED.exec(encoded);
  if (!match) return undefined;
  const [, logN, r, p, salt, key] = match as unknown as [string, string, string, string, string, string];
  return {
    params: { logN: Number(logN), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  };
}

/**
 * Unicode-normalises a password (NFKC, as NIST SP 800-63B advises), so the same password typed
 * on another keyboard or OS still matches.
 */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC');
}

export interface PasswordHasher {
  readonly params: ScryptParams;
  hash(password: string): Promise<string>;
  /**
   * True when `password` matches `encoded`, compared in constant time. With no (or an unreadable)
   * hash it still derives a key against a dummy hash of the same cost and answers false, so an
   * unknown account takes as long to reject as a wrong password.
   */
  verify(encoded: string | null | undefined, password: string): Promise<boolean>;
  /** True when `encoded` was made with other parameters than the current ones. */
  needsRehash(encoded: string): boolean;
}

export function createPasswordHasher(params: ScryptParams = DEFAULT_SCRYPT_PARAMS): PasswordHasher {
  // Never matches (a random key), but costs exactly what a real hash of the current parameters costs.
  const dummy: Decoded = { params, salt: randomBytes(SALT_BYTES), key: randomBytes(KEY_BYTES) };

  return {
    params,
    async hash(password) {
      const salt = randomBytes(SALT_BYTES);
      const key = await derive(normalizePassword(password), salt, params, KEY_BYTES);
      return `$scrypt$ln=${params.logN},r=${params.r},p=${params.p}$${b64(salt)}$${b64(key)}`;
    },
    async verify(encoded, password) {
      const stored = encoded ? decode(encoded) : undefined;
      const target = stored ?? dummy;
      const key = await derive(normalizePassword(password), target.salt, target.params, target.key.length);
      return timingSafeEqual(key, target.key) && stored !== undefined;
    },
    needsRehash(encoded) {
      const stored = decode(encoded);
      return (
        !stored ||
        stored.params.logN !== params.logN ||
        stored.params.r !== params.r ||
        stored.params.p !== params.p ||
        stored.key.length !== KEY_BYTES
      );
    },
  };
}
