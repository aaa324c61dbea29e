import { Button, FieldErrorMessage, FieldMark, FORM_OPTIONS, Input, matchRoute, pathFor } from '@raketa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { isUsernameUnique, register as registerAccount, type Registration } from '../api/auth-calls';
import { useAuthEnvironment } from '../hooks/auth-environment';
import { useAuthLocation } from '../hooks/use-auth-location';
import { onboardingUrl, signUpRedirectUrl } from '../lib/redirects';
import { REGISTRATION_TYPES, SIGN_UP_RULES, validateWith } from '../../../lib/validation';
import { fieldError } from '../../../components/form/field-error';
import { EmailField } from '../../../components/form/email-field';
import { PasswordField } from '../../../components/form/password-field';
import { PasswordStrengthMeter } from '../../../components/form/password-strength-meter';
import { SocialButtons } from './social-buttons';

/** Pages whose sign-up is a company's: the employer start and a colleague's invitation to a team. */
const COMPANY_SIGN_UP_ROUTES = new Set(['employerStart', 'companyInvitation']);

/** The employer page with the sign-up redirect URL as its `back`, so the company returns where it came from. */
export function employerTarget(employerUrl: string, back: string, origin: string): string {
  const url = new URL(employerUrl, origin);
  url.searchParams.set('back', new URL(back, origin).toString());
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

/** Sign-up (spec section 4): uniqueness check, registration, then onboarding or the employer page. */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const { locale, employerStartupAddUrl, assign } = useAuthEnvironment();
  const { location, navigate } = useAuthLocation();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  // The sign-up limit is the network's, not the e-mail's: the form says it, no field is wrong.
  const [limited, setLimited] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    watch,
    formState: { errors },
  } = useForm<Registration>({
    ...FORM_OPTIONS,
    // Spec sections 3 and 4: a candidate unless chosen otherwise (opened on the employer start page
    // or a company's invitation, the dialog offers the company account); terms consent defaults to true.
    defaultValues: {
      type: COMPANY_SIGN_UP_ROUTES.has(matchRoute(location.pathname, locale)?.id ?? '') ? 'company' : 'candidate',
      name: '',
      username: '',
      password: '',
      vop: true,
    },
  });
  const signUp = useMutation({
    mutationFn: async (registration: Registration) => {
      const unique = await isUsernameUnique(registration.username);
      if (unique === 'too_many_attempts') return unique;
      if (!unique) return 'username_exists' as const;
      return registerAccount(registration, locale);
    },
  });

  const onSubmit = handleSubmit(async (registration) => {
    setLimited(false);
    const result = await signUp.mutateAsync(registration).catch(() => null);
    if (result === 'username_exists') {
      setError('username', { type: 'server', message: 'errors.usernameExists' }, { shouldFocus: true });
      return;
    }
    if (result === 'too_many_attempts') {
      setLimited(true);
      return;
    }
    if (result !== 'ok') return;
    setLeaving(true);
    if (registration.type === 'candidate') {
      // The session changed: nothing cached for the visitor may show on onboarding.
      await queryClient.invalidateQueries();
      void navigate(onboardingUrl(location));
      return;
    }
    const origin = window.location.origin;
    assign(employerTarget(employerStartupAddUrl, signUpRedirectUrl(location, origin), origin));
  });

  // Checkbox and radios re-validate as soon as they change (the form itself waits for blur).
  const revalidateOnChange = (name: 'type' | 'vop') => ({ onChange: () => void trigger(name) });

  return (
    <>
      <form className="rk-auth__form" noValidate onSubmit={onSubmit} aria-describedby={limited ? 'rk-auth-register-notice' : undefined}>
        <fieldset className="rk-auth__types">
          <legend className="rk-field__label">
            {t('fields.type')}
            <FieldMark required />
          </legend>
          {REGISTRATION_TYPES.map((type) => (
            <label key={type} className="rk-auth__choice">
              <input type="radio" value={type} {...register('type', { validate: validateWith(SIGN_UP_RULES.type), ...revalidateOnChange('type') })} />
              {t(type === 'candidate' ? 'fields.typeCandidate' : 'fields.typeCompany')}
            </label>
          ))}
          <FieldErrorMessage error={fieldError(t, errors.type)} />
        </fieldset>
        <Input
          label={t('fields.name')}
          autoComplete="name"
          required
          error={fieldError(t, errors.name)}
          {...register('name', { validate: validateWith(SIGN_UP_RULES.name) })}
        />
        <EmailField autoComplete="username" error={errors.username} {...register('username', { validate: validateWith(SIGN_UP_RULES.username) })} />
        <PasswordField
          autoComplete="new-password"
          error={errors.password}
          {...register('password', { validate: validateWith(SIGN_UP_RULES.password) })}
        />
        <PasswordStrengthMeter password={watch('password') ?? ''} />
        <div className="rk-field">
          <label className="rk-auth__choice">
            <input
              type="checkbox"
              aria-invalid={errors.vop ? true : undefined}
              aria-describedby={errors.vop ? 'rk-auth-vop-error' : undefined}
              {...register('vop', { validate: validateWith(SIGN_UP_RULES.vop), ...revalidateOnChange('vop') })}
            />
            <span>
              <Trans
                t={t}
                i18nKey="fields.vop"
                components={[<a key="vop" href={pathFor('termsAndConditions', locale)} target="_blank" rel="noreferrer" />]}
              />
              <FieldMark required />
            </span>
          </label>
          <FieldErrorMessage id="rk-auth-vop-error" error={fieldError(t, errors.vop)} />
        </div>
        {limited ? (
          <p id="rk-auth-register-notice" className="rk-field__error" role="alert">
            {t('signUpLimit.tooManyAttempts')}
          </p>
        ) : null}
        <Button type="submit" pending={signUp.isPending || leaving} className="rk-auth__submit">
          {t('loginRegister.register')}
        </Button>
      </form>
      <p className="rk-auth__or">{t('loginRegister.or')}</p>
      <SocialButtons back={signUpRedirectUrl(location, window.location.origin)} />
    </>
  );
}
