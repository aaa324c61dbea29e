import { buildLocales, DEFAULT_LOCALE, isLocaleCode, localeForHost } from './locales';

const HOSTS = { cs: 'localhost:3000', en: 'en.localhost:3000' };

describe('buildLocales', () => {
  it('builds the Czech entry from its host', () => {
    expect(buildLocales(HOSTS).cs).toEqual({
      code: 'cs',
      language: 'cs-CZ',
      name: 'Česky',
      domain: 'localhost:3000',
      apiDomain: 'localhost:3000',
      backApiDomain: undefined,
      domainDefault: true,
    });
  });

  it('builds the English entry from its host', () => {
    expect(buildLocales(HOSTS).en).toEqual({
      code: 'en',
      language: 'en',
      name: 'English',
      domain: 'en.localhost:3000',
      apiDomain: 'en.localhost:3000',
      backApiDomain: undefined,
      domainDefault: true,
    });
  });

  it('takes the domains from configuration', () => {
    const locales = buildLocales({ cs: 'raketa.cz', en: 'raketa.example' });
    expect(locales.cs.domain).toBe('raketa.cz');
    expect(locales.en.domain).toBe('raketa.example');
    expect(locales.en.apiDomain).toBe('raketa.example');
    expect('backApiDomain' in locales.cs).toBe(true);
  });
});

describe('localeForHost', () => {
  it('matches the configured host exactly, port included', () => {
    expect(localeForHost('localhost:3000', HOSTS)).toBe('cs');
    expect(localeForHost('en.localhost:3000', HOSTS)).toBe('en');
    // Another port is another host: the default applies.
    expect(localeForHost('en.localhost:3001', HOSTS)).toBe('cs');
    expect(localeForHost('en.localhost', HOSTS)).toBe('cs');
  });

  it('ignores case', () => {
    expect(localeForHost('EN.LocalHost:3000', HOSTS)).toBe('en');
    expect(localeForHost('en.localhost:3000', { cs: 'Raketa.CZ', en: 'EN.localhost:3000' })).toBe('en');
  });

  it('falls back to Czech for unknown or missing hosts', () => {
    expect(DEFAULT_LOCALE).toBe('cs');
    expect(localeForHost('example.com', HOSTS)).toBe('cs');
    expect(localeForHost(undefined, HOSTS)).toBe('cs');
    expect(localeForHost('', HOSTS)).toBe('cs');
    // A configured English host that is not the default answers en even when cs is unrelated.
    expect(localeForHost('raketa.example', { cs: 'raketa.cz', en: 'raketa.example' })).toBe('en');
  });
});

describe('isLocaleCode', () => {
  it('accepts only cs and en', () => {
    expect(isLocaleCode('cs')).toBe(true);
    expect(isLocaleCode('en')).toBe(true);
    expect(isLocaleCode('de')).toBe(false);
    expect(isLocaleCode(undefined)).toBe(false);
  });
});
