// Server-only: the field rules of `POST /api/jobs/{id}/applications` (api/JOBS.md, "Apply"), limits
// from @raketa/shared/jobs. Each field reports its first failing rule, so one answer lists
// everything to fix; the UI shows its own texts by `code`.
import { APPLICATION_LIMITS } from '@raketa/shared/jobs';
import type { FieldError } from '../lib/problem';
import { checkUrl } from '../profile/profile-validation';

export const APPLICATION_MESSAGES = {
  required: 'This field is mandatory',
  too_long: 'This field is too long',
  invalid_email: 'Invalid email format',
  invalid_phone: 'Enter a phone number: digits, spaces and an optional leading +',
  invalid_url: 'Enter a web address starting with http:// or https://',
  invalid_host: 'Enter the address of a LinkedIn profile (linkedin.com)',
  unknown_field: 'This field is not known',
  duplicate: 'Send this field only once',
  invalid_flag: 'Send true or false',
  sign_in_required: 'Sign in to send your test results',
} as const;
export type ApplicationFieldCode = keyof typeof APPLICATION_MESSAGES;

/** The text fields of the form; `_csrf` may come along too (the token, checked elsewhere). */
export const APPLICATION_FIELDS = ['name', 'email', 'phone', 'linkedin', 'message'] as const;
/** `profileCv=true`: use the CV of the signed-in user's profile instead of a file. */
const PROFILE_CV_FIELD = 'profileCv';
/** `testResults=true`: send the signed-in user's test results shown to companies (api/TESTS.md). */
const TEST_RESULTS_FIELD = 'testResults';
const FLAG_FIELDS: readonly string[] = [PROFILE_CV_FIELD, TEST_RESULTS_FIELD];
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

// One @, something on each side, a dot in the domain, no spaces: the sign-up rule.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Digits with the usual separators; at least 6 digits so a typo like "123" is caught.
const PHONE = /^\+?[0-9][0-9 ()./-]*$/;

export interface ApplicationInput {
  name: string;
  email: string;
  phone: string | null;
  linkedin: string | null;
  message: string;
}

/** A field as it arrived: its values (a repeated field has several) and whether one was cut off. */
export interface RawField {
  values: string[];
  truncated: boolean;
}

/**
 * `signedIn`: whether a user sends the form. A visitor has no test results, so `testResults=true`
 * from one is refused rather than ignored: the sender believes something goes that would not.
 */
export function validateApplication(
  fields: Record<string, RawField>,
  { signedIn }: { signedIn: boolean },
): { ok: true; value: ApplicationInput; profileCv: boolean; testResults: boolean } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const fail = (field: string, code: ApplicationFieldCode) => {
    errors.push({ field, code, message: APPLICATION_MESSAGES[code] });
  };
  for (const name of Object.keys(fields)) {
    if (name !== '_csrf' && !FLAG_FIELDS.includes(name) && !(APPLICATION_FIELDS as readonly string[]).includes(name)) fail(name, 'unknown_field');
  }

  /** Trimmed text (empty when absent); undefined after a failure. */
  const text = (field: ApplicationField, required: boolean): string | undefined => {
    const raw = fields[field];
    if (raw && raw.values.length > 1) return void fail(field, 'duplicate');
    if (raw?.truncated) return void fail(field, 'too_long');
    const value = (raw?.values[0] ?? '').trim();
    if (value === '') return required ? void fail(field, 'required') : '';
    if ([...value].length > APPLICATION_LIMITS[field]) return void fail(field, 'too_long');
    return value;
  };

  const name = text('name', true);
  const email = text('email', true);
  if (email !== undefined && !EMAIL.test(email)) fail('email', 'invalid_email');

  const phone = text('phone', false);
  if (phone && (!PHONE.test(phone) || phone.replace(/\D/g, '').length < 6)) fail('phone', 'invalid_phone');

  let linkedin = text('linkedin', false);
  if (linkedin) {
    const checked = checkUrl(linkedin, 'linkedin.com');
    if ('code' in checked) fail('linkedin', checked.code);
    else if (checked.url.length > APPLICATION_LIMITS.linkedin) fail('linkedin', 'too_long');
    else linkedin = checked.url;
  }

  const message = text('message', false);

  // "true" or "false" (what a form sends for a choice); absent is false, and so is a failure.
  const flag = (field: string): boolean => {
    const raw = fields[field];
    if (!raw) return false;
    const value = raw.values[0]!.trim().toLowerCase();
    if (raw.values.length > 1) fail(field, 'duplicate');
    else if (value !== 'true' && value !== 'false') fail(field, 'invalid_flag');
    else return value === 'true';
    return false;
  };
  const profileCv = flag(PROFILE_CV_FIELD);
  const testResults = flag(TEST_RESULTS_FIELD);
  if (testResults && !signedIn) fail(TEST_RESULTS_FIELD, 'sign_in_required');

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { name: name!, email: email!, phone: phone || null, linkedin: linkedin || null, message: message ?? '' },
    profileCv,
    testResults,
  };
}
