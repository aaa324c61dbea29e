// Job alerts (api/ALERTS.md): creating one from the job list's parameters (signed in, or a visitor
// with an e-mail and a double opt-in), its estimate, the confirmation (a page's button) and one-click
// unsubscribe links of its mails (the token is their only authority: no session, no CSRF), and the account's
// own alerts under /api/me/alerts. Registered with the prefix /api.
import {
  ALERTS_PER_ACCOUNT_MAX,
  alertConfirmCheckSchema,
  alertConfirmResultSchema,
  alertEstimateSchema,
  alertListSchema,
  alertSchema,
  checkAlertCreateRequest,
  checkAlertPatchRequest,
  type AlertFrequency,
  alertUnsubscribeCheckSchema,
} from '@raketa/shared/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  ALERT_COLUMNS,
  alertConfirmMailJob,
  alertListUrl,
  checkConfirmToken,
  claimAlerts,
  confirmAlert,
  defaultAlertName,
  insertAlert,
  readAlertQuery,
  storedQuery,
  toAlert,
  unsubscribeAlert,
  alertsPath,
  checkAlertUnsubscribe,
  type AlertRow,
  type ConfirmProblem,
} from '../../../alerts/alerts';
import { currentPeriod } from '../../../alerts/periods';
import { fieldErrors } from '../../../employer/field-messages';
import { SearchParameterError } from '../../../jobs/job-search';
import { problemRef, sendProblem } from '../../../lib/problem';
import type { ThrottleRule } from '../../../plugins/throttle';

/** Alerts a visitor's IP may ask for: each sends a confirmation mail to an address it names. */
export const ALERTS_PER_IP: ThrottleRule = { limit: 10, windowMs: 60 * 60 * 1000 };
/** Confirmation mails to one address: an address is not flooded however many IPs ask. */
export const ALERTS_PER_ADDRESS: ThrottleRule = { limit: 3, windowMs: 60 * 60 * 1000 };
/** The estimate reads this many days back. */
export const ESTIMATE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

const TOKEN_PROBLEMS: Record<ConfirmProblem, { status: number; detail: string }> = {
  alert_token_invalid: { status: 400, detail: 'This link is not valid' },
  alert_token_expired: { status: 410, detail: 'This confirmation link has expired; create the alert again' },
};

/** A list parameter the parser refused, as a 422 field message of `query`. */
function queryProblem(reply: FastifyReply, error: unknown, prefix = 'query.') {
  if (!(error instanceof SearchParameterError)) throw error;
  return sendProblem(reply, 422, 'Some fields are not valid', {
    code: 'validation_failed',
    errors: [{ field: `${prefix}${error.parameter}`, code: 'invalid_parameter', message: error.message }],
  });
}

export default async function alertRoutes(app: FastifyInstance) {
  app.post(
    '/alerts',
    {
      // CSRF for everybody, as the visitor's form makes the API mail the address it names.
      onRequest: [app.loadSession, app.verifyCsrf],
      bodyLimit: 16 * 1024,
      schema: {
        response: { 201: alertSchema, 400: problemRef, 403: problemRef, 409: problemRef, 415: problemRef, 422: problemRef, 429: problemRef },
      },
    },
    async (request, reply) => {
      const checked = checkAlertCreateRequest(request.body);
      if (!checked.ok)
        return sendProblem(reply, 422, 'Some fields are not valid', { code: 'validation_failed', errors: fieldErrors(checked.errors) });
      const body = checked.value;
      let read;
      try {
        read = readAlertQuery(body.query);
      } catch (error) {
        return queryProblem(reply, error);
      }
      const user = request.user;
      if (!user && !body.email) {
        return sendProblem(reply, 422, 'Some fields are not valid', {
          code: 'validation_failed',
          errors: [{ field: 'email', code: 'required', message: 'This field is mandatory' }],
        });
      }
      const email = user ? user.email : body.email!;
      const now = app.clock();
      if (!user) {
        // Counted once the body is valid: a typo does not use up the allowance.
        const hits = await app.throttle.hitAll([
          { key: `alerts:ip:${request.ip}`, rule: ALERTS_PER_IP },
          { key: `alerts:email:${email.toLowerCase()}`, rule: ALERTS_PER_ADDRESS },
        ]);
        const blocked = hits.filter((hit) => !hit.allowed);
        if (blocked.length > 0) {
          await app.throttle.refundAll(hits);
          reply.header('Retry-After', String(Math.max(...blocked.map((hit) => hit.retryAfterSeconds))));
          return sendProblem(reply, 429, 'Too many alerts asked for; try again later', { code: 'too_many_attempts' });
        }
      }
      // The text as the list reads it: words matching nothing are stored corrected ("pyhton" as "python").
      const listed = read.search.q === undefined ? read : { search: (await app.jobsRepository.list(read.search, now)).search };
      const search = listed.search;
      const row = await app.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ count: number }>(
          // Pending ones do not count: others' requests for the address must not use up its owner's allowance.
          `select count(*)::int as count from job_alerts
           where status <> 'pending' and (user_id = $1 or (user_id is null and lower(email) = lower($2)))`,
          [user?.id ?? null, email],
        );
        if ((rows[0]?.count ?? 0) >= ALERTS_PER_ACCOUNT_MAX) return undefined;
        const alert = await insertAlert(
          tx,
          {
            userId: user?.id ?? null,
            email,
            query: storedQuery(search),
            name: body.name ?? defaultAlertName(search, body.language),
            frequency: body.frequency,
            language: body.language,
            status: user ? 'active' : 'pending',
          },
          now,
        );
        if (!user) await app.queue.send(alertConfirmMailJob, { alertId: alert.id }, tx);
        return alert;
      });
      if (!row) return sendProblem(reply, 409, `At most ${ALERTS_PER_ACCOUNT_MAX} alerts per address`, { code: 'too_many_alerts' });
      return noStore(reply).code(201).send(toAlert(row));
    },
  );

  // No querystring schema: the raw query is the list's, read by its parser.
  app.get<{ Querystring: Record<string, unknown> }>(
    '/alerts/estimate',
    { schema: { response: { 200: alertEstimateSchema, 422: problemRef } } },
    async (request, reply) => {
      let read;
      try {
        read = readAlertQuery(request.query);
      } catch (error) {
        return queryProblem(reply, error, '');
      }
      const now = app.clock();
      const matched = await app.jobsRepository.countPublishedSince(read.search, new Date(now.getTime() - ESTIMATE_DAYS * DAY_MS), now);
      return reply.send({ perWeek: Math.round((matched * 7) / ESTIMATE_DAYS), lastDays: ESTIMATE_DAYS, matched });
    },
  );

  const tokenQuery = { type: 'object', properties: { token: { type: 'string', maxLength: 100 } } } as const;

  /** The alerts page (route `jobAlerts`) of the site the link was opened on. */
  const pageLocale = (host: string) => (host.toLowerCase() === app.config.siteHosts.en ? 'en' : 'cs');

  // The double opt-in link of the mail (also every link mailed before the button existed). Mail
  // scanners fetch links, so opening it changes nothing: it leads to the alerts page, whose
  // button makes the POST below.
  app.get<{ Querystring: { token?: string } }>('/alerts/confirm', { schema: { querystring: tokenQuery } }, async (request, reply) => {
    const page = `${alertsPath(pageLocale(request.host))}?${new URLSearchParams({ confirm: request.query.token ?? '' })}`;
    return noStore(reply).redirect(page, 303);
  });

  // What the confirmation page names before its button is pressed; changes nothing.
  app.get<{ Querystring: { token?: string } }>(
    '/alerts/confirm/check',
    { schema: { querystring: tokenQuery, response: { 200: alertConfirmCheckSchema, 400: problemRef, 410: problemRef } } },
    async (request, reply) => {
      const result = await checkConfirmToken(app.db, request.query.token ?? '', app.clock());
      if (typeof result === 'string') return sendProblem(reply, TOKEN_PROBLEMS[result].status, TOKEN_PROBLEMS[result].detail, { code: result });
      return noStore(reply).send({ alert: result });
    },
  );

  await app.register(async (oneClick) => {
    // RFC 8058's POST is urlencoded or multipart (`List-Unsubscribe=One-Click`): its content is not needed.
    oneClick.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4 * 1024 }, (_request, _body, done) => done(null, undefined));
    oneClick.removeContentTypeParser('application/json');
    oneClick.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 4 * 1024 }, (_request, _body, done) => done(null, undefined));
    // The confirmation page's button: the mailed token is its only authority (no session, no CSRF).
    oneClick.post<{ Querystring: { token?: string } }>(
      '/alerts/confirm',
      { schema: { querystring: tokenQuery, response: { 200: alertConfirmResultSchema, 400: problemRef, 410: problemRef } } },
      async (request, reply) => {
        const result = await confirmAlert(app.db, request.query.token ?? '', app.clock());
        if (typeof result === 'string') return sendProblem(reply, TOKEN_PROBLEMS[result].status, TOKEN_PROBLEMS[result].detail, { code: result });
        const list = new URL(alertListUrl(app.config, result.language, result.query));
        list.searchParams.set('alert', 'confirmed');
        return noStore(reply).send({ alert: { name: result.name, frequency: result.frequency }, listPath: `${list.pathname}${list.search}` });
      },
    );
    oneClick.post<{ Querystring: { token?: string } }>(
      '/alerts/unsubscribe',
      {
        schema: {
          querystring: tokenQuery,
          response: { 200: { type: 'object', required: ['unsubscribed'], properties: { unsubscribed: { type: 'boolean' } } }, 400: problemRef },
        },
      },
      async (request, reply) => {
        const result = await unsubscribeAlert(app.db, request.query.token ?? '', app.clock());
        if (typeof result === 'string') return sendProblem(reply, 400, TOKEN_PROBLEMS[result].detail, { code: result });
        return noStore(reply).send(result);
      },
    );
  });

  // What the alerts page's unsubscribe panel names before its button is pressed; changes nothing.
  app.get<{ Querystring: { token?: string } }>(
    '/alerts/unsubscribe/check',
    {
      schema: {
        querystring: tokenQuery,
        response: {
          200: alertUnsubscribeCheckSchema,
          400: problemRef,
        },
      },
    },
    async (request, reply) => {
      const result = await checkAlertUnsubscribe(app.db, request.query.token ?? '');
      if (typeof result === 'string') return sendProblem(reply, 400, TOKEN_PROBLEMS[result].detail, { code: result });
      return noStore(reply).send(result);
    },
  );

  // The List-Unsubscribe address opened in a browser (or fetched by a mail scanner): changes nothing, leads to the alerts page.
  app.get<{ Querystring: { token?: string } }>('/alerts/unsubscribe', { schema: { querystring: tokenQuery } }, async (request, reply) => {
    const page = `${alertsPath(pageLocale(request.host))}?${new URLSearchParams({ unsubscribe: request.query.token ?? '' })}`;
    return noStore(reply).redirect(page, 303);
  });

  // ---- The account's alerts ----

  const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } as const;

  app.get(
    '/me/alerts',
    { preHandler: [app.requireUser], schema: { response: { 200: alertListSchema, 401: problemRef } } },
    async (request, reply) => {
      const user = request.user!;
      await claimAlerts(app.db, user);
      const { rows } = await app.db.query<AlertRow>(`select ${ALERT_COLUMNS} from job_alerts where user_id = $1 order by id desc`, [user.id]);
      return noStore(reply).send({ items: rows.map(toAlert) });
    },
  );

  app.patch<{ Params: { id: number } }>(
    '/me/alerts/:id',
    {
      preHandler: [app.verifyCsrf, app.requireUser],
      schema: { params: idParams, response: { 200: alertSchema, 401: problemRef, 403: problemRef, 404: problemRef, 422: problemRef } },
    },
    async (request, reply) => {
      const checked = checkAlertPatchRequest(request.body);
      if (!checked.ok)
        return sendProblem(reply, 422, 'Some fields are not valid', { code: 'validation_failed', errors: fieldErrors(checked.errors) });
      const user = request.user!;
      await claimAlerts(app.db, user);
      const now = app.clock();
      const patch = checked.value;
      const { rows } = await app.db.query<AlertRow>(
        `update job_alerts a set
           name = coalesce($3, a.name),
           frequency = coalesce($4, a.frequency),
           -- A new frequency starts at its current period; jobs since the last mail still come.
           sent_period = case when $4::text is null or $4 = a.frequency then a.sent_period else $5 end,
           status = case when $6::boolean is null or a.status = 'pending' then a.status when $6 then 'paused' else 'active' end,
           -- Resumed: from now on, not the jobs of the pause.
           watermark = case when $6::boolean = false and a.status = 'paused' then $7::timestamptz else a.watermark end,
           include_followed = coalesce($8::boolean, a.include_followed),
           updated_at = $7::timestamptz
         where a.id = $1 and a.user_id = $2
         returning ${ALERT_COLUMNS}`,
        [
          request.params.id,
          user.id,
          patch.name ?? null,
          patch.frequency ?? null,
          patch.frequency ? currentPeriod(patch.frequency as AlertFrequency, now) : null,
          patch.paused ?? null,
          now.toISOString(),
          patch.includeFollowed ?? null,
        ],
      );
      if (!rows[0]) return sendProblem(reply, 404, 'No such alert', { code: 'not_found' });
      return noStore(reply).send(toAlert(rows[0]));
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/me/alerts/:id',
    { preHandler: [app.verifyCsrf, app.requireUser], schema: { params: idParams, response: { 401: problemRef, 403: problemRef, 404: problemRef } } },
    async (request, reply) => {
      const user = request.user!;
      await claimAlerts(app.db, user);
      const { rows } = await app.db.query<{ kind: string }>('delete from job_alerts where id = $1 and user_id = $2 returning kind', [
        request.params.id,
        user.id,
      ]);
      if (!rows[0]) return sendProblem(reply, 404, 'No such alert', { code: 'not_found' });
      // The digest is the newsletter's: deleting it turns the newsletter's digest off.
      if (rows[0].kind === 'digest') {
        await app.db.query(
          `update newsletter_preferences set job_digest = 'off', updated_via = 'settings', updated_at = $2::timestamptz where user_id = $1`,
          [user.id, app.clock().toISOString()],
        );
      }
      return reply.code(204).send();
    },
  );
}
