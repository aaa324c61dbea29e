import { SignedInOnly, useLocation, type LocaleCode } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { AlertList } from './alert-list';
import { ConfirmPanel } from './confirm-panel';
import { UnsubscribePanel } from './unsubscribe-panel';

/**
 * /nastaveni/hlidaci-pes, /settings/job-alerts, where the alert mails lead. Signed in, the
 * account's alerts; with a mailed `?unsubscribe=` token, a button that stops that alert, and with a
 * visitor's `?confirm=` token (GET /api/alerts/confirm leads here), one that confirms it, no sign-in needed.
 */
export function JobAlertsPage({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const token = query.get('unsubscribe');
  if (token !== null) return <UnsubscribePanel key={token} token={token} locale={locale} />;
  const confirm = query.get('confirm');
  if (confirm !== null) return <ConfirmPanel key={confirm} token={confirm} locale={locale} />;
  return (
    <SignedInOnly locale={locale} title={t('jobAlerts.title')} text={t('jobAlerts.signedOutText')}>
      {() => <AlertList locale={locale} />}
    </SignedInOnly>
  );
}
