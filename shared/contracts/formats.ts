/**
 * The text formats the contracts name in `format` (the same checks in the API and the browser):
 * each answers true or the code of the rule the value fails.
 */

// One @, something on each side, a dot inside the domain (not at its end), no spaces and no angle
// brackets (an address goes into Reply-To headers as it is).
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>.]+$/;
/**
 * The one e-mail rule: sign-up, sign-in, a new password, contact, the company form and an
 * application, in the browser and in the API (and the `email` format). `value` is the trimmed
 * address; its length is each form's own rule.
 */
export const isEmail = (value: string): boolean => EMAIL.test(value);

// Digits with the usual separators and an optional leading +: "+420 777 123 456", "(02) 1234-567".
const PHONE = /^\+?[0-9][0-9 ()./-]*$/;
/** At least this many digits, so a typo like "123" is caught. */
const PHONE_MIN_DIGITS = 6;

/** An http(s) URL without credentials, normalised (on `host` or a subdomain when given); or the code of the rule it fails. */
export function checkUrl(value: string, host?: string): { url: string } | { code: 'invalid_url' | 'invalid_host' } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { code: 'invalid_url' };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '' || url.username || url.password) {
    return { code: 'invalid_url' };
  }
  if (host && url.hostname !== host && !url.hostname.endsWith(`.${host}`)) return { code: 'invalid_host' };
  return { url: url.toString() };
}

const urlOn = (host?: string) => (value: string) => {
  const checked = checkUrl(value, host);
  return 'code' in checked ? checked.code : true;
};

export const FORMATS = {
  email: (value: string): true | 'invalid_email' => isEmail(value) || 'invalid_email',
  phone: (value: string): true | 'invalid_phone' => (PHONE.test(value) && value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS) || 'invalid_phone',
  url: urlOn() as (value: string) => true | 'invalid_url' | 'invalid_host',
  'linkedin-url': urlOn('linkedin.com') as (value: string) => true | 'invalid_url' | 'invalid_host',
  'github-url': urlOn('github.com') as (value: string) => true | 'invalid_url' | 'invalid_host',
};
export type FormatName = keyof typeof FORMATS;
