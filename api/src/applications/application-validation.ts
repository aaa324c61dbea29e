// Server-only: the multipart form of `POST /api/jobs/{id}/applications` (api/JOBS.md, "Apply").
// The texts' rules are the one definition in @raketa/shared/contracts (application.ts), which the
// apply form validates with too; here only what the transport adds: repeated, cut-off and unknown
// fields, and the flags. Each field reports its first failing rule, so one answer lists everything
// to fix; the UI shows its own texts by `code`.
import { APPLICATION_FIELDS, APPLICATION_LIMITS, applicationErrors, checkUrl, type ApplicationTextField } from '@raketa/shared/contracts';
import type { FieldError } from '../lib/problem';

export const APPLICATION_MESSAGES = {
  required: 'This field is mandatory',
  too_long: 'This field is too long',
  invalid_email: 'Invalid email format',
  invalid_phone: 'Enter a phone number: digits, spaces and an optional leading +',
  invalid_url: 'Enter a web address starting with http:// or https://',
  invalid_host: 'Enter the address of a LinkedIn profile (linkedin.com)',
  invalid_type: 'This value has the wrong type',
  unknown_field: 'This field is not known',
  duplicate: 'Send this field only once',
  invalid_flag: 'Send true or false',
  sign_in_required: 'Sign in to send your test results',
} as const;
export type ApplicationFieldCode = keyof typeof APPLICATION_MESSAGES;

/** The text fields of the form (the contract's); `_csrf` may come along too (the token, checked elsewhere). */
export { APPLICATION_FIELDS };
/** `profileCv=true`: use the CV of the signed-in user's profile instead of a file. */
const PROFILE_CV_FIELD = 'profileCv';
/** `testResults=true`: send the signed-in user's test results shown to companies (api/TESTS.md). */
const TEST_RESULTS_FIELD = 'testResults';
const FLAG_FIELDS: readonly string[] = [PROFILE_CV_FIELD, TEST_RESULTS_FIELD];
export type ApplicationField = ApplicationTextField;

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

  // One value per text field, as the contract checks it; a repeated or cut-off one fails here instead.
  const texts: Partial<Record<ApplicationField, string>> = {};
  for (const field of APPLICATION_FIELDS) {
    const raw = fields[field];
    if (!raw) continue;
    if (raw.values.length > 1) fail(field, 'duplicate');
    else if (raw.truncated) fail(field, 'too_long');
    else texts[field] = raw.values[0]!;
  }
  const failed = new Set(errors.map(({ field }) => field));
  for (const { field, code } of applicationErrors(texts)) {
    if (!failed.has(field)) fail(field, code in APPLICATION_MESSAGES ? (code as ApplicationFieldCode) : 'invalid_type');
  }
  const text = (field: ApplicationField) => (texts[field] ?? '').trim();
  const name = text('name');
  const email = text('email');
  const phone = text('phone');
  const message = text('message');
  let linkedin = text('linkedin');
  if (linkedin && !errors.some((error) => error.field === 'linkedin')) {
    // Stored normalised; percent-encoding and punycode can lengthen what was typed.
    const checked = checkUrl(linkedin, 'linkedin.com');
    if ('url' in checked && checked.url.length > APPLICATION_LIMITS.linkedin) fail('linkedin', 'too_long');
    else if ('url' in checked) linkedin = checked.url;
  }

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
    value: { name, email, phone: phone || null, linkedin: linkedin || null, message },
    profileCv,
    testResults,
  };
}
