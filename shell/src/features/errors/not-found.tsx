import { Link, safeDecodePath, useLocation } from '@raketa/shared';
import { useTranslation } from 'react-i18next';

/**
 * The one 404 of the site (spec section 2, /404; section 8, "Page Not Found: {path}"): an unmatched
 * path, a route failing its validation, a job that never was and /404 itself all look alike, inside
 * the site's layout, so its navigation and the home button lead back in. Naming the path only where
 * one was asked for: on /404 itself it would read "Page Not Found: /404".
 */
export function NotFound({ showPath = true }: { showPath?: boolean }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <section className="rk-error-page" data-testid="not-found" data-status="404">
      <p className="rk-error-page__code" aria-hidden="true">
        404
      </p>
      <h1>{showPath ? t('notFound.title', { path: safeDecodePath(pathname) }) : t('errorPage.notFound.title')}</h1>
      <p>{t('errorPage.notFound.text')}</p>
      <Link to="/" className="rk-button rk-button--primary">
        {t('errorPage.notFound.home')}
      </Link>
    </section>
  );
}
