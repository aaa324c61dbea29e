/**
 * This remote's server renderer (shared/src/federation/ssr.ts): a campaign page's answer. An
 * inactive or unknown campaign's page is the price list in the page's language (302, never cached:
 * it may come back on), asked of the API at every load as the page itself asks. Every other page,
 * and a campaign whose state the API did not tell, is left to the browser. Built as a node bundle
 * (`ssr/render.js`) with its build.
 */
import { api, campaignOfRoute, pathFor } from '@raketa/shared';
import { createRemoteRenderer } from '@raketa/shared/ssr';

/** Whether the API says the campaign may show: false when inactive or unknown (404), null when it did not say. */
async function campaignMayShow(slug: string): Promise<boolean | null> {
  // No retry: the page waits for this answer.
  const response = await api.coreApi.get(`api/campaigns/${encodeURIComponent(slug)}`, { throwHttpErrors: false, retry: 0 });
  if (response.status === 404) return false;
  if (!response.ok) return null;
  const body = (await response.json()) as { active?: unknown };
  return body.active !== false;
}

export default createRemoteRenderer(async ({ routeId, locale }, { search }) => {
  const slug = campaignOfRoute(routeId);
  if (slug === null) return null;
  const mayShow = await campaignMayShow(slug).catch(() => null);
  if (mayShow !== false) return null;
  return { redirect: { location: pathFor('priceList', locale) + search, permanent: false } };
});
