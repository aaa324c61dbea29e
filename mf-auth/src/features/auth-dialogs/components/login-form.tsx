import { Button, csrfFields, FORM_OPTIONS, pathFor } from '@raketa/shared';
import { socialSignInError } from '@raketa/shared/account';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checkCredentials, SIGN_IN_ERRORS, type Credentials, type SignInError } from '../api/auth-calls';
import { submitBrowserForm } from '../api/browser-form';
import { useAuthEnvironment } from '../hooks/auth-environment';
import { useAuthLocation } from '../hooks/use-auth-location';
import { hashFor } from '../lib/fragments';
import { SIGN_IN_ERROR_PARAM, signInRedirectUrl } from '../lib/redirects';
import { SIGN_IN_RULES, validateWith } from '../../../lib/validation';
import { EmailField } from '../../../components/form/email-field';
import { PasswordField } from '../../../components/form/password-field';
import { SocialButtons } from './social-buttons';

/** Sign-in (spec section 4): check the credentials, then let the browser post them so the API sets the session. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const { locale } = useAuthEnvironment();
  const { location, open } = useAuthLocation();
  const back = signInRedirectUrl(location, window.location.origin);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Credentials>({ ...FORM_OPTIONS, defaultValues: { username: '', password: '' } });
  const signIn = useMutation({
    // The token for the form post is fetched with the check, so a failure of either shows the generic toast.
    mutationFn: async (credentials: Credentials) => {
      const result = await checkCredentials(credentials);
      return result === 'ok' ? { result, csrf: await csrfFields() } : { result, csrf: {} };
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
  useEffect(() => {
    if ((SIGN_IN_ERRORS as readonly (string | null)[]).includes(returnedError)) showSignInError(returnedError as SignInError);
    // Once per dialog opening: typing clears it like any field error.
  }, []);

  const onSubmit = handleSubmit(async (credentials) => {
    // Other failures already raised the generic toast through the query client.
    const answer = await signIn.mutateAsync(credentials).catch(() => null);
    const result = answer?.result;
    if (result === 'wrong_credentials' || result === 'too_many_attempts') {
      showSignInError(result);
    } else if (result === 'ok') {
      setLeaving(true);
      submitBrowserForm(pathFor('login', locale), { ...credentials, back, ...answer!.csrf });
    }
  });

  return (
    <>
      {socialError && (
        <p className="rk-field__error" role="alert">
          {t(`socialErrors.${socialError}`)}
        </p>
      )}
      <form className="rk-auth__form" noValidate onSubmit={onSubmit}>
        <EmailField
          autoComplete="username"
          error={errors.username}
          {...register('username', { validate: validateWith(SIGN_IN_RULES.username) })}
        />
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
