// Server-only: read access to job offers (api/JOBS.md, "Jobs"), decorated on the app as
// `jobsRepository`. Open means published and not past `valid_until` at the caller's `now`.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { JobDetail, JobFacets, JobSummary } from '@raketa/shared/jobs';
import { JOBS_PER_PAGE } from '@raketa/shared/jobs';
import type { JobState } from '@raketa/shared/contracts';
import type { Queryable } from '../db/db';
import { pageOffset } from '../lib/hydra';
import {
  SqlParams,
  englishFirst,
  jobConditions,
  matchingJobsSql,
  prefixQuerySql,
  type JobFilters,
  type JobSearch,
  type TextSearch,
} from '../jobs/job-search';
import { countFacets } from '../jobs/job-facets';
import { localizedColumn, publicCompanyCondition } from '../jobs/company-summary';
import { JOB_SUMMARY_COLUMNS, toJobSummary, type JobSummaryRow } from '../jobs/job-summary';
import { sanitizeDescription } from '../jobs/sanitize-description';
import { correctSearchText } from '../jobs/typo-correction';
import { FOR_YOU_COLUMNS, forYouPage, type ProfileMatch } from '../jobs/for-you';

const NO_FILTERS: JobFilters = { fields: [], locations: [], workModes: [], seniorities: [], jobTypes: [], technologies: [], languages: [] };

/** How many jobs `similar` answers. */
export const SIMILAR_JOBS = 6;

interface JobDetailRow extends JobSummaryRow {
  status: JobState;
  updated_at: Date | string;
  description: string;
  benefits: string[];
  company_short_cs: string;
  company_short_en: string;
  company_size: JobDetail['company']['size'];
  company_type: JobDetail['company']['type'];
  company_website: string | null;
  company_locations: string[];
}

function toDetail(row: JobDetailRow): JobDetail {
  const summary = toJobSummary(row);
  return {
    ...summary,
    // A renewal or an approval publishes again without an edit: modified is then the publication.
    updatedAt: new Date(Math.max(new Date(row.updated_at).getTime(), new Date(row.published_at).getTime())).toISOString(),
    description: sanitizeDescription(row.description),
    benefits: row.benefits,
    company: {
      ...summary.company,
      shortDescription: { cs: row.company_short_cs, en: row.company_short_en },
      size: row.company_size,
      type: row.company_type,
      website: row.company_website,
      locations: row.company_locations,
    },
  };
}

/** A job that has been public: a page (and similar jobs) to answer for, even after it closed or expired. */
const EVER_PUBLISHED = `j.status <> 'draft' and j.published_at is not null`;

/** What `GET /api/jobs/{id}` finds: an open job, a closed or expired one, or nothing to show. */
export type JobLookup = { state: 'open'; job: JobDetail } | { state: 'closed'; job: JobDetail } | { state: 'missing' };

/** Orders over the matching `job_search` rows `m`. */
const ORDER: Record<'newest' | 'salary', string> = {
  newest: 'm.published_at desc, m.job_id desc',
  salary: 'm.salary_monthly_czk desc nulls last, m.job_id desc',
};
/**
 * The first key of the English site's default order (`englishFirst`): false (English) sorts before
 * true. Spelled as the index job_search_language_newest_idx (migration 0020), which serves it.
 */
const ENGLISH_FIRST = `(m.language <> 'en')`;

/**
 * TOP is bought (a plan with priority placement): in the default order, at most this many TOP jobs
 * matching the filters are pinned at the head of page 1 and wear the badge; the rest of the list,
 * other TOP jobs included (without the badge), follows by date. A badge on every card says nothing.
 */
export const TOP_SLOTS = 3;
/** Which TOP jobs are pinned rotates among all that match, once an hour: the same for every page of one visit. */
const TOP_ROTATION_MS = 60 * 60 * 1000;
export function createJobsRepository(db: Queryable) {
  function textSearch(filters: JobFilters, params: SqlParams, typos: boolean): TextSearch | undefined {
    if (filters.q === undefined) return undefined;
    const text = `raketa_fold(${params.add(filters.q)}::text)`;
    return { text, query: prefixQuerySql(text), anyWord: prefixQuerySql(text, '|'), typos };
  }

  /** Whether the words of `q` match any open job, whatever the filters. */
  async function matchesAnyOpenJob(q: string, now: Date): Promise<boolean> {
    const params = new SqlParams();
    const text = textSearch({ ...NO_FILTERS, q }, params, false)!;
    const matching = matchingJobsSql(NO_FILTERS, params, { now, search: text, columns: ['job_id'] });
    const { rows } = await db.query<{ found: boolean }>(`select exists (${matching}) as found`, params.values);
    return rows[0]?.found ?? false;
  }

  async function page(search: JobSearch, now: Date, typos: boolean, forYou?: ProfileMatch) {
    const params = new SqlParams();
    const text = textSearch(search, params, typos);
    const columns = ['job_id', 'is_top', 'published_at', 'salary_monthly_czk', 'language'];
    if (search.sort === 'for-you') columns.push(...FOR_YOU_COLUMNS.filter((column) => !columns.includes(column)));
    const ranked = search.sort === 'relevance' && text !== undefined;
    const first = englishFirst(search) ? `${ENGLISH_FIRST}, ` : '';
    const matching = matchingJobsSql(search, params, { now, columns, rank: ranked, ...(text ? { search: text } : {}) });
    const countValues = [...params.values];
    const limit = params.add(JOBS_PER_PAGE);
    const offset = params.add(pageOffset(search.page, JOBS_PER_PAGE));
    const count = () => db.query<{ total: number }>(`select count(*)::int as total from (${matching}) m`, countValues);

    if (search.sort === 'for-you') {
      // The candidate's order (api/src/jobs/for-you.ts); without a profile every score is 0: newest first.
      const { rows } = await forYouPage(db, forYou ?? { fields: [], workModes: [] }, { matching, params, limit, offset });
      const total = rows[0]?.total ?? (search.page > 1 ? ((await count()).rows[0]?.total ?? 0) : 0);
      return { total, items: rows.map(({ total: _total, ...job }) => job), typos };
    }

    if (ranked) {
      // Ranking visits every match anyway, so the same pass counts them (count(*) over ()) and
      // only the page's twenty rows are joined to their columns and company.
      const { rows } = await db.query<JobSummaryRow & { total: number }>(
        `with ranked as (
           select m.job_id, m.rank, m.published_at, ${first ? ENGLISH_FIRST : 'false'} as later, count(*) over () as total
           from (${matching}) m
           order by ${first}m.rank desc, m.published_at desc, m.job_id desc limit ${limit} offset ${offset})
         select ${JOB_SUMMARY_COLUMNS}, ranked.total::int as total
         from ranked join jobs j on j.id = ranked.job_id join companies c on c.id = j.company_id
         order by ranked.later, ranked.rank desc, ranked.published_at desc, ranked.job_id desc`,
        params.values,
      );
      // Past the last page no row carries the total: count separately.
      const total = rows[0]?.total ?? (search.page > 1 ? ((await count()).rows[0]?.total ?? 0) : 0);
      return { total, items: rows.map(toJobSummary), typos };
    }

    const sort = search.sort === 'relevance' ? 'newest' : search.sort;
    if (sort === 'newest') return newestPage(search, { matching, countValues, count, typos, now, first });
    const [{ rows: countRows }, { rows }] = await Promise.all([
      count(),
      db.query<JobSummaryRow>(
        `select ${JOB_SUMMARY_COLUMNS} from (${matching}) m join jobs j on j.id = m.job_id join companies c on c.id = j.company_id
         order by ${ORDER[sort]} limit ${limit} offset ${offset}`,
        params.values,
      ),
    ]);
    // TOP is a place at the head of the default order; elsewhere no card wears it.
    return { total: countRows[0]?.total ?? 0, items: rows.map((row) => ({ ...toJobSummary(row), isTop: false })), typos };
  }

  /**
   * The default order: up to TOP_SLOTS pinned TOP jobs (page 1 shows them), then every other match
   * by date. `first` is a leading order key (English first): it orders the others and picks the
   * pinned ones too, so the English site pins English TOP jobs, and Czech ones only when fewer match.
   */
  async function newestPage(
    search: JobSearch,
    {
      matching,
      countValues,
      count,
      typos,
      now,
      first,
    }: {
      matching: string;
      /** The values of `matching`'s parameters; this page's own follow them. */
      countValues: unknown[];
      count: () => Promise<{ rows: { total: number }[] }>;
      typos: boolean;
      now: Date;
      first: string;
    },
  ) {
    const from = `from (${matching}) m join jobs j on j.id = m.job_id join companies c on c.id = j.company_id`;
    const pinnedParams = new SqlParams();
    pinnedParams.values.push(...countValues);
    const rotation = pinnedParams.add(String(Math.floor(now.getTime() / TOP_ROTATION_MS)));
    const { rows: pinnedRows } = await db.query<JobSummaryRow>(
      `select ${JOB_SUMMARY_COLUMNS} ${from} where m.is_top
       order by ${first}md5(m.job_id::text || '-' || ${rotation}::text), m.job_id limit ${TOP_SLOTS}`,
      pinnedParams.values,
    );
    const pinned = pinnedRows.map((row) => ({ ...toJobSummary(row), isTop: true }));
    // Page 1 holds the pinned jobs and fewer others; later pages continue the others where it stopped.
    const firstPage = search.page <= 1;
    const othersOffset = firstPage ? 0 : pageOffset(search.page, JOBS_PER_PAGE) - pinned.length;
    const othersLimit = firstPage ? JOBS_PER_PAGE - pinned.length : JOBS_PER_PAGE;
    const params = new SqlParams();
    params.values.push(...countValues);
    const excluded = params.add(pinned.map((job) => job.id));
    const limit = params.add(othersLimit);
    const offset = params.add(othersOffset);
    const [{ rows: countRows }, { rows }] = await Promise.all([
      count(),
      db.query<JobSummaryRow>(
        `select ${JOB_SUMMARY_COLUMNS} ${from} where not (m.job_id = any(${excluded}::int[]))
         order by ${first}${ORDER.newest} limit ${limit} offset ${offset}`,
        params.values,
      ),
    ]);
    const others = rows.map((row) => ({ ...toJobSummary(row), isTop: false }));
    return { total: countRows[0]?.total ?? 0, items: firstPage ? [...pinned, ...others] : others, typos };
  }

  return {
    /**
     * One page of open jobs matching `search`, how many match in all, and the search as it was
     * read (corrected words in `q`; `typos` when titles matched by similarity). Search words
     * match by prefix (full text, indexed). Only when they match no open job at all (so ticking a
     * filter never switches how the text is read) is the text read as typed with typos: each word
     * no job word starts with becomes its nearest job word ("pyhton" is searched as "python"), and
     * when that matches nothing either, titles within a small typo of the whole text match (trigram
     * similarity, a cost per row, so it comes last).
     */
    async list(
      search: JobSearch,
      now: Date,
      forYou?: ProfileMatch,
    ): Promise<{ total: number; items: JobSummary[]; typos: boolean; search: JobSearch }> {
      const found = await page(search, now, false, forYou);
      if (found.total > 0 || search.q === undefined || (await matchesAnyOpenJob(search.q, now))) return { ...found, search };
      const corrected = await correctSearchText(db, search.q);
      if (corrected !== undefined && (await matchesAnyOpenJob(corrected, now))) {
        const correctedSearch = { ...search, q: corrected };
        return { ...(await page(correctedSearch, now, false, forYou)), search: correctedSearch };
      }
      return { ...(await page(search, now, true, forYou)), search };
    },

    /** Disjunctive counts: each facet with every filter applied except its own (one statement, api/src/jobs/job-facets.ts); `typos` as `list` answered. */
    async facets(filters: JobFilters, now: Date, typos = false): Promise<JobFacets> {
      return countFacets(db, filters, { now, typos });
    },

    /**
     * Which of `jobIds` each alert's filters match, as the list matches them (the same conditions
     * and full-text search, api/ALERTS.md): one statement for a batch of alerts, each alert a
     * branch of the list's SQL over only those jobs' rows (a materialized CTE), so an alert run
     * never searches the whole board per alert.
     */
    async alertMatches(
      alerts: readonly { id: number; filters: JobFilters }[],
      jobIds: readonly number[],
      now: Date,
    ): Promise<{ alertId: number; jobId: number }[]> {
      if (alerts.length === 0 || jobIds.length === 0) return [];
      const params = new SqlParams();
      const ids = params.add(jobIds);
      const branches = alerts.map((alert) => {
        const text = textSearch(alert.filters, params, false);
        const matching = matchingJobsSql(alert.filters, params, { now, source: 'fresh', columns: ['job_id'], ...(text ? { search: text } : {}) });
        return `select ${params.add(alert.id)}::int as alert_id, m.job_id from (${matching}) m`;
      });
      const { rows } = await db.query<{ alert_id: number; job_id: number }>(
        `with fresh as materialized (select * from job_search where job_id = any(${ids}::int[]))
         ${branches.join('\n union all ')}`,
        params.values,
      );
      return rows.map((row) => ({ alertId: row.alert_id, jobId: row.job_id }));
    },

    /** How many open jobs first published after `since` match `filters` as the list would (an alert's estimate). */
    async countPublishedSince(filters: JobFilters, since: Date, now: Date): Promise<number> {
      const params = new SqlParams();
      const source = `(select * from job_search where job_id in (select id from jobs where status = 'published'
        and first_published_at > ${params.add(since.toISOString())}::timestamptz))`;
      const text = textSearch(filters, params, false);
      const matching = matchingJobsSql(filters, params, { now, source, columns: ['job_id'], ...(text ? { search: text } : {}) });
      const { rows } = await db.query<{ total: number }>(`select count(*)::int as total from (${matching}) m`, params.values);
      return rows[0]?.total ?? 0;
    },

    /**
     * A job by id as the detail page shows it. A job that was public once is `closed` while it is not
     * open (closed, expired, or back in review); one never published (a draft, one waiting for its
     * first review or sent back from it) and unknown ids are `missing`.
     */
    async find(id: number, now: Date): Promise<JobLookup> {
      const { rows } = await db.query<JobDetailRow>(
        `select ${JOB_SUMMARY_COLUMNS}, j.status, j.updated_at, j.description, j.benefits,
           ${localizedColumn('c', 'short_description', 'cs')} as company_short_cs,
           ${localizedColumn('c', 'short_description', 'en')} as company_short_en,
           c.size as company_size, c.type as company_type, c.website as company_website, c.locations as company_locations
         from jobs j join companies c on c.id = j.company_id
         where j.id = $1 and ${EVER_PUBLISHED} and ${publicCompanyCondition('c')}`,
        [id],
      );
      const row = rows[0];
      if (!row) return { state: 'missing' };
      const expired = row.valid_until !== null && new Date(row.valid_until).getTime() <= now.getTime();
      return { state: row.status === 'published' && !expired ? 'open' : 'closed', job: toDetail(row) };
    },

    /**
     * Up to six open jobs sharing the most fields and technologies with job `id` (which may be
     * closed), newest first among equals; undefined for a draft or unknown id.
     */
    async similar(id: number, now: Date): Promise<JobSummary[] | undefined> {
      const { rows: base } = await db.query<{ fields: string[]; technologies: string[] }>(
        `select j.fields, j.technologies from jobs j join companies c on c.id = j.company_id
         where j.id = $1 and ${EVER_PUBLISHED} and ${publicCompanyCondition('c')}`,
        [id],
      );
      if (!base[0]) return undefined;
      const params = new SqlParams();
      const where = jobConditions(NO_FILTERS, params, { now });
      const fields = params.add(base[0].fields);
      const technologies = params.add(base[0].technologies);
      const self = params.add(id);
      const limit = params.add(SIMILAR_JOBS);
      const { rows } = await db.query<JobSummaryRow>(
        `select ${JOB_SUMMARY_COLUMNS},
           cardinality(array(select unnest(s.fields) intersect select unnest(${fields}::text[])))
             + cardinality(array(select unnest(s.technologies) intersect select unnest(${technologies}::text[]))) as shared
         from job_search s join jobs j on j.id = s.job_id join companies c on c.id = j.company_id
         where ${where.join(' and ')} and s.job_id <> ${self}
           and (s.fields && ${fields}::text[] or s.technologies && ${technologies}::text[])
         order by shared desc, s.published_at desc, s.job_id desc
         limit ${limit}`,
        params.values,
      );
      return rows.map(toJobSummary);
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    jobsRepository: JobsRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('jobsRepository', createJobsRepository(app.db));
  },
  { name: 'jobs-repository', decorators: { fastify: ['db'] } },
);
