import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '../routes/router';
import { isAuthDialogHash } from '../federation/contract';
import type { LocaleCode } from '../locale/locales';
import { Button } from '../ui/button';
import { loginHrefFor } from './login-href';
import { useSessionUser, type SessionUser } from './session';

/**
 * Pages that offered the login dialog during this page load. Module state (one for the page, as
 * this package is a shared singleton), not component state:
 * closing the dialog navigates (to `redirect_to`), which may mount the page afresh, and a closed
 * dialog must stay closed.
 */
const offeredOn = new Set<string>();

/** Test-only: forget which pages offered the dialog. */
export const resetOfferedLoginDialogs = () => offeredOn.clear();

/**
 * Renders `children(user)` for a signed-in user; every page that needs an account uses it.
 * A visitor who arrives signed out sees `title` and `text` with a login button and gets the login
 * dialog once, on arrival; a closed dialog stays closed. A session that ends on the page only
 * shows the button: the page may be on its way elsewhere, and the dialog would take its place.
 */
export function SignedInOnly({
  locale,
  title,
  text,
  children,
}: {
  locale: LocaleCode;
  title: string;
  text: string;
  children: (user: SessionUser) => ReactNode;
}) {
  const { t } = useTranslation('shared');
  const session = useSessionUser();
  const location = useLocation();
  const navigate = useNavigate();
  // The first answer about the session on this page: undefined until there is one.
  const arrival = useRef<'signedIn' | 'signedOut'>(undefined);
  if (arrival.current === undefined && session.data !== undefined) arrival.current = session.data ? 'signedIn' : 'signedOut';
  const signedOut = session.data === null && arrival.current === 'signedOut';

  useEffect(() => {
    if (!signedOut || offeredOn.has(location.pathname)) return;
    offeredOn.add(location.pathname);
    if (!isAuthDialogHash(location.hash)) void navigate(loginHrefFor(location, locale), { replace: true });
  }, [signedOut, location, locale, navigate]);

  if (session.isPending) {
    return (
      <section className="rk-signed-in-only" aria-busy="true">
        <p role="status">{t('signedInOnly.loading')}</p>
      </section>
    );
  }
  if (!session.data) {
    return (
      <section className="rk-signed-in-only">
        <h1>{title}</h1>
        <p>{text}</p>
        <Button onClick={() => void navigate(loginHrefFor(location, locale))}>{t('signedInOnly.login')}</Button>
      </section>
    );
  }
  return <>{children(session.data)}</>;
}
