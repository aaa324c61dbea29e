import { Button, FORM_OPTIONS, showFieldErrors, toast, TOAST_DURATION_MS, type ApiFieldError } from '@raketa/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../api/profile';
import { PasswordField } from '../../../components/form/password-field';
import { PasswordStrengthMeter } from '../../../components/form/password-strength-meter';
import { useClearServerErrors } from '../hooks/use-clear-server-errors';
import { messageOfCode, PASSWORD_CHANGE_RULES, PROFILE_MESSAGES, validateProfileWith } from '../lib/profile-validation';
import { MESSAGES } from '../../../lib/validation';

interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

/**
 * Change password (api/AUTH.md): the current one (none for social-only accounts, which set their
 * first), the new one twice. Other devices are signed out; this one stays.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('auth');
  const form = useForm<PasswordChange>({ ...FORM_OPTIONS, defaultValues: { currentPassword: '', newPassword: '', confirmation: '' } });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = form;
  useClearServerErrors(form);
  const change = useMutation({ mutationFn: changePassword });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    const result = await change.mutateAsync({ currentPassword, newPassword }).catch(() => null);
    if (result === null) return;
    if (result.kind === 'invalid') {
      // Every other field's error is about the current password (the form has only these two).
      const fieldOf = ({ field }: ApiFieldError) => (field === 'newPassword' ? 'newPassword' : 'currentPassword');
      showFieldErrors(setError, result.errors, fieldOf, ({ code }) => messageOfCode(code));
      return;
    }
    if (result.kind === 'refused') {
      setError('currentPassword', { type: 'server', message: PROFILE_MESSAGES.tooManyAttempts }, { shouldFocus: true });
      return;
    }
    reset();
    toast({ variant: 'success', title: t('profile.password.changed'), description: t('profile.password.changedText'), duration: TOAST_DURATION_MS });
  });

  return (
    <form className="rk-profile__form" noValidate onSubmit={onSubmit} aria-labelledby="rk-profile-password">
      <h3 id="rk-profile-password">{t(hasPassword ? 'profile.password.title' : 'profile.password.setTitle')}</h3>
      {hasPassword ? (
        <PasswordField
          label={t('profile.password.current')}
          autoComplete="current-password"
          error={errors.currentPassword}
          {...register('currentPassword', { validate: validateProfileWith(PASSWORD_CHANGE_RULES.currentPassword) })}
        />
      ) : null}
      <PasswordField
        label={t('profile.password.new')}
        autoComplete="new-password"
        error={errors.newPassword}
        {...register('newPassword', { validate: validateProfileWith(PASSWORD_CHANGE_RULES.newPassword) })}
      />
      <PasswordStrengthMeter password={watch('newPassword') ?? ''} />
      <PasswordField
        label={t('profile.password.confirmation')}
        autoComplete="new-password"
        error={errors.confirmation}
        {...register('confirmation', {
          validate: (value, values) => (value === '' ? MESSAGES.required : value === values.newPassword ? true : PROFILE_MESSAGES.mismatch),
        })}
      />
      <Button type="submit" pending={change.isPending}>
        {t('profile.password.submit')}
      </Button>
    </form>
  );
}
