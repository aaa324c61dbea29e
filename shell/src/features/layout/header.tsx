import {
  AUTH_DIALOG_FRAGMENTS,
  Link,
  LOCALE_CODES,
  matchRoute,
  NavLink,
  pathFor,
  useLocation,
  twinPathFor,
  useSessionUser,
  type LocaleCode,
  type RouteId,
} from '@raketa/shared';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../lib/site-context';
import { rememberLocale } from '../../lib/remember-locale';

/** The role of the back office's admins (api/src/admin/roles.ts). */
const ADMIN_ROLE = 'admin';

/** One entry per area, so every remote is one click away. */
const NAV: { id: RouteId; label: string }[] = [
  { id: 'jobList', label: 'nav.jobs' },
  { id: 'companyList', label: 'nav.companies' },
  { id: 'testList', label: 'nav.tests' },
  { id: 'startupEdu', label: 'nav.learning' },
  { id: 'forCompanies', label: 'nav.forCompanies' },
  { id: 'profile', label: 'nav.profile' },
];

/** Links to this page in the other languages (the twin path on the other language's host). */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const { locale, hosts } = useSite();
  const { pathname, search } = useLocation();
  const match = matchRoute(pathname, locale);
  return (
    <ul className="rk-header__languages" aria-label={t('nav.language')}>
      {LOCALE_CODES.filter((code) => code !== locale).map((code: LocaleCode) => {
        const path = match ? twinPathFor(match, code) : '/';
        return (
          <li key={code}>
            <a href={`//${hosts[code]}${path}${search}`} hrefLang={code} lang={code} onClick={() => rememberLocale(code)}>
              {t(`language.${code}`)}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Sign-in for visitors; for users their name, sign-out (both open the auth dialogs by fragment), a
 * candidate's applications, a company account's console and an admin's back office.
 */
function AccountLinks() {
  const { t } = useTranslation('shell');
  const { locale } = useSite();
  const { pathname, search } = useLocation();
  const { data: user, isPending } = useSessionUser();
  if (isPending) return null;
  // A one-time token (the password-reset link) stays on its own page, not in the dialog's URL.
  const params = new URLSearchParams(search);
  params.delete('token');
  const query = params.toString();
  const dialog = (id: 'login' | 'logout') => ({
    pathname,
    search: query ? `?${query}` : '',
    hash: `#${AUTH_DIALOG_FRAGMENTS[id][locale]}`,
  });
  return (
    <div className="rk-header__account" data-testid="account-links">
      {user ? (
        <>
          {/* A candidate's applications and their status (issue 24). */}
          {user.type === 'candidate' ? <NavLink to={pathFor('myApplications', locale)}>{t('account.myApplications')}</NavLink> : null}
          {/* A company account's console (issue 23), beside the account it belongs to. */}
          {user.type === 'company' ? <NavLink to={pathFor('companyConsole', locale)}>{t('account.myCompany')}</NavLink> : null}
          {/* The back office for product owners; the API refuses anyone else whatever the link. */}
          {user.roles?.includes(ADMIN_ROLE) ? <NavLink to={pathFor('backOffice', locale)}>{t('account.backOffice')}</NavLink> : null}
          <span className="rk-header__user">{user.name}</span>
          <Link to={dialog('logout')}>{t('account.logout')}</Link>
        </>
      ) : (
        <Link to={dialog('login')}>{t('account.login')}</Link>
      )}
    </div>
  );
}

function NavLinks({ label }: { label: string }) {
  const { t } = useTranslation('shell');
  const { locale } = useSite();
  return (
    <nav aria-label={label}>
      <ul className="rk-header__nav">
        {NAV.map((item) => (
          <li key={item.id}>
            <NavLink to={pathFor(item.id, locale)}>{t(item.label)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const loadSiteMenu = () => import('./site-menu');
const SiteMenu = lazy(loadSiteMenu);
export const SITE_MENU_ID = 'rk-site-menu';

/**
 * Wide screens: logo, links, account and language in one row. Phones (CSS): the logo and a menu
 * button opening all of those in a dialog, so the header is one row and the first job in view.
 */
export function Header() {
  const { t } = useTranslation('shell');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape, the backdrop or the close button: back to the menu button. A tap does not focus it, so
  // the click does (the dialog gives the focus back to what had it), and closing makes sure.
  const closeMenu = () => {
    setMenuOpen(false);
    requestAnimationFrame(() => menuButton.current?.focus());
  };
  const { pathname, search, hash } = useLocation();
  // Any navigation from the menu (a page, the sign-in dialog's fragment) closes it.
  useEffect(() => setMenuOpen(false), [pathname, search, hash]);
  return (
    <header className="rk-header">
      <Link to="/" className="rk-header__logo">
        {t('brand')}
      </Link>
      <div className="rk-header__wide">
        <NavLinks label={t('nav.main')} />
        <AccountLinks />
        <LanguageSwitch />
      </div>
      <button
        ref={menuButton}
        type="button"
        className="rk-header__menu-button"
        aria-expanded={menuOpen}
        aria-controls={SITE_MENU_ID}
        // Fetched as the finger lands, so the dialog is there by the click.
        onPointerDown={() => void loadSiteMenu()}
        onClick={(event) => {
          event.currentTarget.focus();
          setMenuOpen(true);
        }}
      >
        <span className="rk-header__menu-icon" aria-hidden="true" />
        {t('nav.menu')}
      </button>
      {menuOpen ? (
        <Suspense fallback={null}>
          <SiteMenu id={SITE_MENU_ID} open onClose={closeMenu}>
            <NavLinks label={t('nav.main')} />
            <AccountLinks />
            <LanguageSwitch />
          </SiteMenu>
        </Suspense>
      ) : null}
    </header>
  );
}
