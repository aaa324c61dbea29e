// Server-only: a company's webhooks (api/INTEGRATIONS.md). An event (an application received, a
// status changed) becomes one delivery per subscribed endpoint, written with its body and enqueued
// in the transaction of the change that caused it; the queue job signs and POSTs it, logs the
// attempt and, until it succeeds, schedules the next one on its own backoff for 24 hours.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookDeliveryState,
  type WebhookEndpoint,
  type WebhookEvent,
} from '@raketa/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { StatusChange } from '../applicants/pipeline';
import type { Db, Queryable } from '../db/db';
import { defineJob, type JobQueue } from '../queue/queue';
import { findIntegrationApplication } from './applications';
import { postWebhook, systemResolver, type Resolver } from './webhook-http';

const MINUTE = 60_000;
/** How long a delivery is retried after its event. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * MINUTE;
/** The first retry's delay; each next one doubles, up to WEBHOOK_RETRY_MAX_DELAY_MS. */
export const WEBHOOK_RETRY_FIRST_DELAY_MS = MINUTE;
export const WEBHOOK_RETRY_MAX_DELAY_MS = 6 * 60 * MINUTE;
/** Deliveries the console shows per endpoint, and attempts per delivery. */
export const WEBHOOK_DELIVERIES_SHOWN = 50;
const ATTEMPTS_SHOWN = 20;

/** The wait after the `attempts`-th failed attempt (1 min, 2, 4, … 6 h). */
export const webhookRetryDelayMs = (attempts: number) =>
  Math.min(WEBHOOK_RETRY_FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), WEBHOOK_RETRY_MAX_DELAY_MS);

/** The v1 signature: hex HMAC-SHA256, keyed with the whole secret, of `<timestamp>.<body>`. */
export const webhookSignature = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The headers of one attempt: the signature is made anew with its own time. */
export function webhookHeaders(secret: string, { event, eventId, body, now }: { event: string; eventId: string; body: string; now: Date }) {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    [WEBHOOK_SIGNATURE_HEADER]: `t=${timestamp},v1=${webhookSignature(secret, timestamp, body)}`,
    [WEBHOOK_EVENT_HEADER]: event,
    [WEBHOOK_DELIVERY_HEADER]: eventId,
  };
}

export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

/** What the app's webhook calls use: the config's loopback switch and the system resolver (tests replace it). */
export interface WebhookHttpContext {
  allowLoopback: boolean;
  resolve: Resolver;
}

declare module 'fastify' {
  interface FastifyInstance {
    webhookHttp: WebhookHttpContext;
  }
}

export const defaultWebhookHttp = (allowLoopback: boolean): WebhookHttpContext => ({ allowLoopback, resolve: systemResolver });

// ---- Events

const eventBody = (type: string, eventId: string, at: Date, data: object) => JSON.stringify({ id: eventId, type, createdAt: at.toISOString(), data });

/**
 * Writes one delivery of `data` as `event` for each endpoint of the company subscribed to it, and
 * enqueues them, in `tx`. One event id for all of them.
 */
async function enqueueEvent(
  tx: Queryable,
  queue: JobQueue,
  { companyId, event, data, now }: { companyId: number; event: WebhookEvent; data: object; now: Date },
) {
  const { rows: endpoints } = await tx.query<{ id: number }>(
    'select id from company_webhook_endpoints where company_id = $1 and $2 = any(events) order by id',
    [companyId, event],
  );
  if (endpoints.length === 0) return;
  const eventId = `evt_${randomUUID()}`;
  const body = eventBody(event, eventId, now, data);
  for (const endpoint of endpoints) {
    const { rows } = await tx.query<{ id: number }>(
      `insert into webhook_deliveries (endpoint_id, event, event_id, body, created_at, give_up_at, next_attempt_at)
       values ($1, $2, $3, $4, $5::timestamptz, $6::timestamptz, $5::timestamptz) returning id`,
      [endpoint.id, event, eventId, body, now.toISOString(), new Date(now.getTime() + WEBHOOK_RETRY_WINDOW_MS).toISOString()],
    );
    await queue.send(webhookDeliveryJob, { deliveryId: rows[0]!.id }, tx);
  }
}

/** `application.received`, in the transaction that stores the application. */
export async function enqueueApplicationReceived(tx: Queryable, queue: JobQueue, { applicationId, now }: { applicationId: number; now: Date }) {
  const application = await findIntegrationApplication(tx, applicationId, null);
  if (!application) return;
  const { rows } = await tx.query<{ company_id: number }>('select company_id from jobs where id = $1', [application.job.id]);
  await enqueueEvent(tx, queue, { companyId: rows[0]!.company_id, event: 'application.received', data: { application }, now });
}

/** `application.status_changed` for each change, in the pipeline's transaction (applicants/pipeline.ts). */
export async function enqueueStatusChanges(tx: Queryable, queue: JobQueue, changes: readonly StatusChange[]) {
  for (const change of changes) {
    const application = await findIntegrationApplication(tx, change.applicationId, null);
    if (!application) continue;
    await enqueueEvent(tx, queue, {
      companyId: change.companyId,
      event: 'application.status_changed',
      data: { application, change: { from: change.from, to: change.to, reason: change.reason, by: change.actor, at: change.at.toISOString() } },
      now: change.at,
    });
  }
}

// ---- Delivering

export const webhookDeliveryJob = defineJob({
  name: 'webhook-delivery',
  // The job keeps its own schedule (24 h of backoff, each attempt logged): a crash mid-attempt
  // sends it again, which the event id lets a receiver notice.
  async run(app: FastifyInstance, { deliveryId }: { deliveryId: number }) {
    await attemptDelivery(app, deliveryId);
  },
});

/** One attempt at a pending delivery: POST, log, then done, the next attempt scheduled, or given up. */
export async function attemptDelivery(app: FastifyInstance, deliveryId: number): Promise<void> {
  const { rows } = await app.db.query<{ event: string; event_id: string; body: string; give_up_at: Date | string; url: string; secret: string }>(
    `select d.event, d.event_id, d.body, d.give_up_at, e.url, e.secret
     from webhook_deliveries d join company_webhook_endpoints e on e.id = d.endpoint_id where d.id = $1 and d.state = 'pending'`,
    [deliveryId],
  );
  const delivery = rows[0];
  // Delivered already (a duplicate job), or the endpoint was deleted.
  if (!delivery) return;
  const startedAt = app.clock();
  const headers = webhookHeaders(delivery.secret, { event: delivery.event, eventId: delivery.event_id, body: delivery.body, now: startedAt });
  const result = await postWebhook(delivery.url, delivery.body, headers, app.webhookHttp);
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  await app.db.transaction(async (tx) => {
    await tx.query(
      `insert into webhook_delivery_attempts (delivery_id, attempted_at, status_code, error, response, duration_ms) values ($1, $2::timestamptz, $3, $4, $5, $6)`,
      [deliveryId, startedAt.toISOString(), result.statusCode, result.error, result.response, result.durationMs],
    );
    const { rows: counted } = await tx.query<{ n: number }>('select count(*)::int as n from webhook_delivery_attempts where delivery_id = $1', [
      deliveryId,
    ]);
    const next = new Date(startedAt.getTime() + webhookRetryDelayMs(counted[0]!.n));
    let state: WebhookDeliveryState = 'succeeded';
    if (!ok) state = next.getTime() <= new Date(delivery.give_up_at).getTime() ? 'pending' : 'failed';
    await tx.query(`update webhook_deliveries set state = $2, next_attempt_at = $3::timestamptz where id = $1`, [
      deliveryId,
      state,
      state === 'pending' ? next.toISOString() : null,
    ]);
    // A delay, not a time: the queue counts it on the database's clock.
    if (state === 'pending')
      await app.queue.send(webhookDeliveryJob, { deliveryId }, tx, { delaySeconds: Math.ceil((next.getTime() - startedAt.getTime()) / 1000) });
  });
}

// ---- The console

interface EndpointRow {
  id: number;
  url: string;
  events: WebhookEvent[];
  secret: string;
  created_at: Date | string;
}

const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events,
  createdAt: new Date(row.created_at).toISOString(),
  secretPrefix: row.secret.slice(0, WEBHOOK_SECRET_PREFIX.length + 4),
});

export async function listEndpoints(db: Queryable, companyId: number): Promise<WebhookEndpoint[]> {
  const { rows } = await db.query<EndpointRow>(
    'select id, url, events, secret, created_at from company_webhook_endpoints where company_id = $1 order by id',
    [companyId],
  );
  return rows.map(toEndpoint);
}

export class TooManyEndpointsError extends Error {
  constructor() {
    super(`A company has at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints`);
  }
}

/** A new endpoint and its secret (answered this once). */
export async function createEndpoint(
  db: Db,
  { companyId, userId, url, events, now }: { companyId: number; userId: number; url: string; events: WebhookEvent[]; now: Date },
): Promise<{ secret: string; endpoint: WebhookEndpoint }> {
  return db.transaction(async (tx) => {
    // The company's row orders concurrent creations, so the limit holds.
    await tx.query('select id from companies where id = $1 for update', [companyId]);
    const { rows: count } = await tx.query<{ n: number }>('select count(*)::int as n from company_webhook_endpoints where company_id = $1', [
      companyId,
    ]);
    if (count[0]!.n >= WEBHOOK_ENDPOINTS_MAX) throw new TooManyEndpointsError();
    const secret = newWebhookSecret();
    const { rows } = await tx.query<EndpointRow>(
      `insert into company_webhook_endpoints (company_id, url, events, secret, created_by, created_at) values ($1, $2, $3::text[], $4, $5, $6::timestamptz)
       returning id, url, events, secret, created_at`,
      [companyId, url, events, secret, userId, now.toISOString()],
    );
    return { secret, endpoint: toEndpoint(rows[0]!) };
  });
}

export async function deleteEndpoint(db: Queryable, companyId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('delete from company_webhook_endpoints where id = $1 and company_id = $2 returning id', [id, companyId]);
  return rows.length > 0;
}

export async function isCompanyEndpoint(db: Queryable, companyId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('select 1 from company_webhook_endpoints where id = $1 and company_id = $2', [id, companyId]);
  return rows.length > 0;
}

/** The endpoint's latest deliveries, newest first, each with its latest attempts. */
export async function listDeliveries(db: Queryable, endpointId: number, ids?: number[]): Promise<WebhookDelivery[]> {
  const { rows } = await db.query<{
    id: number;
    event: string;
    event_id: string;
    state: WebhookDeliveryState;
    created_at: Date | string;
    next_attempt_at: Date | string | null;
  }>(
    `select id, event, event_id, state, created_at, next_attempt_at from webhook_deliveries
     where endpoint_id = $1 and ($2::int[] is null or id = any($2::int[])) order by created_at desc, id desc limit ${WEBHOOK_DELIVERIES_SHOWN}`,
    [endpointId, ids ?? null],
  );
  const { rows: attempts } = await db.query<{
    delivery_id: number;
    attempted_at: Date | string;
    status_code: number | null;
    error: string | null;
    response: string;
    duration_ms: number;
  }>(
    `select delivery_id, attempted_at, status_code, error, response, duration_ms from (
       select a.*, row_number() over (partition by a.delivery_id order by a.attempted_at desc, a.id desc) as n
       from webhook_delivery_attempts a where a.delivery_id = any($1::int[])
     ) x where n <= ${ATTEMPTS_SHOWN} order by attempted_at desc, id desc`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => ({
    id: row.id,
    event: row.event,
    eventId: row.event_id,
    state: row.state,
    createdAt: new Date(row.created_at).toISOString(),
    nextAttemptAt: row.next_attempt_at === null ? null : new Date(row.next_attempt_at).toISOString(),
    attempts: attempts
      .filter((attempt) => attempt.delivery_id === row.id)
      .map((attempt) => ({
        at: new Date(attempt.attempted_at).toISOString(),
        statusCode: attempt.status_code,
        error: attempt.error,
        response: attempt.response,
        durationMs: attempt.duration_ms,
      })),
  }));
}

/** A `ping` to one endpoint: one attempt, not retried. Answers the delivery's id. */
export async function sendTestEvent(db: Db, queue: JobQueue, { endpointId, now }: { endpointId: number; now: Date }): Promise<number> {
  return db.transaction(async (tx) => {
    const eventId = `evt_${randomUUID()}`;
    const { rows } = await tx.query<{ id: number }>(
      `insert into webhook_deliveries (endpoint_id, event, event_id, body, created_at, give_up_at, next_attempt_at)
       values ($1, $2, $3, $4, $5::timestamptz, $5::timestamptz, $5::timestamptz) returning id`,
      [endpointId, WEBHOOK_TEST_EVENT, eventId, eventBody(WEBHOOK_TEST_EVENT, eventId, now, { endpoint: endpointId }), now.toISOString()],
    );
    await queue.send(webhookDeliveryJob, { deliveryId: rows[0]!.id }, tx);
    return rows[0]!.id;
  });
}

/**
 * Sends a delivery of the company's again now, the same body and event id, retried for another 24
 * hours (a test event once). Answers its endpoint's id, or undefined when it is not the company's.
 */
export async function resendDelivery(db: Db, queue: JobQueue, { companyId, deliveryId, now }: { companyId: number; deliveryId: number; now: Date }) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ endpoint_id: number; event: string }>(
      `update webhook_deliveries d set state = 'pending', next_attempt_at = $3::timestamptz,
         give_up_at = case when d.event = $4 then $3::timestamptz else $5::timestamptz end
       from company_webhook_endpoints e where e.id = d.endpoint_id and d.id = $1 and e.company_id = $2
       returning d.endpoint_id, d.event`,
      [deliveryId, companyId, now.toISOString(), WEBHOOK_TEST_EVENT, new Date(now.getTime() + WEBHOOK_RETRY_WINDOW_MS).toISOString()],
    );
    if (!rows[0]) return undefined;
    await queue.send(webhookDeliveryJob, { deliveryId }, tx);
    return rows[0].endpoint_id;
  });
}
