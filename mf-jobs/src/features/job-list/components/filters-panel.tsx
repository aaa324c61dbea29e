import type { LocaleCode } from '@raketa/shared';
import { FIELD_TREE, topField, type JobFacets } from '@raketa/shared/jobs';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyFormat, useLabels } from '../../../lib/use-labels';
import { LIST_FILTERS, SALARY_STEPS, withFilters, type JobFilters, type ListFilterKey } from '../lib/filters';

/** Technologies shown before "show more" (the most frequent ones, plus any selected). */
export const TOP_TECHNOLOGIES = 8;

interface Props {
  filters: JobFilters;
  facets: JobFacets | undefined;
  onChange: (filters: JobFilters) => void;
  locale: LocaleCode;
}

function Option({ checked, onChange, label, count, type = 'checkbox', name }: {
  checked: boolean;
  onChange: () => void;
  label: string;
  count?: number | undefined;
  type?: 'checkbox' | 'radio';
  name?: string;
}) {
  return (
    <label className="rk-facet">
      <input type={type} name={name} checked={checked} onChange={onChange} />
      <span className="rk-facet__label">{label}</span>
      {count !== undefined ? <span className="rk-facet__count">{count}</span> : null}
    </label>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rk-facets__group">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

const TOP_FIELDS = Object.keys(FIELD_TREE) as (keyof typeof FIELD_TREE)[];

const toggled = <T extends string>(list: readonly T[], code: T): T[] => (list.includes(code) ? list.filter((c) => c !== code) : [...list, code]);

/**
 * The filters beside the list. Every change is a navigation to the filters' URL (first page);
 * counts come from the answer's facets (what ticking a value would give).
 */
export function FiltersPanel({ filters, facets, onChange }: Props) {
  const { t, i18n } = useTranslation('jobs');
  const { label, technology } = useLabels();
  const [allTechnologies, setAllTechnologies] = useState(false);
  const salaryName = useId();
  const change = (partial: Partial<JobFilters>) => onChange(withFilters(filters, partial));

  // A field and its specialisations exclude each other: the field already matches them all.
  const toggleField = (code: string) => {
    if (filters.fields.includes(code)) return change({ fields: filters.fields.filter((c) => c !== code) });
    const top = topField(code);
    const kept = filters.fields.filter((c) => (code === top ? topField(c) !== top : c !== top));
    change({ fields: [...kept, code] });
  };

  const listOptions = (key: ListFilterKey, codes: readonly string[], name: (code: string) => string) =>
    codes.map((code) => (
      <Option
        key={code}
        checked={(filters[key] as string[]).includes(code)}
        onChange={() => change({ [key]: toggled(filters[key] as string[], code) })}
        label={name(code)}
        count={facets ? (facets[key][code] ?? 0) : undefined}
      />
    ));

  const techCodes = LIST_FILTERS.find((f) => f.key === 'technologies')!.codes;
  const byFrequency = [...techCodes].sort((a, b) => (facets?.technologies[b] ?? 0) - (facets?.technologies[a] ?? 0));
  const shownTech = allTechnologies
    ? byFrequency
    : byFrequency.filter((code, index) => index < TOP_TECHNOLOGIES || filters.technologies.includes(code));
  const salarySteps: number[] = [...SALARY_STEPS];
  if (filters.salary !== null && !salarySteps.includes(filters.salary)) salarySteps.push(filters.salary);
  salarySteps.sort((a, b) => a - b);
  const czk = moneyFormat(i18n.language, 'CZK');

  return (
    <form className="rk-facets" aria-label={t('filters.title')} onSubmit={(event) => event.preventDefault()}>
      <Group legend={t('filters.fields')}>
        <ul className="rk-facets__tree">
          {TOP_FIELDS.map((top) => {
            const children = Object.keys(FIELD_TREE[top].children).map((child) => `${top}.${child}`);
            const open = filters.fields.some((code) => topField(code) === top);
            return (
              <li key={top}>
                <Option
                  checked={filters.fields.includes(top)}
                  onChange={() => toggleField(top)}
                  label={label('fields', top)}
                  count={facets ? (facets.fields[top] ?? 0) : undefined}
                />
                {open && children.length ? (
                  <ul className="rk-facets__children" aria-label={t('filters.specialisations', { field: label('fields', top) })}>
                    {children.map((code) => (
                      <li key={code}>
                        <Option
                          checked={filters.fields.includes(code)}
                          onChange={() => toggleField(code)}
                          label={label('fields', code)}
                          count={facets ? (facets.fields[code] ?? 0) : undefined}
                        />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Group>
      {LIST_FILTERS.filter((f) => f.key !== 'technologies').map(({ key, codes }) => (
        <Group key={key} legend={t(`filters.${key}`)}>
          {listOptions(key, codes, (code) => label(key, code))}
        </Group>
      ))}
      <Group legend={t('filters.salary')}>
        <Option type="radio" name={salaryName} checked={filters.salary === null} onChange={() => change({ salary: null })} label={t('filters.salaryAny')} />
        {salarySteps.map((step) => (
          <Option
            key={step}
            type="radio"
            name={salaryName}
            checked={filters.salary === step}
            onChange={() => change({ salary: step })}
            label={t('filters.salaryFrom', { amount: czk.format(step) })}
          />
        ))}
      </Group>
      <Group legend={t('filters.technologies')}>
        {listOptions('technologies', shownTech, technology)}
        <button type="button" className="rk-facets__more" aria-expanded={allTechnologies} onClick={() => setAllTechnologies(!allTechnologies)}>
          {t(allTechnologies ? 'filters.showLess' : 'filters.showMore')}
        </button>
      </Group>
    </form>
  );
}
