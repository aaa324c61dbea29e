/**
 * Where an app serves its translation messages (spec section 7,
 * `GET /_i18n/{hash}/{locale}/messages.json`), relative to the app's base URL.
 * No imports beyond types: the build (node) and the browser loader both use it.
 */
import type { LocaleCode } from '../locale/locales';

export const MESSAGES_DIR = '_i18n';

/** Hex digits of the content hash in a message file's URL. */
export const MESSAGES_HASH_LENGTH = 16;

/** The hash segment when no content hash is known (a dev or test build): such a file is not cacheable. */
export const UNHASHED_SEGMENT = 'dev';

/** One app's message file: `{ "<namespace>": { ...messages } }` for one locale. */
export type MessagesFile = Record<string, Record<string, unknown>>;

export function messagesPath(hash: string | undefined, locale: LocaleCode): string {
  return `${MESSAGES_DIR}/${hash ?? UNHASHED_SEGMENT}/${locale}/messages.json`;
}

/** Each locale's message file of a build, relative to its folder: what the browser fetches before the app's first render. */
export type MessagesPaths = Partial<Record<LocaleCode, string>>;

/** Every locale's message file of a build with content hash `hash`. */
export function messagesPaths(hash: string, locales: readonly LocaleCode[]): MessagesPaths {
  return Object.fromEntries(locales.map((locale) => [locale, messagesPath(hash, locale)]));
}

/**
 * The field of a remote's `mf-manifest.json` (under `metaData`) naming its message files, so the
 * shell server can preload the page's one with the remote's code (shell/server/server-render.ts).
 */
export const MANIFEST_MESSAGES_FIELD = 'raketaMessages';

/** A content-hashed message file's path as a build names it (anything else is not preloaded). */
export const isHashedMessagesPath = (value: unknown, locale: LocaleCode): value is string =>
  typeof value === 'string' && new RegExp(`^${MESSAGES_DIR}/[0-9a-f]{${MESSAGES_HASH_LENGTH}}/${locale}/messages\\.json$`).test(value);
