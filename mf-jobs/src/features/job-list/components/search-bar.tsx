import { Button, Icon, useEventCallback, type LocaleCode } from '@raketa/shared';
import { ranksEnglishFirst, SEARCH_TEXT_MAX, type JobSort } from '@raketa/shared/jobs';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { withFilters, type JobFilters } from '../lib/filters';

/** The full-text search: submits to `q` with the other filters kept, from the first page. */
export function SearchBar({ filters, onChange }: { filters: JobFilters; onChange: (filters: JobFilters) => void }) {
  const { t } = useTranslation('jobs');
  const id = useId();
  return (
    <form
      role="search"
      className="rk-job-search"
      onSubmit={(event) => {
        event.preventDefault();
        const q = String(new FormData(event.currentTarget).get('q') ?? '')
          .trim()
          .slice(0, SEARCH_TEXT_MAX);
        onChange(withFilters(filters, { q, sort: !q && filters.sort === 'relevance' ? null : filters.sort }));
      }}
    >
      <label htmlFor={id} className="rk-job-search__label">
        {t('search.label')}
      </label>
      {/* Keyed by the URL's text, so back/forward and chip removal show what is searched. */}
      <input
        key={filters.q}
        id={id}
        name="q"
        type="search"
        defaultValue={filters.q}
        maxLength={SEARCH_TEXT_MAX}
        placeholder={t('search.placeholder')}
      />
      <Button type="submit">
        <Icon name="search" />
        <span>{t('search.submit')}</span>
      </Button>
    </form>
  );
}

/** The English site's default order (English-language jobs first): the option of no `sort`. */
const ENGLISH_FIRST = '';

/**
 * Sorting; relevance only means something for a search text, so it is offered only then. On the
 * English site with no ad language chosen the default order puts English-language jobs first
 * (`ranksEnglishFirst`): it is the first option, and each plain order is a choice of its own.
 * "For you" ranks by the profile, so it is offered to the signed in (and kept when a link asks for
 * it: the list then says why it shows the default order, ForYouNote).
 */
export function SortSelect({
  filters,
  onChange,
  locale,
  signedIn,
}: {
  filters: JobFilters;
  onChange: (filters: JobFilters) => void;
  locale: LocaleCode;
  signedIn: boolean;
}) {
  const { t } = useTranslation('jobs');
  const id = useId();
  const fallback: JobSort = filters.q ? 'relevance' : 'newest';
  const sorts: JobSort[] = [
    ...(signedIn || filters.sort === 'for-you' ? (['for-you'] as const) : []),
    ...(filters.q ? (['relevance', 'newest', 'salary'] as const) : (['newest', 'salary'] as const)),
  ];
  const englishFirst = ranksEnglishFirst({ locale, sort: null, languages: filters.languages });
  const current = filters.sort ?? (englishFirst ? ENGLISH_FIRST : fallback);
  const choose = (value: string) => {
    const sort = value === ENGLISH_FIRST ? null : (value as JobSort);
    onChange(withFilters(filters, { sort: !englishFirst && sort === fallback ? null : sort }));
  };
  const select = useRef<HTMLSelectElement>(null);
  // A sort chosen on the server's page before its code ran is kept by the browser but not seen by
  // React's hydration: apply it once then (rendered in the browser, the select shows the state).
  const applyUnseenSort = useEventCallback(() => {
    const shown = select.current!.value;
    if (shown !== current) choose(shown);
  });
  useEffect(() => {
    applyUnseenSort();
  }, [applyUnseenSort]);
  return (
    <div className="rk-job-sort">
      <label htmlFor={id}>{t('sort.label')}</label>
      <select ref={select} id={id} value={current} onChange={(event) => choose(event.target.value)}>
        {englishFirst ? <option value={ENGLISH_FIRST}>{t('sort.englishFirst')}</option> : null}
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort === 'for-you' ? 'forYou' : sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
