/** Locale model (spec section 3, "Locale entry"). Domains come from configuration, not code. */
export const LOCALE_CODES = ['cs', 'en'] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];
export const DEFAULT_LOCALE: LocaleCode = 'cs';

export interface LocaleEntry {
  code: LocaleCode;
  language: 'cs-CZ' | 'en';
  name: 'Česky' | 'English';
  /** Site host, e.g. `localhost:3000` or `en.localhost:3000`. */
  domain: string;
  apiDomain: string;
  backApiDomain: string | undefined;
  domainDefault: true;
}

const STATIC = {
  cs: { language: 'cs-CZ', name: 'Česky' },
  en: { language: 'en', name: 'English' },
} as const;

/** Builds the locale entries from the configured host of each language. */
export function buildLocales(hosts: Record<LocaleCode, string>): Record<LocaleCode, LocaleEntry> {
  const entry = (code: LocaleCode): LocaleEntry => ({
    code,
    ...STATIC[code],
    domain: hosts[code],
    apiDomain: hosts[code],
    backApiDomain: undefined,
    domainDefault: true,
  });
  return { cs: entry('cs'), en: entry('en') };
}

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

/** The locale whose configured host equals `host` (case-insensitive, port included); the default otherwise. */
export function localeForHost(host: string | undefined, hosts: Record<LocaleCode, string>): LocaleCode {
  const wanted = (host ?? '').toLowerCase();
  return LOCALE_CODES.find((code) => hosts[code].toLowerCase() === wanted) ?? DEFAULT_LOCALE;
}
