// Test-only helpers of the information and contact pages: this remote's messages, and the contact
// API stubbed as the issue 7 contract says (`POST /api/contact`).
import { addAppMessages, i18n, initI18n, type AppMessages, type LocaleCode } from '@raketa/shared';
import { addSharedMessages, json, stubFetch } from '@raketa/shared/testing';
import cs from '../locales/cs.json';
import en from '../locales/en.json';

/** The messages as JSON, for tests to read the expected copy. */
export const COMPANY_PAGES_MESSAGES = { cs, en };
// The information pages are arrays (read with `returnObjects`), which `Messages` does not describe.
const MESSAGES = COMPANY_PAGES_MESSAGES as unknown as AppMessages;

export async function initCompanyPagesMessages(locale: LocaleCode): Promise<void> {
  await initI18n(locale, 'companyPages', MESSAGES);
  addAppMessages('companyPages', MESSAGES);
  await addSharedMessages();
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

export const SIGNED_IN = {
  id: 7,
  type: 'candidate',
  name: 'Jana Nováková',
  email: 'jana@example.com',
  createdAt: '2026-01-01T00:00:00.000Z',
} as const;

/**
 * The API of the contact page: the session (`user`, a visitor by default), the CSRF token, and
 * `POST /api/contact` answered by `contact` (201 `{ id }` by default).
 */
export function stubContactApi({
  user = null,
  contact = () => json({ id: 1 }, 201),
}: { user?: object | null; contact?: () => Response | Promise<Response> } = {}) {
  return stubFetch((method, path) => {
    if (path === '/api/me') return json({ user });
    if (path === '/api/csrf') return json({ token: 'csrf-token' });
    if (method === 'POST' && path === '/api/contact') return contact();
    return json({}, 404);
  });
}
