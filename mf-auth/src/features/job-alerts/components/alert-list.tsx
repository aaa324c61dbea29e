import { Button, Input, Link, pathFor, SESSION_QUERY_KEY, toast, TOAST_DURATION_MS, type LocaleCode } from '@raketa/shared';
import { ALERT_FREQUENCIES, ALERT_NAME_MAX, type Alert, type AlertFrequency, type AlertPatchRequest } from '@raketa/shared/contracts';
import { fieldsParam, listUrlSearch } from '@raketa/shared/jobs';
import { Dialog } from '@raketa/shared/widgets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERTS_QUERY_KEY, changeAlert, deleteAlert, fetchAlerts } from '../api/alerts';

/** The job list with the alert's filters, on this site's language: the fields in the path, the rest as the query. */
export function alertListHref(alert: Pick<Alert, 'query'>, locale: LocaleCode): string {
  const { fields } = alert.query;
  const path = pathFor('jobList', locale, { fields: fieldsParam(fields ? fields.split(',') : [], locale) });
  const search = listUrlSearch(alert.query);
  return search ? `${path}?${search}` : path;
}

/** The signed-in account's alerts, each with its actions. */
export function AlertList({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const alerts = useQuery({ queryKey: ALERTS_QUERY_KEY, queryFn: fetchAlerts });

  const sessionEnded = alerts.data === null;
  useEffect(() => {
    // The session ended: SignedInOnly offers the sign-in once the session query knows.
    if (sessionEnded) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [sessionEnded, queryClient]);
  if (alerts.isError) {
    return (
      <section className="rk-auth-page">
        <h1>{t('jobAlerts.title')}</h1>
        <p role="alert">{t('jobAlerts.loadFailed')}</p>
      </section>
    );
  }
  if (!alerts.data) {
    return (
      <section className="rk-auth-page" aria-busy="true">
        <h1>{t('jobAlerts.title')}</h1>
        <p>{t('jobAlerts.loading')}</p>
      </section>
    );
  }
  return (
    <section className="rk-auth-page rk-alerts">
      <h1>{t('jobAlerts.title')}</h1>
      <p>{t('jobAlerts.intro')}</p>
      {alerts.data.length === 0 ? (
        <div className="rk-alerts__empty">
          <p>{t('jobAlerts.empty.text')}</p>
          <p>
            <Link to={pathFor('newsletterSettings', locale)} className="rk-alerts__link">
              {t('jobAlerts.empty.newsletterLink')}
            </Link>
          </p>
        </div>
      ) : (
        <ul className="rk-alerts__list">
          {alerts.data.map((alert) => (
            <AlertItem key={alert.id} alert={alert} locale={locale} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AlertItem({ alert, locale }: { alert: Alert; locale: LocaleCode }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [name, setName] = useState(alert.name);
  const [nameError, setNameError] = useState<string>();
  const headingId = `rk-alert-${alert.id}`;

  const replace = (next: Alert | null) =>
    queryClient.setQueryData<Alert[] | null>(ALERTS_QUERY_KEY, (items) =>
      items ? (next ? items.map((item) => (item.id === next.id ? next : item)) : items.filter((item) => item.id !== alert.id)) : items,
    );

  const change = useMutation({
    mutationFn: (patch: AlertPatchRequest) => changeAlert(alert.id, patch),
    onSuccess: async (result) => {
      if (result.kind === 'ok') {
        replace(result.alert);
        setRenaming(false);
        toast({ variant: 'success', title: t('jobAlerts.saved'), duration: TOAST_DURATION_MS });
      } else if (result.kind === 'gone') {
        replace(null);
      } else if (result.kind === 'signed_out') {
        await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      } else {
        setNameError(t('jobAlerts.rename.invalid', { max: ALERT_NAME_MAX }));
      }
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteAlert(alert.id),
    onSuccess: async (result) => {
      if (result === 'signed_out') {
        await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        return;
      }
      setDeleting(false);
      replace(null);
      toast({ variant: 'success', title: t('jobAlerts.delete.done'), duration: TOAST_DURATION_MS });
    },
  });

  const onRename = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > ALERT_NAME_MAX) {
      setNameError(t('jobAlerts.rename.invalid', { max: ALERT_NAME_MAX }));
      return;
    }
    setNameError(undefined);
    change.mutate({ name: trimmed });
  };

  const paused = alert.status === 'paused';
  return (
    <li className="rk-alerts__item" aria-labelledby={headingId}>
      <h2 id={headingId} className="rk-alerts__name">
        {alert.name}
      </h2>
      <p className="rk-alerts__meta">
        <span className={`rk-alerts__status rk-alerts__status--${alert.status}`}>{t(`jobAlerts.status.${alert.status}`)}</span>
        {' · '}
        {t(`jobAlerts.frequency.${alert.frequency}`)}
      </p>
      {renaming ? (
        <form className="rk-auth__form" noValidate onSubmit={onRename}>
          <Input
            label={t('jobAlerts.rename.label')}
            value={name}
            maxLength={ALERT_NAME_MAX}
            required
            error={nameError}
            onChange={(event) => setName(event.target.value)}
            autoFocus
          />
          <div className="rk-alerts__actions">
            <Button type="submit" pending={change.isPending} className="rk-alerts__target">
              {t('jobAlerts.rename.save')}
            </Button>
            <Button
              variant="secondary"
              className="rk-alerts__target"
              onClick={() => {
                setRenaming(false);
                setName(alert.name);
                setNameError(undefined);
              }}
            >
              {t('jobAlerts.rename.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
      <div className="rk-alerts__field">
        <label htmlFor={`${headingId}-frequency`} className="rk-field__label">
          {t('jobAlerts.frequencyLabel')}
        </label>
        <select
          id={`${headingId}-frequency`}
          className="rk-field__input rk-alerts__target"
          value={alert.frequency}
          disabled={change.isPending}
          onChange={(event) => change.mutate({ frequency: event.target.value as AlertFrequency })}
        >
          {ALERT_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {t(`jobAlerts.frequency.${frequency}`)}
            </option>
          ))}
        </select>
      </div>
      {/* The followed companies' new jobs come in a section of the mail of their own (api/ALERTS.md). */}
      <label className="rk-alerts__field rk-alerts__check rk-alerts__target">
        <input
          type="checkbox"
          checked={alert.includeFollowed ?? false}
          disabled={change.isPending}
          onChange={(event) => change.mutate({ includeFollowed: event.target.checked })}
        />
        <span>{t('jobAlerts.includeFollowed')}</span>
      </label>
      <div className="rk-alerts__actions">
        <Link to={alertListHref(alert, locale)} className="rk-button rk-button--primary rk-alerts__target">
          {t('jobAlerts.showJobs')}
        </Link>
        {alert.status === 'pending' ? null : (
          <Button variant="secondary" className="rk-alerts__target" pending={change.isPending} onClick={() => change.mutate({ paused: !paused })}>
            {t(paused ? 'jobAlerts.resume' : 'jobAlerts.pause')}
          </Button>
        )}
        {renaming ? null : (
          <Button variant="secondary" className="rk-alerts__target" onClick={() => setRenaming(true)}>
            {t('jobAlerts.rename.open')}
          </Button>
        )}
        <Button variant="danger" className="rk-alerts__target" onClick={() => setDeleting(true)}>
          {t('jobAlerts.delete.open')}
        </Button>
      </div>
      <Dialog open={deleting} onClose={() => setDeleting(false)} title={t('jobAlerts.delete.title')}>
        <p>{t('jobAlerts.delete.text', { name: alert.name })}</p>
        <div className="rk-auth__actions">
          <Button variant="secondary" className="rk-alerts__target" onClick={() => setDeleting(false)}>
            {t('jobAlerts.delete.cancel')}
          </Button>
          <Button variant="danger" className="rk-alerts__target" pending={remove.isPending} onClick={() => remove.mutate()}>
            {t('jobAlerts.delete.confirm')}
          </Button>
        </div>
      </Dialog>
    </li>
  );
}
