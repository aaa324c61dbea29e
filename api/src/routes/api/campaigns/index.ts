// GET /api/campaigns(/{slug}) (api/COMPANY-PAGES.md): whether a campaign is active now, and its
// offer. Never cached (no-store, nothing kept in the process): the shell server and the pages ask
// on every load, so a product owner's switch shows on the site within seconds.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { findCampaign, listCampaigns, type Campaign } from '../../../campaigns/campaigns';
import { JSON_LD_CONTENT_TYPE, hydraCollection, hydraCollectionSchema } from '../../../lib/hydra';
import { problemRef, sendProblem } from '../../../lib/problem';
import { campaignSchema, campaignSlugParams } from './schemas';

/** A campaign as a JSON-LD resource. */
export const campaignResource = (campaign: Campaign) => ({
  '@context': '/api/contexts/Campaign',
  '@id': `/api/campaigns/${campaign.slug}`,
  '@type': 'Campaign',
  ...campaign,
});

/** All campaigns are few: one page holds them. */
export function campaignCollection(path: string, campaigns: Campaign[], filters: Record<string, string | undefined> = {}) {
  return hydraCollection({
    resource: 'Campaign',
    path,
    members: campaigns.map(campaignResource),
    totalItems: campaigns.length,
    page: 1,
    perPage: Math.max(1, campaigns.length),
    filters,
  });
}

export const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store').type(JSON_LD_CONTENT_TYPE);

export default async function campaignsRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { active?: boolean } }>(
    '/',
    {
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { active: { type: 'boolean' } } },
        response: { 200: hydraCollectionSchema(campaignSchema), 400: problemRef },
      },
    },
    async (request, reply) => {
      const { active } = request.query;
      const campaigns = await listCampaigns(app.db, app.clock(), active === undefined ? {} : { active });
      return noStore(reply).send(campaignCollection('/api/campaigns', campaigns, { active: active === undefined ? undefined : String(active) }));
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/:slug',
    { schema: { params: campaignSlugParams, response: { 200: campaignSchema, 400: problemRef, 404: problemRef } } },
    async (request, reply) => {
      const campaign = await findCampaign(app.db, request.params.slug, app.clock());
      if (!campaign) {
        return sendProblem(reply.header('Cache-Control', 'no-store'), 404, `No campaign ${request.params.slug}`, { code: 'campaign_not_found' });
      }
      return noStore(reply).send(campaignResource(campaign));
    },
  );
}
