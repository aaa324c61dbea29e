import { Button, Input } from '@raketa/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../components/form/field-error';
import { FORM_OPTIONS } from '../../../components/form/form-options';
import { TWO_FACTOR_RULES, validateWith } from '../../../lib/validation';
import { regenerateRecoveryCodes } from '../api/two-factor-settings';
import { REFUSAL_MESSAGES } from './refusal';

/** New recovery codes, confirmed with a code from the app; the old ones stop working. */
export function RegenerateForm({ onDone, onCancel }: { onDone: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation('auth');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ code: string }>({ ...FORM_OPTIONS, defaultValues: { code: '' } });
  const regenerate = useMutation({ mutationFn: ({ code }: { code: string }) => regenerateRecoveryCodes(code.trim()) });

  const onSubmit = handleSubmit(async (values) => {
    const answer = await regenerate.mutateAsync(values).catch(() => null);
    if (!answer) return;
    if (answer.ok) onDone(answer.value);
    else setError('code', { type: 'server', message: REFUSAL_MESSAGES[answer.refusal] }, { shouldFocus: true });
  });

  return (
    <form className="rk-two-factor__form" noValidate onSubmit={onSubmit}>
      <p>{t('twoFactorSettings.regenerateText')}</p>
      <Input
        label={t('fields.code')}
        autoComplete="one-time-code"
        required
        error={fieldError(t, errors.code)}
        {...register('code', { validate: validateWith(TWO_FACTOR_RULES.code) })}
      />
      <div className="rk-auth__actions">
        <Button variant="secondary" onClick={onCancel} disabled={regenerate.isPending}>
          {t('twoFactorSettings.cancel')}
        </Button>
        <Button type="submit" pending={regenerate.isPending}>
          {t('twoFactorSettings.regenerateConfirm')}
        </Button>
      </div>
    </form>
  );
}
