import { detectLocale, localeCookie, localeFromLanguages, readLocaleCookie } from './detect';

const base = { cookieHeader: '', browserLanguages: [] as string[], domainLocale: null, pathname: '/' };

describe('detectLocale', () => {
  it('takes the stored locale cookie first', () => {
    expect(detectLocale({ ...base, cookieHeader: 'a=1; locale=en', browserLanguages: ['cs-CZ'], domainLocale: 'cs', pathname: '/nabidky' })).toEqual({
      locale: 'en',
      source: 'cookie',
    });
  });

  it('then the browser languages, skipping unsupported ones', () => {
    expect(detectLocale({ ...base, browserLanguages: ['de-DE', 'en-GB', 'cs'], domainLocale: 'cs' })).toEqual({
      locale: 'en',
      source: 'browser',
    });
  });

  it('ignores a cookie with an unsupported value', () => {
    expect(detectLocale({ ...base, cookieHeader: 'locale=de', browserLanguages: ['cs-CZ'], domainLocale: 'en' })).toEqual({
      locale: 'cs',
      source: 'browser',
    });
  });

  it('then the domain', () => {
    expect(detectLocale({ ...base, browserLanguages: ['de', 'fr'], domainLocale: 'en', pathname: '/nabidky' })).toEqual({
      locale: 'en',
      source: 'domain',
    });
  });

  it('then the route, when its path exists in one language only', () => {
    expect(detectLocale({ ...base, pathname: '/nabidky' })).toEqual({ locale: 'cs', source: 'route' });
    expect(detectLocale({ ...base, pathname: '/jobs/saved' })).toEqual({ locale: 'en', source: 'route' });
  });

  it('finds nothing when no source names a locale', () => {
    expect(detectLocale({ ...base, pathname: '/startup/acme' })).toBeNull();
    expect(detectLocale({ ...base, pathname: '/unknown' })).toBeNull();
  });
});

describe('locale cookie', () => {
  it('lasts 365 days on the whole site', () => {
    expect(localeCookie('en', false)).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookie('cs', true)).toBe('locale=cs; Max-Age=31536000; Path=/; Secure; SameSite=Lax');
  });

  it('reads back what it wrote', () => {
    expect(readLocaleCookie('x=y; locale=cs')).toBe('cs');
    expect(readLocaleCookie('')).toBeNull();
  });

  it('reads a language list case-insensitively', () => {
    expect(localeFromLanguages(['EN-us'])).toBe('en');
    expect(localeFromLanguages(['cs_CZ'])).toBe('cs');
    expect(localeFromLanguages([])).toBeNull();
  });
});
