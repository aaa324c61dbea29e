import type { RouteId, RouteLayout } from '@raketa/shared';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@raketa/shared';
import { usePageNotice } from '../../lib/page-notice';
import { Footer } from './footer';
import { Header, LanguageSwitch } from './header';

export const MAIN_ID = 'rk-main';
/** The element a page marks as its results (the job list's cards), where "Skip to results" goes. */
export const RESULTS_ID = 'rk-results';
/** Pages whose main content is a list of results. */
const RESULT_PAGES: ReadonlySet<RouteId> = new Set<RouteId>(['home', 'jobList']);

/**
 * The first thing a keyboard reaches: past the header to the results (or the main content).
 * Focus moves there, so the next Tab is inside; the fragment stays out of the URL and history.
 * Before the page's code runs, the plain link does the same.
 */
function SkipLink({ results }: { results: boolean }) {
  const { t } = useTranslation('shell');
  const target = results ? RESULTS_ID : MAIN_ID;
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const element = document.getElementById(target) ?? document.getElementById(MAIN_ID);
    if (!element) return;
    event.preventDefault();
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus();
    element.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a className="rk-skip-link" href={`#${target}`} onClick={skip}>
      {t(results ? 'skip.results' : 'skip.main')}
    </a>
  );
}

/** The locale suggestion: after the skip link in the tab order (it is drawn fixed at the bottom). Only this follows it. */
function PageNotice() {
  return <>{usePageNotice()}</>;
}

/** `none` is a bare marketing page (the logo, linking home, and the language switch); other layouts get the site chrome. */
export function Layout({ layout, routeId, children }: { layout: RouteLayout; routeId?: RouteId; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const results = routeId !== undefined && RESULT_PAGES.has(routeId);
  if (layout.kind === 'none') {
    return (
      <div className="rk-page" data-layout="none">
        <SkipLink results={results} />
        <PageNotice />
        <header className="rk-header rk-header--bare">
          <Link to="/" className="rk-header__logo">
            {t('brand')}
          </Link>
          <LanguageSwitch />
        </header>
        <main id={MAIN_ID} tabIndex={-1} className="rk-main rk-main--bare">
          {children}
        </main>
      </div>
    );
  }
  return (
    <div className="rk-page" data-layout={layout.kind} data-section={layout.kind === 'new' ? layout.section : undefined}>
      <SkipLink results={results} />
      <PageNotice />
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className="rk-main">
        {children}
      </main>
      <Footer />
    </div>
  );
}
