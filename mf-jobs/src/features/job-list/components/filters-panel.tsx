import { useEventCallback, type LocaleCode } from '@raketa/shared';
import { FIELD_TREE, topField, type JobFacets } from '@raketa/shared/jobs';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
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

function Option({
  checked,
  onChange,
  label,
  count,
  type = 'checkbox',
  name,
  value,
}: {
  checked: boolean;
  onChange: () => void;
  label: string;
  count?: number | undefined;
  type?: 'checkbox' | 'radio';
  /** The form's name and value of the choice: what `choicesOf` reads back. */
  name: string;
  value: string;
}) {
  return (
    <label className="rk-facet">
      <input type={type} name={name} value={value} checked={checked} onChange={onChange} />
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

/** `fields` with `code` ticked: a field and its specialisations exclude each other (the field already matches them all). */
function withField(fields: readonly string[], code: string): string[] {
  const top = topField(code);
  return [...fields.filter((c) => (code === top ? topField(c) !== top : c !== top)), code];
}

const SALARY_ANY = '';

/**
 * The filters the panel's form shows. On a server-rendered page a visitor can tick a box before
 * the page's code has run: the browser keeps the tick, React hydrates over it without an event, and
 * the list would not follow. Read once on hydration, what differs from `filters` is then applied.
 * Boxes newly ticked are added in the form's order, so of a field and its specialisation the later
 * one wins, as it would have by clicking.
 */
function choicesOf(form: HTMLFormElement, filters: JobFilters, salaryName: string): JobFilters {
  const data = new FormData(form);
  const ticked = data.getAll('fields').map(String);
  let fields = filters.fields.filter((code) => ticked.includes(code));
  for (const code of ticked) if (!fields.includes(code)) fields = withField(fields, code);
  const chosen: JobFilters = { ...filters, fields };
  for (const { key, codes } of LIST_FILTERS) {
    const values = data.getAll(key).map(String);
    // Codes not on the form (technologies behind "show more") keep their state.
    const shown = new Set(Array.from(form.querySelectorAll<HTMLInputElement>(`input[name="${key}"]`), (input) => input.value));
    (chosen[key] as string[]) = codes.filter((code) => (shown.has(code) ? values.includes(code) : (filters[key] as string[]).includes(code)));
  }
  const salary = data.get(salaryName);
  if (salary !== null) chosen.salary = salary === SALARY_ANY ? null : Number(salary);
  return chosen;
}

const sameFilters = (a: JobFilters, b: JobFilters) =>
  a.fields.join() === b.fields.join() && a.salary === b.salary && LIST_FILTERS.every(({ key }) => a[key].join() === b[key].join());

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
  const toggleField = (code: string) =>
    change({ fields: filters.fields.includes(code) ? filters.fields.filter((c) => c !== code) : withField(filters.fields, code) });

  const form = useRef<HTMLFormElement>(null);
  // Once, on hydration (a panel rendered in the browser shows `filters` exactly): see `choicesOf`.
  const applyUnseenChoices = useEventCallback(() => {
    const chosen = choicesOf(form.current!, filters, salaryName);
    if (!sameFilters(chosen, filters)) onChange(withFilters(chosen, {}));
  });
  useEffect(() => {
    applyUnseenChoices();
  }, [applyUnseenChoices]);

  const listOptions = (key: ListFilterKey, codes: readonly string[], name: (code: string) => string) =>
    codes.map((code) => (
      <Option
        key={code}
        checked={(filters[key] as string[]).includes(code)}
        onChange={() => change({ [key]: toggled(filters[key] as string[], code) })}
        label={name(code)}
        name={key}
        value={code}
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
    <form ref={form} className="rk-facets" aria-label={t('filters.title')} onSubmit={(event) => event.preventDefault()}>
      <Group legend={t('filters.fields')}>
        <ul className="rk-facets__tree">
          {TOP_FIELDS.map((top) => {
            const children = Object.keys(FIELD_TREE[top].children).map((child) => `${top}.${child}`);
            const open = filters.fields.some((code) => topField(code) === top);
            return (
              <li key={top}>
                <Option
                  name="fields"
                  value={top}
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
                          name="fields"
                          value={code}
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
        <Option
          type="radio"
          name={salaryName}
          value={SALARY_ANY}
          checked={filters.salary === null}
          onChange={() => change({ salary: null })}
          label={t('filters.salaryAny')}
        />
        {salarySteps.map((step) => (
          <Option
            key={step}
            type="radio"
            name={salaryName}
            value={String(step)}
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
