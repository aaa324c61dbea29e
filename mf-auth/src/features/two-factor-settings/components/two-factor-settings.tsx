import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TWO_FACTOR_STATUS_KEY, useTwoFactorStatus, type TwoFactorSetup } from '../api/two-factor-settings';
import { EnabledPanel } from './enabled-panel';
import { OffPanel } from './off-panel';
import { RecoveryCodes } from './recovery-codes';
import { SetupForm } from './setup-form';
import './two-factor-settings.css';

type Step = { kind: 'status' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] };

/**
 * Two-factor sign-in in the profile's security section: off → a QR code and a confirming code →
 * the recovery codes, shown once; on → codes left, new codes, turning off (api/AUTH.md).
 */
export function TwoFactorSettings() {
  const { t } = useTranslation('auth');
  const status = useTwoFactorStatus();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const backToStatus = () => {
    setStep({ kind: 'status' });
    void queryClient.invalidateQueries({ queryKey: TWO_FACTOR_STATUS_KEY });
  };
  const showCodes = (codes: string[]) => {
    setStep({ kind: 'codes', codes });
    void queryClient.invalidateQueries({ queryKey: TWO_FACTOR_STATUS_KEY });
  };

  let content;
  if (step.kind === 'setup') {
    content = <SetupForm setup={step.setup} onEnabled={showCodes} onCancel={backToStatus} />;
  } else if (step.kind === 'codes') {
    content = <RecoveryCodes codes={step.codes} onDone={backToStatus} />;
  } else if (!status.data) {
    // The query client toasts a failure; until the status is known there is nothing to offer.
    content = <p className="rk-two-factor__muted">{t('twoFactorSettings.loading')}</p>;
  } else if (status.data.enabled) {
    content = <EnabledPanel status={status.data} onNewCodes={showCodes} onDisabled={backToStatus} />;
  } else {
    content = <OffPanel onSetup={(setup) => setStep({ kind: 'setup', setup })} />;
  }

  return (
    <section className="rk-two-factor" aria-labelledby="rk-two-factor-title">
      <h2 id="rk-two-factor-title" className="rk-two-factor__title">
        {t('twoFactorSettings.title')}
      </h2>
      {content}
    </section>
  );
}
