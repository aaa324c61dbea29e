import { api, hydraCollection } from '@raketa/shared';
import type { FollowedCompany } from '@raketa/shared/jobs';
import { useQuery } from '@tanstack/react-query';
import { create } from 'superstruct';
import { FollowedCompany as FollowedCompanyStruct } from '../../../api/structs';

/** A followed company with its jobs published in the last 14 days (api/JOBS.md). */
export type { FollowedCompany };

const FollowedCompanyPage = hydraCollection(FollowedCompanyStruct);

export async function getFollowedCompanies(page: number) {
  const body = await api.coreApi.get('api/me/followed-companies', { searchParams: { page }, cache: 'no-store' }).json();
  return create(body, FollowedCompanyPage) as { 'hydra:member': FollowedCompany[]; 'hydra:totalItems': number };
}

/** Starts with `followedCompanies`: a follow or unfollow invalidates it (api/saved-jobs.ts). */
export const useFollowedCompanies = (page: number) =>
  useQuery({ queryKey: ['followedCompanies', 'list', page] as const, queryFn: () => getFollowedCompanies(page) });
