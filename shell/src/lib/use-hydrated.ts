import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates server-rendered markup, true from the next render on (and at once in
 * a page the browser renders itself). For what only the browser knows, such as the URL fragment,
 * so the hydrating render matches the server's.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
