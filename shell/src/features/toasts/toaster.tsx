import * as RadixToast from '@radix-ui/react-toast';
import { Icon, toastDuration, toastsAtom, type Toast } from '@raketa/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { TOAST_VARIANT_ICONS } from './toast-icons';

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation('shell');
  return (
    <RadixToast.Root
      open={toast.open}
      onOpenChange={toast.onOpenChange}
      duration={toastDuration(toast)}
      // Errors interrupt screen readers; everything else waits its turn.
      type={toast.variant === 'destructive' ? 'foreground' : 'background'}
      className={`rk-toast rk-toast--${toast.variant}`}
      data-testid="toast"
      data-variant={toast.variant}
    >
      <span className="rk-toast__icon">{toast.icon ?? <Icon name={TOAST_VARIANT_ICONS[toast.variant]} size={20} />}</span>
      <div className="rk-toast__body">
        {toast.title ? <RadixToast.Title className="rk-toast__title">{toast.title}</RadixToast.Title> : null}
        {toast.description ? <RadixToast.Description className="rk-toast__description">{toast.description}</RadixToast.Description> : null}
      </div>
      {toast.action}
      <RadixToast.Close className="rk-toast__close" aria-label={t('toast.close')}>
        <Icon name="close" size={18} />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

/**
 * The one toast area of the page once its code is in (ToastRegion loads it); remotes raise toasts with `toast()` from
 * @raketa/shared. Radix's defaults are the spec's library defaults: 5000 ms,
 * swipe right past 50 px to dismiss, F8 focuses the region.
 */
export function Toaster() {
  const { t } = useTranslation('shell');
  const toasts = useAtomValue(toastsAtom);
  return (
    <RadixToast.Provider label={t('toast.item')}>
      {/* Dismissed toasts stay in the store (closed) until their removal delay; Radix unmounts them after the exit animation. */}
      {toasts.map((item) => (
        <ToastItem key={item.id} toast={item} />
      ))}
      <RadixToast.Viewport className="rk-toaster" label={t('toast.region')} data-testid="toast-viewport" />
    </RadixToast.Provider>
  );
}
