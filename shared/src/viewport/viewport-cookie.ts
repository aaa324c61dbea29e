import { serialize } from 'cookie';
import type { BreakpointName } from './breakpoints';

/** The viewport cookie (spec section 9): the current breakpoint name, for server-side rendering decisions. */
export const VIEWPORT_COOKIE_NAME = 'viewport';
export const VIEWPORT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The `document.cookie` string that stores `breakpoint`: 365 days, path /,
 * SameSite strict, and Secure when the page is served over https (browsers
 * refuse Secure cookies from plain-http pages other than localhost).
 */
export function viewportCookie(breakpoint: BreakpointName, { secure }: { secure: boolean }): string {
  return serialize(VIEWPORT_COOKIE_NAME, breakpoint, {
    maxAge: VIEWPORT_COOKIE_MAX_AGE_S,
    path: '/',
    sameSite: 'strict',
    secure,
  });
}
