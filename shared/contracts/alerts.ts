/**
 * Job alerts (api/ALERTS.md), written once: a saved search of the job list that mails new matching
 * jobs. The API validates and serialises with these schemas; the account's alert page and the
 * list's "Watch these jobs" form parse with the structs `toStruct` makes of them.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { validate, type Struct } from 'superstruct';
import { codeOf, toStruct, type JsonSchema, type RuleCode } from './schema-struct';

export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_LANGUAGES = ['cs', 'en'] as const;
export type AlertLanguage = (typeof ALERT_LANGUAGES)[number];
/** `pending` waits for a visitor's double opt-in; only `active` alerts are sent. */
export const ALERT_STATUSES = ['pending', 'active', 'paused'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
/** `digest` is the newsletter's job digest, made from the profile (one per account). */
export const ALERT_KINDS = ['search', 'digest'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_NAME_MAX = 100;
/** At most this many jobs in one alert mail; the rest behind its link to the list. */
export const ALERT_MAIL_JOBS_MAX = 20;
/** Alerts one account (or one visitor's address) may keep. */
export const ALERTS_PER_ACCOUNT_MAX = 50;
/** A visitor's confirmation link is valid this long. */
export const ALERT_CONFIRM_DAYS = 7;

const name = { type: 'string', minLength: 1, maxLength: ALERT_NAME_MAX } as const;
const frequency = { type: 'string', enum: ALERT_FREQUENCIES } as const;
/**
 * The job list's query parameters (`GET /api/jobs`), each a string as in the URL
 * (`{ "fields": "development,design", "q": "python" }`); read by the list's own parser.
 */
const query = { type: 'object', additionalProperties: { type: 'string', maxLength: 2000 } } as const;

/** `POST /api/alerts`: `email` only from a visitor (a signed-in account's own address is used). */
export const alertCreateRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['query', 'frequency', 'language'],
  properties: {
    query,
    name,
    frequency,
    language: { type: 'string', enum: ALERT_LANGUAGES },
    email: { type: 'string', minLength: 1, maxLength: 254, format: 'email' },
  },
} as const;
export type AlertCreateRequest = FromSchema<typeof alertCreateRequestSchema>;

/** `PATCH /api/me/alerts/{id}`: any of these. */
export const alertPatchRequestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { name, frequency, paused: { type: 'boolean' }, includeFollowed: { type: 'boolean' } },
} as const;
export type AlertPatchRequest = FromSchema<typeof alertPatchRequestSchema>;

export const alertSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'query', 'frequency', 'language', 'status', 'kind', 'email', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    query: { type: 'object', additionalProperties: { type: 'string' } },
    frequency,
    language: { type: 'string', enum: ALERT_LANGUAGES },
    status: { type: 'string', enum: ALERT_STATUSES },
    kind: { type: 'string', enum: ALERT_KINDS },
    /** The mails also bring the new jobs of the companies the account follows, in a section of their own (always in the API's answers). */
    includeFollowed: { type: 'boolean' },
    email: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type Alert = FromSchema<typeof alertSchema>;

export const alertListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: { items: { type: 'array', items: alertSchema } },
} as const;
export type AlertList = FromSchema<typeof alertListSchema>;

/** `GET /api/alerts/unsubscribe/check?token=`: the alert a mailed unsubscribe link would stop; null when already deleted. */
export const alertUnsubscribeCheckSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['alert'],
  properties: {
    alert: {
      anyOf: [
        { type: 'null' },
        { type: 'object', additionalProperties: false, required: ['name', 'frequency'], properties: { name: { type: 'string' }, frequency } },
      ],
    },
  },
} as const;
export type AlertUnsubscribeCheck = FromSchema<typeof alertUnsubscribeCheckSchema>;

/** `GET /api/alerts/confirm/check?token=`: the alert a mailed confirmation link would confirm, read-only. */
export const alertConfirmCheckSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['alert'],
  properties: {
    alert: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'frequency', 'confirmed'],
      properties: { name: { type: 'string' }, frequency, confirmed: { type: 'boolean' } },
    },
  },
} as const;
export type AlertConfirmCheck = FromSchema<typeof alertConfirmCheckSchema>;

/**
 * `POST /api/alerts/confirm?token=`: the alert the mailed link confirmed (now or before), and the
 * job list with its filters and `alert=confirmed` (a path on the alert's site) for the page's link.
 */
export const alertConfirmResultSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['alert', 'listPath'],
  properties: {
    alert: { type: 'object', additionalProperties: false, required: ['name', 'frequency'], properties: { name: { type: 'string' }, frequency } },
    listPath: { type: 'string', pattern: '^/[^/]' },
  },
} as const;
export type AlertConfirmResult = FromSchema<typeof alertConfirmResultSchema>;

/** `GET /api/alerts/estimate`: about how many matching jobs a week, from the last 30 days. */
export const alertEstimateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['perWeek', 'lastDays', 'matched'],
  properties: { perWeek: { type: 'integer' }, lastDays: { type: 'integer' }, matched: { type: 'integer' } },
} as const;
export type AlertEstimate = FromSchema<typeof alertEstimateSchema>;

type Check<T> = { ok: true; value: T } | { ok: false; errors: { field: string; code: RuleCode }[] };

function checker<T>(schema: JsonSchema): (body: unknown) => Check<T> {
  let struct: Struct<T, unknown> | undefined;
  return (body) => {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return { ok: false, errors: [{ field: 'body', code: 'invalid_type' }] };
    const [error, value] = validate(body, (struct ??= toStruct<T>(schema, { trim: true, strict: true })), { coerce: true });
    if (!error) return { ok: true, value };
    const first = new Map<string, RuleCode>();
    for (const failure of error.failures()) {
      const field = failure.path.join('.') || 'body';
      if (!first.has(field)) first.set(field, codeOf(failure));
    }
    return { ok: false, errors: [...first].map(([field, code]) => ({ field, code })) };
  };
}

/** The create body's fields' first failing rules, or the body trimmed. */
export const checkAlertCreateRequest = checker<AlertCreateRequest>(alertCreateRequestSchema);
/** The patch body's fields' first failing rules, or the body trimmed. */
export const checkAlertPatchRequest = checker<AlertPatchRequest>(alertPatchRequestSchema);
