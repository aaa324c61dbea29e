/**
 * Rules of the apply form (spec section 5: a field shows its first failing rule): the application's
 * one definition in @raketa/shared/contracts, which the API checks too, through the form resolver
 * of @hookform/resolvers. Each failure's code is shown as a translation key of `jobs:apply.errors.*`.
 */
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { applicationSchema, checkCvFile, toStruct } from '@raketa/shared/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { any, intersection, refine, type } from 'superstruct';

export const APPLY_MESSAGES = {
  required: 'apply.errors.required',
  email: 'apply.errors.email',
  tooLong: 'apply.errors.tooLong',
  phone: 'apply.errors.phone',
  linkedin: 'apply.errors.linkedin',
  cvRequired: 'apply.errors.cvRequired',
  cvType: 'apply.errors.cvType',
  cvSize: 'apply.errors.cvSize',
  invalid: 'apply.errors.invalid',
} as const;
export type ApplyMessage = (typeof APPLY_MESSAGES)[keyof typeof APPLY_MESSAGES];

export interface ApplyValues {
  name: string;
  email: string;
  phone: string;
  linkedin: string;
  message: string;
  cv: FileList | null;
  /** Offered only when the signed-in user's profile has a CV: send that one, or the chosen file. */
  cvSource: CvSource;
  /** Offered only when the signed-in user shows test results to companies: send them (default). */
  testResults: boolean;
}

export type CvSource = 'profile' | 'upload';

/** What decides the rules beyond the values: whether the profile has a CV to offer instead of a file. */
export interface ApplyContext {
  hasProfileCv: boolean;
}

/** The profile's CV goes when it has one and it is chosen (the default); then no file is needed. */
export const usesProfileCv = (values: Pick<ApplyValues, 'cvSource'>, context: ApplyContext | undefined) =>
  context?.hasProfileCv === true && values.cvSource === 'profile';

// The texts as the API checks them (trimmed); the form's other values pass through.
const TEXTS = toStruct(applicationSchema, { trim: true });
// The chosen file by the one CV rule, its code (the API's) as the failure's message.
const WITH_FILE = intersection([TEXTS, type({ cv: refine(any(), 'rule', (files: FileList | null) => checkCvFile(files?.[0])) })]);

const textResolver = superstructResolver(TEXTS, { coerce: true }, { raw: true });
const withFileResolver = superstructResolver(WITH_FILE, { coerce: true }, { raw: true });

/** The form's resolver: the contract's rules, each failure's code shown as its message key. */
export const applyResolver: Resolver<ApplyValues, ApplyContext> = async (values, context, options) => {
  const resolve = usesProfileCv(values, context) ? textResolver : withFileResolver;
  const result = await resolve(values, context, options as never);
  const errors: FieldErrors<ApplyValues> = {};
  for (const [field, error] of Object.entries(result.errors) as [keyof ApplyValues, { message?: string; type?: string }][]) {
    errors[field] = { type: error.type ?? 'rule', message: messageOfCode(field, error.message ?? '') };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/**
 * The message of a rule's code, the form's own or one the API answers (`errors[]`, CV problems):
 * the shared codes by name; any other code of the phone or LinkedIn field means its format, of
 * another field that it is not valid.
 */
export function messageOfCode(field: string, code: string): ApplyMessage {
  const known: Record<string, ApplyMessage> = {
    required: APPLY_MESSAGES.required,
    invalid_email: APPLY_MESSAGES.email,
    too_long: APPLY_MESSAGES.tooLong,
    cv_required: APPLY_MESSAGES.cvRequired,
    cv_bad_type: APPLY_MESSAGES.cvType,
    cv_too_large: APPLY_MESSAGES.cvSize,
  };
  if (known[code]) return known[code];
  if (field === 'phone') return APPLY_MESSAGES.phone;
  if (field === 'linkedin') return APPLY_MESSAGES.linkedin;
  return APPLY_MESSAGES.invalid;
}
