import { HOSTILE_REDIRECTS, leavesSite } from '@raketa/shared/testing/hostile-redirects';
import { safeRedirectTarget } from './safe-redirect';

const hosts = ['localhost:3000', 'en.localhost:3000'];

describe('safeRedirectTarget', () => {
  it.each([
    ['/', '/'],
    ['/nabidky', '/nabidky'],
    ['/onboarding?utm_source=x&b=1', '/onboarding?utm_source=x&b=1'],
    ['/profil#login', '/profil#login'],
    ['/nabidka/12/vyvojar-react', '/nabidka/12/vyvojar-react'],
    ['http://localhost:3000/firmy', 'http://localhost:3000/firmy'],
    ['http://EN.localhost:3000/jobs?x=1', 'http://en.localhost:3000/jobs?x=1'],
    ['https://en.localhost:3000/companies', 'https://en.localhost:3000/companies'],
  ])('keeps the same-site target %s', (value, expected) => {
    expect(safeRedirectTarget(value, hosts)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '///evil.com',
    '//evil.com/path',
    'http:\\\\evil.com',
    'http:/\\evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'http://////evil.com',
    'https://evil.com',
    'http://evil.com/http://localhost:3000/',
    'http://localhost:3000@evil.com',
    'http://user:pass@localhost:3000/',
    'https://localhost:3000.evil.com/',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '%2F%2Fevil.com',
    '/%2F%2Fevil.com',
    '/%2f%2fevil.com',
    '/%5Cevil.com',
    '/%255C%255Cevil.com',
    '%2F%5Cevil.com',
    'javascript%3Aalert(1)',
    'http%3A%2F%2Fevil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/%09/evil.com',
    '/%0d%0aSet-Cookie:x=1',
    'evil.com',
    'ftp://localhost:3000/',
    '',
    '%',
    `/${'a'.repeat(3000)}`,
  ])('sends the hostile target %j to /', (value) => {
    expect(safeRedirectTarget(value, hosts)).toBe('/');
  });

  it.each(HOSTILE_REDIRECTS)('sends the shared hostile target %j to /', (value) => {
    expect(safeRedirectTarget(value, hosts)).toBe('/');
  });

  it('never answers a target that leaves the site, for any hostile value with any prefix', () => {
    const prefixes = ['', '/', '/nabidky', 'http://localhost:3000', 'http://en.localhost:3000/x/..'];
    for (const prefix of prefixes) {
      for (const value of HOSTILE_REDIRECTS) {
        const target = safeRedirectTarget(`${prefix}${value}`, hosts);
        expect({ value: `${prefix}${value}`, escapes: leavesSite(target, hosts) }).toEqual({ value: `${prefix}${value}`, escapes: false });
      }
    }
  });

  it.each([[undefined], [null], [42], [['/nabidky']], [{ path: '/' }]])('sends %j to /', (value) => {
    expect(safeRedirectTarget(value, hosts)).toBe('/');
  });
});
