/**
 * Loads an app's served translation messages (spec section 7,
 * `GET /_i18n/{hash}/{locale}/messages.json`) into the page's one i18next.
 * A failed message load only warns, so the page still renders; a failed locale
 * load is an error (spec section 8).
 */
import ky from 'ky';
import { use } from 'react';
import { GET_ATTEMPTS, RETRY_STATUS_CODES } from '../api/clients';
import { isLocaleCode, type LocaleCode } from '../locale/locales';
import { i18n, localeLoadError } from './i18n';
import { messagesPath, type MessagesFile } from './messages-path';

declare global {
  /**
   * Content hash of the reading app's messages, defined by its build
   * (platform/i18n-messages-plugin.ts); undeclared at runtime under Jest,
   * so read it as `typeof __RAKETA_I18N_HASH__ === 'string' ? __RAKETA_I18N_HASH__ : undefined`.
   */
  const __RAKETA_I18N_HASH__: string | undefined;
  /** Webpack's public path of the bundle the reading module is compiled into (as in webpack/module.d.ts). */
  var __webpack_public_path__: string;
}

export interface MessagesSource {
  /** Where the app's files are served, ending in `/`: the shell's `/`, a remote's webpack public path. */
  baseUrl: string;
  /** Content hash of the app's messages; undefined when not cacheable (a dev or test build). */
  hash: string | undefined;
}

/** The shell waits for its messages before the first render, so a hanging request must not hold the page. */
export const MESSAGES_TIMEOUT_MS = 5000;

// The spec's generic client retry (section 7) with the API clients' attempt count; ky's short default
// delay, since the shell's first render waits for these.
const retry = { limit: GET_ATTEMPTS - 1, methods: ['get'], statusCodes: RETRY_STATUS_CODES };

export function messagesUrl({ baseUrl, hash }: MessagesSource, locale: LocaleCode): string {
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}${messagesPath(hash, locale)}`;
}

function isMessagesFile(value: unknown): value is MessagesFile {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  return isObject(value) && Object.values(value).every(isObject);
}

async function fetchMessages(source: MessagesSource, locale: LocaleCode): Promise<void> {
  if (!isLocaleCode(locale)) throw localeLoadError(locale, 'not a supported locale');
  if (!i18n.isInitialized) throw localeLoadError(locale, 'i18next is not initialised');
  const url = messagesUrl(source, locale);
  let file: unknown;
  try {
    file = await ky
      // Without a content hash the URL does not change with the content, so ask caches to revalidate.
      .get(url, { headers: source.hash ? {} : { 'Cache-Control': 'no-cache' }, retry, timeout: MESSAGES_TIMEOUT_MS })
      .json();
    if (!isMessagesFile(file)) throw new Error('not a { namespace: messages } object');
  } catch (error) {
    console.warn(`[i18n] translation messages ${url} failed to load; texts show untranslated`, error);
    return;
  }
  for (const [namespace, messages] of Object.entries(file)) i18n.addResourceBundle(locale, namespace, messages, true, true);
}

// One promise per (base URL, locale): each app's messages are fetched once per page, and
// React's `use()` needs the same promise on every render.
const loads = new Map<string, Promise<void>>();

/**
 * Fetches the app's messages for `locale` and adds every namespace in them.
 * Resolves (after a console warning) when they fail to load; rejects with an
 * Error naming the locale when the locale itself cannot be loaded.
 */
export function loadMessages(source: MessagesSource, locale: LocaleCode): Promise<void> {
  const key = `${source.baseUrl} ${locale}`;
  let load = loads.get(key);
  if (!load) {
    load = fetchMessages(source, locale);
    loads.set(key, load);
  }
  return load;
}

/** Suspends the calling component until the app's messages are in (for a remote's page). */
export function useMessages(source: MessagesSource, locale: LocaleCode): void {
  use(loadMessages(source, locale));
}
