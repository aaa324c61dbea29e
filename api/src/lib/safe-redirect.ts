// Server-only: where a `back` (or redirect_to) value may send the browser after a form post:
// a path on this site, or an http(s) URL on one of the configured site hosts. Anything else,
// including scheme-relative, backslash and encoded tricks, lands on the site root.

const FALLBACK = '/';
const BASE = 'http://raketa.invalid';
const MAX_LENGTH = 2048;
// Browsers drop tabs and newlines inside URLs and read `\` as `/`, so `/\evil.com` or `/\t/evil.com`
// would leave the site: refuse controls and backslashes outright.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/** Decodes percent-escapes until stable (a few rounds), or undefined when malformed. */
function fullyDecoded(value: string): string | undefined {
  let current = value;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

function isSafeSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE_CHARACTERS.test(value)) return false;
  return new URL(value, BASE).origin === BASE;
}

/**
 * `value` when it is a safe target, normalised; otherwise `/`.
 * @param siteHosts lower-case `host[:port]` of every site the browser may be sent to.
 */
export function safeRedirectTarget(value: unknown, siteHosts: readonly string[]): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return FALLBACK;
  const decoded = fullyDecoded(value.trim());
  if (decoded === undefined || UNSAFE_CHARACTERS.test(value)) return FALLBACK;

  if (value.startsWith('/')) {
    // The decoded form is checked too: a later decoding step (a proxy, the client router) must not
    // turn `/%2F%2Fevil.com` into `//evil.com`.
    if (!isSafeSitePath(value) || !isSafeSitePath(decoded)) return FALLBACK;
    const url = new URL(value, BASE);
    return `${url.pathname}${url.search}${url.hash}`;
  }

  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return FALLBACK;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return FALLBACK;
  if (url.username !== '' || url.password !== '') return FALLBACK;
  // `http://////evil.com` parses with host evil.com, so the host check alone decides.
  if (!siteHosts.includes(url.host.toLowerCase())) return FALLBACK;
  if (UNSAFE_CHARACTERS.test(decoded)) return FALLBACK;
  return url.href;
}
