// Server-only: the English message of each field rule code the console's bodies can fail (the UI
// shows its own text by `code`; the message is for API users and logs).
import type { FieldError } from '../lib/problem';

const MESSAGES: Record<string, string> = {
  required: 'This field is mandatory',
  too_long: 'This field is too long',
  too_short: 'This field is too short',
  too_many: 'Too many items',
  duplicate: 'Each option can be listed only once',
  invalid_type: 'This value has the wrong type',
  invalid_choice: 'Choose one of the offered options',
  out_of_range: 'This number is out of range',
  unknown_field: 'This field is not known',
  invalid_email: 'Enter a valid e-mail address',
};

/** The rule codes of a contract's check as the API's field errors. */
export const fieldErrors = (errors: readonly { field: string; code: string }[]): FieldError[] =>
  errors.map(({ field, code }) => ({ field, code, message: MESSAGES[code] ?? 'This value is not valid' }));
