/**
 * Integrations (api/INTEGRATIONS.md), written once: the webhook events and API token scopes, the
 * bodies the console sends to manage them and the answers it reads, and the applications the
 * bearer API lists. The API validates and serialises with these schemas; the console parses with
 * the structs `toStruct` makes of them.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { APPLICATION_REJECTION_REASONS, COMPANY_MOVE_TARGETS } from './applicants';
import { checkSchemaBody, type SchemaFieldError } from './schema-struct';

/** What a webhook endpoint may subscribe to. */
export const WEBHOOK_EVENTS = ['application.received', 'application.status_changed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Deliveries of a test ("send a test event") carry this type; no subscription is needed. */
export const WEBHOOK_TEST_EVENT = 'ping';

/** What an API token may do; each bearer endpoint needs one. */
export const API_TOKEN_SCOPES = ['applications:read', 'cv:read', 'applications:write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Every token starts with this, so a leaked one is recognised (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'rkt_';
/** Every webhook secret starts with this. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const API_TOKENS_MAX = 20;
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_URL_MAX = 2000;
/** Bearer calls one token may make per minute; then 429 with Retry-After. */
export const API_TOKEN_RATE_LIMIT = { limit: 120, windowMs: 60_000 } as const;
/** Applications a bearer list answers per page. */
export const INTEGRATION_APPLICATIONS_PER_PAGE = 100;

/** The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Raketa-Signature';
export const WEBHOOK_EVENT_HEADER = 'Raketa-Event';
export const WEBHOOK_DELIVERY_HEADER = 'Raketa-Delivery';

const string = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
const nullableString = { type: ['string', 'null'] } as const;

// ---- Requests

/** `POST /api/me/company/api-tokens`. */
export const apiTokenInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'scopes'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    scopes: { type: 'array', uniqueItems: true, maxItems: API_TOKEN_SCOPES.length, items: { type: 'string', enum: API_TOKEN_SCOPES } },
  },
} as const;
export type ApiTokenInput = FromSchema<typeof apiTokenInputSchema>;

/** `POST /api/me/company/webhooks`: `url` is checked further by the API (https, a public address). */
export const webhookEndpointInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['url', 'events'],
  properties: {
    url: { type: 'string', minLength: 1, maxLength: WEBHOOK_URL_MAX, format: 'url' },
    events: { type: 'array', uniqueItems: true, maxItems: WEBHOOK_EVENTS.length, items: { type: 'string', enum: WEBHOOK_EVENTS } },
  },
} as const;
export type WebhookEndpointInput = FromSchema<typeof webhookEndpointInputSchema>;

/** `POST /api/integrations/v1/applications/{id}/status` (bearer, applications:write). */
export const integrationStatusInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: {
    status: { type: 'string', enum: COMPANY_MOVE_TARGETS },
    /** Required with `rejected`, refused with any other status. */
    reason: { type: 'string', enum: APPLICATION_REJECTION_REASONS },
  },
} as const;
export type IntegrationStatusInput = FromSchema<typeof integrationStatusInputSchema>;

const refused = (field: string, code: SchemaFieldError['code']) => ({ ok: false as const, errors: [{ field, code }] });

/** At least one scope. */
export function checkApiTokenInput(body: unknown) {
  const checked = checkSchemaBody<ApiTokenInput>(apiTokenInputSchema, body);
  if (checked.ok && checked.value.scopes.length === 0) return refused('scopes', 'required');
  return checked;
}

/** At least one event. */
export function checkWebhookEndpointInput(body: unknown) {
  const checked = checkSchemaBody<WebhookEndpointInput>(webhookEndpointInputSchema, body);
  if (checked.ok && checked.value.events.length === 0) return refused('events', 'required');
  return checked;
}

export function checkIntegrationStatusInput(body: unknown) {
  const checked = checkSchemaBody<IntegrationStatusInput>(integrationStatusInputSchema, body);
  if (!checked.ok) return checked;
  const { status, reason } = checked.value;
  if (status === 'rejected' && reason === undefined) return refused('reason', 'required');
  if (status !== 'rejected' && reason !== undefined) return refused('reason', 'unknown_field');
  return checked;
}

// ---- Answers (console)

/** A token as the console lists it: never the token itself, only its first characters. */
export const apiTokenSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'prefix', 'scopes', 'createdAt', 'createdBy', 'lastUsedAt'],
  properties: {
    id: integer,
    name: string,
    /** The token's first characters (`rkt_` and 6 more), to tell tokens apart. */
    prefix: string,
    scopes: { type: 'array', items: { type: 'string', enum: API_TOKEN_SCOPES } },
    createdAt: dateTime,
    createdBy: nullableString,
    lastUsedAt: nullableDateTime,
  },
} as const;
export type ApiToken = FromSchema<typeof apiTokenSchema>;

/** The answer to a created token: the token itself, this once. */
export const createdApiTokenSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['token', 'apiToken'],
  properties: { token: string, apiToken: apiTokenSchema },
} as const;
export type CreatedApiToken = FromSchema<typeof createdApiTokenSchema>;

export const apiTokenListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['tokens'],
  properties: { tokens: { type: 'array', items: apiTokenSchema } },
} as const;

export const WEBHOOK_DELIVERY_STATES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

export const webhookAttemptSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['at', 'statusCode', 'error', 'response', 'durationMs'],
  properties: {
    at: dateTime,
    /** The receiver's HTTP status; null when none came (refused address, timeout, connection error). */
    statusCode: { type: ['integer', 'null'] },
    /** Why no status came, or why the address was refused (`address_not_public`, `timeout`, …). */
    error: nullableString,
    /** The first 500 characters of the receiver's answer. */
    response: string,
    durationMs: integer,
  },
} as const;

export const webhookDeliverySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'event', 'eventId', 'state', 'createdAt', 'nextAttemptAt', 'attempts'],
  properties: {
    id: integer,
    event: string,
    /** The event's id: the same in a resent delivery, so receivers drop a copy. */
    eventId: string,
    state: { type: 'string', enum: WEBHOOK_DELIVERY_STATES },
    createdAt: dateTime,
    nextAttemptAt: nullableDateTime,
    /** Newest first. */
    attempts: { type: 'array', items: webhookAttemptSchema },
  },
} as const;
export type WebhookDelivery = FromSchema<typeof webhookDeliverySchema>;

export const webhookEndpointSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'url', 'events', 'createdAt', 'secretPrefix'],
  properties: {
    id: integer,
    url: string,
    events: { type: 'array', items: { type: 'string', enum: WEBHOOK_EVENTS } },
    createdAt: dateTime,
    /** The secret's first characters, to tell endpoints apart; the secret is shown once. */
    secretPrefix: string,
  },
} as const;
export type WebhookEndpoint = FromSchema<typeof webhookEndpointSchema>;

export const createdWebhookEndpointSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['secret', 'endpoint'],
  properties: { secret: string, endpoint: webhookEndpointSchema },
} as const;
export type CreatedWebhookEndpoint = FromSchema<typeof createdWebhookEndpointSchema>;

export const webhookEndpointListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['endpoints'],
  properties: { endpoints: { type: 'array', items: webhookEndpointSchema } },
} as const;

export const webhookDeliveryListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['deliveries'],
  properties: { deliveries: { type: 'array', items: webhookDeliverySchema } },
} as const;
export type WebhookDeliveryList = FromSchema<typeof webhookDeliveryListSchema>;

// ---- Answers (bearer API, and the webhook's `data.application`)

/** An application as an integration receives it: the webhook's payload and the bearer list alike. */
export const integrationApplicationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'createdAt', 'updatedAt', 'status', 'rejectionReason', 'job', 'candidate', 'message', 'cv', 'locale'],
  properties: {
    id: integer,
    createdAt: dateTime,
    /** The last change of its status, else when it was sent. */
    updatedAt: dateTime,
    status: string,
    rejectionReason: nullableString,
    job: { type: 'object', additionalProperties: false, required: ['id', 'slug', 'title'], properties: { id: integer, slug: string, title: string } },
    candidate: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'email', 'phone', 'linkedin'],
      properties: { name: string, email: string, phone: nullableString, linkedin: nullableString },
    },
    message: string,
    /** Null once the candidate withdrew (the copy is deleted). `url` needs a token with cv:read. */
    cv: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['fileName', 'mediaType', 'url'],
      properties: { fileName: string, mediaType: string, url: string },
    },
    locale: { type: 'string', enum: ['cs', 'en'] },
  },
} as const;
export type IntegrationApplication = FromSchema<typeof integrationApplicationSchema>;

export const integrationApplicationListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['applications', 'next'],
  properties: {
    applications: { type: 'array', items: integrationApplicationSchema },
    /** The next page's address, or null on the last one. */
    next: nullableString,
  },
} as const;
