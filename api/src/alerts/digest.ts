// Server-only: the newsletter's job digest as an alert (api/ALERTS.md, "The profile digest"). Turning
// the digest on (daily or weekly) makes or updates the account's one digest alert from the
// profile's fields, seniority, location and work modes (the profile match of the list's "For you"
// order, api/src/jobs/for-you.ts); turning it off deletes it. The digest is then sent by the alert
// run like any alert, with the same matching.
import type { Preferences } from '@raketa/shared/account';
import type { Queryable } from '../db/db';
import { PROFILE_MATCH_COLUMNS, profileMatch, profileQuery, type ProfileMatchRow } from '../jobs/for-you';
import { ALERT_TEXTS } from '../mail/alert-mail';
import { currentPeriod } from './periods';
import { readAlertQuery } from './alerts';
import { randomBytes } from 'node:crypto';

/** Makes the account's digest alert match `preferences` (call in the transaction that saves them). */
export async function syncDigestAlert(db: Queryable, user: { id: number; email: string }, preferences: Preferences, now: Date): Promise<void> {
  if (preferences.jobDigest === 'off') {
    await db.query(`delete from job_alerts where user_id = $1 and kind = 'digest'`, [user.id]);
    return;
  }
  // The profile's match as the list's "For you" order reads it (one definition, api/src/jobs/for-you.ts).
  const { rows } = await db.query<ProfileMatchRow>(`select ${PROFILE_MATCH_COLUMNS} from profiles where user_id = $1`, [user.id]);
  const { stored } = readAlertQuery(profileQuery(profileMatch(rows[0])));
  const frequency = preferences.jobDigest;
  await db.query(
    `insert into job_alerts (user_id, email, query, name, frequency, language, status, kind, watermark, sent_period, unsubscribe_key, created_at, updated_at)
     values ($1, $2, $3::jsonb, $4, $5, $6, 'active', 'digest', $7::timestamptz, $8, $9, $7::timestamptz, $7::timestamptz)
     on conflict (user_id) where kind = 'digest' do update set
       email = excluded.email, query = excluded.query, name = excluded.name, language = excluded.language, status = 'active',
       sent_period = case when job_alerts.frequency = excluded.frequency then job_alerts.sent_period else excluded.sent_period end,
       frequency = excluded.frequency, updated_at = excluded.updated_at`,
    [
      user.id,
      user.email,
      JSON.stringify(stored),
      ALERT_TEXTS[preferences.language].names.digest,
      frequency,
      preferences.language,
      now.toISOString(),
      currentPeriod(frequency, now),
      randomBytes(32),
    ],
  );
}
