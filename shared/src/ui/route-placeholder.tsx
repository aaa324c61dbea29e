import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteId } from '../routes/route-table';

/** PLACEHOLDER page for routes whose feature issue has not landed yet: the route's title and a note. */
export function RoutePlaceholder({ routeId, children }: { routeId: RouteId; children?: ReactNode }) {
  const { t } = useTranslation('shared');
  return (
    <section className="rk-placeholder" data-placeholder={routeId}>
      <h1>{t(`routes.${routeId}`)}</h1>
      <p>{t('placeholder.note')}</p>
      {children}
    </section>
  );
}
