/**
 * The form rules of spec section 5. A rule answers a translation key of the `auth`
 * namespace (`validation.*`), so the same rules serve both languages; a field shows
 * only its first failing rule.
 */
import { isEmail } from '@raketa/shared/contracts';

export interface Rule {
  /** True when the value passes. */
  test: (value: unknown) => boolean;
  /** Translation key of the message; the default message when unset. */
  message?: MessageKey;
}

export const MESSAGES = {
  required: 'validation.required',
  email: 'validation.email',
  passwordMin: 'validation.passwordMin',
  vop: 'validation.vop',
  codeMin: 'validation.codeMin',
  invalid: 'validation.invalid',
} as const;

export type MessageKey = (typeof MESSAGES)[keyof typeof MESSAGES];

/** Stated minimum (the message) and what sign-in enforces (spec sections 5 and 9). */
export const PASSWORD_MIN_LENGTH = 8;
export const SIGN_IN_PASSWORD_MIN_LENGTH = 2;
export const TWO_FACTOR_CODE_LENGTH = 6;

export const REGISTRATION_TYPES = ['candidate', 'company'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const required = (message: MessageKey = MESSAGES.required): Rule => ({
  test: (value) => (typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null),
  message,
});
/** The one e-mail rule (@raketa/shared/contracts), the API's too. */
export const email = (): Rule => ({ test: (value) => isEmail(text(value).trim()), message: MESSAGES.email });
export const minLength = (min: number, message?: MessageKey): Rule => ({
  test: (value) => text(value).length >= min,
  message,
});
export const oneOf = (options: readonly string[]): Rule => ({ test: (value) => options.includes(text(value)) });
export const accepted = (message: MessageKey): Rule => ({ test: (value) => value === true, message });

/** The message key of the first rule `value` fails, or undefined when it passes all. */
export function firstError(rules: readonly Rule[], value: unknown): MessageKey | undefined {
  const failed = rules.find((rule) => !rule.test(value));
  return failed ? (failed.message ?? MESSAGES.invalid) : undefined;
}

export const SIGN_IN_RULES = {
  username: [required(), email()],
  // Enforced 2 (old accounts), though the message states the registration minimum of 8.
  password: [required(), minLength(SIGN_IN_PASSWORD_MIN_LENGTH, MESSAGES.passwordMin)],
} satisfies Record<string, Rule[]>;

export const SIGN_UP_RULES = {
  type: [required(), oneOf(REGISTRATION_TYPES)],
  name: [required()],
  username: [required(), email()],
  password: [required(), minLength(PASSWORD_MIN_LENGTH, MESSAGES.passwordMin)],
  vop: [accepted(MESSAGES.vop)],
} satisfies Record<string, Rule[]>;

export const FORGOTTEN_PASSWORD_RULES = {
  email: [required(), email()],
} satisfies Record<string, Rule[]>;

export const TWO_FACTOR_RULES = {
  code: [required(), minLength(TWO_FACTOR_CODE_LENGTH, MESSAGES.codeMin)],
} satisfies Record<string, Rule[]>;

/** A react-hook-form `validate` function for `rules`: true, or the first failing message key. */
export const validateWith =
  (rules: readonly Rule[]) =>
  (value: unknown): true | MessageKey =>
    firstError(rules, value) ?? true;
