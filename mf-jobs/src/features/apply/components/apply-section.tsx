import { Button, Field, FORM_OPTIONS, Input, showGenericError, useSessionUser } from '@raketa/shared';
import { APPLICATION_CV_EXTENSIONS } from '@raketa/shared/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useViewerMarks, VIEWER_MARKS_KEY } from '../../../api/viewer-marks';
import { sendApplication } from '../api/send-application';
import { APPLY_MESSAGES, messageOfCode, validateCv, validateText, type ApplyValues } from '../lib/apply-rules';

// Spec section 5: validated on blur and on change (not per keystroke), first failing rule only.

const TEXT_FIELDS = ['name', 'email', 'phone', 'linkedin', 'message'] as const;
const CV_MESSAGES = { cv_required: APPLY_MESSAGES.cvRequired, cv_too_large: APPLY_MESSAGES.cvSize, cv_bad_type: APPLY_MESSAGES.cvType } as const;

type FormNotice = 'alreadyApplied' | 'notOpen' | 'tooMany' | 'failed';

/**
 * Apply for a job (api/JOBS.md, "Apply"): the form, or "You applied" once this job is among the
 * user's applied jobs (or was just sent by a visitor).
 */
export function ApplySection({ jobId, jobTitle }: { jobId: number; jobTitle: string }) {
  const { t } = useTranslation('jobs');
  const { marks } = useViewerMarks();
  const [sent, setSent] = useState(false);
  if (sent || marks.appliedJobs.includes(jobId)) {
    return (
      <div className="rk-apply__done" role="status" data-testid="applied">
        <p className="rk-apply__done-title">{t('apply.applied')}</p>
        {sent ? <p>{t('apply.sentText', { title: jobTitle })}</p> : null}
      </div>
    );
  }
  return <ApplyForm jobId={jobId} onSent={() => setSent(true)} />;
}

function ApplyForm({ jobId, onSent }: { jobId: number; onSent: () => void }) {
  const { t } = useTranslation('jobs');
  const queryClient = useQueryClient();
  const user = useSessionUser().data;
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    trigger,
    formState: { errors },
  } = useForm<ApplyValues>({
    ...FORM_OPTIONS,
    defaultValues: { name: '', email: '', phone: '', linkedin: '', message: '', cv: null },
  });

  // The signed-in user's name and e-mail, unless something was typed already.
  useEffect(() => {
    if (!user) return;
    if (!getValues('name')) setValue('name', user.name);
    if (!getValues('email')) setValue('email', user.email);
  }, [user, getValues, setValue]);

  const send = useMutation({ mutationFn: (values: ApplyValues) => sendApplication(jobId, values), meta: { handlesErrors: true } });

  // Nothing here resets the form: after any refusal the typed values and the chosen file stay.
  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    const result = await send.mutateAsync(values).catch(() => null);
    if (result === null || result.kind === 'failed') {
      setNotice('failed');
      showGenericError();
      return;
    }
    switch (result.kind) {
      case 'sent':
        await queryClient.invalidateQueries({ queryKey: VIEWER_MARKS_KEY });
        onSent();
        return;
      case 'invalid': {
        const known = result.errors.filter((error) => (TEXT_FIELDS as readonly string[]).includes(error.field));
        known.forEach((error, index) =>
          setError(error.field as (typeof TEXT_FIELDS)[number], { type: 'server', message: messageOfCode(error.field, error.code) }, { shouldFocus: index === 0 }),
        );
        if (!known.length) setNotice('failed');
        return;
      }
      case 'cv':
        setError('cv', { type: 'server', message: CV_MESSAGES[result.code] }, { shouldFocus: true });
        return;
      default:
        setNotice(result.kind);
    }
  });

  const message = (error: FieldError | undefined) => (error?.message ? t(error.message as never) : undefined);
  const cv = register('cv', { validate: validateCv, onChange: () => void trigger('cv') });

  return (
    <form className="rk-apply" noValidate onSubmit={onSubmit} aria-describedby={notice ? 'rk-apply-notice' : undefined}>
      {notice ? (
        <p id="rk-apply-notice" className="rk-apply__notice" role="alert">
          {t(`apply.notice.${notice}`)}
        </p>
      ) : null}
      <Input
        label={t('apply.name')}
        autoComplete="name"
        required
        error={message(errors.name)}
        {...register('name', { validate: validateText('name') })}
      />
      <Input
        label={t('apply.email')}
        type="email"
        autoComplete="email"
        required
        error={message(errors.email)}
        {...register('email', { validate: validateText('email') })}
      />
      <Input
        label={t('apply.phone')}
        type="tel"
        autoComplete="tel"
        error={message(errors.phone)}
        {...register('phone', { validate: validateText('phone') })}
      />
      <Input
        label={t('apply.linkedin')}
        type="url"
        inputMode="url"
        placeholder={t('apply.linkedinPlaceholder')}
        error={message(errors.linkedin)}
        {...register('linkedin', { validate: validateText('linkedin') })}
      />
      <Field label={t('apply.cv')} required error={message(errors.cv)}>
        {(control) => (
          <>
            <input
              {...cv}
              {...control}
              type="file"
              required
              accept={[...APPLICATION_CV_EXTENSIONS, 'application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'].join(',')}
              aria-describedby={[control['aria-describedby'], 'rk-apply-cv-hint'].filter(Boolean).join(' ')}
              className="rk-field__input rk-apply__file"
            />
            <p id="rk-apply-cv-hint" className="rk-apply__hint">
              {t('apply.cvHint')}
            </p>
          </>
        )}
      </Field>
      <Field label={t('apply.message')} error={message(errors.message)}>
        {(control) => <textarea {...register('message', { validate: validateText('message') })} {...control} rows={6} className="rk-field__input rk-apply__message" />}
      </Field>
      <Button type="submit" pending={send.isPending}>
        {t('apply.submit')}
      </Button>
    </form>
  );
}
