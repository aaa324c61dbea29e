/**
 * Navigation URL guard (spec section 2, "Page-wide behaviour"): navigating to an
 * external URL is blocked unless explicitly allowed; URLs with unsafe protocols are
 * blocked. Pure, so the shell's link guard, remotes and the auth redirect
 * parameters all decide the same way.
 */

/** The only protocols a link may use; everything else (javascript:, data:, blob:, file:...) is blocked. */
export const SAFE_PROTOCOLS: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];
const WEB_PROTOCOLS = ['http:', 'https:'];

export interface NavigationContext {
  /** The current page's URL or origin; relative URLs resolve against it and its host counts as the site's own. */
  origin: string;
  /** The site's own hosts (`host[:port]` of every language, from the public config `hosts`). */
  siteHosts: readonly string[];
  /** External hosts explicitly allowed: `example.com` (exact) or `*.example.com` (any subdomain). */
  allowedHosts?: readonly string[];
}

/**
 * Marks a link the page explicitly allows to leave the site although its host is not allowlisted:
 * an address from our own data (a company's website or profile), never one typed into the page.
 * Only plain http(s) without credentials passes; unsafe protocols stay blocked.
 */
export const VOUCHED_LINK_ATTRIBUTE = 'data-external-link';

export type UrlCheck =
  | { allowed: true; url: URL; kind: 'site' | 'allowlisted' | 'contact' }
  | { allowed: false; reason: 'unsafe-protocol' | 'external-host' | 'malformed' };

// No legitimate link holds C0/C1 controls; browsers silently drop some of them
// (`java\tscript:` runs as `javascript:`), so any of them blocks the URL.
const CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F]/;
// Characters that hide inside a scheme without being visible: removed before the scheme is read.
const INVISIBLE = /[\s\u0000-\u0020\u007F-\u00A0\u00AD\u180E\u200B-\u200F\u2028-\u202F\u205F-\u206F\u3000\uFEFF]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/;

const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  bsol: '\\',
  period: '.',
  lpar: '(',
  rpar: ')',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
  semi: ';',
  excl: '!',
  num: '#',
};

function fromCodePoint(code: number): string {
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

/** Decodes HTML character references (with or without `;`), repeatedly, so `&amp;#58;` ends as `:`. */
function decodeEntities(value: string): string {
  let current = value;
  for (let round = 0; round < 5; round += 1) {
    const next = current.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, body: string) => {
      const lower = body.toLowerCase();
      if (lower.startsWith('#x')) return fromCodePoint(parseInt(lower.slice(2), 16));
      if (lower.startsWith('#')) return fromCodePoint(parseInt(lower.slice(1), 10));
      return NAMED_ENTITIES[lower] ?? whole;
    });
    if (next === current) return next;
    current = next;
  }
  return current;
}

/** Decodes `%XX` sequences one by one (a stray `%` does not stop it), repeatedly. */
function decodePercent(value: string): string {
  let current = value;
  for (let round = 0; round < 5; round += 1) {
    const next = current.replace(/%([0-9a-f]{2})/gi, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === current) return next;
    current = next;
  }
  return current;
}

/**
 * Every reading of the value an attacker could count on: as written, HTML-decoded,
 * percent-decoded and both. A scheme found in any of them decides.
 */
function readings(value: string): string[] {
  const entity = decodeEntities(value);
  return [value, entity, decodePercent(value), decodePercent(entity), decodeEntities(decodePercent(value))];
}

function schemeOf(value: string): string | null {
  const match = SCHEME.exec(value.replace(INVISIBLE, '').toLowerCase());
  return match ? `${match[1]}:` : null;
}

function hasUnsafeScheme(value: string): boolean {
  return readings(value).some((reading) => {
    const scheme = schemeOf(reading);
    return scheme !== null && !SAFE_PROTOCOLS.includes(scheme);
  });
}

const normalizeHost = (host: string) => host.trim().toLowerCase().replace(/\.$/, '').replace(/\.:/, ':');

/** Parses an allowlist entry the way URLs are parsed (punycode, lower case); null when it is not a host. */
function parseHostEntry(entry: string): { host: string; wildcard: boolean } | null {
  const trimmed = entry.trim().toLowerCase();
  const wildcard = trimmed.startsWith('*.');
  const bare = wildcard ? trimmed.slice(2) : trimmed;
  if (!bare || /[/?#@\\*\s]/.test(bare)) return null;
  try {
    return { host: normalizeHost(new URL(`http://${bare}`).host), wildcard };
  } catch {
    return null;
  }
}

function matchesAllowlist(url: URL, allowedHosts: readonly string[]): boolean {
  const host = normalizeHost(url.host);
  const hostname = normalizeHost(url.hostname);
  return allowedHosts.some((entry) => {
    const parsed = parseHostEntry(entry);
    if (!parsed) return false;
    // An entry without a port allows the host on any port; with one, only that port.
    const subject = parsed.host.includes(':') && !parsed.host.endsWith(']') ? host : hostname;
    return parsed.wildcard ? subject.endsWith(`.${parsed.host}`) : subject === parsed.host;
  });
}

function baseUrl(origin: string): URL | null {
  try {
    return new URL(origin);
  } catch {
    return null;
  }
}

/** Decides whether a link or programmatic navigation to `value` may go ahead. */
export function checkNavigationUrl(value: string, context: NavigationContext): UrlCheck {
  if (typeof value !== 'string' || CONTROL_CHARS.test(value)) return { allowed: false, reason: 'malformed' };
  if (hasUnsafeScheme(value)) return { allowed: false, reason: 'unsafe-protocol' };
  const base = baseUrl(context.origin);
  if (!base) return { allowed: false, reason: 'malformed' };
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return { allowed: false, reason: 'malformed' };
  }
  if (!SAFE_PROTOCOLS.includes(url.protocol)) return { allowed: false, reason: 'unsafe-protocol' };
  if (!WEB_PROTOCOLS.includes(url.protocol)) return { allowed: true, url, kind: 'contact' };
  // `https://raketa.cz@evil.com` style links exist only to mislead.
  if (url.username || url.password) return { allowed: false, reason: 'external-host' };
  const host = normalizeHost(url.host);
  const ownHosts = [base.host, ...context.siteHosts].map(normalizeHost);
  if (ownHosts.includes(host)) return { allowed: true, url, kind: 'site' };
  if (matchesAllowlist(url, context.allowedHosts ?? [])) return { allowed: true, url, kind: 'allowlisted' };
  return { allowed: false, reason: 'external-host' };
}

export const isNavigationAllowed = (value: string, context: NavigationContext): boolean => checkNavigationUrl(value, context).allowed;

/** A path that cannot be read as another host (`//evil.com`, `/\evil.com`, also once decoded). */
function isPlainPath(path: string): boolean {
  return readings(path).every((reading) => reading.startsWith('/') && !/^\/[/\\]/.test(reading.replace(INVISIBLE, '')));
}

/** The path `value` resolves to against `base`, or '' (not plain) when it does not parse. */
function normalisedPath(value: string, base: URL): string {
  try {
    return new URL(value, base).pathname;
  } catch {
    return '';
  }
}

export interface RedirectContext extends Pick<NavigationContext, 'origin'> {
  /**
   * Other site hosts (`host[:port]`) an absolute target may name: the API sends a sign-in from one
   * language's site back to a page of the other. Such a target is answered as an absolute URL.
   */
  siteHosts?: readonly string[];
}

/**
 * The target a redirect parameter such as `redirect_to` (or the API's `back`) may send the user to,
 * or null when it is not one: another host, a protocol-relative or backslash trick, an unsafe
 * protocol, or anything malformed. A same-origin target is answered as its normalised path
 * (`/path?query#hash`); the decision is made on that normalised form, the one that is sent.
 */
export function safeRedirectTarget(value: string | null | undefined, context: RedirectContext): string | null {
  if (typeof value !== 'string' || value === '' || value.includes('\\')) return null;
  // Controls, also encoded (`/%0d%0a…`): no page needs them, and a later decoding step might act on them.
  if (readings(value).some((reading) => CONTROL_CHARS.test(reading))) return null;
  if (hasUnsafeScheme(value)) return null;
  const base = baseUrl(context.origin);
  if (!base) return null;
  const trimmed = value.trim();
  const absolute = schemeOf(trimmed) !== null;
  // A relative value must be a rooted path; `evil.com` or `../x` are not redirect targets.
  if (!absolute && !isPlainPath(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return null;
  }
  if (!WEB_PROTOCOLS.includes(url.protocol) || url.username || url.password) return null;
  const sameOrigin = url.origin === base.origin;
  if (!sameOrigin && !(absolute && (context.siteHosts ?? []).map(normalizeHost).includes(normalizeHost(url.host)))) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments (also encoded: `/%2e//evil.com`) collapse into `//evil.com`: the result decides,
  // and so does each decoded reading of it once normalised (a proxy may decode before it resolves).
  if (!isPlainPath(path) || !readings(path).every((reading) => isPlainPath(normalisedPath(reading, base)))) return null;
  return sameOrigin ? path : url.href;
}
