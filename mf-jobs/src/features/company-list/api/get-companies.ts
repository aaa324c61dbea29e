import { api } from '@raketa/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { create } from 'superstruct';
import { CompanyPage } from '../../../api/structs';
import { companiesApiParams, type CompanyFilters } from './company-filters';

export async function getCompanies(filters: CompanyFilters) {
  const body = await api.coreApi.get('api/companies', { searchParams: companiesApiParams(filters) }).json();
  return create(body, CompanyPage);
}

/** The list's query (also what the server renderer fetches first: fresh for a minute, so the page does not ask again). */
export const companiesQueryOptions = (filters: CompanyFilters) => ({
  queryKey: ['companies', filters] as const,
  queryFn: () => getCompanies(filters),
  staleTime: 60_000,
});

/** Keeps the last page on screen while the next filters load, so the list does not jump. */
export const useCompanies = (filters: CompanyFilters) => useQuery({ ...companiesQueryOptions(filters), placeholderData: keepPreviousData });
