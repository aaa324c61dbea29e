import { Icon, toastDuration, toastsAtom, type Toast } from '@raketa/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type ComponentType, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_VARIANT_ICONS } from './toast-icons';

type ToasterComponent = ComponentType;

let loading: Promise<ToasterComponent> | null = null;

/** Loads the toast library's toaster once; a failed load (no connection) is forgotten, so the next call tries again. */
export function loadToaster(): Promise<ToasterComponent> {
  loading ??= import(/* webpackChunkName: "toaster" */ './toaster').then(
    (module) => module.Toaster,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** What makes the page need its toaster: the visitor's first touch, click or key (a toast usually follows one). */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart'] as const;

/** The region's list, which F8 focuses (the toast library's or its stand-in). */
const viewportElement = () => document.querySelector<HTMLElement>('[data-testid="toast-viewport"]');

/** The region's label as the toast library writes it (its hotkey, F8, in place of `{hotkey}`). */
const HOTKEY = 'F8';

/**
 * The page's one toast region (spec sections 2 and 9). The toast library (Radix, ~10 kB brotli)
 * is not part of the first view (issue 26): until a toast is raised or the visitor first touches,
 * clicks or presses a key, the region is the markup Radix's empty viewport renders, so the server's
 * page is unchanged and there is always exactly one region; Radix's toaster replaces it as soon as
 * its code is in (F8 pressed meanwhile focuses the region, and it stays focused across the swap).
 * If the code cannot load (toasts raised with the connection gone, such as "You are offline"), the
 * region shows them itself (PlainToast: close, Escape, duration, swipe) and loads the code again
 * when the connection is back.
 */
export function ToastRegion({ load = loadToaster }: { load?: () => Promise<ToasterComponent> }) {
  const toasts = useAtomValue(toastsAtom);
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  const [wanted, setWanted] = useState(false);
  const [failed, setFailed] = useState(false);
  const focused = useRef(false);

  useEffect(() => {
    if (Toaster) return;
    const want = () => setWanted(true);
    const onKey = (event: KeyboardEvent) => {
      if (event.code === HOTKEY || event.key === HOTKEY) viewportElement()?.focus();
      want();
    };
    for (const type of FIRST_INTERACTION) {
      if (type !== 'keydown') window.addEventListener(type, want, { capture: true, passive: true, once: true });
    }
    window.addEventListener('keydown', onKey, { capture: true });
    return () => {
      for (const type of FIRST_INTERACTION) if (type !== 'keydown') window.removeEventListener(type, want, { capture: true });
      window.removeEventListener('keydown', onKey, { capture: true });
    };
  }, [Toaster]);

  const needed = wanted || toasts.length > 0;
  useEffect(() => {
    if (!needed || Toaster) return;
    let live = true;
    const attempt = () =>
      load().then(
        (component) => {
          if (!live) return;
          // The region is about to be replaced: keep the focus in it if it is there.
          focused.current = document.activeElement !== null && document.activeElement === viewportElement();
          setToaster(() => component);
        },
        () => {
          if (!live) return;
          setFailed(true);
          window.addEventListener('online', attempt, { once: true });
        },
      );
    void attempt();
    return () => {
      live = false;
      window.removeEventListener('online', attempt);
    };
  }, [needed, Toaster, load]);

  useEffect(() => {
    if (!Toaster || !focused.current) return;
    focused.current = false;
    viewportElement()?.focus();
  }, [Toaster]);

  if (Toaster) return <Toaster />;
  return <EmptyViewport toasts={failed ? toasts : []} />;
}

/**
 * Radix's viewport as it renders without toasts (the same element, attributes and order), and,
 * only while its code cannot load, the open toasts in the toaster's own classes.
 */
function EmptyViewport({ toasts }: { toasts: readonly Toast[] }) {
  const { t } = useTranslation('shell');
  const shown = toasts.filter((toast) => toast.open);
  return (
    <div
      role="region"
      aria-label={t('toast.region').replace('{hotkey}', HOTKEY)}
      tabIndex={-1}
      style={shown.length ? undefined : { pointerEvents: 'none' }}
    >
      <ol tabIndex={-1} className="rk-toaster" data-testid="toast-viewport">
        {shown.map((toast) => (
          <PlainToast key={toast.id} toast={toast} />
        ))}
      </ol>
    </div>
  );
}

/** A swipe right past this many pixels dismisses a toast (the toast library's default). */
const SWIPE_THRESHOLD_PX = 50;

/**
 * A toast in the toaster's markup and classes, for the time the toast library cannot load: it closes
 * on its button, on Escape, after its duration, and when swiped right past 50 px, as the library's do.
 */
function PlainToast({ toast }: { toast: Toast }) {
  const { t } = useTranslation('shell');
  const duration = toastDuration(toast) ?? DEFAULT_DURATION_MS;
  const { onOpenChange } = toast;
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const [offset, setOffset] = useState<{ phase: 'move' | 'cancel' | 'end'; x: number } | null>(null);
  useEffect(() => {
    if (!Number.isFinite(duration)) return;
    const timer = setTimeout(() => onOpenChange?.(false), duration);
    return () => clearTimeout(timer);
  }, [duration, onOpenChange]);
  const close = () => onOpenChange?.(false);
  return (
    <li
      role={toast.variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      tabIndex={0}
      className={`rk-toast rk-toast--${toast.variant}`}
      data-testid="toast"
      data-variant={toast.variant}
      data-state="open"
      data-swipe={offset?.phase}
      style={
        offset
          ? ({ '--radix-toast-swipe-move-x': `${offset.x}px`, '--radix-toast-swipe-end-x': `${offset.x}px`, userSelect: 'none' } as CSSProperties)
          : undefined
      }
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        swipe.current = { x: event.clientX, y: event.clientY };
      }}
      onPointerMove={(event) => {
        if (!swipe.current) return;
        const x = Math.max(0, event.clientX - swipe.current.x);
        if (x > 0) {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          setOffset({ phase: 'move', x });
        }
      }}
      onPointerUp={(event) => {
        const start = swipe.current;
        swipe.current = null;
        if (!start || !offset) return;
        const x = Math.max(0, event.clientX - start.x);
        if (x > SWIPE_THRESHOLD_PX) {
          setOffset({ phase: 'end', x });
          close();
        } else {
          setOffset({ phase: 'cancel', x: 0 });
        }
      }}
    >
      <span className="rk-toast__icon">{toast.icon ?? <Icon name={TOAST_VARIANT_ICONS[toast.variant]} size={20} />}</span>
      <div className="rk-toast__body">
        {toast.title ? <div className="rk-toast__title">{toast.title}</div> : null}
        {toast.description ? <div className="rk-toast__description">{toast.description}</div> : null}
      </div>
      {toast.action}
      <button type="button" className="rk-toast__close" aria-label={t('toast.close')} onClick={close}>
        <Icon name="close" size={18} />
      </button>
    </li>
  );
}

/** The toast library's default duration, which the toaster uses when a toast names none. */
const DEFAULT_DURATION_MS = 5000;
