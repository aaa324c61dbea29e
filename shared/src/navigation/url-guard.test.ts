import { checkNavigationUrl, isNavigationAllowed, safeRedirectTarget, type NavigationContext } from './url-guard';
import { HOSTILE_REDIRECTS } from '../../testing/hostile-redirects';

const context: NavigationContext = {
  origin: 'http://localhost:3000/nabidky',
  siteHosts: ['localhost:3000', 'en.localhost:3000'],
  allowedHosts: ['partner.example.com', '*.trusted.cz', 'ports.example.org:8443'],
};

describe('checkNavigationUrl', () => {
  it.each([
    '/',
    '/firmy',
    'firmy',
    '../testy?x=1#top',
    '?page=2',
    '#prihlaseni',
    '  /nabidky  ',
    'http://localhost:3000/profil',
    'https://localhost:3000/profil',
    '//localhost:3000/profil',
    'http://en.localhost:3000/jobs',
    'HTTP://EN.LOCALHOST:3000/jobs',
    'http://en.localhost.:3000/jobs',
    'https://partner.example.com/offer',
    'https://PARTNER.example.com',
    'https://partner.example.com:444/offer',
    'https://a.trusted.cz/x',
    'https://a.b.trusted.cz/x',
    'https://ports.example.org:8443/',
    'mailto:info@raketa.cz',
    'MAILTO:info@raketa.cz',
    'tel:+420123456789',
  ])('allows %j', (url) => {
    expect(checkNavigationUrl(url, context)).toMatchObject({ allowed: true });
  });

  it('tells site, allowlisted and contact links apart', () => {
    expect(checkNavigationUrl('/firmy', context)).toMatchObject({ kind: 'site' });
    expect(checkNavigationUrl('https://a.trusted.cz', context)).toMatchObject({ kind: 'allowlisted' });
    expect(checkNavigationUrl('tel:+420', context)).toMatchObject({ kind: 'contact' });
  });

  it.each([
    'https://evil.com',
    'http://evil.com/',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    'https:evil.com',
    'http:/\\evil.com',
    'https://trusted.cz/',
    'https://eviltrusted.cz/',
    'https://trusted.cz.evil.com/',
    'https://partner.example.com.evil.com/',
    'https://ports.example.org:9000/',
    'https://localhost:3000@evil.com/',
    'https://user:pass@localhost:3000/',
    'http://localhost:3001/',
    'http://127.0.0.1:3000/',
    'http://0x7f.1:3000/',
    'https://xn--80ak6aa92e.com/',
    'https://раketa.cz/',
    'ftp://evil.com/file',
    'ws://evil.com/',
  ])('blocks the external %j', (url) => {
    expect(checkNavigationUrl(url, context)).toMatchObject({ allowed: false });
  });

  // OWASP XSS filter evasion cheat sheet style variants of unsafe protocols.
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0001javascript:alert(1)',
    '\u001Fjavascript:alert(1)',
    '\tjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'java\u0000script:alert(1)',
    'jav\u00ADascript:alert(1)',
    'jav\u200Bascript:alert(1)',
    '\u00A0javascript:alert(1)',
    '\u2028javascript:alert(1)',
    '\uFEFFjavascript:alert(1)',
    'javascript :alert(1)',
    'javascript\t:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'jav&#x0A;ascript:alert(1)',
    'jav&#x0D;ascript:alert(1)',
    'jav&Tab;ascript:alert(1)',
    'javascript&colon;alert(1)',
    'javascript&#58;alert(1)',
    'javascript&#0000058alert(1)',
    'javascript&#x3A;alert(1)',
    'javascript&#x3a',
    '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;',
    '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
    '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29',
    '&amp;#106;avascript:alert(1)',
    'javascript%3Aalert(1)',
    '%6A%61%76%61%73%63%72%69%70%74%3Aalert(1)',
    '%256A%2561vascript:alert(1)',
    'javascript://%0Aalert(1)',
    'javascript://localhost:3000/%0Aalert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    ' data:text/html,x',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    'FILE://C:/Windows',
    'blob:http://localhost:3000/550e8400-e29b-41d4-a716-446655440000',
    'about:blank',
    'chrome://settings',
    'view-source:http://localhost:3000/',
    'livescript:alert(1)',
    'mocha:alert(1)',
    'jar:http://evil.com!/',
    'intent://evil#Intent;end',
    'x-javascript:alert(1)',
  ])('blocks the unsafe %j', (url) => {
    expect(checkNavigationUrl(url, context)).toMatchObject({ allowed: false });
  });

  it('names why it blocked', () => {
    expect(checkNavigationUrl('javascript:alert(1)', context)).toEqual({ allowed: false, reason: 'unsafe-protocol' });
    expect(checkNavigationUrl('https://evil.com', context)).toEqual({ allowed: false, reason: 'external-host' });
    expect(checkNavigationUrl('java\tscript:x', context)).toEqual({ allowed: false, reason: 'malformed' });
    expect(checkNavigationUrl('http://[::1', context)).toEqual({ allowed: false, reason: 'malformed' });
  });

  it('allows no external host without an allowlist, and ignores malformed allowlist entries', () => {
    const bare = { origin: 'http://localhost:3000', siteHosts: ['localhost:3000'] };
    expect(isNavigationAllowed('https://partner.example.com/', bare)).toBe(false);
    const odd = { ...bare, allowedHosts: ['*', '*.', 'https://evil.com/', 'a b', ''] };
    expect(isNavigationAllowed('https://evil.com/', odd)).toBe(false);
    expect(isNavigationAllowed('https://x.com/', odd)).toBe(false);
  });
});

describe('safeRedirectTarget', () => {
  const origin = { origin: 'http://localhost:3000' };

  it.each([
    ['/profil', '/profil'],
    ['/nabidky?page=2#top', '/nabidky?page=2#top'],
    ['/a/../onboarding', '/onboarding'],
    ['http://localhost:3000/profil?x=1', '/profil?x=1'],
    ['  /profil  ', '/profil'],
    ['/search?q=%2F%2Fevil.com', '/search?q=%2F%2Fevil.com'],
  ])('keeps the same-site %j as %j', (value, expected) => {
    expect(safeRedirectTarget(value, origin)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'profil',
    'evil.com',
    '../profil',
    '//evil.com',
    '///evil.com',
    '////evil.com',
    '/\\evil.com',
    '\\/evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/ /evil.com',
    '/%2F/evil.com',
    '/%2f%2fevil.com',
    '/%5Cevil.com',
    '/.//evil.com',
    '/..//evil.com',
    '/./\\evil.com',
    'https:evil.com',
    'https:/evil.com',
    'https://evil.com',
    'https://evil.com/profil',
    'http://localhost:3000@evil.com/',
    'http://evil.com#@localhost:3000/',
    'https://localhost:3000/profil',
    'http://en.localhost:3000/profile',
    'http://localhost:3001/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/javascript:alert(1)'.slice(1),
    'java\tscript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '\u0000/profil',
    '/profil\n',
    'mailto:a@b.cz',
  ])('refuses %j', (value) => {
    expect(safeRedirectTarget(value, origin)).toBeNull();
  });
});

describe('safeRedirectTarget against the shared hostile list', () => {
  const hosts = ['localhost:3000', 'en.localhost:3000'];

  it.each(HOSTILE_REDIRECTS)('refuses %j, also when other site hosts are allowed', (value) => {
    expect(safeRedirectTarget(value, { origin: 'http://localhost:3000' })).toBeNull();
    expect(safeRedirectTarget(value, { origin: 'http://localhost:3000', siteHosts: hosts })).toBeNull();
  });

  it('answers a target on another site host as an absolute URL, and the same origin as a path', () => {
    const context = { origin: 'http://localhost:3000', siteHosts: hosts };
    expect(safeRedirectTarget('http://EN.localhost:3000/jobs?x=1', context)).toBe('http://en.localhost:3000/jobs?x=1');
    expect(safeRedirectTarget('http://localhost:3000/firmy', context)).toBe('/firmy');
    // Only an absolute URL may name another host; the decision is made on the normalised path.
    expect(safeRedirectTarget('http://en.localhost:3000/a/..//evil.com', context)).toBeNull();
    expect(safeRedirectTarget('/%2e%2e%2f%2fevil.com', context)).toBeNull();
  });
});
