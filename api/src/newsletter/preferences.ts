// Server-only: an account's newsletter preferences (api/AUTH.md, "Newsletter"). Marketing mail is
// opt-in: an account that has chosen nothing gets no topic, and mails come in the language of the
// site it registered on (or, without a stored row, the site it is using).
import {
  DIGEST_FREQUENCIES,
  MAIL_LANGUAGES,
  TOPICS,
  type DigestFrequency,
  type MailLanguage,
  type Preferences,
  type Topic,
} from '@raketa/shared/account';
import type { Queryable } from '../db/db';
import type { FieldError } from '../lib/problem';

export type UpdatedVia = 'registration' | 'settings' | 'unsubscribe';

export const defaultPreferences = (language: MailLanguage): Preferences => ({
  jobDigest: 'off',
  startupNews: false,
  coursesAndEvents: false,
  productTips: false,
  language,
});

/** Whether `topic` is on (the digest at any frequency). */
export const isSubscribed = (preferences: Preferences, topic: Topic): boolean =>
  topic === 'jobDigest' ? preferences.jobDigest !== 'off' : preferences[topic];

export const subscribedTopics = (preferences: Preferences): Topic[] => TOPICS.filter((topic) => isSubscribed(preferences, topic));

/** `preferences` with `topics` turned off. */
export function withoutTopics(preferences: Preferences, topics: readonly Topic[]): Preferences {
  const next = { ...preferences };
  for (const topic of topics) {
    if (topic === 'jobDigest') next.jobDigest = 'off';
    else next[topic] = false;
  }
  return next;
}

export const MESSAGES = {
  required: 'This field is mandatory',
  invalid_choice: 'Choose one of the offered values',
  invalid_type: 'This field must be true or false',
} as const;

/** The PUT body, field by field; every field is required so that a save never half-applies a form. */
export function validatePreferences(body: unknown): { ok: true; value: Preferences } | { ok: false; errors: FieldError[] } {
  const input = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const errors: FieldError[] = [];
  const fail = (field: string, code: keyof typeof MESSAGES) => errors.push({ field, code, message: MESSAGES[code] });

  const choice = <T extends string>(field: string, allowed: readonly T[]): T | undefined => {
    const value = input[field];
    if (value === undefined || value === null || value === '') fail(field, 'required');
    else if (!allowed.includes(value as T)) fail(field, 'invalid_choice');
    else return value as T;
    return undefined;
  };
  const flag = (field: string): boolean | undefined => {
    const value = input[field];
    if (value === undefined || value === null) fail(field, 'required');
    else if (typeof value !== 'boolean') fail(field, 'invalid_type');
    else return value;
    return undefined;
  };

  const jobDigest = choice('jobDigest', DIGEST_FREQUENCIES);
  const startupNews = flag('startupNews');
  const coursesAndEvents = flag('coursesAndEvents');
  const productTips = flag('productTips');
  const language = choice('language', MAIL_LANGUAGES);
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { jobDigest: jobDigest!, startupNews: startupNews!, coursesAndEvents: coursesAndEvents!, productTips: productTips!, language: language! },
  };
}

interface PreferencesRow {
  job_digest: DigestFrequency;
  startup_news: boolean;
  courses_and_events: boolean;
  product_tips: boolean;
  language: MailLanguage;
}

const toPreferences = (row: PreferencesRow): Preferences => ({
  jobDigest: row.job_digest,
  startupNews: row.startup_news,
  coursesAndEvents: row.courses_and_events,
  productTips: row.product_tips,
  language: row.language,
});

const columns = 'job_digest, startup_news, courses_and_events, product_tips, language';

/** The stored preferences, or undefined when the account has none yet. `forUpdate` locks the row in a transaction. */
export async function findPreferences(db: Queryable, userId: number, { forUpdate = false } = {}): Promise<Preferences | undefined> {
  const { rows } = await db.query<PreferencesRow>(
    `select ${columns} from newsletter_preferences where user_id = $1${forUpdate ? ' for update' : ''}`,
    [userId],
  );
  return rows[0] && toPreferences(rows[0]);
}

/** The stored preferences, else the defaults in `fallbackLanguage`. */
export async function preferencesOf(db: Queryable, userId: number, fallbackLanguage: MailLanguage): Promise<Preferences> {
  return (await findPreferences(db, userId)) ?? defaultPreferences(fallbackLanguage);
}

export async function savePreferences(db: Queryable, userId: number, preferences: Preferences, via: UpdatedVia, now: Date): Promise<void> {
  await db.query(
    `insert into newsletter_preferences (user_id, ${columns}, updated_via, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz)
     on conflict (user_id) do update set
       job_digest = excluded.job_digest, startup_news = excluded.startup_news,
       courses_and_events = excluded.courses_and_events, product_tips = excluded.product_tips,
       language = excluded.language, updated_via = excluded.updated_via, updated_at = excluded.updated_at`,
    [
      userId,
      preferences.jobDigest,
      preferences.startupNews,
      preferences.coursesAndEvents,
      preferences.productTips,
      preferences.language,
      via,
      now.toISOString(),
    ],
  );
}

/** The defaults of a new account, in its site's language; a choice made meanwhile wins. */
export async function storeDefaults(db: Queryable, userId: number, language: MailLanguage, now: Date): Promise<void> {
  await db.query(
    `insert into newsletter_preferences (user_id, language, updated_via, updated_at)
     values ($1, $2, 'registration', $3::timestamptz)
     on conflict (user_id) do nothing`,
    [userId, language, now.toISOString()],
  );
}
