// /api/me/company/{api-tokens,webhooks,webhook-deliveries}: a company's integrations as its members
// manage them in the console (api/INTEGRATIONS.md, "The console"). Session and CSRF like every console
// route; a bearer token does not work here. Another company's token, endpoint or delivery answers 404.
import {
  apiTokenListSchema,
  checkApiTokenInput,
  checkWebhookEndpointInput,
  createdApiTokenSchema,
  createdWebhookEndpointSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  type ApiTokenScope,
  type WebhookEvent,
} from '@raketa/shared/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fieldErrors } from '../../../employer/field-messages';
import { requireCompanyMember } from '../../../employer/membership';
import { createToken, listTokens, revokeToken, TooManyTokensError } from '../../../integrations/tokens';
import { checkWebhookUrl, WebhookAddressError } from '../../../integrations/webhook-http';
import {
  createEndpoint,
  deleteEndpoint,
  isCompanyEndpoint,
  listDeliveries,
  listEndpoints,
  resendDelivery,
  sendTestEvent,
  TooManyEndpointsError,
} from '../../../integrations/webhooks';
import { problemRef, sendProblem } from '../../../lib/problem';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'private, no-store');
const sendFieldProblems = (reply: FastifyReply, errors: { field: string; code: string }[]) =>
  sendProblem(reply, 422, 'Some fields are not valid', { code: 'validation_failed', errors: fieldErrors(errors) });

export default async function meCompanyIntegrationsRoutes(app: FastifyInstance) {
  const member = requireCompanyMember();
  const change = { onRequest: [member, app.verifyCsrf] };
  const problems = { 400: problemRef, 401: problemRef, 403: problemRef, 404: problemRef, 409: problemRef, 422: problemRef };

  app.get('/api-tokens', { onRequest: [member], schema: { response: { 200: apiTokenListSchema, ...problems } } }, async (request, reply) =>
    noStore(reply).send({ tokens: await listTokens(app.db, request.company!.id) }),
  );

  app.post('/api-tokens', { ...change, schema: { response: { 201: createdApiTokenSchema, ...problems } } }, async (request, reply) => {
    const checked = checkApiTokenInput(request.body);
    if (!checked.ok) return sendFieldProblems(reply, checked.errors);
    try {
      const created = await createToken(app.db, {
        companyId: request.company!.id,
        userId: request.user!.id,
        name: checked.value.name,
        scopes: checked.value.scopes as ApiTokenScope[],
        now: app.clock(),
      });
      request.log.info({ company: request.company!.id, token: created.apiToken.id, by: request.user!.id }, 'API token created');
      return noStore(reply).code(201).send(created);
    } catch (error) {
      if (error instanceof TooManyTokensError) return sendProblem(reply, 409, error.message, { code: 'too_many_tokens' });
      throw error;
    }
  });

  app.delete<{ Params: { id: number } }>(
    '/api-tokens/:id',
    { ...change, schema: { params: idParams, response: { 204: { type: 'null' }, ...problems } } },
    async (request, reply) => {
      if (!(await revokeToken(app.db, request.company!.id, request.params.id, app.clock()))) {
        return sendProblem(reply, 404, 'No such token', { code: 'token_not_found' });
      }
      request.log.info({ company: request.company!.id, token: request.params.id, by: request.user!.id }, 'API token revoked');
      return reply.code(204).send();
    },
  );

  app.get('/webhooks', { onRequest: [member], schema: { response: { 200: webhookEndpointListSchema, ...problems } } }, async (request, reply) =>
    noStore(reply).send({ endpoints: await listEndpoints(app.db, request.company!.id) }),
  );

  app.post('/webhooks', { ...change, schema: { response: { 201: createdWebhookEndpointSchema, ...problems } } }, async (request, reply) => {
    const checked = checkWebhookEndpointInput(request.body);
    if (!checked.ok) return sendFieldProblems(reply, checked.errors);
    let url: string;
    try {
      // Checked now so the member hears at once; every delivery checks again (a name may change).
      url = (await checkWebhookUrl(checked.value.url, app.webhookHttp)).url.toString();
    } catch (error) {
      if (error instanceof WebhookAddressError) {
        return sendProblem(reply, 422, 'Some fields are not valid', {
          code: 'validation_failed',
          errors: [{ field: 'url', code: error.code, message: error.message }],
        });
      }
      throw error;
    }
    try {
      const created = await createEndpoint(app.db, {
        companyId: request.company!.id,
        userId: request.user!.id,
        url,
        events: checked.value.events as WebhookEvent[],
        now: app.clock(),
      });
      return noStore(reply).code(201).send(created);
    } catch (error) {
      if (error instanceof TooManyEndpointsError) return sendProblem(reply, 409, error.message, { code: 'too_many_endpoints' });
      throw error;
    }
  });

  app.delete<{ Params: { id: number } }>(
    '/webhooks/:id',
    { ...change, schema: { params: idParams, response: { 204: { type: 'null' }, ...problems } } },
    async (request, reply) => {
      if (!(await deleteEndpoint(app.db, request.company!.id, request.params.id))) {
        return sendProblem(reply, 404, 'No such webhook endpoint', { code: 'endpoint_not_found' });
      }
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { id: number } }>(
    '/webhooks/:id/deliveries',
    { onRequest: [member], schema: { params: idParams, response: { 200: webhookDeliveryListSchema, ...problems } } },
    async (request, reply) => {
      if (!(await isCompanyEndpoint(app.db, request.company!.id, request.params.id))) {
        return sendProblem(reply, 404, 'No such webhook endpoint', { code: 'endpoint_not_found' });
      }
      return noStore(reply).send({ deliveries: await listDeliveries(app.db, request.params.id) });
    },
  );

  app.post<{ Params: { id: number } }>(
    '/webhooks/:id/test',
    { ...change, schema: { params: idParams, response: { 202: webhookDeliverySchema, ...problems } } },
    async (request, reply) => {
      if (!(await isCompanyEndpoint(app.db, request.company!.id, request.params.id))) {
        return sendProblem(reply, 404, 'No such webhook endpoint', { code: 'endpoint_not_found' });
      }
      const deliveryId = await sendTestEvent(app.db, app.queue, { endpointId: request.params.id, now: app.clock() });
      const [delivery] = await listDeliveries(app.db, request.params.id, [deliveryId]);
      return noStore(reply).code(202).send(delivery);
    },
  );

  app.post<{ Params: { id: number } }>(
    '/webhook-deliveries/:id/resend',
    { ...change, schema: { params: idParams, response: { 202: webhookDeliverySchema, ...problems } } },
    async (request, reply) => {
      const endpointId = await resendDelivery(app.db, app.queue, { companyId: request.company!.id, deliveryId: request.params.id, now: app.clock() });
      if (endpointId === undefined) return sendProblem(reply, 404, 'No such delivery', { code: 'delivery_not_found' });
      const [delivery] = await listDeliveries(app.db, endpointId, [request.params.id]);
      return noStore(reply).code(202).send(delivery);
    },
  );
}
