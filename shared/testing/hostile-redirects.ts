// Test-only: one list of redirect targets that must never take a browser off the site, for every
// place that follows a `back`, `redirect_to` or forced-redirect value: the API's form posts, social
// sign-in and two-factor step (api), the shell server, the auth dialogs (browser) and the e2e suite.
// `evil.com` stands for the attacker's host; the site hosts are the test defaults
// (`localhost:3000`, `en.localhost:3000`).

export const HOSTILE_REDIRECTS: readonly string[] = [
  // Scheme-relative and extra slashes.
  '//evil.com',
  '///evil.com',
  '////evil.com',
  '//evil.com/nabidky',
  '/\t/evil.com',
  // Dot segments that collapse into `//evil.com` once the path is normalised.
  '/.//evil.com',
  '/..//evil.com',
  '/a/..//evil.com',
  '/a/b/../..//evil.com',
  '/././/evil.com',
  '/nabidky/../..//evil.com',
  // Encoded dots and slashes (decoded by the URL parser, a proxy or the client router).
  '/%2e//evil.com',
  '/%2E%2E//evil.com',
  '/a/%2e%2e//evil.com',
  '/.%2e//evil.com',
  '/%2F%2Fevil.com',
  '/%2f/evil.com',
  '%2F%2Fevil.com',
  '/%252F%252Fevil.com',
  '/%2e%2e%2f%2fevil.com',
  // Backslashes, which browsers read as `/`.
  '/\\evil.com',
  '\\\\evil.com',
  '/\\/evil.com',
  '/.\\/evil.com',
  '/%5Cevil.com',
  '/%5C%5Cevil.com',
  'http:\\\\evil.com',
  // Tabs, newlines and other controls, which browsers drop inside URLs.
  '/\n/evil.com',
  '/\r\n/evil.com',
  '/%09/evil.com',
  '/%0a/evil.com',
  '/%0d%0aLocation:%20http://evil.com',
  '/\u0000/evil.com',
  // Absolute URLs to other hosts, with tricks in the authority.
  'https://evil.com',
  'http://evil.com/http://localhost:3000/',
  'http://////evil.com',
  'https:evil.com',
  'https:/evil.com',
  'http://localhost:3000@evil.com/',
  'http://localhost:3000%40evil.com/',
  'http://user:pass@localhost:3000/',
  'http://evil.com#@localhost:3000/',
  'http://evil.com\\@localhost:3000/',
  'https://localhost:3000.evil.com/',
  'http://localhost:3001/',
  // IDN look-alikes of the site host (Cyrillic а, fullwidth dot).
  'http://locаlhost:3000/',
  'http://localhost．evil.com/',
  'http://еn.localhost:3000/',
  // Scripts and documents instead of a page.
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript%3Aalert(1)',
  'javascript&colon;alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  // Not a rooted path at all.
  'evil.com',
  '../evil.com',
];

/** True when `location` (a Location header or a browser URL) would leave the site hosts. */
export function leavesSite(location: string, siteHosts: readonly string[], base = `http://${siteHosts[0]}/`): boolean {
  let url: URL;
  try {
    url = new URL(location, base);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return true;
  if (!siteHosts.includes(url.host.toLowerCase())) return true;
  // A path that a later step could read as a host again (`//evil.com` pushed into history).
  return /^\/[/\\]/.test(url.pathname) || /^[/\\]{2}/.test(location.trim());
}
