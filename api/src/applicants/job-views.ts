// Server-only: views of a job's public page (api/APPLICANTS.md, "Job views"), one per visitor and
// day (UTC), crawlers left out. A visitor is the signed-in account, or else the address and user
// agent; either is stored only as a SHA-256 salted with the day's random salt, which the next day's
// salt replaces, so no address is kept and yesterday's hashes cannot be matched to anyone.
import { createHash, randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import type { JobStats } from '@raketa/shared/contracts';
import type { Queryable } from '../db/db';
import { answerTally, ratedApplications } from './response-rate';

export interface Viewer {
  /** The signed-in account, if any: one visitor on every device. */
  userId: number | null;
  ip: string;
  userAgent: string;
}

/** The UTC day of `now`, `YYYY-MM-DD`. */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Search engines and link previews are not people reading the ad (the isbot list, as the site's). */
export const isCrawler = (userAgent: string) => userAgent === '' || isbot(userAgent);

// The salt of the day this process last used, per database; read once a day from the table every
// process shares.
const cachedSalts = new WeakMap<Queryable, { day: string; salt: Buffer }>();

/** The day's salt, made by the first view of the day; older ones are deleted then. */
async function daySalt(db: Queryable, day: string): Promise<Buffer> {
  const cached = cachedSalts.get(db);
  if (cached?.day === day) return cached.salt;
  await db.query('insert into job_view_salts (day, salt) values ($1::date, $2) on conflict (day) do nothing', [day, randomBytes(32)]);
  await db.query('delete from job_view_salts where day < $1::date', [day]);
  const { rows } = await db.query<{ salt: Buffer | Uint8Array }>('select salt from job_view_salts where day = $1::date', [day]);
  const salt = Buffer.from(rows[0]!.salt);
  cachedSalts.set(db, { day, salt });
  return salt;
}

/** The visitor's hash for `day`'s salt. */
export function visitorHash(salt: Buffer, viewer: Viewer): Buffer {
  const who = viewer.userId !== null ? `account\n${viewer.userId}` : `visitor\n${viewer.ip}\n${viewer.userAgent}`;
  return createHash('sha256').update(salt).update(who).digest();
}

/**
 * Counts a view of job `jobId` by `viewer` at `now`: true when it was the visitor's first of the day
 * on an open job. A crawler's, a repeated one and one of a job that is not public count nothing.
 */
export async function recordJobView(db: Queryable, jobId: number, viewer: Viewer, now: Date): Promise<boolean> {
  if (isCrawler(viewer.userAgent)) return false;
  const day = dayOf(now);
  const visitor = visitorHash(await daySalt(db, day), viewer);
  // Only a job its public page shows (published, not past its end); a repeat conflicts and is dropped.
  const { rows } = await db.query(
    `insert into job_views (job_id, day, visitor)
     select j.id, $2::date, $3 from jobs j
     where j.id = $1 and j.status = 'published' and (j.valid_until is null or j.valid_until > $4::timestamptz)
     on conflict do nothing
     returning 1`,
    [jobId, day, visitor, now.toISOString()],
  );
  return rows.length > 0;
}

/** Views of each of `jobIds` (all days), by job id; a job without any is left out. */
export async function jobViewCounts(db: Queryable, jobIds: readonly number[]): Promise<Map<number, number>> {
  if (jobIds.length === 0) return new Map();
  const { rows } = await db.query<{ job_id: number; views: number | string }>(
    'select job_id, count(*) as views from job_views where job_id = any($1::integer[]) group by job_id',
    [jobIds],
  );
  return new Map(rows.map((row) => [row.job_id, Number(row.views)]));
}

/** The company's figures per job (only jobs with a view or an application), by the response rate's rule. */
export async function companyJobStats(db: Queryable, companyId: number, now: Date): Promise<JobStats[]> {
  const { rows } = await db.query<{ id: number; views: number | string; applications: number | string }>(
    `select j.id,
       (select count(*) from job_views v where v.job_id = j.id) as views,
       (select count(*) from job_applications a where a.job_id = j.id) as applications
     from jobs j where j.company_id = $1 order by j.id`,
    [companyId],
  );
  const rated = await ratedApplications(db, companyId, now);
  return rows
    .filter((row) => Number(row.views) > 0 || Number(row.applications) > 0)
    .map((row) => {
      const { answered, total } = answerTally(
        rated.filter((application) => application.jobId === row.id),
        now,
      );
      return { id: row.id, views: Number(row.views), applications: Number(row.applications), answered, counted: total };
    });
}
