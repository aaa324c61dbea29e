import { Button, Field, FieldGroup, Link, pathFor, useSessionUser, type LocaleCode } from '@raketa/shared';
import { ALERT_FREQUENCIES, ALERT_NAME_MAX, isEmail, type AlertFrequency } from '@raketa/shared/contracts';
import { Dialog } from '@raketa/shared/widgets';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createAlert, useAlertEstimate } from '../api/alerts';
import type { JobFilters } from '../lib/filters';
import './watch-dialog.css';

type FormField = 'name' | 'frequency' | 'email';
const FORM_FIELDS: readonly string[] = ['name', 'frequency', 'email'] satisfies FormField[];

export interface WatchDialogProps {
  filters: JobFilters;
  /** The active filters as the chips name them: the alert's default name. */
  filterNames: string[];
  locale: LocaleCode;
  onClose: () => void;
}

/** A name made from the filters, within the alert's limit. */
function nameOf(names: string[], all: string): string {
  const name = names.length ? names.join(', ') : all;
  return name.length > ALERT_NAME_MAX ? `${name.slice(0, ALERT_NAME_MAX - 1)}…` : name;
}

/**
 * "Watch these jobs" (api/ALERTS.md): saves the list's filters and search text as an alert, with a
 * name (editable), how often it mails and the estimate of how many jobs that is. A visitor gives an
 * e-mail and confirms from the mail (double opt-in); a signed-in account's alert is active at once.
 * The API's field errors show at the fields; its other refusals above the button.
 */
export default function WatchDialog({ filters, filterNames, locale, onClose }: WatchDialogProps) {
  const { t } = useTranslation('jobs');
  const session = useSessionUser();
  const signedIn = Boolean(session.data);
  const estimate = useAlertEstimate(filters);
  const [name, setName] = useState(() => nameOf(filterNames, t('watch.allJobs')));
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const emailHintId = useId();
  const create = useMutation({ mutationFn: createAlert });
  const result = create.data;

  const focus = (field: FormField | undefined) => (field === 'name' ? nameRef : field === 'email' ? emailRef : undefined)?.current?.focus();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<FormField, string>> = {};
    const trimmed = name.trim();
    if (!trimmed) found.name = t('watch.errors.nameRequired');
    if (!signedIn) {
      if (!email.trim()) found.email = t('watch.errors.emailRequired');
      else if (!isEmail(email.trim())) found.email = t('watch.errors.emailInvalid');
    }
    setErrors(found);
    if (Object.keys(found).length) {
      focus(Object.keys(found)[0] as FormField);
      return;
    }
    create.mutate(
      { filters, name: trimmed, frequency, locale, ...(signedIn ? {} : { email: email.trim() }) },
      {
        onSuccess: (answer) => {
          if (answer.kind !== 'invalid') return;
          const shown: Partial<Record<FormField, string>> = {};
          for (const error of answer.errors) {
            if (!FORM_FIELDS.includes(error.field) || shown[error.field as FormField]) continue;
            shown[error.field as FormField] = t(`watch.errors.${error.field}.${error.code}`, { defaultValue: t('watch.errors.field') });
          }
          setErrors(shown);
          focus(Object.keys(shown)[0] as FormField);
        },
      },
    );
  };

  if (result?.kind === 'created') {
    const active = result.alert.status === 'active';
    // The same dialog, its title and content the answer's (a second dialog would re-run the transitions).
    return (
      <Dialog open onClose={onClose} title={t(active ? 'watch.done.activeTitle' : 'watch.done.checkMailTitle')} className="rk-watch">
        <p role="status">
          {active
            ? t('watch.done.activeText', { name: result.alert.name, frequency: t(`watch.frequency.${result.alert.frequency}`) })
            : t('watch.done.checkMailText', { email: result.alert.email })}
        </p>
        {active ? null : <p>{t('watch.done.checkMailNote')}</p>}
        <div className="rk-watch__actions">
          {active ? (
            <Link to={pathFor('jobAlerts', locale)} className="rk-button rk-button--secondary">
              {t('watch.done.manage')}
            </Link>
          ) : null}
          <Button onClick={onClose}>{t('watch.close')}</Button>
        </div>
      </Dialog>
    );
  }

  const refusal =
    result?.kind === 'too_many_alerts'
      ? t('watch.errors.tooManyAlerts')
      : result?.kind === 'too_many_attempts'
        ? t('watch.errors.tooManyAttempts', { minutes: Math.max(1, Math.ceil((result.retryAfterSeconds ?? 3600) / 60)) })
        : result?.kind === 'invalid' && !result.errors.some((error) => FORM_FIELDS.includes(error.field))
          ? t('watch.errors.filters')
          : create.isError
            ? t('watch.errors.failed')
            : null;

  return (
    <Dialog open onClose={onClose} title={t('watch.title')} className="rk-watch">
      <form className="rk-watch__form" noValidate onSubmit={onSubmit} aria-label={t('watch.title')}>
        <p className="rk-watch__estimate" aria-live="polite">
          {estimate.data
            ? estimate.data.perWeek > 0
              ? t('watch.estimate.perWeek', { count: estimate.data.perWeek })
              : t(estimate.data.matched > 0 ? 'watch.estimate.fewer' : 'watch.estimate.none')
            : estimate.isError
              ? null
              : t('watch.estimate.loading')}
        </p>
        <Field label={t('watch.name')} required error={errors.name}>
          {(control) => (
            <input
              {...control}
              ref={nameRef}
              className="rk-field__input"
              value={name}
              maxLength={ALERT_NAME_MAX}
              required
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        <FieldGroup label={t('watch.frequencyLabel')} required error={errors.frequency} className="rk-watch__frequency">
          {ALERT_FREQUENCIES.map((code) => (
            <label key={code} className="rk-watch__option">
              <input type="radio" name="frequency" value={code} checked={frequency === code} onChange={() => setFrequency(code)} />
              <span>{t(`watch.frequency.${code}`)}</span>
            </label>
          ))}
        </FieldGroup>
        {signedIn ? (
          <p className="rk-watch__note">{t('watch.signedInNote', { email: session.data?.email })}</p>
        ) : (
          <>
            <Field label={t('watch.email')} required error={errors.email}>
              {(control) => (
                <input
                  {...control}
                  // The hint while there is no error (the error names what to fix).
                  aria-describedby={control['aria-describedby'] ?? emailHintId}
                  ref={emailRef}
                  className="rk-field__input"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  required
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              )}
            </Field>
            <p id={emailHintId} className="rk-watch__note">
              {t('watch.emailHint')}
            </p>
          </>
        )}
        {refusal ? (
          <p role="alert" className="rk-watch__error">
            {refusal}
          </p>
        ) : null}
        <div className="rk-watch__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('watch.cancel')}
          </Button>
          <Button type="submit" pending={create.isPending}>
            {t('watch.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
