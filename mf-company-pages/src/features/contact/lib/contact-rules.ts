/**
 * Rules of the contact form, the same the API checks (`POST /api/contact`): each answers a key of
 * `companyPages:contact.errors.*`, first failing rule only (spec section 5).
 */
import { isEmail } from '@raketa/shared/contracts';

export const CONTACT_SUBJECTS = ['candidate', 'company', 'media', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_LIMITS = { name: 200, messageMin: 10, messageMax: 5000 } as const;

export interface ContactValues {
  name: string;
  email: string;
  /** Empty until one is chosen. */
  subject: ContactSubject | '';
  message: string;
}

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

export const CONTACT_MESSAGES = {
  required: 'contact.errors.required',
  email: 'contact.errors.email',
  nameTooLong: 'contact.errors.nameTooLong',
  messageTooShort: 'contact.errors.messageTooShort',
  messageTooLong: 'contact.errors.messageTooLong',
  choice: 'contact.errors.choice',
  invalid: 'contact.errors.invalid',
} as const;
export type ContactMessage = (typeof CONTACT_MESSAGES)[keyof typeof CONTACT_MESSAGES];
export type ContactField = keyof ContactValues;

type Rule = (value: string) => ContactMessage | undefined;

const isSubject = (value: string): value is ContactSubject => (CONTACT_SUBJECTS as readonly string[]).includes(value);

const required: Rule = (value) => (value.trim() === '' ? CONTACT_MESSAGES.required : undefined);

const RULES: Record<ContactField, Rule[]> = {
  name: [required, (value) => (value.trim().length > CONTACT_LIMITS.name ? CONTACT_MESSAGES.nameTooLong : undefined)],
  email: [required, (value) => (isEmail(value.trim()) ? undefined : CONTACT_MESSAGES.email)],
  subject: [required, (value) => (isSubject(value) ? undefined : CONTACT_MESSAGES.choice)],
  message: [
    required,
    (value) => (value.trim().length < CONTACT_LIMITS.messageMin ? CONTACT_MESSAGES.messageTooShort : undefined),
    (value) => (value.trim().length > CONTACT_LIMITS.messageMax ? CONTACT_MESSAGES.messageTooLong : undefined),
  ],
};

/** A react-hook-form `validate`: true, or the key of the field's first failing rule. */
export const validateContact = (field: ContactField) => (value: string) => {
  for (const rule of RULES[field]) {
    const message = rule(value ?? '');
    if (message) return message;
  }
  return true;
};

export const isContactField = (field: string): field is ContactField => field in RULES;

/** The message of a field error the API answers (`errors[]` of a 422 `validation_failed`). */
export function messageOfCode(field: ContactField, code: string): ContactMessage {
  switch (code) {
    case 'required':
      return CONTACT_MESSAGES.required;
    case 'invalid_email':
      return CONTACT_MESSAGES.email;
    case 'invalid_choice':
      return CONTACT_MESSAGES.choice;
    case 'too_short':
      return field === 'message' ? CONTACT_MESSAGES.messageTooShort : CONTACT_MESSAGES.invalid;
    case 'too_long':
      if (field === 'name') return CONTACT_MESSAGES.nameTooLong;
      return field === 'message' ? CONTACT_MESSAGES.messageTooLong : CONTACT_MESSAGES.invalid;
    default:
      return CONTACT_MESSAGES.invalid;
  }
}

/**
 * Whole minutes to wait from a `Retry-After` header (delay in seconds or an HTTP date), at least 1;
 * null when the header is absent or unreadable.
 */
export function retryAfterMinutes(header: string | null, now: Date = new Date()): number | null {
  if (header === null || header.trim() === '') return null;
  const value = header.trim();
  const seconds = /^\d+$/.test(value) ? Number(value) : (Date.parse(value) - now.getTime()) / 1000;
  if (!Number.isFinite(seconds)) return null;
  return Math.max(1, Math.ceil(seconds / 60));
}
