import { Link, safeDecodePath, useLocation, type RouteId } from '@raketa/shared';
import { lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

// Pages for operators and tests, in one chunk of their own: a candidate's first view never loads them.
const operatorPages = () => import(/* webpackChunkName: "shell-pages" */ './operator-pages');
const page = (name: keyof Awaited<ReturnType<typeof operatorPages>>) => lazy(() => operatorPages().then((pages) => ({ default: pages[name] })));

/** The shell's own pages inside the layout (the error pages bring their own chrome, see router.tsx). Lazy: render them in Suspense. */
export const SHELL_PAGES: Partial<Record<RouteId, ComponentType>> = {
  icons: page('IconsPage'),
  aboutBuild: page('AboutBuildPage'),
  error1Test: page('Error1TestPage'),
  error2Test: page('Error2TestPage'),
  error3Test: page('Error3TestPage'),
  easterEggClient: page('EasterEggClientPage'),
  easterEggServer: page('EasterEggServerPage'),
};

/** The non-fatal 404: an unmatched path, inside the normal layout (spec section 8, "Page Not Found: {path}"). */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <section className="rk-error-page" data-testid="not-found">
      <h1>{t('notFound.title', { path: safeDecodePath(pathname) })}</h1>
      <Link to="/" className="rk-button rk-button--primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
