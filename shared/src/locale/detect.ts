/**
 * Locale detection on first load (spec section 1), in the spec's order: the stored
 * locale cookie, the browser languages, the domain, the route. Each source either
 * names a supported locale or is skipped.
 */
import { serialize, parse } from 'cookie';
import { matchRoute } from '../routes/match';
import { isLocaleCode, LOCALE_CODES, type LocaleCode } from './locales';

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export type LocaleSource = 'cookie' | 'browser' | 'domain' | 'route';

export interface DetectionInput {
  /** `document.cookie`. */
  cookieHeader: string;
  /** `navigator.languages`, most preferred first (`cs-CZ`, `en-US`, `en`). */
  browserLanguages: readonly string[];
  /** The locale of the current host, or null when the host is not a configured one. */
  domainLocale: LocaleCode | null;
  pathname: string;
}

export interface Detection {
  locale: LocaleCode;
  source: LocaleSource;
}

/** The first supported locale among the browser's languages (`cs-CZ` counts as `cs`). */
export function localeFromLanguages(languages: readonly string[]): LocaleCode | null {
  for (const language of languages) {
    const base = language.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocaleCode(base)) return base;
  }
  return null;
}

export function readLocaleCookie(cookieHeader: string): LocaleCode | null {
  const value = parse(cookieHeader)[LOCALE_COOKIE];
  return isLocaleCode(value) ? value : null;
}

/** The stored locale cookie (365 days, whole site, sent on top-level navigations only). */
export function localeCookie(locale: LocaleCode, secure: boolean): string {
  return serialize(LOCALE_COOKIE, locale, {
    maxAge: LOCALE_COOKIE_MAX_AGE_S,
    path: '/',
    sameSite: 'lax',
    secure,
  });
}

/** A route path that exists in one language only names that language. */
function localeFromRoute(pathname: string): LocaleCode | null {
  const [first, second] = LOCALE_CODES.map((code) => matchRoute(pathname, code));
  if (!first || !second || first.locale !== second.locale) return null;
  return first.locale;
}

export function detectLocale(input: DetectionInput): Detection | null {
  const sources: [LocaleSource, () => LocaleCode | null][] = [
    ['cookie', () => readLocaleCookie(input.cookieHeader)],
    ['browser', () => localeFromLanguages(input.browserLanguages)],
    ['domain', () => input.domainLocale],
    ['route', () => localeFromRoute(input.pathname)],
  ];
  for (const [source, read] of sources) {
    const locale = read();
    if (locale) return { locale, source };
  }
  return null;
}
