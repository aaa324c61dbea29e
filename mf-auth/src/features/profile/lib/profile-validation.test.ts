import { MESSAGES } from '../../../lib/validation';
import {
  firstProfileError,
  messageOfCode,
  ONBOARDING_RULES,
  parseAmount,
  PASSWORD_CHANGE_RULES,
  PROFILE_MESSAGES,
  PROFILE_RULES,
  urlProblem,
  validateProfileWith,
} from './profile-validation';

describe('profile rules', () => {
  it.each([
    ['', MESSAGES.required],
    ['   ', MESSAGES.required],
    ['x'.repeat(201), PROFILE_MESSAGES.tooLong],
    ['Jana Nováková', undefined],
    ['ž'.repeat(200), undefined],
  ])('name %j → %s (first failing rule only)', (value, message) => {
    expect(firstProfileError(PROFILE_RULES.name, value)).toBe(message);
  });

  it('leaves the optional texts free up to their lengths', () => {
    expect(firstProfileError(PROFILE_RULES.headline, '')).toBeUndefined();
    expect(firstProfileError(PROFILE_RULES.headline, 'x'.repeat(120))).toBeUndefined();
    expect(firstProfileError(PROFILE_RULES.headline, 'x'.repeat(121))).toBe(PROFILE_MESSAGES.tooLong);
    expect(firstProfileError(PROFILE_RULES.location, 'x'.repeat(101))).toBe(PROFILE_MESSAGES.tooLong);
  });

  it.each([
    ['', undefined],
    ['65000', undefined],
    ['65 000', undefined],
    ['10000000', undefined],
    ['10000001', PROFILE_MESSAGES.amount],
    ['0', PROFILE_MESSAGES.amount],
    ['-5', PROFILE_MESSAGES.amount],
    ['12.5', PROFILE_MESSAGES.amount],
    ['lots', PROFILE_MESSAGES.amount],
  ])('salary amount %j → %s', (value, message) => {
    expect(firstProfileError(PROFILE_RULES.salaryAmount, value)).toBe(message);
  });

  it('reads amounts with spaces as whole numbers', () => {
    expect(parseAmount(' 65 000 ')).toBe(65000);
    expect(parseAmount('1e3')).toBeNaN();
  });

  it.each([
    ['linkedin', '', undefined],
    ['linkedin', 'https://www.linkedin.com/in/jana', undefined],
    ['linkedin', 'https://linkedin.com/in/jana', undefined],
    ['linkedin', 'https://evil-linkedin.com/in/jana', PROFILE_MESSAGES.host],
    ['linkedin', 'javascript:alert(1)', PROFILE_MESSAGES.url],
    ['github', 'https://github.com/jana', undefined],
    ['github', 'https://github.com.evil.example/jana', PROFILE_MESSAGES.host],
    ['github', 'github.com/jana', PROFILE_MESSAGES.url],
    ['portfolio', 'http://jana.example.cz', undefined],
    ['portfolio', 'ftp://jana.example.cz', PROFILE_MESSAGES.url],
    ['portfolio', 'https://user:secret@jana.example.cz', PROFILE_MESSAGES.url],
    ['portfolio', `https://jana.example.cz/${'x'.repeat(500)}`, PROFILE_MESSAGES.tooLong],
  ] as const)('%s link %j → %s', (kind, value, message) => {
    expect(firstProfileError(PROFILE_RULES[kind], value)).toBe(message);
  });

  it('tells a malformed address from one on the wrong site', () => {
    expect(urlProblem('not a url')).toBe('url');
    expect(urlProblem('https://example.com', 'github.com')).toBe('host');
    expect(urlProblem('https://gist.github.com/x', 'github.com')).toBeUndefined();
  });

  it('asks onboarding for at least one field of interest', () => {
    expect(firstProfileError(ONBOARDING_RULES.fields, [])).toBe(PROFILE_MESSAGES.chooseOne);
    expect(firstProfileError(ONBOARDING_RULES.fields, ['design'])).toBeUndefined();
  });

  it('checks a password change like registration', () => {
    expect(firstProfileError(PASSWORD_CHANGE_RULES.currentPassword, '')).toBe(MESSAGES.required);
    expect(firstProfileError(PASSWORD_CHANGE_RULES.newPassword, '')).toBe(MESSAGES.required);
    expect(firstProfileError(PASSWORD_CHANGE_RULES.newPassword, 'short')).toBe(MESSAGES.passwordMin);
    expect(firstProfileError(PASSWORD_CHANGE_RULES.newPassword, 'long enough')).toBeUndefined();
  });

  it('serves react-hook-form: true or the message key', () => {
    expect(validateProfileWith(PROFILE_RULES.name)('Jana')).toBe(true);
    expect(validateProfileWith(PROFILE_RULES.name)('')).toBe(MESSAGES.required);
  });

  it.each([
    ['required', MESSAGES.required],
    ['invalid_url', PROFILE_MESSAGES.url],
    ['invalid_host', PROFILE_MESSAGES.host],
    ['invalid_amount', PROFILE_MESSAGES.amount],
    ['wrong_password', PROFILE_MESSAGES.wrongPassword],
    ['password_too_short', MESSAGES.passwordMin],
    ['password_too_common', PROFILE_MESSAGES.tooCommon],
    ['something_new', MESSAGES.invalid],
  ])('shows the API code %s as %s', (code, message) => {
    expect(messageOfCode(code)).toBe(message);
  });
});
