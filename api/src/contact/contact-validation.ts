// Server-only: the rules of `POST /api/contact` (api/EMPLOYERS.md, "Contact"). Every invalid field
// is listed with its first failing rule, so one answer says everything to fix.
import { isEmail } from '@raketa/shared/contracts';
import type { FieldError } from '../lib/problem';

export const CONTACT_SUBJECTS = ['candidate', 'company', 'media', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export const CONTACT_LOCALES = ['cs', 'en'] as const;
export type ContactLocale = (typeof CONTACT_LOCALES)[number];

/** Lengths in characters (code points), after trimming. */
export const CONTACT_LIMITS = { name: 200, email: 254, messageMin: 10, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  required: 'This field is mandatory',
  too_short: `The message must have at least ${CONTACT_LIMITS.messageMin} characters`,
  too_long: 'This field is too long',
  invalid_email: 'Invalid email format',
  invalid_choice: 'Choose one of the offered values',
  invalid_type: 'Send this field as text',
  unknown_field: 'This field is not known',
} as const;
export type ContactFieldCode = keyof typeof CONTACT_MESSAGES;

const FIELDS = ['name', 'email', 'subject', 'message', 'locale'] as const;

export interface ContactInput {
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  locale: ContactLocale;
}

const length = (value: string) => [...value].length;

export function validateContact(body: unknown): { ok: true; value: ContactInput } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const fail = (field: string, code: ContactFieldCode) => void errors.push({ field, code, message: CONTACT_MESSAGES[code] });
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    fail('body', 'invalid_type');
    return { ok: false, errors };
  }
  const record = body as Record<string, unknown>;
  for (const key of Object.keys(record)) if (!(FIELDS as readonly string[]).includes(key)) fail(key, 'unknown_field');

  /** The trimmed text, or undefined after a failure (absent, empty or not a string). */
  const text = (field: (typeof FIELDS)[number]): string | undefined => {
    const raw = record[field];
    if (raw === undefined || raw === null) return void fail(field, 'required');
    if (typeof raw !== 'string') return void fail(field, 'invalid_type');
    const value = raw.trim();
    if (value === '') return void fail(field, 'required');
    return value;
  };
  const choice = <T extends string>(field: 'subject' | 'locale', allowed: readonly T[]): T | undefined => {
    const value = text(field);
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value)) return void fail(field, 'invalid_choice');
    return value as T;
  };

  const name = text('name');
  if (name !== undefined && length(name) > CONTACT_LIMITS.name) fail('name', 'too_long');
  const email = text('email');
  if (email !== undefined) {
    if (email.length > CONTACT_LIMITS.email) fail('email', 'too_long');
    // The one e-mail rule, safe as the Reply-To header.
    else if (!isEmail(email)) fail('email', 'invalid_email');
  }
  const subject = choice('subject', CONTACT_SUBJECTS);
  const message = text('message');
  if (message !== undefined) {
    if (length(message) < CONTACT_LIMITS.messageMin) fail('message', 'too_short');
    else if (length(message) > CONTACT_LIMITS.message) fail('message', 'too_long');
  }
  const locale = choice('locale', CONTACT_LOCALES);

  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { name: name!, email: email!, subject: subject!, message: message!, locale: locale! } };
}
