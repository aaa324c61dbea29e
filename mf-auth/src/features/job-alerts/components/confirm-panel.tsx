import { Button, Link, pathFor, type LocaleCode } from '@raketa/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkAlertConfirm, confirmAlert } from '../api/alerts';

/**
 * A visitor's mailed confirmation link (double opt-in), opened by anyone who has it (no sign-in).
 * Mail scanners open links too, so opening it confirms nothing: it names the alert (a read-only
 * check) and the button confirms it (api/ALERTS.md).
 */
export function ConfirmPanel({ token, locale }: { token: string; locale: LocaleCode }) {
  const { t } = useTranslation('auth');
  // A failure other than the link's own raises the generic toast through the query client; the button stays.
  const check = useQuery({ queryKey: ['alerts', 'confirm', token], queryFn: () => checkAlertConfirm(token), retry: false, gcTime: 0 });
  const run = useMutation({ mutationFn: () => confirmAlert(token) });
  const problem =
    run.data === 'invalid' || run.data === 'expired' ? run.data : check.data === 'invalid' || check.data === 'expired' ? check.data : null;

  if (problem) {
    return (
      <section className="rk-auth-page" data-problem={`alert_token_${problem}`}>
        <h1>{t(`jobAlerts.confirm.${problem}Title`)}</h1>
        <p role="alert">{t(`jobAlerts.confirm.${problem}Text`)}</p>
        <p>
          <Link to={pathFor('jobList', locale)} className="rk-alerts__link">
            {t('jobAlerts.confirm.jobsLink')}
          </Link>
        </p>
      </section>
    );
  }
  if (run.data && typeof run.data === 'object') {
    const { alert, listPath } = run.data;
    return (
      <section className="rk-auth-page">
        <h1>{t('jobAlerts.confirm.doneTitle')}</h1>
        <p role="status">{t('jobAlerts.confirm.doneText', { name: alert.name, frequency: t(`jobAlerts.frequency.${alert.frequency}`) })}</p>
        <p>{t('jobAlerts.confirm.unsubscribeNote')}</p>
        <Link to={listPath} className="rk-button rk-button--primary rk-alerts__target">
          {t('jobAlerts.confirm.showJobs')}
        </Link>
      </section>
    );
  }
  if (check.isError) {
    return (
      <section className="rk-auth-page">
        <h1>{t('jobAlerts.confirm.title')}</h1>
        <p role="alert">{t('jobAlerts.loadFailed')}</p>
      </section>
    );
  }
  const named = check.data;
  if (!named || typeof named !== 'object') {
    return (
      <section className="rk-auth-page" aria-busy="true">
        <h1>{t('jobAlerts.confirm.title')}</h1>
        <p>{t('jobAlerts.unsubscribe.checking')}</p>
      </section>
    );
  }
  return (
    <section className="rk-auth-page">
      <h1>{t('jobAlerts.confirm.title')}</h1>
      <p>{t('jobAlerts.confirm.named', { name: named.name, frequency: t(`jobAlerts.frequency.${named.frequency}`) })}</p>
      <p>{t('jobAlerts.confirm.text')}</p>
      <Button pending={run.isPending} onClick={() => run.mutate()} className="rk-alerts__target">
        {t('jobAlerts.confirm.button')}
      </Button>
    </section>
  );
}
