import { api, type LocaleCode } from '@raketa/shared';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { create } from 'superstruct';
import { JobPage } from '../../../api/structs';
import { activeGroups, apiQuery, withoutGroup, type FilterGroup, type JobFilters } from '../lib/filters';

export async function getJobs(searchParams: Record<string, string>) {
  return create(await api.coreApi.get('api/jobs', { searchParams }).json(), JobPage);
}

/** The list for the filters with facets, ranked for the site's `locale`. The previous answer stays on screen while the next loads, and a cached one shows at once on back. */
export function useJobs(filters: JobFilters, locale: LocaleCode) {
  return useQuery({ ...jobsQueryOptions(filters, locale), placeholderData: keepPreviousData });
}

/** The list's query (also what the server renderer fetches first). */
export function jobsQueryOptions(filters: JobFilters, locale: LocaleCode) {
  const searchParams = apiQuery(filters, { locale });
  return { queryKey: ['jobs', searchParams] as const, queryFn: () => getJobs(searchParams), staleTime: 60_000 };
}

/**
 * For an empty list: how many jobs each active filter group, removed alone, would give (one
 * count request per group, only while `enabled`). Exact, unlike facets, for every kind of filter.
 */
export function useRelaxedCounts(filters: JobFilters, enabled: boolean): { group: FilterGroup; count: number | undefined }[] {
  const groups = enabled ? activeGroups(filters) : [];
  const results = useQueries({
    queries: groups.map((group) => {
      const searchParams = apiQuery({ ...withoutGroup(filters, group), page: 1 }, { facets: false });
      return {
        queryKey: ['jobs', searchParams] as const,
        queryFn: () => getJobs(searchParams),
        staleTime: 60_000,
      };
    }),
  });
  return groups.map((group, index) => ({ group, count: results[index]?.data?.['hydra:totalItems'] }));
}
