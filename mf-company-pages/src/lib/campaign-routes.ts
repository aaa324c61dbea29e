import { campaignOfRoute, ROUTE_IDS, type RouteId } from '@raketa/shared';

/** The look of each campaign page; its copy lives in the locale files under `campaigns.themes`. */
export type CampaignTheme = 'christmas' | 'birthday' | 'easter' | 'blackSharkDay';

const THEMES: Partial<Record<RouteId, CampaignTheme>> = {
  campaignChristmas2024: 'christmas',
  campaignBirthday2024: 'birthday',
  campaignEaster2024: 'easter',
  campaignBlackSharkDay2024: 'blackSharkDay',
};

export const themeOfRoute = (routeId: RouteId): CampaignTheme | null => THEMES[routeId] ?? null;

/** The page of a campaign (the route table names each page's campaign), or null for a campaign without one. */
export function routeOfCampaign(slug: string): RouteId | null {
  return ROUTE_IDS.find((id) => campaignOfRoute(id) === slug) ?? null;
}
