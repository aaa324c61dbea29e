import { Button } from '@raketa/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorStatus } from '../api/two-factor-settings';
import { DisableForm } from './disable-form';
import { RegenerateForm } from './regenerate-form';

/** Two-factor is on: since when, recovery codes left, and the two changes (each asks for proof). */
export function EnabledPanel({
  status,
  onNewCodes,
  onDisabled,
}: {
  status: TwoFactorStatus;
  onNewCodes: (codes: string[]) => void;
  onDisabled: () => void;
}) {
  const { t, i18n } = useTranslation('auth');
  const [open, setOpen] = useState<'none' | 'regenerate' | 'disable'>('none');
  const date = status.enabledAt ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(status.enabledAt)) : '';
  const close = () => setOpen('none');
  return (
    <>
      <p>{t('twoFactorSettings.onText', { date })}</p>
      <p data-testid="recovery-codes-left">{t('twoFactorSettings.codesLeft', { left: status.recoveryCodesLeft })}</p>
      {open === 'regenerate' ? <RegenerateForm onDone={onNewCodes} onCancel={close} /> : null}
      {open === 'disable' ? <DisableForm onDone={onDisabled} onCancel={close} /> : null}
      {open === 'none' ? (
        <div className="rk-two-factor__buttons">
          <Button variant="secondary" onClick={() => setOpen('regenerate')}>
            {t('twoFactorSettings.regenerate')}
          </Button>
          <Button variant="danger" onClick={() => setOpen('disable')}>
            {t('twoFactorSettings.turnOff')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
