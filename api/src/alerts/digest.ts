// Server-only: the newsletter's job digest as an alert (api/ALERTS.md, "The profile digest"). Turning
// the digest on (daily or weekly) makes or updates the account's one digest alert from the
// profile's fields, seniority, location and work modes; turning it off deletes it. The digest is
// then sent by the alert run like any alert, with the same matching.
import type { Preferences } from '@raketa/shared/account';
import { FIELD_CODES, LOCATIONS, SENIORITIES, WORK_MODES } from '@raketa/shared/jobs';
import csMessages from '@raketa/shared/messages/cs.json';
import enMessages from '@raketa/shared/messages/en.json';
import type { Queryable } from '../db/db';
import { ALERT_TEXTS } from '../mail/alert-mail';
import { currentPeriod } from './periods';
import { readAlertQuery } from './alerts';
import { randomBytes } from 'node:crypto';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** The profile's free-text location as a list's location code, when it names one ("Praha", "brno"). */
export function locationCode(location: string | null): string | undefined {
  if (!location) return undefined;
  const folded = fold(location);
  return LOCATIONS.find(
    (code) =>
      code === folded ||
      fold((csMessages.taxonomy.locations as Record<string, string>)[code] ?? '') === folded ||
      fold((enMessages.taxonomy.locations as Record<string, string>)[code] ?? '') === folded,
  );
}

interface ProfileRow {
  fields: string[];
  seniority: string | null;
  location: string | null;
  work_modes: string[];
}

/** The list parameters of a profile: what the digest watches. */
export function profileQuery(profile: ProfileRow | undefined): Record<string, string> {
  const query: Record<string, string> = {};
  if (!profile) return query;
  // Only codes the list knows: a profile saved under an older list of options still makes a digest.
  const fields = profile.fields.filter((code) => FIELD_CODES.includes(code));
  const workModes = profile.work_modes.filter((code) => (WORK_MODES as readonly string[]).includes(code));
  if (fields.length) query.fields = fields.join(',');
  if (profile.seniority && (SENIORITIES as readonly string[]).includes(profile.seniority)) query.seniorities = profile.seniority;
  const location = locationCode(profile.location);
  if (location) query.locations = location;
  if (workModes.length) query.workModes = workModes.join(',');
  return query;
}

/** Makes the account's digest alert match `preferences` (call in the transaction that saves them). */
export async function syncDigestAlert(db: Queryable, user: { id: number; email: string }, preferences: Preferences, now: Date): Promise<void> {
  if (preferences.jobDigest === 'off') {
    await db.query(`delete from job_alerts where user_id = $1 and kind = 'digest'`, [user.id]);
    return;
  }
  const { rows } = await db.query<ProfileRow>('select fields, seniority, location, work_modes from profiles where user_id = $1', [user.id]);
  const { stored } = readAlertQuery(profileQuery(rows[0]));
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
