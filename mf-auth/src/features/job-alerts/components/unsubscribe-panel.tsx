import { Button, Link, pathFor, type LocaleCode } from '@raketa/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ALERTS_QUERY_KEY, checkAlertUnsubscribe, unsubscribeAlert } from '../api/alerts';

/**
 * A mailed unsubscribe link, opened by anyone who has it (no sign-in): it names the alert and stops
 * it only when the button is pressed, since mail scanners open links too.
 */
export function UnsubscribePanel({ token, locale }: { token: string; locale: LocaleCode }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const check = useQuery({ queryKey: ['alerts', 'unsubscribe', token], queryFn: () => checkAlertUnsubscribe(token), retry: false, gcTime: 0 });
  // A failure raises the generic toast through the query client; the button stays.
  const run = useMutation({
    mutationFn: () => unsubscribeAlert(token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALERTS_QUERY_KEY }),
  });

  if (run.data === 'invalid' || check.data === 'invalid') {
    return (
      <section className="rk-auth-page" data-problem="alert_token_invalid">
        <h1>{t('jobAlerts.unsubscribe.invalidTitle')}</h1>
        <p role="alert">{t('jobAlerts.unsubscribe.invalidText')}</p>
        <AlertsLink locale={locale} />
      </section>
    );
  }
  // Stopped now, or before (a second click, or an alert deleted on the page).
  if (run.data !== undefined || check.data === null) {
    const now = run.data === true;
    return (
      <section className="rk-auth-page">
        <h1>{t(now ? 'jobAlerts.unsubscribe.doneTitle' : 'jobAlerts.unsubscribe.goneTitle')}</h1>
        <p role="status">{t(now ? 'jobAlerts.unsubscribe.doneText' : 'jobAlerts.unsubscribe.goneText')}</p>
        <AlertsLink locale={locale} />
      </section>
    );
  }
  if (check.isError) {
    return (
      <section className="rk-auth-page">
        <h1>{t('jobAlerts.unsubscribe.title')}</h1>
        <p role="alert">{t('jobAlerts.loadFailed')}</p>
      </section>
    );
  }
  if (!check.data) {
    return (
      <section className="rk-auth-page" aria-busy="true">
        <h1>{t('jobAlerts.unsubscribe.title')}</h1>
        <p>{t('jobAlerts.unsubscribe.checking')}</p>
      </section>
    );
  }
  const { name, frequency } = check.data;
  return (
    <section className="rk-auth-page">
      <h1>{t('jobAlerts.unsubscribe.title')}</h1>
      <p>{t('jobAlerts.unsubscribe.willStopNamed', { name })}</p>
      <p>{t('jobAlerts.unsubscribe.frequency', { frequency: t(`jobAlerts.frequency.${frequency}`) })}</p>
      <Button pending={run.isPending} onClick={() => run.mutate()} className="rk-alerts__target">
        {t('jobAlerts.unsubscribe.button')}
      </Button>
    </section>
  );
}

function AlertsLink({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('auth');
  return (
    <p>
      <Link to={pathFor('jobAlerts', locale)} className="rk-alerts__link">
        {t('jobAlerts.unsubscribe.alertsLink')}
      </Link>
    </p>
  );
}
