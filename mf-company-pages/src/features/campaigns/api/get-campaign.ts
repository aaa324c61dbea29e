import { api } from '@raketa/shared';
import { useQuery } from '@tanstack/react-query';
import { create } from 'superstruct';
import { isNotFound } from '../lib/http-errors';
import { Campaign } from '../../../api/campaign-structs';

/** `GET /api/campaigns/{slug}`: one campaign, active or not (404: no such campaign). */
export async function getCampaign(slug: string) {
  return create(await api.coreApi.get(`api/campaigns/${encodeURIComponent(slug)}`).json(), Campaign);
}

/** Asked again on every visit of the page: a campaign switched off must redirect within 5 s. */
export const useCampaign = (slug: string) =>
  useQuery({
    queryKey: ['companyPages', 'campaigns', 'one', slug] as const,
    queryFn: () => getCampaign(slug),
    staleTime: 2_000,
    refetchOnMount: 'always',
    retry: (failures, error) => !isNotFound(error) && failures < 3,
  });
