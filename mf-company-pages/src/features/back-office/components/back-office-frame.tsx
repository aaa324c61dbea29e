import { Link, NavLink, pathFor, SignedInOnly, type LocaleCode, type SessionUser } from '@raketa/shared';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackOfficeContext } from '../hooks/back-office-context';
import { backOfficeAccess } from '../lib/back-office-access';
import { BACK_OFFICE_HOME, BACK_OFFICE_SECTIONS } from '../lib/back-office-sections';
import '../../../components/section-frame.css';
import './back-office.css';

type BackOfficePage = (user: SessionUser) => ReactNode;

/**
 * Every page of the back office: a visitor is asked to sign in (and comes back here); a signed-in
 * account without the admin role, or one the API refused since, sees that the pages are for
 * administrators and no data; an admin gets the section nav and the page.
 */
export function BackOfficeFrame({ locale, children }: { locale: LocaleCode; children: BackOfficePage }) {
  const { t } = useTranslation('companyPages');
  return (
    <SignedInOnly locale={locale} title={t('backOffice.signedOut.title')} text={t('backOffice.signedOut.text')}>
      {/* Keyed by the account: another account signing in on the page starts afresh. */}
      {(user) => <BackOfficeGate key={user.id} user={user} locale={locale} page={children} />}
    </SignedInOnly>
  );
}

function BackOfficeGate({ user, locale, page }: { user: SessionUser; locale: LocaleCode; page: BackOfficePage }) {
  const [refused, setRefused] = useState(false);
  const refuse = useCallback(() => setRefused(true), []);
  const context = useMemo(() => ({ refuse }), [refuse]);
  if (backOfficeAccess(user, refused) === 'notAdmin') return <AdminsOnly user={user} locale={locale} />;
  return (
    <BackOfficeContext.Provider value={context}>
      <div className="rk-section-frame rk-bo">
        <BackOfficeNav locale={locale} />
        <div className="rk-section-frame__main rk-bo__main">{page(user)}</div>
      </div>
    </BackOfficeContext.Provider>
  );
}

function AdminsOnly({ user, locale }: { user: SessionUser; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  return (
    <section className="rk-section-state" aria-labelledby="rk-bo-admins-only">
      <h1 id="rk-bo-admins-only">{t('backOffice.adminsOnly.title')}</h1>
      <p>{t('backOffice.adminsOnly.text', { email: user.email })}</p>
      <p>
        <Link className="rk-button rk-button--primary rk-bo__action" to={pathFor('home', locale)}>
          {t('backOffice.adminsOnly.home')}
        </Link>
      </p>
    </section>
  );
}

/** The sections: tabs that scroll sideways inside themselves on a phone, a side column from 768 px. */
function BackOfficeNav({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  return (
    <nav className="rk-section-frame__nav rk-bo__nav" aria-label={t('backOffice.nav.label')}>
      <ul>
        {BACK_OFFICE_SECTIONS.map((section) => (
          <li key={section.id}>
            <NavLink to={pathFor(section.id, locale)} end={section.id === BACK_OFFICE_HOME}>
              {t(`backOffice.nav.${section.nav}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
