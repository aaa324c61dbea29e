import { Button, Dialog, Input } from '@raketa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checkTwoFactorCode } from '../api/auth-calls';
import { signOut } from '../api/sign-out';
import { useAuthEnvironment } from '../hooks/auth-environment';
import { useAuthLocation } from '../hooks/use-auth-location';
import { pageWithoutAuthState, signInRedirectUrl } from '../lib/redirects';
import { TWO_FACTOR_CODE_LENGTH, TWO_FACTOR_RULES, validateWith } from '../../../lib/validation';
import { CloseButton } from './close-button';
import { fieldError } from '../../../components/form/field-error';
import { FORM_OPTIONS } from '../../../components/form/form-options';

/** The second sign-in step: a code; closing the dialog abandons the half-finished sign-in by signing out. */
export function TwoFactorDialog() {
  const { t } = useTranslation('auth');
  const { locale } = useAuthEnvironment();
  const { location, navigate } = useAuthLocation();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ code: string }>({ ...FORM_OPTIONS, defaultValues: { code: '' } });
  const check = useMutation({ mutationFn: ({ code }: { code: string }) => checkTwoFactorCode(code) });

  const onSubmit = handleSubmit(async (values) => {
    const result = await check.mutateAsync(values).catch(() => null);
    if (result === 'incorrect_code') {
      setError('code', { type: 'server', message: 'errors.incorrectCode' }, { shouldFocus: true });
    } else if (result === 'ok') {
      setLeaving(true);
      await queryClient.invalidateQueries();
      void navigate(signInRedirectUrl(location, window.location.origin), { replace: true });
    }
  });
  const close = () => {
    if (leaving) return;
    setLeaving(true);
    void signOut(locale, pageWithoutAuthState(location)).then((left) => setLeaving(left));
  };

  return (
    <Dialog open onClose={close} title={t('twoFactor.title')}>
      <CloseButton onClose={close} />
      <p>{t('twoFactor.text')}</p>
      <form className="rk-auth__form" noValidate onSubmit={onSubmit}>
        <Input
          label={t('fields.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={TWO_FACTOR_CODE_LENGTH}
          required
          error={fieldError(t, errors.code)}
          {...register('code', { validate: validateWith(TWO_FACTOR_RULES.code) })}
        />
        <Button type="submit" pending={check.isPending || leaving} className="rk-auth__submit">
          {t('twoFactor.continue')}
        </Button>
      </form>
    </Dialog>
  );
}
