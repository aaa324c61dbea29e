import { Button, type LocaleCode } from '@raketa/shared';
import { Dialog } from '@raketa/shared/widgets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJobs } from '../api/get-jobs';
import { NO_FILTERS, withFilters, type JobFilters } from '../lib/filters';
import { FiltersPanel } from './filters-panel';

export interface FiltersSheetProps {
  id: string;
  filters: JobFilters;
  locale: LocaleCode;
  onClose: () => void;
  /** Shows the list for the chosen filters (and closes the sheet). */
  onApply: (filters: JobFilters) => void;
}

/**
 * The filters on a phone: a sheet over the list (a dialog from the UI kit). Ticks are pending until
 * "Show N jobs": the same list query for the pending selection gives N and the facets' counts
 * (the page's own answer at first, from the cache), so the button says what the list will show.
 */
export default function FiltersSheet({ id, filters, locale, onClose, onApply }: FiltersSheetProps) {
  const { t } = useTranslation('jobs');
  const [pending, setPending] = useState(filters);
  const jobs = useJobs(pending, locale);
  const counting = jobs.isPlaceholderData || jobs.data === undefined;
  const total = jobs.data?.['hydra:totalItems'] ?? 0;
  // What the sheet chooses goes; the search text, the company and the sort are the page's, not the sheet's.
  const clearAll = () => setPending({ ...NO_FILTERS, q: pending.q, company: pending.company, sort: pending.sort });
  return (
    <Dialog open onClose={onClose} title={t('filters.title')} id={id} className="rk-filters-sheet">
      <button type="button" className="rk-filters-sheet__close" onClick={onClose}>
        {t('filters.close')}
      </button>
      <div className="rk-filters-sheet__body">
        <FiltersPanel filters={pending} facets={jobs.data?.['raketa:facets']} onChange={setPending} locale={locale} />
      </div>
      <div className="rk-filters-sheet__actions">
        <Button variant="secondary" onClick={clearAll}>
          {t('filters.clearAll')}
        </Button>
        <Button pending={counting} onClick={() => onApply(withFilters(pending, {}))}>
          {t('filters.show', { count: total })}
        </Button>
      </div>
    </Dialog>
  );
}
