// Server-only: `POST /api/contact` (api/EMPLOYERS.md, "Contact") checks its body with the contact
// contract (@raketa/shared/contracts, contact.ts), the rules the contact page's form checks too;
// here only the English message of each code. Every invalid field is listed with its first
// failing rule, so one answer says everything to fix.
import { checkContact, CONTACT_LIMITS, type ContactRequest } from '@raketa/shared/contracts';
import type { FieldError } from '../lib/problem';

export { CONTACT_LIMITS };
export type ContactInput = ContactRequest;

const MESSAGES: Record<string, string> = {
  required: 'This field is mandatory',
  too_long: 'This field is too long',
  invalid_email: 'Invalid email format',
  invalid_choice: 'Choose one of the offered values',
  invalid_type: 'Send this field as text',
  unknown_field: 'This field is not known',
};
const messageOf = (field: string, code: string): string =>
  code === 'too_short' && field === 'message'
    ? `The message must have at least ${CONTACT_LIMITS.messageMin} characters`
    : (MESSAGES[code] ?? 'This field is not valid');

export function validateContact(body: unknown): { ok: true; value: ContactInput } | { ok: false; errors: FieldError[] } {
  const checked = checkContact(body);
  if (checked.ok) return checked;
  return { ok: false, errors: checked.errors.map(({ field, code }) => ({ field, code, message: messageOf(field, code) })) };
}
