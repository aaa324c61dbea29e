import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A function of stable identity that calls the latest `callback` (React's `useEffectEvent`, which
 * this lint's react-hooks plugin does not know yet). An effect lists it among its dependencies
 * without re-running when the callback's values change: `useEffect(() => { onArrival(); }, [onArrival])`
 * runs once, on mount, with the values of that render. Call it from effects and handlers, not while rendering.
 */
export function useEventCallback<Args extends unknown[], Result>(callback: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(callback);
  // Before any layout or passive effect of this render runs, so each sees this render's callback.
  useInsertionEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
