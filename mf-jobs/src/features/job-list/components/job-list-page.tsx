import {
  Button,
  FatalError,
  Icon,
  Link,
  Pagination,
  useLocation,
  useNavigate,
  usePageTitle,
  useParams,
  type LocaleCode,
  type RouteId,
} from '@raketa/shared';
import { JOBS_PER_PAGE } from '@raketa/shared/jobs';
import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSavedJobs } from '../../../api/saved-jobs';
import { JobCard } from '../../../components/job-card';
import { useLabels } from '../../../lib/use-labels';
import { useJobs } from '../api/get-jobs';
import { useFilterNames } from '../hooks/use-filter-names';
import { useScrollRestoration } from '../hooks/use-scroll-restoration';
import { fieldsPath, filtersFromUrl, filtersHref, type JobFilters } from '../lib/filters';
import { ActiveFilters } from './active-filters';
import { EmptyState } from './empty-state';
import { ForYouNote } from './for-you-note';
import { FiltersPanel } from './filters-panel';
import { SearchBar, SortSelect } from './search-bar';
import { AlertConfirmedNotice, WatchButton } from './watch-button';

/**
 * Cards a first view shows without scrolling (measured: a phone one, a laptop three to five): their
 * logos load with the page, found by the preload scanner; a lazy one waits for the first layout.
 */
export const CARDS_ABOVE_FOLD = 5;

/** Where the shell's "Skip to results" link moves the focus (shell/src/features/layout/layout.tsx). */
export const RESULTS_ID = 'rk-results';

const loadFiltersSheet = () => import('./filters-sheet');
// Its own chunk with the UI kit's dialog: only a phone that opens the filters loads it.
const FiltersSheet = lazy(loadFiltersSheet);

/**
 * The job list (`/`, `/nabidky/:fields?`, `/jobs/:fields?`): filters from the path and query
 * string, the API's facets as counts, search, sort and numbered pages, all in the URL.
 */
export function JobListPage({ routeId, locale }: { routeId: RouteId; locale: LocaleCode }) {
  const { fields } = useParams();
  const { search } = useLocation();
  const filters = useMemo(() => filtersFromUrl(fields, search, locale), [fields, search, locale]);
  // An unknown field names a page that does not exist (invalid query values are only dropped).
  if (!filters) throw new FatalError(404, `unknown field in ${fields}`);
  return <JobList filters={filters} locale={locale} routeId={routeId} />;
}

/**
 * A part of a server-rendered page that hydrates on its own: React hydrates each Suspense boundary
 * in a separate pass with its own commit, so no single task takes over a phone's main thread for
 * the whole list (Total Blocking Time). Nothing in it suspends; in the browser it changes nothing.
 */
function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

function JobList({ filters, locale, routeId }: { filters: JobFilters; locale: LocaleCode; routeId: RouteId }) {
  const { t } = useTranslation('jobs');
  const { label } = useLabels();
  const navigate = useNavigate();
  const jobs = useJobs(filters, locale);
  const saved = useSavedJobs();
  const { ids, signedIn } = saved;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const headingId = useId();

  const data = jobs.data;
  const members = data?.['hydra:member'] ?? [];
  const total = data?.['hydra:totalItems'] ?? 0;
  const totalPages = Math.ceil(total / JOBS_PER_PAGE);
  const companyName = filters.company ? members.find((job) => job.company.slug === filters.company)?.company.name : undefined;
  const names = useFilterNames(companyName);
  const ready = data !== undefined && !jobs.isPlaceholderData;

  usePageTitle(filters.fields.length ? t('list.titleFields', { fields: filters.fields.map((code) => label('fields', code)).join(', ') }) : null);
  useScrollRestoration(ready, filters.page);

  const go = (next: JobFilters) => void navigate(filtersHref(next, locale));

  return (
    <div className="rk-job-list" data-page={routeId}>
      <header className="rk-job-list__head">
        <h1 id={headingId}>{t('list.title')}</h1>
        <Link className="rk-job-list__saved" to={fieldsPath('savedJobs', filters.fields, locale)}>
          <Icon name="saved" />
          <span>{signedIn ? t('list.savedCount', { count: ids.savedJobs.length }) : t('list.saved')}</span>
        </Link>
      </header>
      <AlertConfirmedNotice />
      <SearchBar filters={filters} onChange={go} />
      <div className="rk-job-list__watch-row">
        <WatchButton filters={filters} filterNames={names.values(filters).map((value) => value.name)} locale={locale} />
      </div>
      <div className="rk-job-list__layout">
        <div className="rk-job-list__filters">
          {/* Narrow screens: the filters open in a sheet; wide ones show the panel beside the list. */}
          <button
            type="button"
            className="rk-job-list__filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onPointerDown={() => void loadFiltersSheet()}
            onClick={() => setFiltersOpen(true)}
          >
            <Icon name="filter" />
            <span>{t('filters.title')}</span>
          </button>
          {filtersOpen ? (
            <Suspense fallback={null}>
              <FiltersSheet
                id={filtersId}
                filters={filters}
                locale={locale}
                onClose={() => setFiltersOpen(false)}
                onApply={(next) => {
                  setFiltersOpen(false);
                  go(next);
                }}
              />
            </Suspense>
          ) : null}
          <div className="rk-job-list__filters-body">
            <HydrationSlice>
              <FiltersPanel filters={filters} facets={data?.['raketa:facets']} onChange={go} locale={locale} />
            </HydrationSlice>
          </div>
        </div>
        <section
          // The skip link's target when there are no cards (else the list of cards).
          id={data && members.length ? undefined : RESULTS_ID}
          tabIndex={-1}
          className="rk-job-list__results"
          aria-labelledby={headingId}
          aria-busy={jobs.isFetching}
        >
          <div className="rk-job-list__bar">
            <p className="rk-job-list__count" role="status">
              {data ? t('list.count', { count: total }) : jobs.isError ? '' : t('list.loading')}
            </p>
            <SortSelect filters={filters} onChange={go} locale={locale} signedIn={signedIn} />
          </div>
          <ActiveFilters filters={filters} values={names.values(filters)} locale={locale} />
          {filters.sort === 'for-you' && ready && members.length > 0 && members.every((job) => job.matchReasons === undefined) ? (
            <ForYouNote signedIn={signedIn} locale={locale} />
          ) : null}
          {jobs.isError ? (
            <div className="rk-job-list__error" role="alert">
              <p>{t('list.error')}</p>
              <Button variant="secondary" onClick={() => void jobs.refetch()}>
                {t('list.retry')}
              </Button>
            </div>
          ) : null}
          {jobs.isPending ? (
            <ul className="rk-job-list__items" aria-hidden="true">
              {Array.from({ length: 4 }, (_, index) => (
                <li key={index} className="rk-job-list__skeleton" />
              ))}
            </ul>
          ) : null}
          {data && members.length ? (
            <HydrationSlice>
              <ul id={RESULTS_ID} tabIndex={-1} className={jobs.isPlaceholderData ? 'rk-job-list__items is-stale' : 'rk-job-list__items'}>
                {members.map((job, index) => (
                  <li key={job.id}>
                    <JobCard job={job} locale={locale} saved={saved} aboveFold={index < CARDS_ABOVE_FOLD} />
                  </li>
                ))}
              </ul>
            </HydrationSlice>
          ) : null}
          {data && !members.length && total > 0 ? (
            <div className="rk-job-list__empty">
              <p>{t('empty.pastEnd')}</p>
              <Link to={filtersHref({ ...filters, page: 1 }, locale)}>{t('empty.firstPage')}</Link>
            </div>
          ) : null}
          {ready && total === 0 ? <EmptyState filters={filters} locale={locale} groupName={names.groupName} /> : null}
          <Pagination
            page={filters.page}
            totalPages={totalPages}
            hrefFor={(page) => filtersHref({ ...filters, page }, locale)}
            label={t('list.pagination.label')}
          />
        </section>
      </div>
    </div>
  );
}
