import {
  AUTH_DIALOG_FRAGMENTS,
  Button,
  FORM_OPTIONS,
  pathFor,
  toast,
  TOAST_DURATION_MS,
  useEventCallback,
  useLocation,
  useNavigate,
  type LocaleCode,
} from '@raketa/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
// The sign-up form's rules, meter and form options, so both forms judge a new password alike
// (see the report: these belong in src/lib and src/components once the dialogs' owner agrees).
import { PasswordField } from '../../../components/form/password-field';
import { PasswordStrengthMeter } from '../../../components/form/password-strength-meter';
import { SIGN_UP_RULES, validateWith } from '../../../lib/validation';
import { checkResetToken, setNewPassword, type TokenProblem } from '../api/reset-password';

interface NewPassword {
  password: string;
  confirmation: string;
}

/** Translation keys of the API's password rule codes (api/AUTH.md). */
const PASSWORD_CODES: Record<string, string> = {
  required: 'validation.required',
  password_too_short: 'validation.passwordMin',
  password_too_long: 'resetPassword.tooLong',
  password_too_common: 'resetPassword.tooCommon',
};

/**
 * /obnovit-heslo, /reset-password. With the mailed `?token=` it sets a new password; without one
 * it opens the forgotten-password dialog, which mails such a link.
 */
export function ResetPasswordPage({ locale }: { locale: LocaleCode }) {
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token');
  return token ? <NewPasswordForm key={token} token={token} locale={locale} /> : <RequestLink locale={locale} />;
}

function useOpenForgottenPassword(locale: LocaleCode) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The token goes from the address: the dialog's new link will bring its own.
  return () => void navigate({ pathname, search: '', hash: `#${AUTH_DIALOG_FRAGMENTS.forgottenPassword[locale]}` });
}

function RequestLink({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('auth');
  const { hash } = useLocation();
  const open = useOpenForgottenPassword(locale);
  // Only on arrival (the callback is stable): a closed dialog stays closed (the button opens it again).
  const openOnArrival = useEventCallback(() => {
    if (hash === '') open();
  });
  useEffect(() => {
    openOnArrival();
  }, [openOnArrival]);
  return (
    <section className="rk-auth-page">
      <h1>{t('resetPassword.requestTitle')}</h1>
      <p>{t('resetPassword.requestText')}</p>
      <Button onClick={open}>{t('resetPassword.requestLink')}</Button>
    </section>
  );
}

function InvalidLink({ locale, problem }: { locale: LocaleCode; problem: TokenProblem }) {
  const { t } = useTranslation('auth');
  const open = useOpenForgottenPassword(locale);
  return (
    <section className="rk-auth-page" data-problem={problem}>
      <h1>{t('resetPassword.invalidTitle')}</h1>
      <p role="alert">{t(problem === 'reset_token_expired' ? 'resetPassword.expiredText' : 'resetPassword.invalidText')}</p>
      <Button onClick={open}>{t('resetPassword.requestNew')}</Button>
    </section>
  );
}

function NewPasswordForm({ token, locale }: { token: string; locale: LocaleCode }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [problem, setProblem] = useState<TokenProblem | null>(null);
  // An unexpected failure of the check still shows the form: saving checks the token again.
  const check = useQuery({ queryKey: ['password-reset', 'check', token], queryFn: () => checkResetToken(token), retry: false, gcTime: 0 });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<NewPassword>({ ...FORM_OPTIONS, defaultValues: { password: '', confirmation: '' } });
  const save = useMutation({ mutationFn: ({ password }: NewPassword) => setNewPassword(token, password) });

  const onSubmit = handleSubmit(async (values) => {
    // A failure already raised the generic toast through the query client.
    const result = await save.mutateAsync(values).catch(() => null);
    if (result === null) return;
    if (result.kind === 'token') return setProblem(result.problem);
    if (result.kind === 'password') {
      setError('password', { type: 'server', message: PASSWORD_CODES[result.code] ?? 'validation.invalid' }, { shouldFocus: true });
      return;
    }
    toast({ variant: 'success', title: t('resetPassword.doneTitle'), description: t('resetPassword.doneText'), duration: TOAST_DURATION_MS });
    // Every session ended with the reset, so the user signs in with the new password.
    void navigate({ pathname: pathFor('login', locale), hash: `#${AUTH_DIALOG_FRAGMENTS.login[locale]}` });
  });

  const tokenProblem = problem ?? (check.data !== undefined && check.data !== 'valid' ? check.data : null);
  if (tokenProblem) return <InvalidLink locale={locale} problem={tokenProblem} />;
  if (check.isPending) {
    return (
      <section className="rk-auth-page" aria-busy="true">
        <p>{t('resetPassword.checking')}</p>
      </section>
    );
  }
  const password = watch('password') ?? '';
  return (
    <section className="rk-auth-page">
      <h1>{t('resetPassword.title')}</h1>
      <p>{t('resetPassword.intro')}</p>
      <form className="rk-auth__form" noValidate onSubmit={onSubmit}>
        <PasswordField
          label={t('resetPassword.password')}
          autoComplete="new-password"
          error={errors.password}
          {...register('password', { validate: validateWith(SIGN_UP_RULES.password) })}
        />
        <PasswordStrengthMeter password={password} />
        <PasswordField
          label={t('resetPassword.confirmation')}
          autoComplete="new-password"
          error={errors.confirmation}
          {...register('confirmation', {
            validate: (value, values) => (value === '' ? 'validation.required' : value === values.password ? true : 'resetPassword.mismatch'),
          })}
        />
        <Button type="submit" pending={save.isPending} className="rk-auth__submit">
          {t('resetPassword.submit')}
        </Button>
      </form>
    </section>
  );
}
