// Server-only: where a `back` (or redirect_to) value may send the browser after a form post: a path
// on this site, or an http(s) URL on one of the configured site hosts. Anything else, including
// scheme-relative, dot-segment, backslash and encoded tricks, lands on the site root. The rule is
// the browser's own (`@raketa/shared/navigation`), so the API and the auth dialogs decide alike.
import { safeRedirectTarget as sharedSafeRedirectTarget } from '@raketa/shared/navigation';

const FALLBACK = '/';
const MAX_LENGTH = 2048;
// A base no site uses: every absolute target must then name one of the site hosts, and is answered
// as an absolute URL (a sign-in on one language's site may go back to a page of the other's).
const NO_ORIGIN = 'http://raketa.invalid';

/**
 * `value` when it is a safe target, normalised; otherwise `/`.
 * @param siteHosts lower-case `host[:port]` of every site the browser may be sent to.
 */
export function safeRedirectTarget(value: unknown, siteHosts: readonly string[]): string {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return FALLBACK;
  return sharedSafeRedirectTarget(value, { origin: NO_ORIGIN, siteHosts }) ?? FALLBACK;
}
