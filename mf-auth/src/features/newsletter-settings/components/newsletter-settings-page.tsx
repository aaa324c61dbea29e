import type { LocaleCode } from '@raketa/shared';
import { useLocation } from '@raketa/shared';
import { PreferencesPage } from './preferences-page';
import { UnsubscribePanel } from './unsubscribe-panel';

/**
 * /nastaveni/newsletter, /settings/newsletter. Signed in, the account's newsletter preferences;
 * with a mailed `?unsubscribe=` token, what that link turns off and a button, no sign-in needed.
 */
export function NewsletterSettingsPage({ locale }: { locale: LocaleCode }) {
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('unsubscribe');
  return token !== null ? <UnsubscribePanel key={token} token={token} locale={locale} /> : <PreferencesPage locale={locale} />;
}
