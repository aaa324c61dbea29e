import { RoutePlaceholder, type RouteId } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

/** The shell's own pages: PLACEHOLDERS for the internal and error pages until the shell issue fills them in. */
export function ShellPage({ routeId }: { routeId: RouteId }) {
  return <RoutePlaceholder routeId={routeId} />;
}

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <section className="rk-error-page" data-testid="not-found">
      <h1>{t('notFound.title', { path: pathname })}</h1>
      <Link to="/" className="rk-button rk-button--primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
