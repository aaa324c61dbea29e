import { Button, FORM_OPTIONS, toast, TOAST_DURATION_MS } from '@raketa/shared';
import { Dialog } from '@raketa/shared/widgets';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '../api/auth-calls';
import { useAuthEnvironment } from '../hooks/auth-environment';
import { useAuthLocation } from '../hooks/use-auth-location';
import { FORGOTTEN_PASSWORD_RULES, validateWith } from '../../../lib/validation';
import { CloseButton } from './close-button';
import { EmailField } from '../../../components/form/email-field';

/** "New password": one e-mail field; the API mails a reset link and the success toast says so. */
export function ForgottenPasswordDialog() {
  const { t } = useTranslation('auth');
  const { locale } = useAuthEnvironment();
  const { close, open } = useAuthLocation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({ ...FORM_OPTIONS, defaultValues: { email: '' } });
  const reset = useMutation({
    mutationFn: ({ email }: { email: string }) => requestPasswordReset(email, locale),
    onSuccess: () =>
      toast({
        variant: 'success',
        title: t('forgottenPassword.sentTitle'),
        description: t('forgottenPassword.sentText'),
        duration: TOAST_DURATION_MS,
      }),
  });
  const onSubmit = handleSubmit(async (values) => {
    // A failure already raised the generic toast through the query client.
    await reset.mutateAsync(values).catch(() => undefined);
  });
  return (
    <Dialog open onClose={close} title={t('forgottenPassword.title')}>
      <CloseButton onClose={close} />
      <form className="rk-auth__form" noValidate onSubmit={onSubmit}>
        <EmailField autoComplete="email" error={errors.email} {...register('email', { validate: validateWith(FORGOTTEN_PASSWORD_RULES.email) })} />
        <Button type="submit" pending={reset.isPending} className="rk-auth__submit">
          {t('forgottenPassword.send')}
        </Button>
      </form>
      <p className="rk-auth__aside">
        <Button variant="secondary" onClick={() => open('login')}>
          {t('forgottenPassword.backToLogin')}
        </Button>
      </p>
    </Dialog>
  );
}
