import { Button, Link, Navigate, NavLink, pathFor, SignedInOnly, type LocaleCode, type SessionUser } from '@raketa/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnCompany, type OwnCompany } from '../../../api/own-company';
import { consoleAccess } from '../lib/console-access';
import { CONSOLE_HOME, CONSOLE_SECTIONS } from '../lib/console-sections';
import '../../../components/section-frame.css';
import './console.css';

type ConsolePage = (company: OwnCompany, user: SessionUser) => ReactNode;

/**
 * Every page of the company console: a visitor is asked to sign in (and comes back here), a
 * candidate account learns the console is for company accounts, a company account without a
 * company goes to the employer start page; otherwise the section nav, the approval banner while the
 * company waits, and the page.
 */
export function ConsoleFrame({ locale, children }: { locale: LocaleCode; children: ConsolePage }) {
  const { t } = useTranslation('companyPages');
  return (
    <SignedInOnly locale={locale} title={t('console.signedOut.title')} text={t('console.signedOut.text')}>
      {(user) => <ConsoleGate user={user} locale={locale} page={children} />}
    </SignedInOnly>
  );
}

function ConsoleGate({ user, locale, page }: { user: SessionUser; locale: LocaleCode; page: ConsolePage }) {
  const { t } = useTranslation('companyPages');
  const company = useOwnCompany(user.id);
  const access = consoleAccess(user, company);
  switch (access.kind) {
    case 'loading':
      return (
        <section className="rk-section-state" aria-busy="true">
          <p role="status">{t('console.loading')}</p>
        </section>
      );
    case 'failed':
      return (
        <section className="rk-section-state">
          <h1>{t('console.nav.label')}</h1>
          <p role="alert">{t('console.failed')}</p>
          <Button onClick={() => void company.refetch()}>{t('console.retry')}</Button>
        </section>
      );
    case 'candidate':
      return (
        <section className="rk-section-state" aria-labelledby="rk-console-candidate">
          <h1 id="rk-console-candidate">{t('console.candidate.title')}</h1>
          <p>{t('console.candidate.text')}</p>
          <p>
            <Link className="rk-button rk-button--primary rk-console__action" to={pathFor('employerStart', locale)}>
              {t('console.candidate.addStartup')}
            </Link>
          </p>
          <p className="rk-console__hint">{t('console.candidate.hint')}</p>
        </section>
      );
    case 'noCompany':
      return <Navigate to={pathFor('employerStart', locale)} replace />;
    case 'console':
      return (
        <div className="rk-section-frame rk-console">
          <ConsoleNav locale={locale} />
          <div className="rk-section-frame__main rk-console__main">
            {access.company.status === 'pending' ? <PendingBanner name={access.company.name} /> : null}
            {page(access.company, user)}
          </div>
        </div>
      );
  }
}

/** The sections: tabs that scroll sideways on a phone, a side column from 768 px. */
export function ConsoleNav({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  return (
    <nav className="rk-section-frame__nav rk-console__nav" aria-label={t('console.nav.label')}>
      <ul>
        {CONSOLE_SECTIONS.map((section) => (
          <li key={section.id}>
            <NavLink to={pathFor(section.id, locale)} end={section.id === CONSOLE_HOME}>
              {t(`console.nav.${section.nav}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PendingBanner({ name }: { name: string }) {
  const { t } = useTranslation('companyPages');
  return (
    <div className="rk-console__banner" role="status">
      <p className="rk-console__banner-title">{t('console.pending.title', { name })}</p>
      <p>{t('console.pending.text')}</p>
    </div>
  );
}
