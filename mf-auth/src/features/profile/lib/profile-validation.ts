/**
 * The profile and onboarding form rules (spec section 5: first failing rule only, messages as
 * translation keys). The profile's are the one definition of a profile change in
 * @raketa/shared/contracts (profile-patch.ts), which `PATCH /api/profile` checks too: the form's
 * resolver checks the patch it would send, and each code (its own or the API's) shows through
 * `messageOfCode`. The password change keeps its own rules below.
 */
import { toNestErrors } from '@hookform/resolvers';
import { profilePatchErrors } from '@raketa/shared/contracts';
import type { FieldError, Resolver } from 'react-hook-form';
import { MESSAGES, minLength, PASSWORD_MIN_LENGTH, required, type MessageKey } from '../../../lib/validation';
import { formFieldOf, PROFILE_PAGE_PARTS, toPatch, type ProfileFormValues } from './profile-form';

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

/** What decides the rules beyond the values. */
export interface ProfileFormContext {
  /** Onboarding's first step moves on only with a field of interest chosen (the API takes none too). */
  requireFields?: boolean;
}

/**
 * The form's resolver: the contract's verdict on the whole profile the form holds, each error on
 * its input. react-hook-form shows only the fields being validated (the one blurred, a step's).
 */
export const profileResolver: Resolver<ProfileFormValues, ProfileFormContext> = (values, context, options) => {
  const errors: Record<string, FieldError> = {};
  for (const problem of profilePatchErrors(toPatch(values, PROFILE_PAGE_PARTS))) {
    const field = formFieldOf(problem);
    if (field) errors[field] ??= { type: 'rule', message: messageOfCode(problem.code) };
  }
  if (context?.requireFields && values.fields.length === 0) errors.fields ??= { type: 'rule', message: PROFILE_MESSAGES.chooseOne };
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  return { values: {}, errors: toNestErrors(errors, options) };
};

export interface ProfileRule {
  test: (value: unknown) => boolean;
  message?: ProfileMessageKey;
}

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

/** The message of a field error code, the contract's or the API's (api/AUTH.md). */
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
