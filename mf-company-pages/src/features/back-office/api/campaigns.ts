/**
 * Campaigns as an admin switches them (api/COMPANY-PAGES.md, "Campaigns"): every campaign with its
 * state now, and a change of the switch or the window, live on the site within 5 s.
 */
import { Campaign, CampaignCollection } from '../../../api/campaign-structs';
import { BACK_OFFICE_KEY, useAdminQuery } from '../hooks/back-office-context';
import { adminChange, adminGet } from './admin-client';

export type AdminCampaign = Campaign;

/** A change: the switch, a bound (ISO 8601 with a time zone), or null to open it. */
export interface CampaignPatch {
  enabled?: boolean;
  startsAt?: string | null;
  endsAt?: string | null;
}

export const campaignsKey = [...BACK_OFFICE_KEY, 'campaigns'] as const;
export const useAdminCampaigns = () =>
  useAdminQuery(campaignsKey, async () => (await adminGet('api/admin/campaigns', CampaignCollection))['hydra:member']);

export const updateCampaign = ({ slug, patch }: { slug: string; patch: CampaignPatch }) =>
  adminChange('patch', `api/admin/campaigns/${encodeURIComponent(slug)}`, Campaign, patch);
