import { Button } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { CODE_FIELD_RULES, CodeField } from '../../../components/form/code-field';
import { useCodeForm } from '../../../components/form/use-code-form';
import { regenerateRecoveryCodes } from '../api/two-factor-settings';
import { settleAnswer } from './refusal';

/** New recovery codes, confirmed with a code from the app; the old ones stop working. */
export function RegenerateForm({ onDone, onCancel }: { onDone: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation('auth');
  const { register, error, onSubmit, pending } = useCodeForm(regenerateRecoveryCodes, settleAnswer(onDone));

  return (
    <form className="rk-two-factor__form" noValidate onSubmit={onSubmit}>
      <p>{t('twoFactorSettings.regenerateText')}</p>
      <CodeField error={error} {...register('code', CODE_FIELD_RULES)} />
      <div className="rk-auth__actions">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t('twoFactorSettings.cancel')}
        </Button>
        <Button type="submit" pending={pending}>
          {t('twoFactorSettings.regenerateConfirm')}
        </Button>
      </div>
    </form>
  );
}
