import { AUTH_DIALOG_FRAGMENTS, useLocation, useNavigate, useSessionState, type LocaleCode } from '@raketa/shared';
import { useEffect } from 'react';

/** While a sign-in waits for its code, only the code and the sign-out dialogs may be open (spec section 6). */
const allowedWhilePending = (locale: LocaleCode) => [`#${AUTH_DIALOG_FRAGMENTS.twoFactor[locale]}`, `#${AUTH_DIALOG_FRAGMENTS.logout[locale]}`];

/**
 * The page the two-factor dialog should open on, or null when it needs none: `redirect_to`
 * keeps where the user was going (unless one is already set), the fragment opens the dialog.
 */
export function twoFactorRedirect(location: { pathname: string; search: string; hash: string }, locale: LocaleCode): string | null {
  if (allowedWhilePending(locale).includes(location.hash)) return null;
  const params = new URLSearchParams(location.search);
  if (!params.has('redirect_to')) params.set('redirect_to', `${location.pathname}${location.search}`);
  return `${location.pathname}?${params.toString()}#${AUTH_DIALOG_FRAGMENTS.twoFactor[locale]}`;
}

/**
 * A sign-in waiting for its two-factor code signs no one in, so leaving the dialog (another page,
 * the back button) brings it back: the user enters the code or signs out.
 */
export function useTwoFactorGuard(locale: LocaleCode) {
  const { data } = useSessionState();
  const location = useLocation();
  const navigate = useNavigate();
  const target = data?.twoFactorPending ? twoFactorRedirect(location, locale) : null;
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);
}
