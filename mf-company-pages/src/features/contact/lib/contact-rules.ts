/**
 * The contact form's rules: the contact contract's (`checkContact` of @raketa/shared/contracts,
 * which `POST /api/contact` checks too) as the form's resolver, each invalid field's first failing
 * rule shown as a key of `companyPages:contact.errors.*` (spec section 5).
 */
import { contactErrors, CONTACT_SUBJECTS, type ContactSubject } from '@raketa/shared/contracts';
import type { FieldError, Resolver } from 'react-hook-form';

export { CONTACT_SUBJECTS, type ContactSubject };

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

const FORM_FIELDS: readonly string[] = ['name', 'email', 'subject', 'message'] satisfies ContactField[];
export const isContactField = (field: string): field is ContactField => FORM_FIELDS.includes(field);

/**
 * The form's resolver: the contract's verdict on the message the values make, each error on its
 * input (the locale is the page's, not the form's). react-hook-form shows only the fields being
 * validated (the one blurred; all of them on submit).
 */
export const contactResolver: Resolver<ContactValues> = async (values) => {
  const errors: Partial<Record<ContactField, FieldError>> = {};
  for (const { field, code } of contactErrors(values)) {
    if (isContactField(field)) errors[field] ??= { type: code, message: messageOfCode(field, code) };
  }
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  return { values: {}, errors };
};

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
