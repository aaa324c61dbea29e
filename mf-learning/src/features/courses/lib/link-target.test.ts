import { linkTarget } from './link-target';

describe('linkTarget', () => {
  it('keeps http(s) links as external and site paths as site links', () => {
    expect(linkTarget('https://example.com/a?b=1')).toEqual({ kind: 'external', href: 'https://example.com/a?b=1' });
    expect(linkTarget('http://example.com')).toEqual({ kind: 'external', href: 'http://example.com/' });
    expect(linkTarget('/nabidky')).toEqual({ kind: 'site', path: '/nabidky' });
    expect(linkTarget('#co-dal')).toEqual({ kind: 'relative', href: '#co-dal' });
    expect(linkTarget('../funding-rounds')).toEqual({ kind: 'relative', href: '../funding-rounds' });
  });

  it('treats a protocol-relative address as another site, not a path of this one', () => {
    expect(linkTarget('//evil.example/x')).toEqual({ kind: 'external', href: 'https://evil.example/x' });
    expect(linkTarget('/\\evil.example')).toEqual({ kind: 'external', href: 'https://evil.example/' });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:a@example.com',
    'ftp://example.com',
    'https://user:pass@example.com',
    '',
    undefined,
  ])('refuses %p', (value) => {
    expect(linkTarget(value)).toBeNull();
  });
});
