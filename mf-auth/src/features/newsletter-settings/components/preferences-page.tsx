import {
  AUTH_DIALOG_FRAGMENTS,
  Button,
  isAuthDialogHash,
  Link,
  pathFor,
  SESSION_QUERY_KEY,
  showFieldErrors,
  toast,
  TOAST_DURATION_MS,
  useEventCallback,
  useLocation,
  useNavigate,
  useSessionUser,
  type ApiFieldError,
  type LocaleCode,
} from '@raketa/shared';
import { DIGEST_FREQUENCIES, MAIL_LANGUAGES, type Preferences } from '@raketa/shared/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../components/form/field-error';
import { FORM_OPTIONS } from '@raketa/shared';
import { fetchPreferences, PREFERENCES_QUERY_KEY, savePreferences } from '../api/newsletter';
import { TOPIC_LABELS } from './topic-labels';

/** Translation keys of the API's field error codes (api/AUTH.md). */
const FIELD_CODES: Record<string, string> = {
  required: 'validation.required',
  invalid_choice: 'newsletter.errors.invalidChoice',
  invalid_type: 'newsletter.errors.invalidType',
};
const FIELDS: readonly (keyof Preferences)[] = ['jobDigest', 'startupNews', 'coursesAndEvents', 'productTips', 'language'];

/** The signed-in account's preferences; a visitor gets the login dialog, which brings them back here. */
export function PreferencesPage({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('auth');
  const session = useSessionUser();
  const preferences = useQuery({ queryKey: PREFERENCES_QUERY_KEY, queryFn: fetchPreferences, enabled: Boolean(session.data) });

  if (session.data === null || preferences.data === null) return <SignedOut locale={locale} />;
  if (session.isError || preferences.isError) {
    return (
      <section className="rk-auth-page">
        <h1>{t('newsletter.title')}</h1>
        <p role="alert">{t('newsletter.loadFailed')}</p>
      </section>
    );
  }
  if (!preferences.data) {
    return (
      <section className="rk-auth-page" aria-busy="true">
        <h1>{t('newsletter.title')}</h1>
        <p>{t('newsletter.loading')}</p>
      </section>
    );
  }
  return <PreferencesForm preferences={preferences.data} locale={locale} />;
}

function SignedOut({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('auth');
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const openLogin = () => {
    const params = new URLSearchParams(search);
    // Signed in, the login dialog brings the user back to this page.
    if (!params.has('redirect_to')) params.set('redirect_to', `${pathname}${search}`);
    void navigate({ pathname, search: `?${params}`, hash: `#${AUTH_DIALOG_FRAGMENTS.login[locale]}` }, { replace: true });
  };
  // Only on arrival (the callback is stable): a closed dialog stays closed (the button opens it again).
  const openOnArrival = useEventCallback(() => {
    if (!isAuthDialogHash(hash)) openLogin();
  });
  useEffect(() => {
    openOnArrival();
  }, [openOnArrival]);
  return (
    <section className="rk-auth-page">
      <h1>{t('newsletter.title')}</h1>
      <p>{t('newsletter.signedOutText')}</p>
      <Button onClick={openLogin}>{t('newsletter.login')}</Button>
    </section>
  );
}

function PreferencesForm({ preferences, locale }: { preferences: Preferences; locale: LocaleCode }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Preferences>({ ...FORM_OPTIONS, defaultValues: preferences });
  const save = useMutation({ mutationFn: savePreferences });

  const onSubmit = handleSubmit(async (values) => {
    // A failure already raised the generic toast through the query client.
    const result = await save.mutateAsync(values).catch(() => null);
    if (result === null) return;
    if (result.kind === 'signed_out') {
      // The session ended meanwhile: the page asks for a sign-in again.
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      queryClient.setQueryData(PREFERENCES_QUERY_KEY, null);
      return;
    }
    if (result.kind === 'invalid') {
      const fieldOf = ({ field }: ApiFieldError) => FIELDS.find((name) => name === field);
      showFieldErrors(setError, result.errors, fieldOf, ({ code }) => FIELD_CODES[code] ?? 'validation.invalid');
      return;
    }
    queryClient.setQueryData(PREFERENCES_QUERY_KEY, result.preferences);
    reset(result.preferences);
    toast({ variant: 'success', title: t('newsletter.savedTitle'), duration: TOAST_DURATION_MS });
  });

  const errorOf = (field: keyof Preferences) => {
    const text = fieldError(t, errors[field]);
    return text ? (
      <p id={`rk-newsletter-${field}-error`} className="rk-field__error" role="alert">
        {text}
      </p>
    ) : null;
  };
  const describedBy = (field: keyof Preferences) => (errors[field] ? `rk-newsletter-${field}-error` : undefined);

  return (
    <section className="rk-auth-page">
      <h1>{t('newsletter.title')}</h1>
      <p>{t('newsletter.intro')}</p>
      <form className="rk-auth__form" noValidate onSubmit={onSubmit}>
        <fieldset className="rk-auth__types" aria-describedby={describedBy('jobDigest')}>
          <legend className="rk-field__label">{t(TOPIC_LABELS.jobDigest)}</legend>
          <p className="rk-auth__aside">{t('newsletter.jobDigestHint')}</p>
          {DIGEST_FREQUENCIES.map((frequency) => (
            <label key={frequency} className="rk-auth__choice">
              <input type="radio" value={frequency} {...register('jobDigest')} />
              {t(`newsletter.frequency.${frequency}`)}
            </label>
          ))}
          {errorOf('jobDigest')}
        </fieldset>
        <p className="rk-auth__aside">
          <Link to={pathFor('jobAlerts', locale)}>{t('newsletter.jobAlertsLink')}</Link>
        </p>
        <fieldset className="rk-auth__types">
          <legend className="rk-field__label">{t('newsletter.topics')}</legend>
          {(['startupNews', 'coursesAndEvents', 'productTips'] as const).map((topic) => (
            <div key={topic} className="rk-field">
              <label className="rk-auth__choice">
                <input type="checkbox" aria-invalid={errors[topic] ? true : undefined} aria-describedby={describedBy(topic)} {...register(topic)} />
                {t(TOPIC_LABELS[topic])}
              </label>
              {errorOf(topic)}
            </div>
          ))}
        </fieldset>
        <fieldset className="rk-auth__types" aria-describedby={describedBy('language')}>
          <legend className="rk-field__label">{t('newsletter.language')}</legend>
          {MAIL_LANGUAGES.map((language) => (
            <label key={language} className="rk-auth__choice" lang={language}>
              <input type="radio" value={language} {...register('language')} />
              {t(`newsletter.languages.${language}`)}
            </label>
          ))}
          {errorOf('language')}
        </fieldset>
        <Button type="submit" pending={save.isPending} className="rk-auth__submit">
          {t('newsletter.save')}
        </Button>
      </form>
    </section>
  );
}
