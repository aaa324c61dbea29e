import en from '../locales/en.json';
import cs from '../locales/cs.json';
import {
  FORGOTTEN_PASSWORD_RULES,
  MESSAGES,
  SIGN_IN_RULES,
  SIGN_UP_RULES,
  TWO_FACTOR_RULES,
  firstError,
  minLength,
  validateWith,
} from './validation';

/** The translated message of a key, in both languages. */
const text = (key: string | undefined, messages: typeof en = en) =>
  key ? key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) : undefined;

describe('messages (spec section 5)', () => {
  it('are the spec texts in English and natural Czech', () => {
    expect(text(MESSAGES.required)).toBe('This field is mandatory');
    expect(text(MESSAGES.email)).toBe('Invalid email format');
    expect(text(MESSAGES.passwordMin)).toBe('Password must contain at least 8 characters');
    expect(text(MESSAGES.vop)).toBe('Approval is required.');
    expect(text(MESSAGES.codeMin)).toBe('Code must contain at least 6 characters');
    expect(text(MESSAGES.invalid)).toBe('The field is not valid');
    expect(text(MESSAGES.required, cs)).toBe('Toto pole je povinné');
    expect(text(MESSAGES.email, cs)).toBe('Neplatný formát e-mailu');
    expect(text(MESSAGES.passwordMin, cs)).toBe('Heslo musí obsahovat alespoň 8 znaků');
    expect(text(MESSAGES.vop, cs)).toBe('Souhlas je povinný.');
    expect(text(MESSAGES.codeMin, cs)).toBe('Kód musí obsahovat alespoň 6 znaků');
    expect(text(MESSAGES.invalid, cs)).toBe('Pole není vyplněno správně');
  });
});

describe('firstError', () => {
  it('answers only the first failing rule, and undefined when all pass', () => {
    expect(firstError(SIGN_IN_RULES.username, '')).toBe(MESSAGES.required);
    expect(firstError(SIGN_IN_RULES.username, 'not-an-email')).toBe(MESSAGES.email);
    expect(firstError(SIGN_IN_RULES.username, 'jana@example.cz')).toBeUndefined();
  });

  it('uses the default message for a rule without its own', () => {
    expect(firstError([minLength(3)], 'ab')).toBe(MESSAGES.invalid);
  });

  it('adapts to react-hook-form: true, or the message key', () => {
    expect(validateWith(SIGN_IN_RULES.username)('jana@example.cz')).toBe(true);
    expect(validateWith(SIGN_IN_RULES.username)('   ')).toBe(MESSAGES.required);
  });
});

describe('sign-in rules', () => {
  it('username: required, then a valid e-mail', () => {
    expect(firstError(SIGN_IN_RULES.username, '   ')).toBe(MESSAGES.required);
    for (const bad of ['jana', 'jana@', '@example.cz', 'jana@example', 'ja na@example.cz', 'jana@example.', '<jana@example.cz>']) {
      expect(firstError(SIGN_IN_RULES.username, bad)).toBe(MESSAGES.email);
    }
    expect(firstError(SIGN_IN_RULES.username, 'jana.novakova+raketa@example.co.uk')).toBeUndefined();
  });

  it('password: required; enforces 2 characters although the message says 8', () => {
    expect(firstError(SIGN_IN_RULES.password, '')).toBe(MESSAGES.required);
    expect(firstError(SIGN_IN_RULES.password, 'a')).toBe(MESSAGES.passwordMin);
    expect(firstError(SIGN_IN_RULES.password, 'ab')).toBeUndefined();
  });
});

describe('sign-up rules', () => {
  it('type: required, candidate or company', () => {
    expect(firstError(SIGN_UP_RULES.type, '')).toBe(MESSAGES.required);
    expect(firstError(SIGN_UP_RULES.type, 'admin')).toBe(MESSAGES.invalid);
    expect(firstError(SIGN_UP_RULES.type, 'candidate')).toBeUndefined();
    expect(firstError(SIGN_UP_RULES.type, 'company')).toBeUndefined();
  });

  it('name: required', () => {
    expect(firstError(SIGN_UP_RULES.name, ' ')).toBe(MESSAGES.required);
    expect(firstError(SIGN_UP_RULES.name, 'Jana Nováková')).toBeUndefined();
  });

  it('username: required, then an e-mail', () => {
    expect(firstError(SIGN_UP_RULES.username, '')).toBe(MESSAGES.required);
    expect(firstError(SIGN_UP_RULES.username, 'jana')).toBe(MESSAGES.email);
    expect(firstError(SIGN_UP_RULES.username, 'jana@example.cz')).toBeUndefined();
  });

  it('password: required, at least 8 characters', () => {
    expect(firstError(SIGN_UP_RULES.password, '')).toBe(MESSAGES.required);
    expect(firstError(SIGN_UP_RULES.password, '1234567')).toBe(MESSAGES.passwordMin);
    expect(firstError(SIGN_UP_RULES.password, '12345678')).toBeUndefined();
  });

  it('vop: must be accepted', () => {
    expect(firstError(SIGN_UP_RULES.vop, false)).toBe(MESSAGES.vop);
    expect(firstError(SIGN_UP_RULES.vop, undefined)).toBe(MESSAGES.vop);
    expect(firstError(SIGN_UP_RULES.vop, true)).toBeUndefined();
  });
});

describe('forgotten password and two-factor rules', () => {
  it('e-mail: required and valid', () => {
    expect(firstError(FORGOTTEN_PASSWORD_RULES.email, '')).toBe(MESSAGES.required);
    expect(firstError(FORGOTTEN_PASSWORD_RULES.email, 'jana@')).toBe(MESSAGES.email);
    expect(firstError(FORGOTTEN_PASSWORD_RULES.email, 'jana@example.cz')).toBeUndefined();
  });

  it('code: required, at least 6 characters', () => {
    expect(firstError(TWO_FACTOR_RULES.code, '')).toBe(MESSAGES.required);
    expect(firstError(TWO_FACTOR_RULES.code, '12345')).toBe(MESSAGES.codeMin);
    expect(firstError(TWO_FACTOR_RULES.code, '123456')).toBeUndefined();
  });
});
