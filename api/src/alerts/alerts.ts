// Server-only: job alerts (api/ALERTS.md). An alert is the job list's query parameters, read by the
// list's own parser (parseJobSearch) and matched by the list's own search SQL (the jobs repository),
// so an alert mails exactly the new jobs the list would show for it. The alert run is one pg-boss
// cron job (every 5 minutes, however many API replicas run): it claims due alerts in batches (FOR
// UPDATE SKIP LOCKED), matches the batch against the jobs first published since its oldest
// watermark in one statement, and in the same transaction enqueues each alert's mail and moves
// its watermark and period, so each alert is mailed once per period whatever runs at once or
// crashes, and a run after downtime catches up in one mail.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  ALERT_CONFIRM_DAYS,
  ALERT_MAIL_JOBS_MAX,
  type Alert,
  type AlertFrequency,
  type AlertKind,
  type AlertLanguage,
  type AlertStatus,
} from '@raketa/shared/contracts';
import { fieldsParam, listUrlSearch, LOCATIONS, TECHNOLOGIES, type Technology } from '@raketa/shared/jobs';
import { pathFor } from '@raketa/shared/routes';
import csMessages from '@raketa/shared/messages/cs.json';
import enMessages from '@raketa/shared/messages/en.json';
import type { Config } from '../config';
import type { Db, Queryable } from '../db/db';
import { siteOrigin } from '../employer/job-mails';
import { parseJobSearch, searchLinkParams, SearchParameterError, type JobSearch } from '../jobs/job-search';
import { ALERT_TEXTS, alertConfirmMail, alertMail } from '../mail/alert-mail';
import { stableMailId } from '../mail/mailer';
import { createJobsRepository } from '../plugins/jobs-repository';
import { defineJob, MAIL_RETRIES, type JobQueue } from '../queue/queue';
import { currentPeriod } from './periods';

/** Every 5 minutes: an instant alert goes within 10 minutes of a publication (with the lag below). */
export const ALERT_RUN_CRON = '*/5 * * * *';
/** Batches a run works at once on PostgreSQL. */
export const ALERT_RUN_WORKERS = 2;
/** Alerts claimed, matched (one statement) and enqueued per transaction. */
export const ALERT_RUN_BATCH = 200;
/**
 * A run considers jobs first published at least this long ago: a publication whose transaction
 * commits a moment after its timestamp is taken by the next run instead of slipping under a
 * watermark already moved past it.
 */
export const PUBLICATION_LAG_MS = 60_000;
/** The account's alerts page (route `jobAlerts`), where the mails' unsubscribe and manage links lead. */
export const alertsPath = (language: AlertLanguage) => pathFor('jobAlerts', language);

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const LABELS = { cs: csMessages.taxonomy, en: enMessages.taxonomy } as const;

/** The stored query: the list's filters and search text as its link spells them (no sort, page or site). */
export type AlertQuery = Record<string, string>;

/** Reads list parameters as GET /api/jobs does (throws its SearchParameterError); answers the search and what to store. */
export function readAlertQuery(query: Record<string, unknown>): { search: JobSearch; stored: AlertQuery } {
  const search = parseJobSearch(query);
  return { search, stored: storedQuery(search) };
}

export function storedQuery(search: JobSearch): AlertQuery {
  const { sort: _sort, facets: _facets, locale: _locale, ...filters } = searchLinkParams(search);
  return Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

const label = (language: AlertLanguage, group: keyof (typeof LABELS)['cs'], code: string): string =>
  (LABELS[language][group] as Record<string, string>)[code] ?? code;

/** A name made from the filters, in the alert's language: "„python“, Vývoj, Praha, Na dálku". */
export function defaultAlertName(search: JobSearch, language: AlertLanguage): string {
  const parts: string[] = [];
  if (search.q) parts.push(language === 'cs' ? `„${search.q}“` : `“${search.q}”`);
  parts.push(...search.fields.map((code) => label(language, 'fields', code)));
  parts.push(...search.seniorities.map((code) => label(language, 'seniorities', code)));
  parts.push(...search.locations.map((code) => label(language, 'locations', code)));
  parts.push(...search.workModes.map((code) => label(language, 'workModes', code)));
  parts.push(...search.jobTypes.map((code) => label(language, 'jobTypes', code)));
  parts.push(...search.technologies.map((code) => TECHNOLOGIES[code as Technology] ?? code));
  parts.push(...search.languages.map((code) => label(language, 'languages', code)));
  if (search.company) parts.push(search.company);
  const names = ALERT_TEXTS[language].names;
  if (search.salaryMin !== undefined) {
    const amount = new Intl.NumberFormat(language === 'cs' ? 'cs-CZ' : 'en-GB').format(search.salaryMin);
    parts.push(names.salaryFrom.replace('{{amount}}', amount));
  }
  const name = parts.length ? parts.join(', ') : names.all;
  return name.length > 100 ? `${name.slice(0, 99)}…` : name;
}

/** The job list with the alert's filters, on its language's site (the page's own parameter names). */
export function alertListUrl(config: Pick<Config, 'siteHosts'>, language: AlertLanguage, query: AlertQuery): string {
  const { fields } = query;
  const path = pathFor('jobList', language, { fields: fieldsParam(fields ? fields.split(',') : [], language) });
  const search = listUrlSearch(query);
  return `${siteOrigin(config, language)}${path}${search ? `?${search}` : ''}`;
}

export interface AlertRow {
  id: number;
  user_id: number | null;
  email: string;
  query: AlertQuery;
  name: string;
  frequency: AlertFrequency;
  language: AlertLanguage;
  status: AlertStatus;
  kind: AlertKind;
  include_followed: boolean;
  created_at: Date | string;
}
export const ALERT_COLUMNS = 'id, user_id, email, query, name, frequency, language, status, kind, include_followed, created_at';

export const toAlert = (row: AlertRow): Alert => ({
  id: row.id,
  name: row.name,
  query: row.query,
  frequency: row.frequency,
  language: row.language,
  status: row.status,
  kind: row.kind,
  includeFollowed: row.include_followed,
  email: row.email,
  createdAt: new Date(row.created_at).toISOString(),
});

/** Stores an alert; an active one is due from the next period, with jobs first published from now. */
export async function insertAlert(
  db: Queryable,
  alert: {
    userId: number | null;
    email: string;
    query: AlertQuery;
    name: string;
    frequency: AlertFrequency;
    language: AlertLanguage;
    status: AlertStatus;
    kind?: AlertKind;
  },
  now: Date,
): Promise<AlertRow> {
  const { rows } = await db.query<AlertRow>(
    `insert into job_alerts (user_id, email, query, name, frequency, language, status, kind, watermark, sent_period, unsubscribe_key, created_at, updated_at)
     values ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9::timestamptz, $10, $11, $9::timestamptz, $9::timestamptz)
     returning ${ALERT_COLUMNS}`,
    [
      alert.userId,
      alert.email,
      JSON.stringify(alert.query),
      alert.name,
      alert.frequency,
      alert.language,
      alert.status,
      alert.kind ?? 'search',
      now.toISOString(),
      currentPeriod(alert.frequency, now),
      randomBytes(32),
    ],
  );
  return rows[0]!;
}

/** A visitor's confirmed alerts under `email` join the account now using that address. */
export async function claimAlerts(db: Queryable, user: { id: number; email: string }): Promise<void> {
  await db.query(`update job_alerts set user_id = $1 where user_id is null and status <> 'pending' and lower(email) = lower($2)`, [
    user.id,
    user.email,
  ]);
}

// ---- Double opt-in ------------------------------------------------------------------------------

export const CONFIRM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const CONFIRM_PATH = '/api/alerts/confirm';

/** A visitor's alert's confirmation mail: each attempt makes a new token (only its hash is kept). */
export const alertConfirmMailJob = defineJob<{ alertId: number }, FastifyInstance>({
  name: 'alert-confirm-mail',
  retries: MAIL_RETRIES,
  async run(app, { alertId }, job) {
    const now = app.clock();
    const token = randomBytes(32).toString('base64url');
    const { rows } = await app.db.query<AlertRow>(
      `update job_alerts set confirm_token_hash = $2, confirm_expires_at = $3::timestamptz
       where id = $1 and status = 'pending' returning ${ALERT_COLUMNS}`,
      [alertId, sha256(token), new Date(now.getTime() + ALERT_CONFIRM_DAYS * 24 * 60 * 60 * 1000).toISOString()],
    );
    const alert = rows[0];
    if (!alert) return;
    const link = `${siteOrigin(app.config, alert.language)}${CONFIRM_PATH}?${new URLSearchParams({ token })}`;
    await app.mailer.send({
      ...alertConfirmMail({ to: alert.email, locale: alert.language, name: alert.name, frequency: alert.frequency, link }),
      id: stableMailId(job.createdOn, job.id),
    });
  },
});

export type ConfirmProblem = 'alert_token_invalid' | 'alert_token_expired';

/** What a confirmation link would confirm, read-only (the page names the alert before its button is pressed). */
export async function checkConfirmToken(
  db: Queryable,
  token: string,
  now: Date,
): Promise<{ name: string; frequency: AlertFrequency; confirmed: boolean } | ConfirmProblem> {
  if (!CONFIRM_TOKEN_PATTERN.test(token)) return 'alert_token_invalid';
  const { rows } = await db.query<{ name: string; frequency: AlertFrequency; status: AlertStatus; confirm_expires_at: Date | string | null }>(
    'select name, frequency, status, confirm_expires_at from job_alerts where confirm_token_hash = $1',
    [sha256(token)],
  );
  const row = rows[0];
  if (!row) return 'alert_token_invalid';
  if (row.status === 'pending' && new Date(row.confirm_expires_at!).getTime() <= now.getTime()) return 'alert_token_expired';
  return { name: row.name, frequency: row.frequency, confirmed: row.status !== 'pending' };
}

/** Activates the token's alert (from now on: nothing published before is sent); a second click answers the same alert. */
export async function confirmAlert(db: Queryable, token: string, now: Date): Promise<AlertRow | ConfirmProblem> {
  if (!CONFIRM_TOKEN_PATTERN.test(token)) return 'alert_token_invalid';
  const { rows } = await db.query<AlertRow & { confirm_expires_at: Date | string }>(
    `select ${ALERT_COLUMNS}, confirm_expires_at from job_alerts where confirm_token_hash = $1`,
    [sha256(token)],
  );
  const row = rows[0];
  if (!row) return 'alert_token_invalid';
  if (row.status !== 'pending') return row;
  if (new Date(row.confirm_expires_at).getTime() <= now.getTime()) return 'alert_token_expired';
  const { rows: updated } = await db.query<AlertRow>(
    `update job_alerts set status = 'active', confirm_expires_at = null, watermark = $2::timestamptz, sent_period = $3, updated_at = $2::timestamptz
     where id = $1 and status = 'pending' returning ${ALERT_COLUMNS}`,
    [row.id, now.toISOString(), currentPeriod(row.frequency, now)],
  );
  return updated[0] ?? row;
}

// ---- One-click unsubscribe ----------------------------------------------------------------------

export const UNSUBSCRIBE_PATH = '/api/alerts/unsubscribe';
const UNSUBSCRIBE_TOKEN = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/;

const signature = (key: Buffer, alertId: number) => createHmac('sha256', key).update(`alert-unsubscribe:${alertId}`).digest();

/** `<id>.<HMAC-SHA256 of the id under the alert's own random key>`: not guessable, void once the alert is gone. */
export const unsubscribeToken = (alertId: number, key: Buffer) => `${alertId}.${signature(key, alertId).toString('base64url')}`;

export function alertUnsubscribeLinks(config: Pick<Config, 'siteHosts'>, language: AlertLanguage, token: string) {
  const origin = siteOrigin(config, language);
  return {
    page: `${origin}${alertsPath(language)}?${new URLSearchParams({ unsubscribe: token })}`,
    oneClick: `${origin}${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token })}`,
  };
}

/**
 * What an unsubscribe link would stop, read-only (the page names the alert before its button is
 * pressed): the alert's name and frequency, null for an alert already deleted.
 */
export async function checkAlertUnsubscribe(
  db: Db,
  token: string,
): Promise<{ alert: { name: string; frequency: AlertFrequency } | null } | 'alert_token_invalid'> {
  const match = UNSUBSCRIBE_TOKEN.exec(token);
  if (!match) return 'alert_token_invalid';
  const alertId = Number(match[1]);
  const given = Buffer.from(match[2]!, 'base64url');
  const { rows } = await db.query<{ unsubscribe_key: Buffer | Uint8Array; name: string; frequency: AlertFrequency }>(
    'select unsubscribe_key, name, frequency from job_alerts where id = $1',
    [alertId],
  );
  const row = rows[0];
  if (!row) return { alert: null };
  const expected = signature(Buffer.from(row.unsubscribe_key), alertId);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'alert_token_invalid';
  return { alert: { name: row.name, frequency: row.frequency } };
}

/**
 * Deletes the token's alert (the digest's also turns the newsletter's digest off); answers whether
 * it was there (a second click, or a mail client's retry, is not an error), or the token's problem.
 */
export async function unsubscribeAlert(db: Db, token: string, now: Date): Promise<{ unsubscribed: boolean } | 'alert_token_invalid'> {
  const match = UNSUBSCRIBE_TOKEN.exec(token);
  if (!match) return 'alert_token_invalid';
  const alertId = Number(match[1]);
  const given = Buffer.from(match[2]!, 'base64url');
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ unsubscribe_key: Buffer | Uint8Array; kind: AlertKind; user_id: number | null }>(
      'select unsubscribe_key, kind, user_id from job_alerts where id = $1 for update',
      [alertId],
    );
    const row = rows[0];
    // A deleted alert's links are void; its owner sees the same answer as for a second click.
    if (!row) return { unsubscribed: false };
    const expected = signature(Buffer.from(row.unsubscribe_key), alertId);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'alert_token_invalid';
    await tx.query('delete from job_alerts where id = $1', [alertId]);
    if (row.kind === 'digest' && row.user_id !== null) {
      await tx.query(
        `update newsletter_preferences set job_digest = 'off', updated_via = 'unsubscribe', updated_at = $2::timestamptz where user_id = $1`,
        [row.user_id, now.toISOString()],
      );
    }
    return { unsubscribed: true };
  });
}

// ---- The run ------------------------------------------------------------------------------------

export interface AlertRunResult {
  /** Due alerts handled (mailed or not). */
  alerts: number;
  /** Mails enqueued. */
  mails: number;
}

interface DueRow {
  id: number;
  user_id: number | null;
  include_followed: boolean;
  query: AlertQuery;
  watermark: Date | string;
}

/**
 * An alert's filters as the list reads them today; none when a code it was saved with has left the
 * lists (it then matches nothing, rather than stopping the run for every alert).
 */
function readableAlert(row: DueRow): { id: number; filters: JobSearch }[] {
  try {
    return [{ id: row.id, filters: parseJobSearch(row.query) }];
  } catch (error) {
    if (error instanceof SearchParameterError) return [];
    throw error;
  }
}

/**
 * One run at `now`: every due active alert (instant: a watermark behind; daily and weekly: a period
 * not yet sent), batch by batch, each batch in one transaction.
 */
export async function runAlerts(db: Db, queue: JobQueue, now: Date, shouldStop: () => boolean = () => false): Promise<AlertRunResult> {
  const cutoff = new Date(now.getTime() - PUBLICATION_LAG_MS).toISOString();
  const daily = currentPeriod('daily', now)!;
  const weekly = currentPeriod('weekly', now)!;
  const result: AlertRunResult = { alerts: 0, mails: 0 };
  // Each worker claims its own batches (SKIP LOCKED keeps them apart): on PostgreSQL two at once
  // use both cores of a small server (a batch's time is mostly planning its statement); PGlite has one connection.
  const worker = async () => {
    let after = 0;
    for (;;) {
      const count = await db.transaction(async (tx) => {
        const { rows: due } = await tx.query<DueRow>(
          `select a.id, a.user_id, a.include_followed, a.query, a.watermark from job_alerts a
         where a.status = 'active' and a.id > $4 and (
           (a.frequency = 'instant' and a.watermark < $1::timestamptz)
           or (a.frequency = 'daily' and coalesce(a.sent_period, '') < $2)
           or (a.frequency = 'weekly' and coalesce(a.sent_period, '') < $3))
         order by a.id limit ${ALERT_RUN_BATCH} for update skip locked`,
          [cutoff, daily, weekly, after],
        );
        if (due.length === 0) return 0;
        after = due.at(-1)!.id;
        const since = new Date(Math.min(...due.map((row) => new Date(row.watermark).getTime()))).toISOString();
        const { rows: fresh } = await tx.query<{ id: number; first_published_at: Date | string }>(
          `select j.id, j.first_published_at from jobs j
         where j.status = 'published' and j.first_published_at > $1::timestamptz and j.first_published_at <= $2::timestamptz`,
          [since, cutoff],
        );
        const published = new Map(fresh.map((job) => [job.id, new Date(job.first_published_at).getTime()]));
        const watermarks = new Map(due.map((row) => [row.id, new Date(row.watermark).getTime()]));
        // Alerts with the same filters (many watch "development in Praha") are matched once.
        const searches = new Map<string, { filters: JobSearch; alertIds: number[] }>();
        for (const { id, filters } of due.flatMap(readableAlert)) {
          const key = JSON.stringify(storedQuery(filters));
          const search = searches.get(key) ?? { filters, alertIds: [] };
          search.alertIds.push(id);
          searches.set(key, search);
        }
        const distinct = [...searches.values()];
        const matches = await createJobsRepository(tx).alertMatches(
          distinct.map((search, index) => ({ id: index, filters: search.filters })),
          [...published.keys()],
          now,
        );
        // Jobs of each alert first published after its own watermark, newest first.
        const perAlert = new Map<number, number[]>();
        for (const { alertId: index, jobId } of matches) {
          for (const alertId of distinct[index]!.alertIds) {
            if (published.get(jobId)! <= watermarks.get(alertId)!) continue;
            perAlert.set(alertId, [...(perAlert.get(alertId) ?? []), jobId]);
          }
        }
        const followed = await followedCompanyJobs(tx, due, { published, watermarks, matched: perAlert, now });
        const newest = (a: number, b: number) => published.get(b)! - published.get(a)! || b - a;
        const mails = [...new Set([...perAlert.keys(), ...followed.keys()])].map((alertId) => {
          const jobIds = (perAlert.get(alertId) ?? []).sort(newest).slice(0, ALERT_MAIL_JOBS_MAX);
          // The followed companies' jobs fill what the matched ones leave of the cap.
          const followedJobIds = (followed.get(alertId) ?? []).sort(newest).slice(0, ALERT_MAIL_JOBS_MAX - jobIds.length);
          return { alertId, jobIds, total: perAlert.get(alertId)?.length ?? 0, ...(followedJobIds.length ? { followedJobIds } : {}) };
        });
        await queue.sendMany(alertMailJob, mails, tx);
        await tx.query(
          `update job_alerts set watermark = greatest(watermark, $2::timestamptz),
           sent_period = case frequency when 'daily' then $3 when 'weekly' then $4 else sent_period end
         where id = any($1::int[])`,
          [due.map((row) => row.id), cutoff, daily, weekly],
        );
        result.mails += mails.length;
        return due.length;
      });
      result.alerts += count;
      if (count < ALERT_RUN_BATCH || shouldStop()) break;
    }
  };
  await Promise.all(Array.from({ length: db.driver === 'postgres' ? ALERT_RUN_WORKERS : 1 }, worker));
  return result;
}

/**
 * The new jobs of the companies each alert's account follows, for the alerts that ask for them
 * (`include_followed`), first published after the alert's own watermark, open, and not among the
 * jobs its filters matched: one statement for the batch.
 */
async function followedCompanyJobs(
  db: Queryable,
  due: DueRow[],
  {
    published,
    watermarks,
    matched,
    now,
  }: { published: Map<number, number>; watermarks: Map<number, number>; matched: Map<number, number[]>; now: Date },
): Promise<Map<number, number[]>> {
  const asking = due.filter((row) => row.include_followed && row.user_id !== null).map((row) => row.id);
  const followed = new Map<number, number[]>();
  if (asking.length === 0 || published.size === 0) return followed;
  const { rows } = await db.query<{ alert_id: number; job_id: number }>(
    `select a.id as alert_id, s.job_id from job_alerts a
     join company_follows f on f.user_id = a.user_id
     join job_search s on s.company_id = f.company_id
     where a.id = any($1::int[]) and s.job_id = any($2::int[]) and (s.valid_until is null or s.valid_until > $3::timestamptz)`,
    [asking, [...published.keys()], now.toISOString()],
  );
  for (const { alert_id: alertId, job_id: jobId } of rows) {
    if (published.get(jobId)! <= watermarks.get(alertId)! || matched.get(alertId)?.includes(jobId)) continue;
    followed.set(alertId, [...(followed.get(alertId) ?? []), jobId]);
  }
  return followed;
}

export const alertRunJob = defineJob<Record<string, never>, FastifyInstance>({
  name: 'alert-run',
  cron: ALERT_RUN_CRON,
  async run(app) {
    const result = await runAlerts(app.db, app.queue, app.clock(), () => app.queue.stopping);
    if (result.alerts > 0) app.log.info(result, 'job alerts run');
  },
});

interface MailJobRow {
  id: number;
  slug: string;
  title: string;
  locations: string[];
  work_mode: string;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: 'month' | 'year' | 'hour' | null;
  company_name: string;
}

/**
 * One alert's mail: the jobs still open when it is built (none left: no mail); `followedJobIds`, the
 * new jobs of followed companies that its filters did not match, go in a section of their own.
 */
export const alertMailJob = defineJob<{ alertId: number; jobIds: number[]; total: number; followedJobIds?: number[] }, FastifyInstance>({
  name: 'alert-mail',
  retries: MAIL_RETRIES,
  async run(app, { alertId, jobIds, total, followedJobIds = [] }, job) {
    const { rows: alerts } = await app.db.query<AlertRow & { unsubscribe_key: Buffer | Uint8Array }>(
      `select ${ALERT_COLUMNS}, unsubscribe_key from job_alerts where id = $1 and status = 'active'`,
      [alertId],
    );
    const alert = alerts[0];
    if (!alert) return;
    const { rows } = await app.db.query<MailJobRow>(
      `select j.id, j.slug, j.title, j.locations, j.work_mode, j.salary_min, j.salary_max, j.salary_currency, j.salary_period,
         c.name as company_name
       from job_search s join jobs j on j.id = s.job_id join companies c on c.id = j.company_id
       where s.job_id = any($1::int[]) and (s.valid_until is null or s.valid_until > $2::timestamptz)`,
      [[...jobIds, ...followedJobIds], app.clock().toISOString()],
    );
    if (rows.length === 0) return;
    const byId = new Map(rows.map((row) => [row.id, row]));
    const open = jobIds.map((id) => byId.get(id)).filter((row): row is MailJobRow => row !== undefined);
    const openFollowed = followedJobIds.map((id) => byId.get(id)).filter((row): row is MailJobRow => row !== undefined);
    const language = alert.language;
    const origin = siteOrigin(app.config, language);
    const workMode = (code: string) => label(language, 'workModes', code);
    const mailJob = (row: MailJobRow) => ({
      title: row.title,
      company: row.company_name,
      location: [
        ...row.locations.filter((code) => (LOCATIONS as readonly string[]).includes(code)).map((code) => label(language, 'locations', code)),
        workMode(row.work_mode),
      ].join(', '),
      salary:
        row.salary_currency && row.salary_period
          ? { min: row.salary_min, max: row.salary_max, currency: row.salary_currency, period: row.salary_period }
          : null,
      url: `${origin}${pathFor('jobDetail', language, { id: String(row.id), slug: row.slug })}`,
    });
    await app.mailer.send({
      ...alertMail({
        to: alert.email,
        locale: language,
        name: alert.name,
        total: total - (jobIds.length - open.length),
        jobs: open.map(mailJob),
        ...(openFollowed.length ? { followed: { jobs: openFollowed.map(mailJob), url: `${origin}${pathFor('companiesFollowing', language)}` } } : {}),
        listUrl: alertListUrl(app.config, language, alert.query),
        unsubscribe: alertUnsubscribeLinks(app.config, language, unsubscribeToken(alert.id, Buffer.from(alert.unsubscribe_key))),
        manageUrl: `${origin}${alertsPath(language)}`,
      }),
      id: stableMailId(job.createdOn, job.id),
    });
  },
});
