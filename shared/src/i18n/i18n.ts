import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LocaleCode } from '../locale/locales';

/** One i18next instance for the whole page (i18next is a shared singleton); each app owns a namespace. */
export const i18n = i18next;

export type Messages = { [key: string]: string | Messages };
export type AppMessages = Record<LocaleCode, Messages>;

export async function initI18n(locale: LocaleCode, namespace: string, messages: AppMessages): Promise<void> {
  const resources: Resource = {};
  for (const code of Object.keys(messages) as LocaleCode[]) resources[code] = { [namespace]: messages[code] };
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources,
    ns: [namespace],
    defaultNS: namespace,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

/** Adds an app's namespace (called by each remote when its module loads). */
export function addAppMessages(namespace: string, messages: AppMessages): void {
  for (const code of Object.keys(messages) as LocaleCode[]) {
    i18n.addResourceBundle(code, namespace, messages[code], true, false);
  }
}
