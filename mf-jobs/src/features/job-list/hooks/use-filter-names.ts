import { useTranslation } from 'react-i18next';
import { moneyFormat, useLabels } from '../../../lib/use-labels';
import { LIST_FILTERS, type FilterGroup, type JobFilters } from '../lib/filters';

export interface FilterValue {
  group: FilterGroup;
  /** What the chip says. */
  name: string;
  /** The filters without this one value. */
  without: Partial<JobFilters>;
}

/** Names of active filter values (chips) and groups (the empty state's suggestions). */
export function useFilterNames(companyName: string | undefined) {
  const { t, i18n } = useTranslation('jobs');
  const { label, technology } = useLabels();
  const czk = (amount: number) => moneyFormat(i18n.language, 'CZK').format(amount);
  const valueName = (key: (typeof LIST_FILTERS)[number]['key'], code: string) => (key === 'technologies' ? technology(code) : label(key, code));

  /** Every active value, in the order of the filters panel. */
  const values = (filters: JobFilters): FilterValue[] => {
    const out: FilterValue[] = [];
    if (filters.q)
      out.push({
        group: 'q',
        name: t('chips.search', { q: filters.q }),
        without: { q: '', sort: filters.sort === 'relevance' ? null : filters.sort },
      });
    for (const code of filters.fields) {
      out.push({ group: 'fields', name: label('fields', code), without: { fields: filters.fields.filter((c) => c !== code) } });
    }
    for (const { key } of LIST_FILTERS) {
      for (const code of filters[key] as string[]) {
        out.push({ group: key, name: valueName(key, code), without: { [key]: (filters[key] as string[]).filter((c) => c !== code) } });
      }
    }
    if (filters.salary !== null)
      out.push({ group: 'salary', name: t('filters.salaryFrom', { amount: czk(filters.salary) }), without: { salary: null } });
    if (filters.company)
      out.push({ group: 'company', name: t('chips.company', { name: companyName ?? filters.company }), without: { company: null } });
    return out;
  };

  /** A whole group with its values: "Lokalita: Praha, Brno". */
  const groupName = (filters: JobFilters, group: FilterGroup): string => {
    const names = values(filters)
      .filter((value) => value.group === group)
      .map((value) => value.name);
    return group === 'q' || group === 'company' || group === 'salary'
      ? names.join(', ')
      : t('chips.group', { group: t(`filters.${group}`), values: names.join(', ') });
  };

  return { values, groupName };
}
