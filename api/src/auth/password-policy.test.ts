import fs from 'node:fs';
import { checkNewPassword, COMMON_PASSWORDS_FILE, isCommonPassword } from './password-policy';

describe('new password rules', () => {
  it('bundles the 10,000 most common passwords', () => {
    const lines = fs.readFileSync(COMMON_PASSWORDS_FILE, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(10_000);
    expect(lines.slice(0, 3)).toEqual(['password', '123456', '12345678']);
  });

  it.each(['password', '12345678', 'Password1', 'QWERTYUIOP', 'iloveyou'])('rejects the common password %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
    expect(checkNewPassword(password)).toBe('password_too_common');
  });

  it('requires 8 characters, counted as characters, not bytes', () => {
    expect(checkNewPassword('')).toBe('required');
    expect(checkNewPassword('Zx9#kq2')).toBe('password_too_short');
    expect(checkNewPassword('Zx9#kq2!')).toBeUndefined();
    expect(checkNewPassword('žluťoučk')).toBeUndefined();
    expect(checkNewPassword('😀😀😀😀😀😀😀')).toBe('password_too_short');
  });

  it('accepts 64 characters and more, up to 1024', () => {
    expect(checkNewPassword('k'.repeat(30) + 'Q7#'.repeat(11) + 'x')).toBeUndefined();
    expect(('k'.repeat(30) + 'Q7#'.repeat(11) + 'x').length).toBe(64);
    expect(checkNewPassword('a1B#'.repeat(256))).toBeUndefined();
    expect(checkNewPassword('a1B#'.repeat(256) + 'x')).toBe('password_too_long');
  });
});
