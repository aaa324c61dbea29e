import { BREAKPOINTS } from '@raketa/shared';
import { useSyncExternalStore } from 'react';

const QUERY = `(min-width: ${BREAKPOINTS.sm}px)`;

const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True from the sm breakpoint up (the sign-out dialog says Close there instead of Back). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
