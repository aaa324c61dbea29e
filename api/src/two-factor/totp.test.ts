import { createHash } from 'node:crypto';
import { enrolment, matchRecoveryCode, newRecoveryCodes, newTotpSecret, stepAt, totpCode, verifyTotp } from './totp';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890" (base32 below), 8-digit vectors;
// our codes are the same HOTP values truncated to 6 digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
];

describe('TOTP', () => {
  it.each(RFC_VECTORS)('matches the RFC 6238 vector at %i s', (seconds, eightDigits) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(eightDigits.slice(2));
  });

  it('makes 160-bit base32 secrets', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('accepts the current code and one step of drift either way, nothing further', () => {
    const secret = newTotpSecret();
    const now = 1_800_000_000_000;
    expect(verifyTotp(secret, totpCode(secret, now), now, null)).toBe(stepAt(now));
    expect(verifyTotp(secret, totpCode(secret, now - 30_000), now, null)).toBe(stepAt(now) - 1);
    expect(verifyTotp(secret, totpCode(secret, now + 30_000), now, null)).toBe(stepAt(now) + 1);
    expect(verifyTotp(secret, totpCode(secret, now - 60_000), now, null)).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, now + 60_000), now, null)).toBeNull();
  });

  it('refuses a used code, and an older one after a newer was used', () => {
    const secret = newTotpSecret();
    const now = 1_800_000_000_000;
    const step = verifyTotp(secret, totpCode(secret, now), now, null)!;
    expect(verifyTotp(secret, totpCode(secret, now), now + 5_000, step)).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, now - 30_000), now, step)).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, now + 30_000), now + 30_000, step)).toBe(step + 1);
  });

  it.each(['', '12345', '1234567', 'abcdef', '12 345', '１２３４５６'])('refuses the malformed code %p', (code) => {
    expect(verifyTotp(newTotpSecret(), code, Date.now(), null)).toBeNull();
  });

  it('enrols with an otpauth URI and a QR code of it', async () => {
    const { uri, qrSvg } = await enrolment(RFC_SECRET, 'jana@example.cz');
    expect(uri).toBe(
      'otpauth://totp/Raketa:jana%40example.cz?issuer=Raketa&secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&algorithm=SHA1&digits=6&period=30',
    );
    expect(qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes stored only as hashes', () => {
    const { codes, hashes } = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(hashes.join()).not.toContain(codes[0]!.replace('-', ''));
  });

  it('match whatever the case, spaces or dash; a wrong one matches nothing', () => {
    const { codes, hashes } = newRecoveryCodes();
    expect(matchRecoveryCode(codes[3]!, hashes)).toBe(3);
    expect(matchRecoveryCode(` ${codes[3]!.toUpperCase().replace('-', ' ')} `, hashes)).toBe(3);
    expect(matchRecoveryCode('zzzzz-zzzzz', hashes)).toBe(-1);
  });

  it('are stored as the SHA-256 of the code without its dash (no key needed: each carries 50 random bits)', () => {
    const { codes, hashes } = newRecoveryCodes(1);
    expect(hashes[0]).toBe(createHash('sha256').update(codes[0]!.replace('-', '')).digest('hex'));
  });
});
