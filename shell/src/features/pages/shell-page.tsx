import { Link, safeDecodePath, useLocation, type RouteId } from '@raketa/shared';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutBuildPage } from './about-build-page';
import { IconsPage } from './icons-page';
import {
  EasterEggClientPage,
  EasterEggServerPage,
  Error1TestPage,
  Error2TestPage,
  Error3TestPage,
} from './test-pages';

/** The shell's own pages inside the layout (the error pages bring their own chrome, see router.tsx). */
export const SHELL_PAGES: Partial<Record<RouteId, ComponentType>> = {
  icons: IconsPage,
  aboutBuild: AboutBuildPage,
  error1Test: Error1TestPage,
  error2Test: Error2TestPage,
  error3Test: Error3TestPage,
  easterEggClient: EasterEggClientPage,
  easterEggServer: EasterEggServerPage,
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
