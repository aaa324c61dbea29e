import type { LocaleCode } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { Link } from '@raketa/shared';
import { useRelaxedCounts } from '../api/get-jobs';
import { activeGroups, filtersHref, NO_FILTERS, withoutGroup, type FilterGroup, type JobFilters } from '../lib/filters';

/**
 * No job matches: suggests the active filters whose removal alone would give results (counted
 * by the API), each a link to the list without it.
 */
export function EmptyState({
  filters,
  locale,
  groupName,
}: {
  filters: JobFilters;
  locale: LocaleCode;
  groupName: (filters: JobFilters, group: FilterGroup) => string;
}) {
  const { t } = useTranslation('jobs');
  const filtered = activeGroups(filters).length > 0;
  const counts = useRelaxedCounts(filters, filtered);
  const helpful = counts.filter((entry): entry is { group: FilterGroup; count: number } => (entry.count ?? 0) > 0);
  const counting = counts.some((entry) => entry.count === undefined);
  return (
    <div className="rk-job-list__empty">
      <h2>{t(filtered ? 'empty.title' : 'empty.none')}</h2>
      {filtered ? (
        <>
          {helpful.length ? (
            <>
              <p>{t('empty.relax')}</p>
              <ul className="rk-job-list__relax">
                {helpful.map(({ group, count }) => (
                  <li key={group}>
                    <Link to={filtersHref(withoutGroup(filters, group), locale)}>{t('empty.without', { filter: groupName(filters, group) })}</Link>{' '}
                    <span>{t('list.count', { count })}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : counting ? (
            <p role="status">{t('empty.counting')}</p>
          ) : (
            <p>{t('empty.tryOther')}</p>
          )}
          <Link to={filtersHref({ ...NO_FILTERS }, locale)}>{t('chips.clearAll')}</Link>
        </>
      ) : (
        <p>{t('empty.noneText')}</p>
      )}
    </div>
  );
}
