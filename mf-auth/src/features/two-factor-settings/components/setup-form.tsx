import { Button } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { CODE_FIELD_RULES, CodeField } from '../../../components/form/code-field';
import { useCodeForm } from '../../../components/form/use-code-form';
import { TWO_FACTOR_CODE_LENGTH } from '../../../lib/validation';
import { confirmSetup, type TwoFactorSetup } from '../api/two-factor-settings';
import { settleAnswer } from './refusal';

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
  const { register, error, onSubmit, pending } = useCodeForm(confirmSetup, settleAnswer(onEnabled));

  return (
    <form className="rk-two-factor__form" noValidate onSubmit={onSubmit}>
      <p>{t('twoFactorSettings.scan')}</p>
      <img className="rk-two-factor__qr" src={qrImageSource(setup.qrSvg)} alt={t('twoFactorSettings.qrAlt')} width={200} height={200} />
      <p>
        {t('twoFactorSettings.manualKey')}{' '}
        <code className="rk-two-factor__key" data-testid="two-factor-key">
          {groupedKey(setup.secret)}
        </code>
      </p>
      <p>{t('twoFactorSettings.enterCode')}</p>
      <CodeField inputMode="numeric" maxLength={TWO_FACTOR_CODE_LENGTH} error={error} {...register('code', CODE_FIELD_RULES)} />
      <div className="rk-auth__actions">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t('twoFactorSettings.cancel')}
        </Button>
        <Button type="submit" pending={pending}>
          {t('twoFactorSettings.confirm')}
        </Button>
      </div>
    </form>
  );
}
