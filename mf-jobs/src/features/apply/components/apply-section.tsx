import {
  Button,
  DEFAULT_LOCALE,
  Field,
  FieldGroup,
  FilePicker,
  FORM_OPTIONS,
  Input,
  isLocaleCode,
  Link,
  pathFor,
  showFieldErrors,
  showGenericError,
  useSessionUser,
  type ApiFieldError,
} from '@raketa/shared';
import { CV_ACCEPT, CV_MAX_MB } from '@raketa/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rememberApplied, useApplied } from '../../../api/applied-jobs';
import { SAVED_JOBS_KEY } from '../../../api/saved-jobs';
import { useHydrated } from '../../../lib/use-hydrated';
import { useApplyProfile, type ApplyProfile } from '../api/apply-profile';
import { useHasTestResults, useSharedTestResults, type SharedTestResult } from '../api/apply-test-results';
import { sendApplication } from '../api/send-application';
import { applyResolver, messageOfCode, usesProfileCv as profileCvChosen, type ApplyContext, type ApplyValues } from '../lib/apply-rules';
import './apply-section.css';

// Spec section 5: validated on blur and on change (not per keystroke), first failing rule only.

const TEXT_FIELDS = ['name', 'email', 'phone', 'linkedin', 'message'] as const;

type FormNotice = 'alreadyApplied' | 'notOpen' | 'tooMany' | 'failed';

/**
 * Apply for a job (api/JOBS.md, "Apply"): the form, or "You applied" once this job is among the
 * user's applied jobs or this browser's (a visitor's application, remembered once the server took it).
 */
export function ApplySection({ jobId, jobTitle }: { jobId: number; jobTitle: string }) {
  const { t, i18n } = useTranslation('jobs');
  const applied = useApplied(jobId);
  const [sent, setSent] = useState(false);
  const signedIn = Boolean(useSessionUser().data);
  const locale = isLocaleCode(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  if (sent || applied) {
    return (
      <div className="rk-apply__done" role="status" data-testid="applied">
        <p className="rk-apply__done-title">{t('apply.applied')}</p>
        {sent ? <p>{t('apply.sentText', { title: jobTitle })}</p> : null}
        {/* An account's applications are tracked (issue 24); a visitor's are not. */}
        {signedIn ? (
          <p>
            <Link to={pathFor('myApplications', locale)} className="rk-apply__see">
              {t('apply.seeApplication')}
            </Link>
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <ApplyForm
      jobId={jobId}
      onSent={() => {
        setSent(true);
        rememberApplied(jobId);
      }}
    />
  );
}

function ApplyForm({ jobId, onSent }: { jobId: number; onSent: () => void }) {
  const { t, i18n } = useTranslation('jobs');
  const queryClient = useQueryClient();
  const user = useSessionUser().data;
  const profile = useApplyProfile(user?.id ?? null);
  const profileCv = profile.data?.cv ?? null;
  const shared = useSharedTestResults(user?.id ?? null);
  const sharedResults = shared.data ?? [];
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    trigger,
    clearErrors,
    watch,
    formState: { errors },
  } = useForm<ApplyValues, ApplyContext>({
    ...FORM_OPTIONS,
    resolver: applyResolver,
    context: { hasProfileCv: profileCv !== null },
    defaultValues: { name: '', email: '', phone: '', linkedin: '', message: '', cv: null, cvSource: 'profile', testResults: true },
  });
  // The profile's CV is sent when the profile has one and it is chosen (the default).
  const usesProfileCv = profileCvChosen({ cvSource: watch('cvSource') }, { hasProfileCv: profileCv !== null });

  // The signed-in user's name and e-mail, unless something was typed already.
  useEffect(() => {
    if (!user) return;
    if (!getValues('name')) setValue('name', user.name);
    if (!getValues('email')) setValue('email', user.email);
  }, [user, getValues, setValue]);

  // From the profile, once it arrives: the LinkedIn link unless one was typed, and the CV choice,
  // which stays on the file when one was chosen while the profile was loading.
  useEffect(() => {
    const data = profile.data;
    if (!data) return;
    if (data.links.linkedin && !getValues('linkedin')) setValue('linkedin', data.links.linkedin);
    if (data.cv && getValues('cv')?.length) setValue('cvSource', 'upload');
  }, [profile.data, getValues, setValue]);

  const send = useMutation({
    mutationFn: ({ values, profileCv, testResults }: { values: ApplyValues; profileCv: boolean; testResults: boolean }) =>
      sendApplication(jobId, values, profileCv, testResults),
    meta: { handlesErrors: true },
  });

  // Nothing here resets the form: after any refusal the typed values and the chosen file stay.
  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    const withProfileCv = usesProfileCv;
    // Only when the box was offered (some result is shown to companies) and is still ticked.
    const testResults = sharedResults.length > 0 && values.testResults;
    const result = await send.mutateAsync({ values, profileCv: withProfileCv, testResults }).catch(() => null);
    if (result === null || result.kind === 'failed') {
      setNotice('failed');
      showGenericError();
      return;
    }
    switch (result.kind) {
      case 'sent':
        await queryClient.invalidateQueries({ queryKey: SAVED_JOBS_KEY });
        onSent();
        return;
      case 'invalid': {
        const textField = ({ field }: ApiFieldError) => TEXT_FIELDS.find((name) => name === field);
        if (!showFieldErrors(setError, result.errors, textField, ({ field, code }) => messageOfCode(field, code))) setNotice('failed');
        return;
      }
      case 'cv':
        if (withProfileCv && result.code === 'cv_required') {
          // The profile's CV is gone (deleted in another tab): ask again, and ask for a file.
          await profile.refetch();
          setValue('cvSource', 'upload');
        }
        setError('cv', { type: 'server', message: messageOfCode('cv', result.code) }, { shouldFocus: true });
        return;
      default:
        setNotice(result.kind);
    }
  });

  // The CV's limit comes from its one rule, so the texts follow it.
  const message = (error: FieldError | undefined) => (error?.message ? t(error.message as never, { maxMb: CV_MAX_MB }) : undefined);
  // Checked only when the file is what goes (the register options follow each render).
  const cv = register('cv', { onChange: () => void trigger('cv') });
  const cvSource = register('cvSource', { onChange: () => clearErrors('cv') });
  const fileInput = (control: { id?: string; 'aria-invalid'?: true | undefined; 'aria-describedby'?: string | undefined; 'aria-label'?: string }) => (
    <>
      <FilePicker
        {...cv}
        {...control}
        required={!usesProfileCv}
        accept={CV_ACCEPT}
        aria-describedby={[control['aria-describedby'], 'rk-apply-cv-hint'].filter(Boolean).join(' ')}
      />
      <p id="rk-apply-cv-hint" className="rk-apply__hint">
        {t('apply.cvHint', { maxMb: CV_MAX_MB })}
      </p>
    </>
  );
  const profileCvLabel = (stored: NonNullable<ApplyProfile['cv']>) =>
    t('apply.cvProfile', {
      fileName: stored.fileName,
      date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(stored.uploadedAt)),
    });

  return (
    <form className="rk-apply" noValidate onSubmit={onSubmit} aria-describedby={notice ? 'rk-apply-notice' : undefined}>
      {notice ? (
        <p id="rk-apply-notice" className="rk-apply__notice" role="alert">
          {t(`apply.notice.${notice}`)}
        </p>
      ) : null}
      <Input label={t('apply.name')} autoComplete="name" required error={message(errors.name)} {...register('name')} />
      <Input label={t('apply.email')} type="email" autoComplete="email" required error={message(errors.email)} {...register('email')} />
      <Input label={t('apply.phone')} type="tel" autoComplete="tel" error={message(errors.phone)} {...register('phone')} />
      <Input
        label={t('apply.linkedin')}
        type="url"
        inputMode="url"
        placeholder={t('apply.linkedinPlaceholder')}
        error={message(errors.linkedin)}
        {...register('linkedin')}
      />
      {profileCv ? (
        <FieldGroup label={t('apply.cv')} required error={message(errors.cv)}>
          <label className="rk-apply__choice">
            <input {...cvSource} type="radio" value="profile" />
            <span>{profileCvLabel(profileCv)}</span>
          </label>
          <label className="rk-apply__choice">
            <input {...cvSource} type="radio" value="upload" />
            <span>{t('apply.cvUpload')}</span>
          </label>
          {/* Hidden, not unmounted: a file chosen before switching to the profile's CV stays chosen. */}
          <div className="rk-apply__upload" hidden={usesProfileCv}>
            {fileInput({ 'aria-label': t('apply.cvFile'), 'aria-invalid': errors.cv && !usesProfileCv ? true : undefined })}
          </div>
        </FieldGroup>
      ) : (
        <Field label={t('apply.cv')} required error={message(errors.cv)}>
          {fileInput}
        </Field>
      )}
      <Field label={t('apply.message')} error={message(errors.message)}>
        {(control) => <textarea {...register('message')} {...control} rows={6} className="rk-field__input rk-apply__message" />}
      </Field>
      {user && shared.isSuccess ? <TestResultsChoice userId={user.id} shared={sharedResults} register={register('testResults')} /> : null}
      {/* Not before hydration: the browser would send the form's fields as a GET, in the URL. */}
      <Button type="submit" pending={send.isPending} disabled={!hydrated}>
        {t('apply.submit')}
      </Button>
    </form>
  );
}

/**
 * A signed-in candidate's test results: with results shown to companies, a box (ticked) to send
 * them, listing each briefly; with results but none shown, a pointer to the profile, where they
 * choose; nothing otherwise. Rendered once the shown results arrived.
 */
function TestResultsChoice({
  userId,
  shared,
  register,
}: {
  userId: number;
  shared: SharedTestResult[];
  register: UseFormRegisterReturn<'testResults'>;
}) {
  const { t, i18n } = useTranslation('jobs');
  const locale = isLocaleCode(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const hasResults = useHasTestResults(userId, shared.length === 0).data ?? false;
  if (shared.length > 0) {
    return (
      <div className="rk-apply__results">
        <label className="rk-apply__choice">
          <input {...register} type="checkbox" aria-describedby="rk-apply-results-list" />
          <span>{t('apply.testResults.send')}</span>
        </label>
        <ul id="rk-apply-results-list" className="rk-apply__result-list">
          {shared.map((result) => (
            <li key={result.id}>{t('apply.testResults.item', { title: result.test.title[locale], score: result.score })}</li>
          ))}
        </ul>
      </div>
    );
  }
  if (!hasResults) return null;
  return (
    <p className="rk-apply__hint">
      {t('apply.testResults.noneShown')} <Link to={pathFor('profile', locale)}>{t('apply.testResults.choose')}</Link>
    </p>
  );
}
