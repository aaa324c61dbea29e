import { SignedInOnly, useLocation, type LocaleCode } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { AlertList } from './alert-list';
import { UnsubscribePanel } from './unsubscribe-panel';

/**
 * /nastaveni/hlidaci-pes, /settings/job-alerts, where the alert mails lead. Signed in, the
 * account's alerts; with a mailed `?unsubscribe=` token, a button that stops that alert, no sign-in needed.
 */
export function JobAlertsPage({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('unsubscribe');
  if (token !== null) return <UnsubscribePanel key={token} token={token} locale={locale} />;
  return (
    <SignedInOnly locale={locale} title={t('jobAlerts.title')} text={t('jobAlerts.signedOutText')}>
      {() => <AlertList locale={locale} />}
    </SignedInOnly>
  );
}
