import { Button, FORM_OPTIONS } from '@raketa/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CODE_FIELD_RULES, CodeField } from '../../../components/form/code-field';
import { PasswordField } from '../../../components/form/password-field';
import { required, validateWith } from '../../../lib/validation';
import { disable } from '../api/two-factor-settings';
import { REFUSAL_MESSAGES } from './refusal';

/** Turning two-factor off, proved with the password, or a code (accounts without a password). */
export function DisableForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('auth');
  const [proof, setProof] = useState<'password' | 'code'>('password');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ password: string; code: string }>({ ...FORM_OPTIONS, defaultValues: { password: '', code: '' }, shouldUnregister: true });
  const turnOff = useMutation({
    mutationFn: (values: { password: string; code: string }) =>
      disable(proof === 'password' ? { password: values.password } : { code: values.code.trim() }),
  });

  const onSubmit = handleSubmit(async (values) => {
    const answer = await turnOff.mutateAsync(values).catch(() => null);
    if (!answer) return;
    if (answer.ok) onDone();
    else setError(proof, { type: 'server', message: REFUSAL_MESSAGES[answer.refusal] }, { shouldFocus: true });
  });

  return (
    <form className="rk-two-factor__form" noValidate onSubmit={onSubmit}>
      <p>{t(proof === 'password' ? 'twoFactorSettings.turnOffWithPassword' : 'twoFactorSettings.turnOffWithCode')}</p>
      {proof === 'password' ? (
        <PasswordField autoComplete="current-password" error={errors.password} {...register('password', { validate: validateWith([required()]) })} />
      ) : (
        <CodeField error={errors.code} {...register('code', CODE_FIELD_RULES)} />
      )}
      <p className="rk-two-factor__aside">
        <button type="button" className="rk-two-factor__link" onClick={() => setProof(proof === 'password' ? 'code' : 'password')}>
          {t(proof === 'password' ? 'twoFactorSettings.useCode' : 'twoFactorSettings.usePassword')}
        </button>
      </p>
      <div className="rk-auth__actions">
        <Button variant="secondary" onClick={onCancel} disabled={turnOff.isPending}>
          {t('twoFactorSettings.cancel')}
        </Button>
        <Button type="submit" variant="danger" pending={turnOff.isPending}>
          {t('twoFactorSettings.turnOffConfirm')}
        </Button>
      </div>
    </form>
  );
}
