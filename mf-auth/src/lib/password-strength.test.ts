import { PASSWORD_STRENGTH_MAX, passwordStrength } from './password-strength';

describe('passwordStrength (spec section 5)', () => {
  it('is out of 5', () => expect(PASSWORD_STRENGTH_MAX).toBe(5));

  it('gives one point for each rule', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('a')).toBe(1); // lowercase
    expect(passwordStrength('A')).toBe(1); // uppercase
    expect(passwordStrength('1')).toBe(1); // digit
    expect(passwordStrength('!')).toBe(1); // special
    expect(passwordStrength('aaaaa')).toBe(1); // 5 long: no length point yet
    expect(passwordStrength('aaaaaa')).toBe(2); // length >= 6
    expect(passwordStrength('aaaaaaaaa')).toBe(2);
    expect(passwordStrength('aaaaaaaaaa')).toBe(3); // length >= 10
    expect(passwordStrength('aA1!')).toBe(4);
  });

  it('is capped at 5 when all six rules hold', () => {
    expect(passwordStrength('aA1!aa')).toBe(5);
    expect(passwordStrength('aA1!aaaaaaaa')).toBe(5);
  });

  it('counts Czech letters as letters, not as special characters', () => {
    expect(passwordStrength('č')).toBe(1);
    expect(passwordStrength('Ř')).toBe(1);
    expect(passwordStrength('žluťoučký')).toBe(2);
  });
});
