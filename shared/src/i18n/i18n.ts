import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLocaleCode, type LocaleCode } from '../locale/locales';

/** One i18next instance for the whole page (i18next is a shared singleton); each app owns a namespace. */
export const i18n = i18next;

/** Message trees: texts, and arrays or objects of them for structured content read with `returnObjects`. */
export type Messages = { [key: string]: MessageValue };
export type MessageValue = string | MessageValue[] | { [key: string]: MessageValue };
export type AppMessages = Record<LocaleCode, Messages>;

/** Spec section 8: a failed locale load is an error (a failed message load only warns). */
export function localeLoadError(locale: string, reason: string, cause?: unknown): Error {
  return new Error(`Locale "${locale}" failed to load: ${reason}`, cause === undefined ? undefined : { cause });
}

/**
 * Starts i18next in `locale`. Messages normally come from the served files
 * (`loadMessages`); `messages` registers bundled ones, for tests.
 * Rejects with an Error naming the locale when it is unknown or i18next fails.
 */
export async function initI18n(locale: LocaleCode, namespace: string, messages?: AppMessages): Promise<void> {
  if (!isLocaleCode(locale)) throw localeLoadError(locale, 'not a supported locale');
  const resources: Resource = {};
  for (const code of Object.keys(messages ?? {}) as LocaleCode[]) resources[code] = { [namespace]: messages![code] };
  try {
    await i18n.use(initReactI18next).init({
      lng: locale,
      fallbackLng: false,
      resources,
      ns: [namespace],
      defaultNS: namespace,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    // i18next resolves even when it could not switch, so check what it ended up with.
    if (i18n.language !== locale) await i18n.changeLanguage(locale);
  } catch (cause) {
    throw localeLoadError(locale, 'i18next failed to start', cause);
  }
  if (i18n.language !== locale) throw localeLoadError(locale, `i18next is in "${String(i18n.language)}"`);
}

/** Adds an app's bundled namespace (tests; the page loads served messages with `loadMessages`). */
export function addAppMessages(namespace: string, messages: AppMessages): void {
  for (const code of Object.keys(messages) as LocaleCode[]) {
    i18n.addResourceBundle(code, namespace, messages[code], true, false);
  }
}

/**
 * A server render's i18next, one per language and resources (made once; a render only reads it):
 * the page's components translate as in the browser, without the page-wide instance.
 */
const serverInstances = new Map<string, Promise<typeof i18next>>();
export function serverI18n(locale: LocaleCode, resources: Record<LocaleCode, Record<string, Messages>>, defaultNS: string): Promise<typeof i18next> {
  const key = `${locale}:${Object.keys(resources[locale]).join(',')}`;
  let instance = serverInstances.get(key);
  if (!instance) {
    const created = i18next.createInstance();
    instance = created
      .init({
        lng: locale,
        fallbackLng: false,
        resources: { [locale]: resources[locale] },
        ns: Object.keys(resources[locale]),
        defaultNS,
        interpolation: { escapeValue: false },
        returnNull: false,
      })
      .then(() => created);
    serverInstances.set(key, instance);
  }
  return instance;
}
