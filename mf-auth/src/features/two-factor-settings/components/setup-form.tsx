import { Button, Input } from '@raketa/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../components/form/field-error';
import { FORM_OPTIONS } from '../../../components/form/form-options';
import { TWO_FACTOR_CODE_LENGTH, TWO_FACTOR_RULES, validateWith } from '../../../lib/validation';
import { confirmSetup, type TwoFactorSetup } from '../api/two-factor-settings';
import { REFUSAL_MESSAGES } from './refusal';

/**
 * The server's QR code as an image (an SVG in <img> runs no script, unlike markup put into the
 * page), the key for typing in by hand, and the code that proves the app has it.
 */
export const qrImageSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The base32 key in groups of four, as authenticator apps show it. */
export const groupedKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export function SetupForm({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('auth');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ code: string }>({ ...FORM_OPTIONS, defaultValues: { code: '' } });
  const confirm = useMutation({ mutationFn: ({ code }: { code: string }) => confirmSetup(code.trim()) });

  const onSubmit = handleSubmit(async (values) => {
    const answer = await confirm.mutateAsync(values).catch(() => null);
    if (!answer) return;
    if (answer.ok) onEnabled(answer.value);
    else setError('code', { type: 'server', message: REFUSAL_MESSAGES[answer.refusal] }, { shouldFocus: true });
  });

  return (
    <form className="rk-two-factor__form" noValidate onSubmit={onSubmit}>
      <p>{t('twoFactorSettings.scan')}</p>
      <img className="rk-two-factor__qr" src={qrImageSource(setup.qrSvg)} alt={t('twoFactorSettings.qrAlt')} width={200} height={200} />
      <p>
        {t('twoFactorSettings.manualKey')} <code className="rk-two-factor__key" data-testid="two-factor-key">{groupedKey(setup.secret)}</code>
      </p>
      <p>{t('twoFactorSettings.enterCode')}</p>
      <Input
        label={t('fields.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={TWO_FACTOR_CODE_LENGTH}
        required
        error={fieldError(t, errors.code)}
        {...register('code', { validate: validateWith(TWO_FACTOR_RULES.code) })}
      />
      <div className="rk-auth__actions">
        <Button variant="secondary" onClick={onCancel} disabled={confirm.isPending}>
          {t('twoFactorSettings.cancel')}
        </Button>
        <Button type="submit" pending={confirm.isPending}>
          {t('twoFactorSettings.confirm')}
        </Button>
      </div>
    </form>
  );
}
