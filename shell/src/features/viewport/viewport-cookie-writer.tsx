import { breakpointFor, viewportCookie, type BreakpointName } from '@raketa/shared';
import { useEffect } from 'react';

/**
 * Keeps the viewport cookie (spec section 9) on the current breakpoint: set on
 * start, rewritten only when a resize crosses a breakpoint.
 */
export function ViewportCookieWriter() {
  useEffect(() => {
    let written: BreakpointName | null = null;
    const write = () => {
      const breakpoint = breakpointFor(window.innerWidth);
      if (breakpoint === written) return;
      written = breakpoint;
      document.cookie = viewportCookie(breakpoint, { secure: window.location.protocol === 'https:' });
    };
    write();
    window.addEventListener('resize', write);
    return () => window.removeEventListener('resize', write);
  }, []);
  return null;
}
