// Server-only: what a candidate's profile asks of a job (api/JOBS.md, "For you"), written once. The
// list's `for-you` order ranks open jobs by it in SQL (one score over the matching rows, the reasons
// beside it), and the newsletter's profile digest is an alert of the same fields, seniority, place
// and work modes (api/src/alerts/digest.ts).
import { FIELD_CODES, LOCATIONS, MATCH_REASONS, SENIORITIES, WORK_MODES, type JobSummary, type MatchReason } from '@raketa/shared/jobs';
import csMessages from '@raketa/shared/messages/cs.json';
import enMessages from '@raketa/shared/messages/en.json';
import type { Queryable } from '../db/db';
import { expandFields, type SqlParams } from './job-search';
import { JOB_SUMMARY_COLUMNS, toJobSummary, type JobSummaryRow } from './job-summary';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** The profile's free-text location as a list's location code, when it names one ("Praha", "brno", "Prague"). */
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

/** The profile columns a match reads (table `profiles`). */
export interface ProfileMatchRow {
  fields: string[];
  seniority: string | null;
  location: string | null;
  work_modes: string[];
  salary_amount: number | null;
  salary_currency: string | null;
  salary_period: string | null;
}
export const PROFILE_MATCH_COLUMNS = 'fields, seniority, location, work_modes, salary_amount, salary_currency, salary_period';

/** What a profile asks of a job, in the list's codes; what the list does not know is left out. */
export interface ProfileMatch {
  /** Top-level fields of interest; each also matches its specialisations. */
  fields: string[];
  seniority?: string;
  /** The profile's city as a list location. */
  location?: string;
  workModes: string[];
  /** The salary expectation in monthly CZK, as jobs.salary_monthly_czk counts (EUR at 25 CZK, an hour 1/160 of a month). */
  salaryMin?: number;
}

// jsonb comes back parsed from both drivers; a string would mean a driver that does not parse it.
const list = (value: string[] | string | null | undefined): string[] => (typeof value === 'string' ? (JSON.parse(value) as string[]) : (value ?? []));

export function profileMatch(row: ProfileMatchRow | undefined): ProfileMatch {
  if (!row) return { fields: [], workModes: [] };
  const match: ProfileMatch = {
    // Only codes the list knows: a profile saved under an older list of options still matches.
    fields: list(row.fields).filter((code) => FIELD_CODES.includes(code)),
    workModes: list(row.work_modes).filter((code) => (WORK_MODES as readonly string[]).includes(code)),
  };
  if (row.seniority && (SENIORITIES as readonly string[]).includes(row.seniority)) match.seniority = row.seniority;
  const location = locationCode(row.location);
  if (location) match.location = location;
  if (row.salary_amount !== null) {
    match.salaryMin = row.salary_amount * (row.salary_currency === 'EUR' ? 25 : 1) * (row.salary_period === 'hour' ? 160 : 1);
  }
  return match;
}

/** The profile's match, or undefined when it asks nothing (no profile, or none of its answers the list knows). */
export async function readProfileMatch(db: Queryable, userId: number): Promise<ProfileMatch | undefined> {
  const { rows } = await db.query<ProfileMatchRow>(`select ${PROFILE_MATCH_COLUMNS} from profiles where user_id = $1`, [userId]);
  const match = profileMatch(rows[0]);
  return match.fields.length || match.seniority || match.location || match.salaryMin !== undefined || match.workModes.includes('remote')
    ? match
    : undefined;
}

/**
 * The profile digest's list parameters: the jobs of the profile's fields, seniority, place and work
 * modes (every one given must hold, as any list filter). The salary is not one: the list's filter
 * drops jobs without a salary, which most ads are; the `for-you` order counts it instead.
 */
export function profileQuery(match: ProfileMatch): Record<string, string> {
  const query: Record<string, string> = {};
  if (match.fields.length) query.fields = match.fields.join(',');
  if (match.seniority) query.seniorities = match.seniority;
  if (match.location) query.locations = match.location;
  if (match.workModes.length) query.workModes = match.workModes.join(',');
  return query;
}

/** How much each reason weighs: the field outweighs all the others together. */
const WEIGHTS: Record<MatchReason, number> = { field: 8, seniority: 3, salary: 2, location: 2, remote: 2 };

/**
 * Each reason's condition on a row of job_search or jobs (`alias`, the same column names), or none
 * when the profile does not ask it. A place is the profile's city for on-site and hybrid jobs (in
 * the work modes the profile names, if any), and remote work counts when the profile names it.
 */
function reasonConditions(match: ProfileMatch, params: SqlParams, alias: string): [MatchReason, string][] {
  const conditions: Partial<Record<MatchReason, string>> = {};
  if (match.fields.length) conditions.field = `${alias}.fields && ${params.add(expandFields(match.fields))}::text[]`;
  if (match.seniority) conditions.seniority = `${alias}.seniority = ${params.add(match.seniority)}`;
  if (match.salaryMin !== undefined) conditions.salary = `${alias}.salary_monthly_czk >= ${params.add(match.salaryMin)}::integer`;
  if (match.location) {
    const onSite = match.workModes.filter((mode) => mode !== 'remote');
    const modes = onSite.length ? onSite : ['onsite', 'hybrid'];
    conditions.location = `(${alias}.locations && ${params.add([match.location])}::text[] and ${alias}.work_mode = any(${params.add(modes)}::text[]))`;
  }
  if (match.workModes.includes('remote')) conditions.remote = `${alias}.work_mode = 'remote'`;
  return MATCH_REASONS.filter((reason) => conditions[reason]).map((reason) => [reason, conditions[reason]!]);
}

/** The score (higher matches better) and the reasons' codes of a row `alias`, as SQL. */
export function matchSql(match: ProfileMatch, params: SqlParams, alias: string): { score: string; reasons: string } {
  const conditions = reasonConditions(match, params, alias);
  if (conditions.length === 0) return { score: '0', reasons: `'{}'::text[]` };
  return {
    score: conditions.map(([reason, condition]) => `(case when ${condition} then ${WEIGHTS[reason]} else 0 end)`).join(' + '),
    reasons: `array_remove(array[${conditions.map(([reason, condition]) => `case when ${condition} then '${reason}' end`).join(', ')}]::text[], null)`,
  };
}

/** The job_search columns the score reads, for the list's matching rows. */
export const FOR_YOU_COLUMNS = ['fields', 'seniority', 'salary_monthly_czk', 'locations', 'work_mode'];

/**
 * One page of the `for-you` order over `matching` (the list's select of matching job_search rows
 * with FOR_YOU_COLUMNS and published_at, its parameters in `params`): best score first, newest
 * first among equals, each job with its reasons. Scoring visits every match anyway, so the same pass
 * counts them, and only the page's rows are joined to their columns and company. No TOP pinning:
 * the order is the candidate's.
 */
export async function forYouPage(
  db: Queryable,
  match: ProfileMatch,
  { matching, params, limit, offset }: { matching: string; params: SqlParams; limit: string; offset: string },
): Promise<{ rows: (JobSummary & { total: number })[] }> {
  const { score, reasons } = matchSql(match, params, 'm');
  const { rows } = await db.query<JobSummaryRow & { total: number; match_reasons: MatchReason[] }>(
    `with ranked as (
       select m.job_id, m.published_at, ${score} as score, ${reasons} as match_reasons, count(*) over () as total
       from (${matching}) m
       order by score desc, m.published_at desc, m.job_id desc limit ${limit} offset ${offset})
     select ${JOB_SUMMARY_COLUMNS}, ranked.match_reasons, ranked.total::int as total
     from ranked join jobs j on j.id = ranked.job_id join companies c on c.id = j.company_id
     order by ranked.score desc, ranked.published_at desc, ranked.job_id desc`,
    params.values,
  );
  return { rows: rows.map((row) => ({ ...toJobSummary(row), isTop: false, matchReasons: row.match_reasons, total: row.total })) };
}
