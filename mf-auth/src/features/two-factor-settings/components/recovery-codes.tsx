import { Button } from '@raketa/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const RECOVERY_CODES_FILE = 'raketa-recovery-codes.txt';

/** The recovery codes, shown this once: to copy or download before going on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const [copied, setCopied] = useState(false);
  const text = `${t('twoFactorSettings.fileHeading')}\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      // No clipboard (an old or locked-down browser): the codes stay on screen to copy by hand.
    }
  };
  return (
    <div className="rk-two-factor__codes">
      <h3>{t('twoFactorSettings.codesTitle')}</h3>
      <p>{t('twoFactorSettings.codesText')}</p>
      <ul className="rk-two-factor__code-list" aria-label={t('twoFactorSettings.codesTitle')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="rk-two-factor__buttons">
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? t('twoFactorSettings.copied') : t('twoFactorSettings.copy')}
        </Button>
        <a
          className="rk-button rk-button--secondary"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download={RECOVERY_CODES_FILE}
        >
          {t('twoFactorSettings.download')}
        </a>
        <Button onClick={onDone}>{t('twoFactorSettings.done')}</Button>
      </div>
    </div>
  );
}
