import type { LocaleCode } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { Link } from '@raketa/shared';
import type { FilterValue } from '../hooks/use-filter-names';
import { filtersHref, NO_FILTERS, withFilters, type JobFilters } from '../lib/filters';

/** The active filters as chips; each removes its value, "clear all" keeps only the sort. */
export function ActiveFilters({ filters, values, locale }: { filters: JobFilters; values: FilterValue[]; locale: LocaleCode }) {
  const { t } = useTranslation('jobs');
  if (!values.length) return null;
  return (
    <div className="rk-chips">
      <ul className="rk-chips__list" aria-label={t('chips.label')}>
        {values.map((value) => (
          <li key={`${value.group}:${value.name}`}>
            <Link
              className="rk-chip"
              to={filtersHref(withFilters(filters, value.without), locale)}
              aria-label={t('chips.remove', { name: value.name })}
            >
              <span>{value.name}</span>
              <span aria-hidden="true"> ×</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link className="rk-chips__clear" to={filtersHref({ ...NO_FILTERS, sort: filters.sort === 'relevance' ? null : filters.sort }, locale)}>
        {t('chips.clearAll')}
      </Link>
    </div>
  );
}
