/**
 * A message of the contact form (`POST /api/contact`, api/EMPLOYERS.md "Contact"), written once:
 * the API checks the body with `checkContact`, the contact page's form resolver with the same
 * function over the values it would send, and the type and the limits derive from the schema.
 * Texts are trimmed before their rules; lengths count characters (code points).
 *
 * Every invalid field reports its first failing rule, in the API's vocabulary: an empty, blank or
 * null field is `required` (also a choice left on its placeholder), a value that is not text is
 * `invalid_type`, a key the form does not have is `unknown_field`.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { validate, type Struct } from 'superstruct';
import { CONTACT_SUBJECTS } from './back-office';
import { codeOf, toStruct, type RuleCode } from './schema-struct';

/** The subjects, the back office's list of them (back-office.ts, where the messages are read). */
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
/** The language of the site the message was written from (the confirmation mail's). */
export const CONTACT_LOCALES = ['cs', 'en'] as const;
export type ContactLocale = (typeof CONTACT_LOCALES)[number];

export const contactRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'email', 'subject', 'message', 'locale'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200 },
    /** The sender's address, the team's mail's Reply-To: the one e-mail rule (`isEmail`). */
    email: { type: 'string', minLength: 1, maxLength: 254, format: 'email' },
    subject: { type: 'string', enum: CONTACT_SUBJECTS },
    message: { type: 'string', minLength: 10, maxLength: 5000 },
    locale: { type: 'string', enum: CONTACT_LOCALES },
  },
} as const;

/** A valid contact message, texts trimmed. */
export type ContactRequest = FromSchema<typeof contactRequestSchema>;
export type ContactField = keyof ContactRequest;

const { properties } = contactRequestSchema;
/** The limits, read from the schema (the API's messages name them). */
export const CONTACT_LIMITS = {
  get name(): number {
    return properties.name.maxLength;
  },
  get email(): number {
    return properties.email.maxLength;
  },
  get messageMin(): number {
    return properties.message.minLength;
  },
  get message(): number {
    return properties.message.maxLength;
  },
};

export interface ContactFieldError {
  /** A field of the body (`body` for the whole). */
  field: string;
  code: RuleCode;
}

let struct: Struct<ContactRequest, unknown> | undefined;
/** The body's struct: trimmed, unknown keys refused. Made on first use, from the schema as it is then. */
const contactStruct = (): Struct<ContactRequest, unknown> => (struct ??= toStruct(contactRequestSchema, { trim: true, strict: true }));

/** Checks `body`; the valid message with its texts trimmed, or each invalid field's first failing rule. */
export function checkContact(body: unknown): { ok: true; value: ContactRequest } | { ok: false; errors: ContactFieldError[] } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { ok: false, errors: [{ field: 'body', code: 'invalid_type' }] };
  const [error, value] = validate(body, contactStruct(), { coerce: true });
  if (!error) return { ok: true, value };
  const first = new Map<string, RuleCode>();
  for (const failure of error.failures()) {
    const field = failure.path.join('.') || 'body';
    if (first.has(field)) continue;
    const sent: unknown = failure.value;
    let code = codeOf(failure);
    if (code !== 'unknown_field') {
      // Nothing written (nothing chosen) is `required` whatever the field's first rule; a number or a list is not text.
      if (sent === null || (typeof sent === 'string' && sent.trim() === '')) code = 'required';
      else if (sent !== undefined && typeof sent !== 'string') code = 'invalid_type';
    }
    first.set(field, code);
  }
  return { ok: false, errors: [...first].map(([field, code]) => ({ field, code })) };
}

/** Each invalid field's first failing rule (what the API would answer for `body`), none when valid. */
export const contactErrors = (body: unknown): ContactFieldError[] => {
  const checked = checkContact(body);
  return checked.ok ? [] : checked.errors;
};
