import { AUTH_DIALOG_FRAGMENTS, Button, fetchSessionState, FORM_OPTIONS, showGenericError, useEventCallback } from '@raketa/shared';
import { socialSignInError } from '@raketa/shared/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checkCredentials, postLoginForm, SIGN_IN_ERRORS, type Credentials, type SignInError } from '../api/auth-calls';
import { refreshSignedInQueries } from '../api/signed-in';
import { useAuthEnvironment } from '../hooks/auth-environment';
import { useAuthLocation } from '../hooks/use-auth-location';
import { hashFor } from '../lib/fragments';
import { SIGN_IN_ERROR_PARAM, signInRedirectUrl } from '../lib/redirects';
import { SIGN_IN_RULES, validateWith } from '../../../lib/validation';
import { EmailField } from '../../../components/form/email-field';
import { PasswordField } from '../../../components/form/password-field';
import { SocialButtons } from './social-buttons';

const isSignInError = (code: string | null): code is SignInError => (SIGN_IN_ERRORS as readonly (string | null)[]).includes(code);

/**
 * Sign-in (spec section 4): check the credentials, then post them to the login path, where the API
 * starts the session. The post goes by fetch, not by a page load: every area of the page (the
 * header's menu, saved-job marks, an open signed-in-only page) updates at once from the refreshed
 * session, and the page moves on to `back` client-side. Only a sign-in that waits for its
 * two-factor code goes to its dialog with a page load, as the browser's own form post did.
 */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const { locale, assign } = useAuthEnvironment();
  const { location, open, navigate } = useAuthLocation();
  const queryClient = useQueryClient();
  const back = signInRedirectUrl(location, window.location.origin);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Credentials>({ ...FORM_OPTIONS, defaultValues: { username: '', password: '' } });
  const signIn = useMutation({
    // The check, the form post and the session read are one mutation, so a failure of any shows the generic toast.
    mutationFn: async (credentials: Credentials) => {
      const result = await checkCredentials(credentials);
      if (result !== 'ok') return { result } as const;
      const ended = await postLoginForm({ ...credentials, back }, locale);
      return { result, ended, session: await fetchSessionState() } as const;
    },
  });

  const showSignInError = (code: SignInError) =>
    setError(
      'password',
      { type: 'server', message: code === 'wrong_credentials' ? 'errors.wrongCredentials' : 'errors.tooManyAttempts' },
      { shouldFocus: true },
    );

  // A form sign-in the API refused comes back here with its code in the query.
  const returnedError = new URLSearchParams(location.search).get(SIGN_IN_ERROR_PARAM);
  // So does a failed social sign-in (/connect/{service}), shown above the form.
  const socialError = socialSignInError(returnedError);
  // Once per dialog opening (the callback is stable): typing clears it like any field error.
  const showReturnedError = useEventCallback(() => {
    if (isSignInError(returnedError)) showSignInError(returnedError);
  });
  useEffect(() => {
    showReturnedError();
  }, [showReturnedError]);

  const onSubmit = handleSubmit(async (credentials) => {
    // Other failures already raised the generic toast through the query client.
    const answer = await signIn.mutateAsync(credentials).catch(() => null);
    if (!answer) return;
    if (answer.result !== 'ok') {
      showSignInError(answer.result);
      return;
    }
    const { ended, session } = answer;
    if (session.twoFactorPending) {
      // Where the API sent the browser: `back` with `redirect_to`, for the two-factor dialog.
      setLeaving(true);
      assign(`${ended}#${AUTH_DIALOG_FRAGMENTS.twoFactor[locale]}`);
      return;
    }
    if (!session.user) {
      // The form post was refused after the check passed (throttled meanwhile): the API names why.
      const code = new URL(ended, window.location.origin).searchParams.get(SIGN_IN_ERROR_PARAM);
      if (isSignInError(code)) showSignInError(code);
      else showGenericError();
      return;
    }
    setLeaving(true);
    void refreshSignedInQueries(queryClient, session);
    // `back`, where the API redirected: closes the dialog (no fragment), on redirect_to when there was one.
    if (ended.startsWith('/')) void navigate(ended, { replace: true });
    else assign(ended);
  });

  return (
    <>
      {socialError && (
        <p className="rk-field__error" role="alert">
          {t(`socialErrors.${socialError}`)}
        </p>
      )}
      <form className="rk-auth__form" noValidate onSubmit={onSubmit}>
        <EmailField autoComplete="username" error={errors.username} {...register('username', { validate: validateWith(SIGN_IN_RULES.username) })} />
        <PasswordField
          autoComplete="current-password"
          error={errors.password}
          {...register('password', { validate: validateWith(SIGN_IN_RULES.password) })}
        />
        <p className="rk-auth__aside">
          <a
            href={hashFor('forgottenPassword', locale)}
            onClick={(event) => {
              event.preventDefault();
              open('forgottenPassword');
            }}
          >
            {t('loginRegister.forgottenPassword')}
          </a>
        </p>
        <Button type="submit" pending={signIn.isPending || leaving} className="rk-auth__submit">
          {t('loginRegister.login')}
        </Button>
      </form>
      <p className="rk-auth__or">{t('loginRegister.or')}</p>
      <SocialButtons back={back} />
    </>
  );
}
