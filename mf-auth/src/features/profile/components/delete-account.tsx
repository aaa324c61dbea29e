import { Button, FORM_OPTIONS, Input, pathFor, toast, TOAST_DURATION_MS, useNavigate, type LocaleCode } from '@raketa/shared';
import { Dialog } from '@raketa/shared/widgets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { deleteAccount, PROFILE_QUERY_KEY, type Profile } from '../api/profile';
import { fieldError } from '../../../components/form/field-error';
import { useClearServerErrors } from '../hooks/use-clear-server-errors';
import { messageOfCode, PROFILE_MESSAGES } from '../lib/profile-validation';
import { MESSAGES } from '../../../lib/validation';

interface Confirmation {
  secret: string;
}

/** Account deletion behind a confirmation dialog: the password, or the e-mail for social-only accounts. */
export function DeleteAccount({ profile, locale }: { profile: Profile; locale: LocaleCode }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const form = useForm<Confirmation>({ ...FORM_OPTIONS, defaultValues: { secret: '' } });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = form;
  useClearServerErrors(form);
  const remove = useMutation({ mutationFn: deleteAccount });

  const close = () => {
    setOpen(false);
    reset();
  };

  const onSubmit = handleSubmit(async ({ secret }) => {
    const result = await remove.mutateAsync(profile.hasPassword ? { password: secret } : { confirmation: secret }).catch(() => null);
    if (result === null) return;
    if (result.kind === 'invalid') {
      setError('secret', { type: 'server', message: messageOfCode(result.errors[0]?.code ?? '') }, { shouldFocus: true });
      return;
    }
    if (result.kind === 'refused') {
      setError('secret', { type: 'server', message: PROFILE_MESSAGES.tooManyAttempts }, { shouldFocus: true });
      return;
    }
    setOpen(false);
    toast({ variant: 'success', title: t('profile.delete.done'), duration: TOAST_DURATION_MS });
    // Away from the page first, then the cached profile goes and the session query learns it ended
    // (before, the page would refetch its profile into a 401 while it is still shown).
    await navigate(pathFor('home', locale));
    queryClient.removeQueries({ queryKey: PROFILE_QUERY_KEY });
    await queryClient.invalidateQueries();
  });

  return (
    <>
      <p>{t('profile.delete.text')}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('profile.delete.open')}
      </Button>
      <Dialog open={open} onClose={close} title={t('profile.delete.title')}>
        <form className="rk-auth__form" noValidate onSubmit={onSubmit}>
          <p>{t('profile.delete.warning')}</p>
          <Input
            label={profile.hasPassword ? t('profile.delete.password') : t('profile.delete.typeEmail', { email: profile.email })}
            type={profile.hasPassword ? 'password' : 'text'}
            autoComplete={profile.hasPassword ? 'current-password' : 'off'}
            required
            error={fieldError(t, errors.secret)}
            {...register('secret', {
              validate: (value) => {
                if (value.trim() === '') return MESSAGES.required;
                if (!profile.hasPassword && value.trim().toLowerCase() !== profile.email.toLowerCase()) return PROFILE_MESSAGES.confirmation;
                return true;
              },
            })}
          />
          <div className="rk-auth__actions">
            <Button variant="secondary" onClick={close}>
              {t('profile.delete.cancel')}
            </Button>
            <Button type="submit" variant="danger" pending={remove.isPending}>
              {t('profile.delete.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
