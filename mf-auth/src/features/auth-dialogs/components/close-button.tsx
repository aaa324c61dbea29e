import { Icon } from '@raketa/shared';
import { useTranslation } from 'react-i18next';

export function CloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <button type="button" className="rk-auth__close" aria-label={t('dialog.close')} onClick={onClose}>
      <Icon name="close" />
    </button>
  );
}
