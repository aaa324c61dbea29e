/**
 * Renders the auth dialogs as the shell does (inside its router and query client) at
 * `url`, with real i18n messages. The network edge is the test's: `stubFetch` answers
 * ky's requests; `window.fetch` is all that is replaced.
 */
import { addAppMessages, initI18n, type LocaleCode } from '@raketa/shared';
import { addSharedMessages, renderInRouter } from '@raketa/shared/testing';
import { AuthDialogsRoot } from '../features/auth-dialogs/components/auth-dialogs-root';
import cs from '../locales/cs.json';
import en from '../locales/en.json';

export async function initAuthMessages(locale: LocaleCode): Promise<void> {
  await initI18n(locale, 'auth', { cs, en });
  addAppMessages('auth', { cs, en });
  await addSharedMessages();
}

export function renderDialogs(url: string, { locale = 'en' as LocaleCode, employerStartupAddUrl = undefined as string | undefined } = {}) {
  const assign = jest.fn();
  const rendered = renderInRouter(<AuthDialogsRoot locale={locale} employerStartupAddUrl={employerStartupAddUrl} assign={assign} />, url);
  return { ...rendered, assign };
}
