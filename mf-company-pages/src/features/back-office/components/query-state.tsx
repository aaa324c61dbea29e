import { Button } from '@raketa/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A section's data as it arrives: a loading line, a failure with a retry, or the content. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('companyPages');
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <div className="rk-bo__notice">
        <p role="alert">{t('backOffice.failed')}</p>
        <Button variant="secondary" className="rk-bo__action" onClick={() => void query.refetch()}>
          {t('backOffice.retry')}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" aria-busy="true" className="rk-bo__loading">
      {t('backOffice.loading')}
    </p>
  );
}

/** The head of a section's page: its title (the page's one h1) and what it is for. */
export function SectionHead({ id, title, lead, children }: { id: string; title: string; lead: string; children?: ReactNode }) {
  return (
    <header className="rk-bo__head">
      <h1 id={id}>{title}</h1>
      <p className="rk-bo__lead">{lead}</p>
      {children}
    </header>
  );
}
