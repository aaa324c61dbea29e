// GET /api/admin/campaigns (all, with their state) and PATCH /api/admin/campaigns/{slug}
// `{ enabled?, startsAt?, endsAt? }` (api/COMPANY-PAGES.md): an admin switches a campaign.
import type { FastifyInstance } from 'fastify';
import { listCampaigns, updateCampaign, validateCampaignPatch } from '../../../campaigns/campaigns';
import { hydraCollectionSchema } from '../../../lib/hydra';
import { problemRef, sendProblem } from '../../../lib/problem';
import { campaignCollection, campaignResource, noStore } from '../campaigns/index';
import { campaignSchema, campaignSlugParams } from '../campaigns/schemas';

export default async function adminCampaignsRoutes(app: FastifyInstance) {
  app.get('/', { schema: { response: { 200: hydraCollectionSchema(campaignSchema), 401: problemRef, 403: problemRef } } }, async (_request, reply) =>
    noStore(reply).send(campaignCollection('/api/admin/campaigns', await listCampaigns(app.db, app.clock()))),
  );

  app.patch<{ Params: { slug: string } }>(
    '/:slug',
    {
      onRequest: [app.verifyCsrf],
      schema: {
        params: campaignSlugParams,
        body: { type: 'object' },
        response: { 200: campaignSchema, 400: problemRef, 401: problemRef, 403: problemRef, 404: problemRef, 422: problemRef },
      },
    },
    async (request, reply) => {
      const validation = validateCampaignPatch(request.body);
      if (!validation.ok) return sendProblem(reply, 422, 'Some fields are not valid', { code: 'validation_failed', errors: validation.errors });
      const outcome = await updateCampaign(app.db, request.params.slug, validation.patch, app.clock(), {
        id: request.user!.id,
        email: request.user!.email,
      });
      if (outcome.kind === 'not_found') return sendProblem(reply, 404, `No campaign ${request.params.slug}`, { code: 'campaign_not_found' });
      if (outcome.kind === 'invalid')
        return sendProblem(reply, 422, 'Some fields are not valid', { code: 'validation_failed', errors: outcome.errors });
      request.log.info({ campaign: request.params.slug, patch: validation.patch, by: request.user!.id }, 'campaign switched');
      return noStore(reply).send(campaignResource(outcome.campaign));
    },
  );
}
