// Server-only: reading and saving candidate profiles (api/AUTH.md, "Profile"). A profile row is
// made on the first save; until then the account shows an empty profile.
import {
  ONBOARDING_STEPS,
  type FieldOfInterest,
  type LanguageSkill,
  type LinkKind,
  type OnboardingStep,
  type Profile,
  type ProfilePatch,
  type Salary,
  type Seniority,
  type WorkMode,
} from '@raketa/shared/account';
import type { Db, Queryable } from '../db/db';

export type { Profile };

interface ProfileRow {
  name: string;
  email: string;
  type: 'candidate' | 'company';
  has_password: boolean;
  headline: string | null;
  location: string | null;
  fields: FieldOfInterest[] | null;
  seniority: Seniority | null;
  salary_amount: number | null;
  salary_currency: Salary['currency'] | null;
  salary_period: Salary['period'] | null;
  work_modes: WorkMode[] | null;
  languages: LanguageSkill[] | null;
  linkedin_url: string | null;
  github_url: string | null;
  portfolio_url: string | null;
  onboarding_step: OnboardingStep | null;
  onboarding_finished_at: Date | string | null;
  cv_file_name: string | null;
  cv_media_type: string | null;
  cv_size: number | null;
  cv_uploaded_at: Date | string | null;
}

// jsonb comes back parsed from both drivers; a string would mean a driver that does not parse it.
const list = <T>(value: T[] | string | null): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? []));

function toProfile(row: ProfileRow): Profile {
  return {
    name: row.name,
    email: row.email,
    type: row.type,
    hasPassword: row.has_password,
    headline: row.headline,
    location: row.location,
    fields: list(row.fields),
    seniority: row.seniority,
    salary: row.salary_amount === null ? null : { amount: row.salary_amount, currency: row.salary_currency!, period: row.salary_period! },
    workModes: list(row.work_modes),
    languages: list(row.languages),
    links: { linkedin: row.linkedin_url, github: row.github_url, portfolio: row.portfolio_url },
    cv:
      row.cv_file_name === null
        ? null
        : {
            fileName: row.cv_file_name,
            mediaType: row.cv_media_type!,
            size: row.cv_size!,
            uploadedAt: new Date(row.cv_uploaded_at!).toISOString(),
          },
    onboarding: { lastCompletedStep: row.onboarding_step, finished: row.onboarding_finished_at !== null },
  };
}

export async function getProfile(db: Queryable, userId: number): Promise<Profile | undefined> {
  const { rows } = await db.query<ProfileRow>(
    `select u.name, u.email, u.type, u.password_hash is not null as has_password,
            p.headline, p.location, p.fields, p.seniority, p.salary_amount, p.salary_currency, p.salary_period,
            p.work_modes, p.languages, p.linkedin_url, p.github_url, p.portfolio_url,
            p.onboarding_step, p.onboarding_finished_at,
            c.file_name as cv_file_name, c.media_type as cv_media_type, c.size_bytes as cv_size, c.uploaded_at as cv_uploaded_at
     from users u
     left join profiles p on p.user_id = u.id
     left join profile_cvs c on c.user_id = u.id
     where u.id = $1`,
    [userId],
  );
  return rows[0] && toProfile(rows[0]);
}

const LINK_COLUMNS: Record<LinkKind, string> = { linkedin: 'linkedin_url', github: 'github_url', portfolio: 'portfolio_url' };

/** The later of two steps in onboarding order: going back and saving again never loses progress. */
export function furthestStep(a: OnboardingStep | null, b: OnboardingStep): OnboardingStep {
  return a !== null && ONBOARDING_STEPS.indexOf(a) > ONBOARDING_STEPS.indexOf(b) ? a : b;
}

/** Applies a validated patch in one transaction and answers the saved profile. */
export async function updateProfile(db: Db, userId: number, patch: ProfilePatch, now: Date): Promise<Profile> {
  return db.transaction(async (tx) => {
    if (patch.name !== undefined) {
      await tx.query('update users set name = $2, updated_at = $3::timestamptz where id = $1', [userId, patch.name, now.toISOString()]);
    }
    await tx.query('insert into profiles (user_id) values ($1) on conflict (user_id) do nothing', [userId]);
    // Locked, so two saves of the onboarding step cannot both read the old step.
    const { rows } = await tx.query<{ onboarding_step: OnboardingStep | null }>(
      'select onboarding_step from profiles where user_id = $1 for update',
      [userId],
    );

    // Column names come from this code only; values are parameters.
    const sets: string[] = [];
    const params: unknown[] = [userId];
    const set = (column: string, value: unknown, cast = '') => {
      params.push(value);
      sets.push(`${column} = $${params.length}${cast}`);
    };
    if (patch.headline !== undefined) set('headline', patch.headline);
    if (patch.location !== undefined) set('location', patch.location);
    if (patch.fields !== undefined) set('fields', JSON.stringify(patch.fields), '::jsonb');
    if (patch.workModes !== undefined) set('work_modes', JSON.stringify(patch.workModes), '::jsonb');
    if (patch.languages !== undefined) set('languages', JSON.stringify(patch.languages), '::jsonb');
    if (patch.seniority !== undefined) set('seniority', patch.seniority);
    if (patch.salary !== undefined) {
      set('salary_amount', patch.salary?.amount ?? null);
      set('salary_currency', patch.salary?.currency ?? null);
      set('salary_period', patch.salary?.period ?? null);
    }
    for (const [kind, value] of Object.entries(patch.links ?? {}) as [LinkKind, string | null][]) {
      set(LINK_COLUMNS[kind], value);
    }
    if (patch.onboarding?.completedStep !== undefined) {
      set('onboarding_step', furthestStep(rows[0]?.onboarding_step ?? null, patch.onboarding.completedStep));
    }
    if (patch.onboarding?.finished === true) {
      params.push(now.toISOString());
      sets.push(`onboarding_finished_at = coalesce(onboarding_finished_at, $${params.length}::timestamptz)`);
    }
    if (patch.onboarding?.finished === false) sets.push('onboarding_finished_at = null');
    set('updated_at', now.toISOString(), '::timestamptz');
    await tx.query(`update profiles set ${sets.join(', ')} where user_id = $1`, params);
    return (await getProfile(tx, userId))!;
  });
}

export interface StoredCv {
  fileName: string;
  mediaType: string;
  content: Buffer;
}

export async function saveCv(db: Queryable, userId: number, cv: StoredCv, now: Date): Promise<void> {
  await db.query(
    `insert into profile_cvs (user_id, file_name, media_type, size_bytes, content, uploaded_at)
     values ($1, $2, $3, $4, $5, $6::timestamptz)
     on conflict (user_id) do update set file_name = excluded.file_name, media_type = excluded.media_type,
       size_bytes = excluded.size_bytes, content = excluded.content, uploaded_at = excluded.uploaded_at`,
    [userId, cv.fileName, cv.mediaType, cv.content.length, cv.content, now.toISOString()],
  );
}

export async function readCv(db: Queryable, userId: number): Promise<StoredCv | undefined> {
  const { rows } = await db.query<{ file_name: string; media_type: string; content: Uint8Array }>(
    'select file_name, media_type, content from profile_cvs where user_id = $1',
    [userId],
  );
  const row = rows[0];
  return row && { fileName: row.file_name, mediaType: row.media_type, content: Buffer.from(row.content) };
}

/** True when there was a CV to delete. */
export async function deleteCv(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query('delete from profile_cvs where user_id = $1 returning user_id', [userId]);
  return rows.length > 0;
}
