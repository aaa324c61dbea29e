/**
 * Toasts (spec sections 3, 4, 9): any remote raises one through `toast()`; the
 * shell renders `toastsAtom`. Lifecycle: added open, updated by id, dismissed
 * (open false, removed after TOAST_REMOVE_DELAY_MS), removed. One toast at a time.
 */
import { atom, getDefaultStore } from 'jotai';
import type { ReactNode } from 'react';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface Toast {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  variant: ToastVariant;
  open: boolean;
  /**
   * Auto-dismiss after this many ms (the renderer applies it); `Infinity` keeps
   * the toast until it is dismissed. Unset: see `toastDuration`.
   */
  duration?: number;
  onOpenChange?: (open: boolean) => void;
}

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 30_000_000;
/** Errors and success messages stay 2.5 s (spec section 9). */
export const TOAST_DURATION_MS = 2500;

/**
 * How long a toast stays: the caller's duration, else 2.5 s for errors and
 * success messages, else undefined (the toast library's default, 5000 ms).
 */
export function toastDuration(toast: Pick<Toast, 'variant' | 'duration'>): number | undefined {
  if (toast.duration !== undefined) return toast.duration;
  return toast.variant === 'destructive' || toast.variant === 'success' ? TOAST_DURATION_MS : undefined;
}

export type ToastAction =
  | { type: 'add'; toast: Toast }
  | { type: 'update'; toast: Partial<Toast> & Pick<Toast, 'id'> }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

export function toastReducer(state: readonly Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'update':
      return state.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t));
    case 'dismiss':
      return state.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t));
    case 'remove':
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}

export const toastsAtom = atom<Toast[]>([]);

const store = getDefaultStore();
const dispatch = (action: ToastAction) => store.set(toastsAtom, (state) => toastReducer(state, action));
const removals = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string) {
  if (removals.has(id)) return;
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id);
      dispatch({ type: 'remove', id });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string): void {
  const ids = id === undefined ? store.get(toastsAtom).map((t) => t.id) : [id];
  ids.forEach(scheduleRemoval);
  dispatch({ type: 'dismiss', id });
}

let counter = 0;

export type ToastInput = Omit<Toast, 'id' | 'open' | 'variant'> & { variant?: ToastVariant };

/** Shows a toast (replacing the current one); returns handles to update or dismiss it. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({
    type: 'add',
    toast: {
      ...input,
      variant: input.variant ?? 'default',
      id,
      open: true,
      onOpenChange: (open) => {
        input.onOpenChange?.(open);
        if (!open) dismissToast(id);
      },
    },
  });
  return {
    id,
    update: (next: Partial<ToastInput>) => dispatch({ type: 'update', toast: { ...next, id } }),
    dismiss: () => dismissToast(id),
  };
}
