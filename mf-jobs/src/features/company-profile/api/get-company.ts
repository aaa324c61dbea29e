import { api, type LocaleCode } from '@raketa/shared';
import { useQuery } from '@tanstack/react-query';
import { create } from 'superstruct';
import { CompanyProfile, JobPage } from '../../../api/structs';

/** Not worth asking again: the company does not exist. */
// ky's HTTPError carries the response; read it by shape (ky is shared's dependency, not this remote's).
export const isNotFound = (error: unknown) =>
  error instanceof Error && error.name === 'HTTPError' && (error as Error & { response?: Response }).response?.status === 404;
const retryUnlessNotFound = (failures: number, error: unknown) => !isNotFound(error) && failures < 3;

export async function getCompany(slug: string) {
  const body = await api.coreApi.get(`api/companies/${encodeURIComponent(slug)}`).json();
  return create(body, CompanyProfile);
}

/**
 * The key starts with `followedCompanies`, which a follow or unfollow invalidates
 * (api/saved-jobs.ts), so the follower count refreshes after one.
 */
export const companyQueryOptions = (slug: string) => ({
  queryKey: ['followedCompanies', 'profile', slug] as const,
  queryFn: () => getCompany(slug),
  retry: retryUnlessNotFound,
  staleTime: 60_000,
});

export const useCompany = (slug: string) => useQuery(companyQueryOptions(slug));

/** The company's open jobs ranked for the site's `locale`: English-language ones first on the English site, as the job list. */
export async function getCompanyJobs(slug: string, locale: LocaleCode) {
  const body = await api.coreApi.get('api/jobs', { searchParams: { company: slug, locale } }).json();
  return create(body, JobPage);
}

export const companyJobsQueryOptions = (slug: string, locale: LocaleCode) => ({
  queryKey: ['jobs', 'company', slug, locale] as const,
  queryFn: () => getCompanyJobs(slug, locale),
  staleTime: 60_000,
});

export const useCompanyJobs = (slug: string, locale: LocaleCode) => useQuery(companyJobsQueryOptions(slug, locale));
