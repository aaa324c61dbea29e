import {
  AUTH_DIALOG_FRAGMENTS,
  isAuthDialogHash,
  useLocation,
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
  useEffect(() => {
    // Only on arrival: a closed dialog stays closed (the page offers a link to open it again).
    if (!isAuthDialogHash(hash)) void navigate({ pathname, search, hash: fragment }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <section className="rk-auth-page">
      <h1>{t(`pages.${route}`)}</h1>
      <p>
        <a href={fragment}>{t('pages.open')}</a>
      </p>
    </section>
  );
}
