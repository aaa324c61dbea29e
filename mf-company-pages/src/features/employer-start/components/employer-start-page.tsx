import {
  ApiImage,
  IMAGE_SIZES,
  AUTH_DIALOG_FRAGMENTS,
  Link,
  loginHrefFor,
  matchRoute,
  Navigate,
  pathFor,
  safeRedirectTarget,
  useLocation,
  useSessionUser,
  type LocaleCode,
  type RemotePageProps,
  type RouteId,
  type SessionUser,
} from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { useOwnCompany, type OwnCompany } from '../../../api/own-company';
import { CompanyForm } from './company-form';
import './employer-start.css';

/**
 * The employer start page (`employerStart`), where a company lands after sign-up: a visitor learns
 * what it is and signs in or registers; a signed-in account without a company creates its profile;
 * an account with one sees whether it waits for approval or is public (api/EMPLOYERS.md).
 */
export function EmployerStartPage({ locale }: RemotePageProps) {
  const { t } = useTranslation('companyPages');
  const session = useSessionUser();
  if (session.isPending) return <Loading text={t('employerStart.status.loading')} />;
  if (!session.data) return <Intro locale={locale} />;
  return <SignedIn user={session.data} locale={locale} />;
}

function Loading({ text }: { text: string }) {
  return (
    <section className="rk-employer-start" aria-busy="true">
      <p role="status">{text}</p>
    </section>
  );
}

/** The register dialog's address on this page, coming back here after sign-up (as `loginHrefFor` for the login). */
export function registerHrefFor(location: { pathname: string; search: string }, locale: LocaleCode): string {
  return loginHrefFor(location, locale).replace(/#.*$/, `#${AUTH_DIALOG_FRAGMENTS.register[locale]}`);
}

function Intro({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const location = useLocation();
  const list = (key: string) => t(key, { returnObjects: true }) as string[];
  return (
    <section className="rk-employer-start" aria-labelledby="rk-employer-start-title">
      <header className="rk-employer-start__head">
        <h1 id="rk-employer-start-title">{t('employerStart.intro.title')}</h1>
        <p className="rk-employer-start__lead">{t('employerStart.intro.lead')}</p>
      </header>
      <div className="rk-employer-start__columns">
        <section aria-labelledby="rk-employer-start-benefits">
          <h2 id="rk-employer-start-benefits">{t('employerStart.intro.benefitsTitle')}</h2>
          <ul className="rk-employer-start__list">
            {list('employerStart.intro.benefits').map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="rk-employer-start-steps">
          <h2 id="rk-employer-start-steps">{t('employerStart.intro.stepsTitle')}</h2>
          <ol className="rk-employer-start__list">
            {list('employerStart.intro.steps').map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </section>
      </div>
      <div className="rk-employer-start__actions">
        <Link className="rk-button rk-button--primary" to={registerHrefFor(location, locale)}>
          {t('employerStart.intro.register')}
        </Link>
        <Link className="rk-button rk-button--secondary" to={loginHrefFor(location, locale)}>
          {t('employerStart.intro.login')}
        </Link>
      </div>
      <p className="rk-employer-start__hint">{t('employerStart.intro.registerHint')}</p>
    </section>
  );
}

function SignedIn({ user, locale }: { user: SessionUser; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const company = useOwnCompany(user.id);
  const location = useLocation();
  if (company.isPending) return <Loading text={t('employerStart.status.loading')} />;
  if (company.isError) {
    return (
      <section className="rk-employer-start">
        <h1>{t('employerStart.form.title')}</h1>
        <p role="alert">{t('employerStart.notice.failed')}</p>
      </section>
    );
  }
  const back = signUpBack(location, locale);
  if (company.data) return <CompanyStatus company={company.data} locale={locale} back={back?.path ?? null} />;
  // Sign-up sends a company account here with `back`, the page it signed up from; one that came
  // from an invitation's link goes back to accept it rather than create a company (one company per account).
  if (back?.routeId === 'companyInvitation') return <Navigate to={back.path} replace />;
  return <CompanyForm user={user} />;
}

/**
 * The sign-up's `back` (spec section 4: a company is sent here with the page it signed up from) when
 * it is a page of this site other than this one, with its route; else null.
 */
export function signUpBack(location: { search: string }, locale: LocaleCode): { path: string; routeId: RouteId | undefined } | null {
  const path = safeRedirectTarget(new URLSearchParams(location.search).get('back'), { origin: window.location.origin });
  if (path === null) return null;
  const routeId = matchRoute(new URL(path, window.location.origin).pathname, locale)?.id;
  return routeId === 'employerStart' ? null : { path, routeId };
}

/** After creation: waiting for approval and what happens next, or the public profile's link. */
export function CompanyStatus({ company, locale, back = null }: { company: OwnCompany; locale: LocaleCode; back?: string | null }) {
  const { t } = useTranslation('companyPages');
  const approved = company.status === 'approved';
  const values = { name: company.name, slug: company.slug };
  return (
    <section className="rk-employer-start" aria-labelledby="rk-employer-start-title" data-status={company.status}>
      <header className="rk-employer-start__head rk-employer-start__company">
        {company.logo !== null ? (
          <ApiImage imageId={company.logo} {...IMAGE_SIZES.logo.employerStart} alt="" className="rk-employer-start__logo" />
        ) : null}
        <h1 id="rk-employer-start-title">{t(approved ? 'employerStart.status.approvedTitle' : 'employerStart.status.pendingTitle', values)}</h1>
      </header>
      {approved ? (
        <>
          <p className="rk-employer-start__lead">{t('employerStart.status.approvedText')}</p>
          <p className="rk-employer-start__actions">
            <Link className="rk-button rk-button--primary" to={pathFor('companyProfile', locale, { slug: company.slug })}>
              {t('employerStart.status.open')}
            </Link>
            <Link className="rk-button rk-button--secondary" to={pathFor('companyConsole', locale)}>
              {t('employerStart.status.openConsole')}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="rk-employer-start__lead" role="status">
            {t('employerStart.status.pendingText')}
          </p>
          <h2>{t('employerStart.status.nextTitle')}</h2>
          <ol className="rk-employer-start__list">
            {(t('employerStart.status.next', { returnObjects: true, ...values }) as string[]).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
          <p className="rk-employer-start__actions">
            <Link className="rk-button rk-button--primary" to={pathFor('companyConsole', locale)}>
              {t('employerStart.status.openConsole')}
            </Link>
          </p>
          <p>
            <Link to={pathFor('contact', locale)}>{t('employerStart.status.contact')}</Link>
          </p>
        </>
      )}
      {/* Sign-up's `back`: the page the company signed up from, one click away once its profile exists. */}
      {back !== null ? (
        <p>
          <Link to={back}>{t('employerStart.status.back')}</Link>
        </p>
      ) : null}
    </section>
  );
}
