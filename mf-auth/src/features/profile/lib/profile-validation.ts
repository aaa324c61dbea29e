/**
 * The profile and onboarding form rules, in the manner of ./validation.ts (spec section 5:
 * first failing rule only, messages as translation keys). The API checks the same rules
 * (api/AUTH.md, "Profile"); its codes map to the same messages through `messageOfCode`.
 */
import { LIMITS, LINK_HOSTS, type LinkKind } from '@raketa/shared/account';
import { checkUrl } from '@raketa/shared/contracts';
import { MESSAGES, minLength, PASSWORD_MIN_LENGTH, required, type MessageKey } from '../../../lib/validation';

export const PROFILE_MESSAGES = {
  tooLong: 'profile.validation.tooLong',
  url: 'profile.validation.url',
  host: 'profile.validation.host',
  amount: 'profile.validation.amount',
  duplicate: 'profile.validation.duplicate',
  chooseOne: 'profile.validation.chooseOne',
  mismatch: 'profile.validation.mismatch',
  wrongPassword: 'profile.validation.wrongPassword',
  tooCommon: 'profile.validation.tooCommon',
  passwordTooLong: 'profile.validation.passwordTooLong',
  confirmation: 'profile.validation.confirmation',
  tooManyAttempts: 'profile.validation.tooManyAttempts',
} as const;

export type ProfileMessageKey = MessageKey | (typeof PROFILE_MESSAGES)[keyof typeof PROFILE_MESSAGES];

export interface ProfileRule {
  test: (value: unknown) => boolean;
  message?: ProfileMessageKey;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** Empty values pass: optional fields check only what was entered. */
const optional = (rule: ProfileRule): ProfileRule => ({ ...rule, test: (value) => text(value) === '' || rule.test(value) });

export const maxLength = (max: number): ProfileRule => ({
  test: (value) => [...text(value)].length <= max,
  message: PROFILE_MESSAGES.tooLong,
});

/** An absolute http(s) address without credentials, on `host` (or a subdomain) when given: the API's check. */
export function urlProblem(value: string, host?: string): 'url' | 'host' | undefined {
  const checked = checkUrl(value.trim(), host);
  if (!('code' in checked)) return undefined;
  return checked.code === 'invalid_host' ? 'host' : 'url';
}

const webAddress = (): ProfileRule => ({ test: (value) => urlProblem(text(value)) !== 'url', message: PROFILE_MESSAGES.url });
const onHost = (host: string): ProfileRule => ({ test: (value) => urlProblem(text(value), host) !== 'host', message: PROFILE_MESSAGES.host });

const linkRules = (kind: LinkKind): ProfileRule[] => {
  const host = LINK_HOSTS[kind];
  return [maxLength(LIMITS.url), webAddress(), ...(host ? [onHost(host)] : [])].map(optional);
};

/** The amount typed, spaces allowed (`65 000`), as a number; NaN when it is not a whole number. */
export const parseAmount = (value: unknown): number => {
  const digits = text(value).replace(/\s/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
};

/** A whole amount from 1 to the limit; empty passes (no salary given). */
export const salaryAmount = (): ProfileRule =>
  optional({
    test: (value) => {
      const amount = parseAmount(value);
      return amount >= 1 && amount <= LIMITS.salaryMax;
    },
    message: PROFILE_MESSAGES.amount,
  });

export const atLeastOne = (): ProfileRule => ({
  test: (value) => Array.isArray(value) && value.length > 0,
  message: PROFILE_MESSAGES.chooseOne,
});

export const PROFILE_RULES = {
  name: [required(), maxLength(LIMITS.name)],
  headline: [maxLength(LIMITS.headline)],
  location: [maxLength(LIMITS.location)],
  salaryAmount: [salaryAmount()],
  linkedin: linkRules('linkedin'),
  github: linkRules('github'),
  portfolio: linkRules('portfolio'),
  language: [required()],
  level: [required()],
} satisfies Record<string, ProfileRule[]>;

export const ONBOARDING_RULES = {
  fields: [atLeastOne()],
} satisfies Record<string, ProfileRule[]>;

export const PASSWORD_CHANGE_RULES = {
  currentPassword: [required()],
  newPassword: [required(), minLength(PASSWORD_MIN_LENGTH, MESSAGES.passwordMin)],
} satisfies Record<string, ProfileRule[]>;

export function firstProfileError(rules: readonly ProfileRule[], value: unknown): ProfileMessageKey | undefined {
  const failed = rules.find((rule) => !rule.test(value));
  return failed ? (failed.message ?? MESSAGES.invalid) : undefined;
}

/** A react-hook-form `validate` function for `rules`. */
export const validateProfileWith =
  (rules: readonly ProfileRule[]) =>
  (value: unknown): true | ProfileMessageKey =>
    firstProfileError(rules, value) ?? true;

/** The message of an API field error code (api/AUTH.md). */
const CODE_MESSAGES: Record<string, ProfileMessageKey> = {
  required: MESSAGES.required,
  too_long: PROFILE_MESSAGES.tooLong,
  invalid_url: PROFILE_MESSAGES.url,
  invalid_host: PROFILE_MESSAGES.host,
  invalid_amount: PROFILE_MESSAGES.amount,
  duplicate: PROFILE_MESSAGES.duplicate,
  wrong_password: PROFILE_MESSAGES.wrongPassword,
  confirmation_mismatch: PROFILE_MESSAGES.confirmation,
  password_too_short: MESSAGES.passwordMin,
  password_too_common: PROFILE_MESSAGES.tooCommon,
  password_too_long: PROFILE_MESSAGES.passwordTooLong,
};

export const messageOfCode = (code: string): ProfileMessageKey => CODE_MESSAGES[code] ?? MESSAGES.invalid;
