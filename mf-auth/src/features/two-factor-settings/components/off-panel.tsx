import { Button } from '@raketa/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { startSetup, type TwoFactorSetup } from '../api/two-factor-settings';

/** Two-factor is off: what it does, and the button that starts the setup. */
export function OffPanel({ onSetup }: { onSetup: (setup: TwoFactorSetup) => void }) {
  const { t } = useTranslation('auth');
  const start = useMutation({ mutationFn: startSetup, onSuccess: onSetup });
  return (
    <>
      <p>{t('twoFactorSettings.offText')}</p>
      <Button pending={start.isPending} onClick={() => start.mutate()}>
        {t('twoFactorSettings.turnOn')}
      </Button>
    </>
  );
}
