import { api } from '@raketa/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { create } from 'superstruct';
import { CompanyPage } from '../../../api/structs';
import { companiesApiParams, type CompanyFilters } from './company-filters';

export async function getCompanies(filters: CompanyFilters) {
  const body = await api.coreApi.get('api/companies', { searchParams: companiesApiParams(filters) }).json();
  return create(body, CompanyPage);
}

export const companiesQueryOptions = (filters: CompanyFilters) => ({
  queryKey: ['companies', filters] as const,
  queryFn: () => getCompanies(filters),
});

/** Keeps the last page on screen while the next filters load, so the list does not jump. */
export const useCompanies = (filters: CompanyFilters) => useQuery({ ...companiesQueryOptions(filters), placeholderData: keepPreviousData });
