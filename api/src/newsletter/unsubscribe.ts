// Server-only: unsubscribe links that work without signing in (api/AUTH.md, "Newsletter"). Every
// newsletter-type mail gets its own random 256-bit token; only its SHA-256 is stored, with the
// account and the topic it turns off (null: all of them). The token is the only authority, so
// the one-click POST of RFC 8058 needs no session and no CSRF token; a GET never changes anything.
import { TOPICS, type MailLanguage, type Topic } from '@raketa/shared/account';
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { findPreferences, savePreferences, defaultPreferences, isSubscribed, withoutTopics } from './preferences';

/** A link outlives the mail's relevance: a year, then the settings page (signed in) remains. */
export const UNSUBSCRIBE_TOKEN_TTL_MS = 365 * 24 * 60 * 60 * 1000;
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The page that shows what a link unsubscribes from, per language (shared/src/routes/route-table.ts). */
export const NEWSLETTER_PATHS: Record<MailLanguage, string> = { cs: '/nastaveni/newsletter', en: '/settings/newsletter' };
export const ONE_CLICK_PATH = '/api/newsletter/unsubscribe';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function createUnsubscribeToken(
  db: Queryable,
  { userId, topic, locale, now }: { userId: number; topic: Topic | null; locale: MailLanguage; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into newsletter_unsubscribe_tokens (token_hash, user_id, topic, locale, created_at, expires_at)
     values ($1, $2, $3, $4, $5::timestamptz, $6::timestamptz)`,
    [sha256(token), userId, topic, locale, now.toISOString(), new Date(now.getTime() + UNSUBSCRIBE_TOKEN_TTL_MS).toISOString()],
  );
  return token;
}

/** The two addresses a mail carries: the page with its button, and the RFC 8058 one-click POST target. */
export function unsubscribeLinks(siteOrigin: string, locale: MailLanguage, token: string) {
  const query = (name: string) => new URLSearchParams({ [name]: token }).toString();
  return {
    page: `${siteOrigin}${NEWSLETTER_PATHS[locale]}?${query('unsubscribe')}`,
    oneClick: `${siteOrigin}${ONE_CLICK_PATH}?${query('token')}`,
  };
}

export type TokenProblem = 'unsubscribe_token_invalid' | 'unsubscribe_token_expired';

export interface UnsubscribeView {
  /** The address the link belongs to, masked (`j…@example.com`): a forwarded mail shows little. */
  email: string;
  /** The topic the link turns off; null for every topic. */
  topic: Topic | null;
  /** Of those, the ones currently on: what the button would turn off (empty: nothing left to do). */
  subscribed: Topic[];
}

interface TokenRow {
  user_id: number;
  topic: Topic | null;
  locale: MailLanguage;
  expires_at: Date | string;
  email: string;
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '…';
  return `${email[0]}…${email.slice(at)}`;
}

async function findToken(db: Queryable, token: string, now: Date): Promise<TokenRow | TokenProblem> {
  if (!UNSUBSCRIBE_TOKEN_PATTERN.test(token)) return 'unsubscribe_token_invalid';
  const { rows } = await db.query<TokenRow>(
    `select t.user_id, t.topic, t.locale, t.expires_at, u.email
     from newsletter_unsubscribe_tokens t join users u on u.id = t.user_id
     where t.token_hash = $1`,
    [sha256(token)],
  );
  const row = rows[0];
  if (!row) return 'unsubscribe_token_invalid';
  if (new Date(row.expires_at).getTime() <= now.getTime()) return 'unsubscribe_token_expired';
  return row;
}

const topicsOf = (row: TokenRow): Topic[] => (row.topic === null ? [...TOPICS] : [row.topic]);

/** What the link would do, read-only (the page shows it before its button is pressed). */
export async function describeUnsubscribe(db: Queryable, token: string, now: Date): Promise<UnsubscribeView | TokenProblem> {
  const row = await findToken(db, token, now);
  if (typeof row === 'string') return row;
  const preferences = (await findPreferences(db, row.user_id)) ?? defaultPreferences(row.locale);
  return {
    email: maskEmail(row.email),
    topic: row.topic,
    subscribed: topicsOf(row).filter((topic) => isSubscribed(preferences, topic)),
  };
}

/**
 * Turns off the link's topics; the answer lists those that were on (empty when there was nothing
 * left to turn off: a second click, or a mail client's retry, is not an error).
 */
export async function unsubscribe(db: Db, token: string, now: Date): Promise<{ unsubscribed: Topic[] } | TokenProblem> {
  const row = await findToken(db, token, now);
  if (typeof row === 'string') return row;
  return db.transaction(async (tx) => {
    const current = (await findPreferences(tx, row.user_id, { forUpdate: true })) ?? defaultPreferences(row.locale);
    const unsubscribed = topicsOf(row).filter((topic) => isSubscribed(current, topic));
    if (unsubscribed.length > 0) await savePreferences(tx, row.user_id, withoutTopics(current, unsubscribed), 'unsubscribe', now);
    // The digest's alert (api/ALERTS.md) goes with it.
    if (unsubscribed.includes('jobDigest')) await tx.query(`delete from job_alerts where user_id = $1 and kind = 'digest'`, [row.user_id]);
    return { unsubscribed };
  });
}
