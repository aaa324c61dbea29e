/**
 * Rules of the apply form (spec section 5: a field shows its first failing rule). Each rule answers
 * a translation key of `jobs:apply.errors.*`; the API checks the same limits (api/JOBS.md, "Apply").
 */
import { APPLICATION_CV_EXTENSIONS, APPLICATION_CV_MAX_BYTES, APPLICATION_LIMITS } from '@raketa/shared/jobs';

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

type Rule = (value: string) => ApplyMessage | undefined;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;
// Digits with the usual separators and an optional leading +: "+420 777 123 456", "(02) 1234-567".
const PHONE = /^\+?[\d\s().-]{6,}$/;

const required: Rule = (value) => (value.trim() === '' ? APPLY_MESSAGES.required : undefined);
const maxLength =
  (max: number): Rule =>
  (value) =>
    value.trim().length > max ? APPLY_MESSAGES.tooLong : undefined;
const optional =
  (rule: Rule): Rule =>
  (value) =>
    value.trim() === '' ? undefined : rule(value);

/** An http(s) URL on linkedin.com or one of its subdomains (cz.linkedin.com). */
export function isLinkedInUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    const host = url.hostname.toLowerCase();
    return (url.protocol === 'https:' || url.protocol === 'http:') && (host === 'linkedin.com' || host.endsWith('.linkedin.com'));
  } catch {
    return false;
  }
}

const TEXT_RULES: Record<Exclude<keyof ApplyValues, 'cv' | 'cvSource' | 'testResults'>, Rule[]> = {
  name: [required, maxLength(APPLICATION_LIMITS.name)],
  email: [required, (value) => (EMAIL.test(value.trim()) ? undefined : APPLY_MESSAGES.email), maxLength(APPLICATION_LIMITS.email)],
  phone: [optional((value) => (PHONE.test(value.trim()) ? undefined : APPLY_MESSAGES.phone)), maxLength(APPLICATION_LIMITS.phone)],
  linkedin: [optional((value) => (isLinkedInUrl(value) ? undefined : APPLY_MESSAGES.linkedin)), maxLength(APPLICATION_LIMITS.linkedin)],
  message: [maxLength(APPLICATION_LIMITS.message)],
};

/** A react-hook-form `validate` for a text field: true, or the key of its first failing rule. */
export const validateText = (field: keyof typeof TEXT_RULES) => (value: string) => {
  for (const rule of TEXT_RULES[field]) {
    const message = rule(value ?? '');
    if (message) return message;
  }
  return true;
};

/** The CV before it is sent: present, PDF or DOCX by its name (the API checks the content), at most 10 MB. */
export function validateCv(files: FileList | null): true | ApplyMessage {
  const file = files?.[0];
  if (!file) return APPLY_MESSAGES.cvRequired;
  const name = file.name.toLowerCase();
  if (!APPLICATION_CV_EXTENSIONS.some((extension) => name.endsWith(extension))) return APPLY_MESSAGES.cvType;
  if (file.size > APPLICATION_CV_MAX_BYTES) return APPLY_MESSAGES.cvSize;
  return true;
}

/**
 * The message of a field error the API answers (`errors[]`): the shared codes by name; any other
 * code of the phone or LinkedIn field means its format, of another field that it is not valid.
 */
export function messageOfCode(field: string, code: string): ApplyMessage {
  const known: Record<string, ApplyMessage> = {
    required: APPLY_MESSAGES.required,
    invalid_email: APPLY_MESSAGES.email,
    too_long: APPLY_MESSAGES.tooLong,
  };
  if (known[code]) return known[code];
  if (field === 'phone') return APPLY_MESSAGES.phone;
  if (field === 'linkedin') return APPLY_MESSAGES.linkedin;
  return APPLY_MESSAGES.invalid;
}
