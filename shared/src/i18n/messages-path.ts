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
