import { toastsAtom, type Toast } from '@raketa/shared';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation('shell');
  const close = () => toast.onOpenChange?.(false);
  useEffect(() => {
    if (!toast.open || toast.duration === undefined) return;
    const timer = setTimeout(() => toast.onOpenChange?.(false), toast.duration);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <div
      className={`rk-toast rk-toast--${toast.variant}`}
      role={toast.variant === 'destructive' ? 'alert' : 'status'}
      data-testid="toast"
      data-variant={toast.variant}
    >
      {toast.icon}
      <div className="rk-toast__body">
        {toast.title ? <p className="rk-toast__title">{toast.title}</p> : null}
        {toast.description ? <p className="rk-toast__description">{toast.description}</p> : null}
      </div>
      {toast.action}
      <button type="button" className="rk-toast__close" aria-label={t('toast.close')} onClick={close}>
        ×
      </button>
    </div>
  );
}

/** The one toast area of the page; remotes raise toasts with `toast()` from @raketa/shared. */
export function Toaster() {
  const { t } = useTranslation('shell');
  const toasts = useAtomValue(toastsAtom);
  return (
    <section className="rk-toaster" aria-label={t('toast.region')}>
      {toasts
        .filter((item) => item.open)
        .map((item) => (
          <ToastItem key={item.id} toast={item} />
        ))}
    </section>
  );
}
