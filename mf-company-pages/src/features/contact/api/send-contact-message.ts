/**
 * `POST /api/contact` (issue 7 contract): JSON with the CSRF header. Every answer comes back as a
 * value the form shows; only a failure to reach the API (network, CSRF token) throws.
 */
import { problemOf, sendWithCsrf, type LocaleCode } from '@raketa/shared';
import { retryAfterMinutes, type ContactSubject, type ContactValues } from '../lib/contact-rules';

export type ContactResult =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: { field: string; code: string }[] }
  /** Throttled (5 an hour per address): `minutes` from Retry-After, null when it did not say. */
  | { kind: 'tooMany'; minutes: number | null }
  | { kind: 'failed' };

export interface ContactBody {
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  locale: LocaleCode;
}

export function contactBody(values: ContactValues & { subject: ContactSubject }, locale: LocaleCode): ContactBody {
  return { name: values.name.trim(), email: values.email.trim(), subject: values.subject, message: values.message.trim(), locale };
}

export async function sendContactMessage(body: ContactBody): Promise<ContactResult> {
  const response = await sendWithCsrf('post', 'api/contact', { json: body });
  if (response.ok) return { kind: 'sent' };
  if (response.status === 429) return { kind: 'tooMany', minutes: retryAfterMinutes(response.headers.get('retry-after')) };
  const problem = await problemOf(response);
  if (response.status === 422 && problem.code === 'validation_failed' && problem.errors?.length) return { kind: 'invalid', errors: problem.errors };
  return { kind: 'failed' };
}
