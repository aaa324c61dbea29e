import { Icon, toast, TOAST_DURATION_MS } from '@raketa/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Page-wide connection toasts (spec section 2): "You are offline" stays until
 * the connection returns; "Your connection is back" then replaces it for 2.5 s.
 */
export function NetworkToasts() {
  const { t } = useTranslation('shell');
  useEffect(() => {
    const offline = () => {
      toast({ title: t('network.offline'), icon: <Icon name="offline" size={20} />, duration: Infinity });
    };
    const online = () => {
      toast({ title: t('network.online'), variant: 'success', icon: <Icon name="online" size={20} />, duration: TOAST_DURATION_MS });
    };
    // A page opened without a connection (served from cache) says so at once.
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [t]);
  return null;
}
