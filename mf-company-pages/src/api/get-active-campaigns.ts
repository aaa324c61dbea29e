import { api } from '@raketa/shared';
import { useQuery } from '@tanstack/react-query';
import { create } from 'superstruct';
import { CampaignCollection } from './campaign-structs';

/** `GET /api/campaigns?active=true`: the campaigns running now (the banner's). */
export async function getActiveCampaigns() {
  return create(await api.coreApi.get('api/campaigns', { searchParams: { active: 'true' } }).json(), CampaignCollection)['hydra:member'];
}

/**
 * Product owners switch campaigns at runtime and the site shows it within 5 s: the answer is fresh
 * for 2 s only and asked again whenever a page with the banner mounts (a navigation).
 */
export const activeCampaignsQuery = {
  queryKey: ['companyPages', 'campaigns', 'active'] as const,
  queryFn: getActiveCampaigns,
  staleTime: 2_000,
  refetchOnMount: 'always' as const,
};

export const useActiveCampaigns = () => useQuery(activeCampaignsQuery);
