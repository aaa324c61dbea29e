import { useState, useSyncExternalStore } from 'react';

/**
 * Issue 22: a field validated on blur shows or drops its error at the press on "Send" (the press
 * moves the focus), so the button moved under the pointer between its down and its up and the
 * click was lost. While a press is under way, messages keep the place they had; they change once
 * the press ends in its click (or is given up), so the layout never moves under a pressing pointer.
 */
let pressed = false;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (releaseTimer !== undefined) clearTimeout(releaseTimer);
  releaseTimer = undefined;
  if (pressed === value) return;
  pressed = value;
  for (const listener of listeners) listener();
}

/** A touch's click follows its pointerup after a while (the compatibility mouse events); a press given up clicks nothing. */
export const PRESS_RELEASE_FALLBACK_MS = 600;

function release(delay: number) {
  if (releaseTimer !== undefined) clearTimeout(releaseTimer);
  // After the click's own handlers (a submit starts there), never inside them.
  releaseTimer = setTimeout(() => set(false), delay);
}

const onDown = (event: PointerEvent) => {
  // The main button of the first pointer (a second finger or a right click presses nothing).
  if (event.button === 0 && event.isPrimary !== false) set(true);
};
const onUp = () => {
  if (pressed) release(PRESS_RELEASE_FALLBACK_MS);
};
const onClick = () => {
  if (pressed) release(0);
};
const onCancel = () => {
  if (pressed) release(0);
};

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('pointerup', onUp, true);
    document.addEventListener('click', onClick, true);
    document.addEventListener('pointercancel', onCancel, true);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    document.removeEventListener('pointerdown', onDown, true);
    document.removeEventListener('pointerup', onUp, true);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('pointercancel', onCancel, true);
    set(false);
  };
}

const isPressed = () => pressed;
const notPressed = () => false;

/** `value`, except that while a pointer is pressed it stays what it was when the press began. */
export function useSteadyWhilePressed<T>(value: T): T {
  const held = useSyncExternalStore(subscribe, isPressed, notPressed);
  const [shown, setShown] = useState(value);
  // Storing what was shown last: adjusted during render (React's pattern for derived state).
  if (!held && !Object.is(shown, value)) setShown(value);
  return held ? shown : value;
}
