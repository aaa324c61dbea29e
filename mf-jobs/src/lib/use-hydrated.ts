import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's render and while React hydrates it, true once the page's code has taken
 * the markup over (and at once in a page rendered in the browser). For what must not work on the
 * server's markup alone: a form whose native submission would send its fields in the URL.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
