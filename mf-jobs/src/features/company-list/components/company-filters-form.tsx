import { Button } from '@raketa/shared';
import { COMPANY_SIZES, LOCATIONS, SEARCH_TEXT_MAX } from '@raketa/shared/jobs';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../lib/use-labels';
import { COMPANY_FIELDS, type CompanyFilters } from '../api/company-filters';

interface Props {
  filters: CompanyFilters;
  apply: (change: Partial<CompanyFilters>) => void;
}

/** Search text (applied on submit) and the field, size, location and hiring filters (applied at once). */
export function CompanyFiltersForm({ filters, apply }: Props) {
  const { t } = useTranslation('jobs');
  const { label } = useLabels();
  const id = useId();
  const [q, setQ] = useState(filters.q);
  const [error, setError] = useState<string>();
  // Back/forward or a link changes the URL's search text: show that one.
  useEffect(() => setQ(filters.q), [filters.q]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = q.trim();
    if (text.length > SEARCH_TEXT_MAX) {
      setError(t('companies.filters.qTooLong', { max: SEARCH_TEXT_MAX }));
      return;
    }
    setError(undefined);
    apply({ q: text });
  };

  const select = (key: 'field' | 'size' | 'location', codes: readonly string[], list: 'fields' | 'companySizes' | 'locations') => (
    <div className="rk-field rk-company-filters__select">
      <label htmlFor={`${id}-${key}`} className="rk-field__label">
        {t(`companies.filters.${key}`)}
      </label>
      <select
        id={`${id}-${key}`}
        className="rk-field__input"
        value={filters[key] ?? ''}
        onChange={(event) => apply({ [key]: event.target.value || null })}
      >
        <option value="">{t(`companies.filters.${key}Any`)}</option>
        {codes.map((code) => (
          <option key={code} value={code}>
            {label(list, code)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form role="search" className="rk-company-filters" onSubmit={submit} noValidate>
      <div className="rk-field rk-company-filters__search">
        <label htmlFor={`${id}-q`} className="rk-field__label">
          {t('companies.filters.q')}
        </label>
        <div className="rk-company-filters__search-row">
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            className="rk-field__input"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-q-error` : undefined}
          />
          <Button type="submit">{t('companies.filters.submit')}</Button>
        </div>
        {error ? (
          <p id={`${id}-q-error`} className="rk-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {select('field', COMPANY_FIELDS, 'fields')}
      {select('size', COMPANY_SIZES, 'companySizes')}
      {select('location', LOCATIONS, 'locations')}
      <label className="rk-company-filters__hiring">
        <input type="checkbox" checked={filters.hiring} onChange={(event) => apply({ hiring: event.target.checked })} />
        <span>{t('companies.filters.hiring')}</span>
      </label>
    </form>
  );
}
