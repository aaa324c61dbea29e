/**
 * Scroll position per history entry for the job list. The shell leaves scrolling to the browser
 * (no ScrollRestoration in shell/src/app/router.tsx); the browser restores on back before this
 * remote has rendered the list, so the position is lost on a long list. Here each entry's
 * position is kept in sessionStorage under its `location.key` while the visitor scrolls, and put
 * back on a back/forward (POP) once the list has rendered. A new page of results (PUSH to another
 * `page`) starts at the top, where the list begins.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@raketa/shared';

const storageKey = (key: string) => `raketa:scroll:${key}`;

function remember(key: string, y: number) {
  try {
    sessionStorage.setItem(storageKey(key), String(Math.round(y)));
  } catch {
    // Storage full or disabled: back then keeps the browser's own behaviour.
  }
}

function recall(key: string): number | null {
  try {
    const value = Number(sessionStorage.getItem(storageKey(key)));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** `ready`: the list for this location has rendered. `page`: the result page it shows. */
export function useScrollRestoration(ready: boolean, page: number) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const handled = useRef<string | null>(null);
  const lastPage = useRef(page);

  useEffect(() => {
    let frame = 0;
    const save = () => {
      // Leaving the list moves history to the next entry first; then Suspense hides the list while
      // the next page loads and the browser clamps the scroll to the shorter page. That scroll is
      // not the list's. (The router keeps each entry's key in history.state; a first load has none.)
      const current = (window.history.state as { key?: string } | null)?.key;
      if (current !== undefined && current !== location.key) return;
      const y = window.scrollY;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => remember(location.key, y));
    };
    window.addEventListener('scroll', save, { passive: true });
    // Where the list already is, unless a back/forward is about to restore a remembered position:
    // a server-rendered list can be scrolled before this runs (hydration), unheard by the listener.
    if (navigationType !== 'POP' || recall(location.key) === null) save();
    return () => {
      window.removeEventListener('scroll', save);
      cancelAnimationFrame(frame);
    };
  }, [location.key, navigationType]);

  useEffect(() => {
    if (!ready || handled.current === location.key) return;
    handled.current = location.key;
    const pageChanged = lastPage.current !== page;
    lastPage.current = page;
    if (navigationType === 'POP') {
      const y = recall(location.key);
      if (y !== null) window.scrollTo(0, y);
    } else if (navigationType === 'PUSH' && pageChanged) {
      window.scrollTo(0, 0);
    }
  }, [ready, location.key, navigationType, page]);
}
