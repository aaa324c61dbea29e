import { Button, Link, pathFor, useSessionUser, type LocaleCode } from '@raketa/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ALERTS_QUERY_KEY, fetchAlerts, unsubscribeAlert } from '../api/alerts';

/**
 * A mailed unsubscribe link, opened by anyone who has it (no sign-in): the alert stops only when the
 * button is pressed, since mail scanners open links too. The API has no read-only look-up of a
 * token, so the alert is named when it is the signed-in account's (the token starts with its id).
 */
export function UnsubscribePanel({ token, locale }: { token: string; locale: LocaleCode }) {
  const { t } = useTranslation('auth');
  const session = useSessionUser();
  const alerts = useQuery({ queryKey: ALERTS_QUERY_KEY, queryFn: fetchAlerts, enabled: Boolean(session.data) });
  // A failure raises the generic toast through the query client; the button stays.
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: () => unsubscribeAlert(token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALERTS_QUERY_KEY }),
  });
  const id = Number(/^(\d+)\./.exec(token)?.[1]);
  const name = alerts.data?.find((alert) => alert.id === id)?.name;

  if (run.data === 'invalid') {
    return (
      <section className="rk-auth-page" data-problem="alert_token_invalid">
        <h1>{t('jobAlerts.unsubscribe.invalidTitle')}</h1>
        <p role="alert">{t('jobAlerts.unsubscribe.invalidText')}</p>
        <AlertsLink locale={locale} />
      </section>
    );
  }
  if (run.data !== undefined) {
    return (
      <section className="rk-auth-page">
        <h1>{t(run.data ? 'jobAlerts.unsubscribe.doneTitle' : 'jobAlerts.unsubscribe.goneTitle')}</h1>
        <p role="status">{t(run.data ? 'jobAlerts.unsubscribe.doneText' : 'jobAlerts.unsubscribe.goneText')}</p>
        <AlertsLink locale={locale} />
      </section>
    );
  }
  return (
    <section className="rk-auth-page">
      <h1>{t('jobAlerts.unsubscribe.title')}</h1>
      <p>{name ? t('jobAlerts.unsubscribe.willStopNamed', { name }) : t('jobAlerts.unsubscribe.willStop')}</p>
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
