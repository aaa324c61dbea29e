import { localeCookie, type LocaleCode } from '@raketa/shared';

/** Stores the visitor's language choice on this host (the language switch and the locale suggestion). */
export function rememberLocale(locale: LocaleCode): void {
  document.cookie = localeCookie(locale, window.location.protocol === 'https:');
}
