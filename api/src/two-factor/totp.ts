/**
 * Two-factor codes (TOTP, RFC 6238): 6 digits, SHA-1, 30 s step, one step of drift
 * either way. A code is accepted once: the caller stores the step of the last accepted
 * code and passes it back, so a replayed code (even a drifted neighbour) is refused.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
export const TOTP_DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;

/** A new base32 secret (160 bits, the RFC 4226 recommendation). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secret: string, account = '', issuer = 'Raketa'): TOTP {
  return new TOTP({
    issuer,
    label: account,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** The `otpauth://` URI an authenticator app reads, and the same as an SVG QR code. */
export async function enrolment(secret: string, account: string, issuer = 'Raketa'): Promise<{ uri: string; qrSvg: string }> {
  const uri = totpFor(secret, account, issuer).toString();
  return { uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1 }) };
}

/** The code for a moment (tests and the enrolment check). */
export function totpCode(secret: string, atMs: number): string {
  return totpFor(secret).generate({ timestamp: atMs });
}

export const stepAt = (atMs: number) => Math.floor(atMs / 1000 / TOTP_PERIOD_S);

/**
 * Checks `code` at `atMs`. Returns the step it belongs to, or null when it is wrong,
 * malformed, or not newer than `lastUsedStep` (a replay).
 */
export function verifyTotp(secret: string, code: string, atMs: number, lastUsedStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: atMs, window: TOTP_DRIFT_STEPS });
  if (delta === null) return null;
  const step = stepAt(atMs) + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return null;
  return step;
}

const hashCode = (code: string) => createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');

/** Single-use recovery codes: shown once as `xxxxx-xxxxx`, stored only as SHA-256 hashes. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: count }, () => {
    const raw = randomBytes(8)
      .toString('base64url')
      .replace(/[^a-z0-9]/gi, '')
      .toLowerCase()
      .padEnd(10, '0')
      .slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  return { codes, hashes: codes.map(hashCode) };
}

/** The index of the stored hash `code` matches (compared in constant time), or -1. */
export function matchRecoveryCode(code: string, hashes: readonly string[]): number {
  const wanted = Buffer.from(hashCode(code), 'hex');
  let found = -1;
  hashes.forEach((hash, index) => {
    const stored = Buffer.from(hash, 'hex');
    if (stored.length === wanted.length && timingSafeEqual(stored, wanted) && found === -1) found = index;
  });
  return found;
}
