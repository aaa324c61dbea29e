/**
 * The redirect query parameters of spec section 2 (`redirect_to`, `force_redirect_to`,
 * `sign_up_force_redirect_to`, `sign_in_force_redirect_to`). Every value goes through
 * `safeRedirectTarget`, so only a same-origin path is ever used; anything else counts as absent.
 */
import { safeRedirectTarget } from '@raketa/shared';

export const REDIRECT_PARAMS = ['redirect_to', 'force_redirect_to', 'sign_up_force_redirect_to', 'sign_in_force_redirect_to'] as const;
export type RedirectParam = (typeof REDIRECT_PARAMS)[number];

export interface PageLocation {
  pathname: string;
  search: string;
  hash?: string;
}

/** The parameter's value when it is a safe same-origin path, else null. */
export function redirectParam(location: PageLocation, name: RedirectParam, origin: string): string | null {
  return safeRedirectTarget(new URLSearchParams(location.search).get(name), { origin });
}

/** The API's code of a failed form sign-in, added to the login page's query (see api/AUTH.md). */
export const SIGN_IN_ERROR_PARAM = 'error';

/** The current page without the redirect parameters, the sign-in error and the fragment. */
export function pageWithoutAuthState(location: PageLocation): string {
  const params = new URLSearchParams(location.search);
  for (const name of [...REDIRECT_PARAMS, SIGN_IN_ERROR_PARAM]) params.delete(name);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}`;
}

function firstSafe(location: PageLocation, origin: string, names: RedirectParam[]): string {
  for (const name of names) {
    const target = redirectParam(location, name, origin);
    if (target) return target;
  }
  return pageWithoutAuthState(location);
}

/** Where sign-in (and two-factor, social sign-in) lands: the most specific forced target, else redirect_to, else this page. */
export const signInRedirectUrl = (location: PageLocation, origin: string): string =>
  firstSafe(location, origin, ['sign_in_force_redirect_to', 'force_redirect_to', 'redirect_to']);

/** The sign-up redirect URL, chosen the same way with the sign-up forced target. */
export const signUpRedirectUrl = (location: PageLocation, origin: string): string =>
  firstSafe(location, origin, ['sign_up_force_redirect_to', 'force_redirect_to', 'redirect_to']);

/** Closing a dialog: back to redirect_to if present, otherwise this page without the parameters and the fragment. */
export const closeTarget = (location: PageLocation, origin: string): string => firstSafe(location, origin, ['redirect_to']);

/** Where a candidate goes after sign-up: onboarding, keeping the query string. */
export const onboardingUrl = (location: PageLocation): string => `/onboarding${location.search}`;
