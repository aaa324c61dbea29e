/**
 * The console's integrations (api/INTEGRATIONS.md, "The console"): API tokens and webhook endpoints
 * with their deliveries. Answers are parsed with the contracts' structs; a refusal comes back as its
 * problem code with field errors, and only a network failure throws.
 */
import { api, problemOf, sendWithCsrf } from '@raketa/shared';
import {
  apiTokenListSchema,
  createdApiTokenSchema,
  createdWebhookEndpointSchema,
  toStruct,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  type ApiToken,
  type ApiTokenInput,
  type CreatedApiToken,
  type CreatedWebhookEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointInput,
} from '@raketa/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { create, type Struct } from 'superstruct';

const TokenList = toStruct(apiTokenListSchema) as Struct<{ tokens: ApiToken[] }, unknown>;
const CreatedToken = toStruct(createdApiTokenSchema) as Struct<CreatedApiToken, unknown>;
const EndpointList = toStruct(webhookEndpointListSchema) as Struct<{ endpoints: WebhookEndpoint[] }, unknown>;
const CreatedEndpoint = toStruct(createdWebhookEndpointSchema) as Struct<CreatedWebhookEndpoint, unknown>;
const DeliveryList = toStruct(webhookDeliveryListSchema) as Struct<{ deliveries: WebhookDelivery[] }, unknown>;
const Delivery = toStruct(webhookDeliverySchema) as Struct<WebhookDelivery, unknown>;

export const apiTokensKey = (userId: number) => ['consoleApiTokens', userId] as const;
export const webhooksKey = (userId: number) => ['consoleWebhooks', userId] as const;
export const deliveriesKey = (userId: number, endpointId: number) => ['consoleWebhookDeliveries', userId, endpointId] as const;

const read = async <T>(path: string, struct: Struct<T, unknown>) => create(await api.languageApi.get(path, { cache: 'no-store' }).json(), struct);

export const useApiTokens = (userId: number) =>
  useQuery({ queryKey: apiTokensKey(userId), queryFn: async () => (await read('api/me/company/api-tokens', TokenList)).tokens });
export const useWebhooks = (userId: number) =>
  useQuery({ queryKey: webhooksKey(userId), queryFn: async () => (await read('api/me/company/webhooks', EndpointList)).endpoints });
export const useDeliveries = (userId: number, endpointId: number) =>
  useQuery({
    queryKey: deliveriesKey(userId, endpointId),
    queryFn: async () => (await read(`api/me/company/webhooks/${endpointId}/deliveries`, DeliveryList)).deliveries,
  });

/** A change's outcome: done, or the API's problem (its code and field errors; `failed` when none came). */
export type IntegrationChange<T = null> = { ok: true; value: T } | { ok: false; code: string; errors: { field: string; code: string }[] };

async function settle<T>(request: Promise<Response>, parse: (response: Response) => Promise<T>): Promise<IntegrationChange<T>> {
  try {
    const response = await request;
    if (response.ok) return { ok: true, value: await parse(response) };
    const problem = await problemOf(response);
    return { ok: false, code: problem.code ?? 'failed', errors: problem.errors ?? [] };
  } catch {
    return { ok: false, code: 'failed', errors: [] };
  }
}
const none = async () => null;

export const createApiToken = (input: ApiTokenInput) =>
  settle(sendWithCsrf('post', 'api/me/company/api-tokens', { json: input }), async (response) => create(await response.json(), CreatedToken));
export const revokeApiToken = (id: number) => settle(sendWithCsrf('delete', `api/me/company/api-tokens/${id}`), none);
export const createWebhook = (input: WebhookEndpointInput) =>
  settle(sendWithCsrf('post', 'api/me/company/webhooks', { json: input }), async (response) => create(await response.json(), CreatedEndpoint));
export const deleteWebhook = (id: number) => settle(sendWithCsrf('delete', `api/me/company/webhooks/${id}`), none);
export const sendTestEvent = (endpointId: number) =>
  settle(sendWithCsrf('post', `api/me/company/webhooks/${endpointId}/test`), async (response) => create(await response.json(), Delivery));
export const resendDelivery = (deliveryId: number) =>
  settle(sendWithCsrf('post', `api/me/company/webhook-deliveries/${deliveryId}/resend`), async (response) => create(await response.json(), Delivery));
