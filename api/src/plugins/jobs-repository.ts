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
  textSearchSql,
  type JobFilters,
  type JobSearch,
  type TextSearch,
} from '../jobs/job-search';
import { JobIndex, type IndexQuery } from '../jobs/job-index';
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

/**
 * TOP is bought (a plan with priority placement): in the default order, at most this many TOP jobs
 * matching the filters are pinned at the head of page 1 and wear the badge; the rest of the list,
 * other TOP jobs included (without the badge), follows by date. A badge on every card says nothing.
 */
export const TOP_SLOTS = 3;
/** Which TOP jobs are pinned rotates among all that match, once an hour: the same for every page of one visit. */
const TOP_ROTATION_MS = 60 * 60 * 1000;

/**
 * `index` (api/src/jobs/job-index.ts) answers the list and its facets; a repository made for a
 * transaction (alert runs) has its own, loaded only if its list is asked for.
 */
export function createJobsRepository(db: Queryable, index: JobIndex = new JobIndex(db)) {
  function textSearch(filters: JobFilters, params: SqlParams, typos: boolean): TextSearch | undefined {
    return filters.q === undefined ? undefined : textSearchSql(filters.q, params, typos);
  }

  /**
   * The summaries of `ids`, in that order. Their companies are named too, so both tables are read by
   * primary key (otherwise the planner hashes every company for twenty jobs); a job whose company
   * changed since the index read it is read again by the join alone.
   */
  async function summaries(ids: number[]): Promise<JobSummary[]> {
    if (ids.length === 0) return [];
    // The job index keeps cards it has seen until a change names their job: only the rest are read.
    const { cards, missing: unread, version } = index.cardsOf(ids);
    if (unread.length > 0) {
      const { rows } = await db.query<JobSummaryRow>(
        `select ${JOB_SUMMARY_COLUMNS} from jobs j join companies c on c.id = j.company_id
         where j.id = any($1::int[]) and c.id = any($2::int[])`,
        [unread, index.companiesOf(unread)],
      );
      const missing = unread.filter((id) => !rows.some((row) => row.id === id));
      if (missing.length > 0) {
        const { rows: more } = await db.query<JobSummaryRow>(
          `select ${JOB_SUMMARY_COLUMNS} from jobs j join companies c on c.id = j.company_id where j.id = any($1::int[])`,
          [missing],
        );
        rows.push(...more);
      }
      const read = rows.map(toJobSummary);
      index.keepCards(read, version);
      for (const card of read) cards.set(card.id, card);
    }
    return ids.flatMap((id) => cards.get(id) ?? []);
  }

  /** The request as the index reads it: the text's matches and the company's id. */
  async function indexQuery(filters: JobFilters, now: Date, typos: boolean): Promise<IndexQuery> {
    const query: IndexQuery = { filters, now };
    if (filters.q !== undefined) query.text = await index.textMatch(filters.q, typos);
    if (filters.company !== undefined) {
      const { rows } = await db.query<{ id: number }>('select id from companies where slug = $1', [filters.company]);
      query.companyId = rows[0]?.id ?? null;
    }
    return query;
  }

  /** Whether the words of `q` match any open job, whatever the filters. */
  async function matchesAnyOpenJob(q: string, now: Date): Promise<boolean> {
    return index.anyOpen(await index.textMatch(q, false), now);
  }

  /**
   * One page in the candidate's own order (api/src/jobs/for-you.ts), which needs the profile: its
   * score is PostgreSQL's, over the same matching rows.
   */
  async function forYouList(search: JobSearch, now: Date, typos: boolean, forYou: ProfileMatch | undefined) {
    const params = new SqlParams();
    const text = textSearch(search, params, typos);
    const columns = ['job_id', 'is_top', 'published_at', 'salary_monthly_czk', 'language', ...FOR_YOU_COLUMNS];
    const matching = matchingJobsSql(search, params, { now, columns: [...new Set(columns)], ...(text ? { search: text } : {}) });
    const countValues = [...params.values];
    const limit = params.add(JOBS_PER_PAGE);
    const offset = params.add(pageOffset(search.page, JOBS_PER_PAGE));
    // Without a profile every score is 0: newest first.
    const { rows } = await forYouPage(db, forYou ?? { fields: [], workModes: [] }, { matching, params, limit, offset });
    // Past the last page no row carries the total: count separately.
    const total =
      rows[0]?.total ??
      (search.page > 1
        ? ((await db.query<{ total: number }>(`select count(*)::int as total from (${matching}) m`, countValues)).rows[0]?.total ?? 0)
        : 0);
    return { total, items: rows.map(({ total: _total, ...job }) => job), typos, evaluated: undefined };
  }

  /**
   * One page from the index: newest (TOP pinned on the default order), salary, or relevance (the
   * text's rank), English first when `englishFirst`; only the page's rows are read from the database.
   */
  async function page(search: JobSearch, now: Date, typos: boolean, forYou?: ProfileMatch) {
    if (search.sort === 'for-you') return forYouList(search, now, typos, forYou);
    const query = await indexQuery(search, now, typos);
    const evaluated = index.evaluate(query);
    const { mask, total } = evaluated;
    const first = englishFirst(search);
    if (search.sort === 'relevance' && query.text) {
      const ids = index.pageIds(mask, {
        sort: 'relevance',
        text: query.text,
        englishFirst: first,
        offset: pageOffset(search.page, JOBS_PER_PAGE),
        limit: JOBS_PER_PAGE,
      });
      return { total, items: await summaries(ids), typos, evaluated };
    }
    if (search.sort === 'salary') {
      const ids = index.pageIds(mask, { sort: 'salary', englishFirst: first, offset: pageOffset(search.page, JOBS_PER_PAGE), limit: JOBS_PER_PAGE });
      // TOP is a place at the head of the default order; elsewhere no card wears it.
      return { total, items: (await summaries(ids)).map((job) => ({ ...job, isTop: false })), typos, evaluated };
    }
    // The default order: up to TOP_SLOTS pinned TOP jobs (page 1 shows them), then every other match
    // by date. English first orders the others and picks the pinned ones too, so the English site
    // pins English TOP jobs, and Czech ones only when fewer match.
    const rotation = String(Math.floor(now.getTime() / TOP_ROTATION_MS));
    const pinned = index.pinnedIds(mask, { rotation, englishFirst: first, slots: TOP_SLOTS });
    // Page 1 holds the pinned jobs and fewer others; later pages continue the others where it stopped.
    const firstPage = search.page <= 1;
    const others = index.pageIds(mask, {
      sort: 'newest',
      englishFirst: first,
      offset: firstPage ? 0 : pageOffset(search.page, JOBS_PER_PAGE) - pinned.length,
      limit: firstPage ? JOBS_PER_PAGE - pinned.length : JOBS_PER_PAGE,
      skip: new Set(pinned),
    });
    const shown = firstPage ? [...pinned, ...others] : others;
    const pinnedIds = new Set(firstPage ? pinned : []);
    const items = (await summaries(shown)).map((job) => ({ ...job, isTop: pinnedIds.has(job.id) }));
    return { total, items, typos, evaluated };
  }

  return {
    /**
     * One page of open jobs matching `search`, how many match in all, and the search as it was
     * read (corrected words in `q`; `typos` when titles matched by similarity). Search words
     * match by prefix (full text, indexed). Only when they match no open job at all (so ticking a
     * filter never switches how the text is read) is the text read as typed with typos: each word
     * no job word starts with becomes its nearest job word ("pyhton" is searched as "python"), and
     * when that matches nothing either, titles within a small typo of the whole text match (trigram
     * similarity, a cost per row, so it comes last). Every answer follows every change committed
     * before it, on any replica (the index reads the change log first). With `options.facets`, also
     * the disjunctive facet counts: each facet with every filter applied except its own, exact,
     * counted from the masks the page used (api/src/jobs/job-index.ts).
     */
    async list(
      search: JobSearch,
      now: Date,
      forYou?: ProfileMatch,
      options: { facets?: boolean } = {},
    ): Promise<{ total: number; items: JobSummary[]; typos: boolean; search: JobSearch; facets?: JobFacets }> {
      await index.current();
      const answer = async (read: JobSearch, found: Awaited<ReturnType<typeof page>>) => {
        const { evaluated, ...rest } = found;
        if (!options.facets) return { ...rest, search: read };
        // Counted as the list matched (the words, corrected ones, or a title with a typo), from the same masks.
        const masks = evaluated ?? index.evaluate(await indexQuery(read, now, found.typos));
        return { ...rest, search: read, facets: index.facets(masks) as unknown as JobFacets };
      };
      const found = await page(search, now, false, forYou);
      if (found.total > 0 || search.q === undefined || (await matchesAnyOpenJob(search.q, now))) return answer(search, found);
      const q = search.q;
      const corrected = await index.remember(`correct:${q}`, () => correctSearchText(db, q));
      if (corrected !== undefined && (await matchesAnyOpenJob(corrected, now))) {
        const correctedSearch = { ...search, q: corrected };
        return answer(correctedSearch, await page(correctedSearch, now, false, forYou));
      }
      return answer(search, await page(search, now, true, forYou));
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
    /** The process's job index (api/src/jobs/job-index.ts), loaded by the first list request. */
    jobIndex: JobIndex;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const index = new JobIndex(app.db);
    app.decorate('jobIndex', index);
    // On PostgreSQL the index loads as the app starts (a second or two at 100,000 jobs), so the first
    // visitors share that load instead of each waiting on it; the first list request awaits it. On
    // PGlite (tests, the local stack) the first list request loads it.
    if (app.db.driver === 'postgres') {
      app.addHook('onReady', async () => {
        index.current().catch((error: unknown) => app.log.warn({ err: error }, 'job index: loading at start failed, the first list request retries'));
      });
    }
    app.decorate('jobsRepository', createJobsRepository(app.db, index));
  },
  { name: 'jobs-repository', decorators: { fastify: ['db'] } },
);
