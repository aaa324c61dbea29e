import { Button, Icon, useLocation, type LocaleCode } from '@raketa/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobFilters } from '../lib/filters';

const loadWatchDialog = () => import('./watch-dialog');
// Its own chunk with the UI kit's dialog: the list's first view does not load it (first-view.spec).
const WatchDialog = lazy(loadWatchDialog);

/**
 * "Watch these jobs": opens the form that saves the list's current filters and search text as a job
 * alert (api/ALERTS.md). `filterNames` are the active filters as the chips name them (the alert's name).
 */
export function WatchButton({ filters, filterNames, locale }: { filters: JobFilters; filterNames: string[]; locale: LocaleCode }) {
  const { t } = useTranslation('jobs');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="rk-job-list__watch" onPointerDown={() => void loadWatchDialog()} onClick={() => setOpen(true)}>
        <Icon name="notifications" />
        <span>{t('watch.open')}</span>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <WatchDialog filters={filters} filterNames={filterNames} locale={locale} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** `?alert=confirmed`: where a confirmed alert's page leads (api/ALERTS.md, "Confirm"). */
export function AlertConfirmedNotice() {
  const { t } = useTranslation('jobs');
  const { search } = useLocation();
  if (new URLSearchParams(search).get('alert') !== 'confirmed') return null;
  return (
    <p className="rk-job-list__notice" role="status">
      <Icon name="success" />
      <span>{t('watch.confirmed')}</span>
    </p>
  );
}
