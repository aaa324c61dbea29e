import {
  AUTH_DIALOG_FRAGMENTS,
  isAuthDialogHash,
  Link,
  pathFor,
  useEventCallback,
  useLocation,
  useSessionState,
  useNavigate,
  type AuthDialogId,
  type LocaleCode,
} from '@raketa/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export type AuthEntryRoute = 'login' | 'register' | 'logout' | 'twoFactor';

const DIALOG_OF: Record<AuthEntryRoute, AuthDialogId> = {
  login: 'login',
  register: 'register',
  logout: 'logout',
  twoFactor: 'twoFactor',
};

/**
 * /login, /register, /logout, /two-factor (and Czech twins): the dialogs live on the
 * fragment, mounted by the shell on every page, so these pages only set it.
 */
export function AuthEntryPage({ route, locale }: { route: AuthEntryRoute; locale: LocaleCode }) {
  const { t } = useTranslation('auth');
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const fragment = `#${AUTH_DIALOG_FRAGMENTS[DIALOG_OF[route]][locale]}`;
  const session = useSessionState();
  // The sign-out dialog is only for a session (logout-dialog.tsx): a visitor here is told so instead.
  const nothingToSignOut = route === 'logout' && session.data !== undefined && !session.data.user && !session.data.twoFactorPending;
  // Only on arrival (the callback is stable): a closed dialog stays closed (the page offers a link to open it again).
  const openOnArrival = useEventCallback(() => {
    if (!isAuthDialogHash(hash)) void navigate({ pathname, search, hash: fragment }, { replace: true });
  });
  useEffect(() => {
    openOnArrival();
  }, [openOnArrival]);
  return (
    <section className="rk-auth-page">
      <h1>{t(`pages.${route}`)}</h1>
      {nothingToSignOut ? (
        <>
          <p>{t('pages.notSignedIn')}</p>
          <p>
            <Link to={pathFor('home', locale)}>{t('pages.home')}</Link>
          </p>
        </>
      ) : (
        <p>
          <a href={fragment}>{t('pages.open')}</a>
        </p>
      )}
    </section>
  );
}
