// Server-only: `GET /api/jobs` query parameters (api/JOBS.md, "Jobs") read into checked filters,
// and the SQL conditions they make. Every list parameter is a closed list of codes, so anything
// unknown is refused with the parameter's name instead of silently widening the list.
import {
  FIELD_CODES,
  JOB_LANGUAGES,
  JOB_SORTS,
  JOB_TYPES,
  LOCATIONS,
  SEARCH_TEXT_MAX,
  SENIORITIES,
  TECHNOLOGY_CODES,
  WORK_MODES,
  ranksEnglishFirst,
  topField,
  type JobLanguage,
  type JobSort,
} from '@raketa/shared/jobs';
import { MAX_PAGE } from '../lib/hydra';

export interface JobFilters {
  q?: string;
  fields: string[];
  locations: string[];
  workModes: string[];
  seniorities: string[];
  jobTypes: string[];
  technologies: string[];
  /** The ads' languages. */
  languages: string[];
  company?: string;
  salaryMin?: number;
}

export interface JobSearch extends JobFilters {
  /** The order actually used: `relevance` needs `q`, so without one it is `newest`. */
  sort: JobSort;
  /** The sort as asked, kept in links (undefined when defaulted). */
  requestedSort?: JobSort;
  page: number;
  facets: boolean;
  /** The site the list is shown on (`locale`, default `cs`); see `englishFirst`. */
  locale: JobLanguage;
}

/** Multi-value filters: query parameter, allowed codes. */
export const LIST_FILTERS = {
  fields: FIELD_CODES,
  locations: LOCATIONS,
  workModes: WORK_MODES,
  seniorities: SENIORITIES,
  jobTypes: JOB_TYPES,
  technologies: TECHNOLOGY_CODES,
  languages: JOB_LANGUAGES,
} as const satisfies Record<string, readonly string[]>;
export type ListFilter = keyof typeof LIST_FILTERS;
export const LIST_FILTER_NAMES = Object.keys(LIST_FILTERS) as ListFilter[];

/** The job_search column of each list filter (and facet). */
export const FACET_COLUMN: Record<ListFilter, string> = {
  fields: 'fields',
  locations: 'locations',
  workModes: 'work_mode',
  seniorities: 'seniority',
  jobTypes: 'job_types',
  technologies: 'technologies',
  languages: 'language',
};

/**
 * The facet values a job with `value` in the facet's column counts for: every array element once,
 * a field also for its top-level field (ticking a top-level field matches its specialisations,
 * `expandFields`).
 */
export function facetValuesOf(facet: ListFilter, value: string | readonly string[]): string[] {
  if (typeof value === 'string') return [value];
  return [...new Set(facet === 'fields' ? value.flatMap((code) => [code, topField(code)]) : value)];
}

const PARAMETERS = new Set<string>(['q', ...LIST_FILTER_NAMES, 'company', 'salaryMin', 'sort', 'page', 'facets', 'locale']);
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const INTEGER = /^\d{1,9}$/;
/** A monthly salary beyond this is a typo, not a filter. */
const MAX_SALARY_MIN = 10_000_000;

export class SearchParameterError extends Error {
  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(message);
  }
}

function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new SearchParameterError(name, `Parameter ${name} must be given once`);
  return value;
}

function codes(query: Record<string, unknown>, name: ListFilter): string[] {
  const value = single(query, name);
  if (value === undefined || value === '') return [];
  const allowed: readonly string[] = LIST_FILTERS[name];
  const list: string[] = [];
  for (const code of value.split(',')) {
    if (!allowed.includes(code)) throw new SearchParameterError(name, `Unknown ${name} code: ${JSON.stringify(code)}`);
    if (!list.includes(code)) list.push(code);
  }
  // One order per selection, so equal selections make equal links.
  return [...allowed].filter((code) => list.includes(code));
}

/** Reads the raw query string object (before any schema coercion); throws `SearchParameterError`. */
export function parseJobSearch(query: Record<string, unknown>): JobSearch {
  for (const name of Object.keys(query)) {
    if (!PARAMETERS.has(name)) throw new SearchParameterError(name, `Unknown parameter ${name}`);
  }
  const search: JobSearch = {
    fields: codes(query, 'fields'),
    locations: codes(query, 'locations'),
    workModes: codes(query, 'workModes'),
    seniorities: codes(query, 'seniorities'),
    jobTypes: codes(query, 'jobTypes'),
    technologies: codes(query, 'technologies'),
    languages: codes(query, 'languages'),
    sort: 'newest',
    page: 1,
    facets: false,
    locale: 'cs',
  };

  const q = single(query, 'q')?.trim().replace(/\s+/g, ' ');
  if (q !== undefined && q.length > SEARCH_TEXT_MAX) {
    throw new SearchParameterError('q', `Parameter q must be at most ${SEARCH_TEXT_MAX} characters`);
  }
  if (q) search.q = q;

  const company = single(query, 'company');
  if (company !== undefined && company !== '') {
    if (!SLUG.test(company) || company.length > 200) throw new SearchParameterError('company', 'Parameter company must be a company slug');
    search.company = company;
  }

  const salaryMin = single(query, 'salaryMin');
  if (salaryMin !== undefined && salaryMin !== '') {
    if (!INTEGER.test(salaryMin) || Number(salaryMin) > MAX_SALARY_MIN) {
      throw new SearchParameterError('salaryMin', `Parameter salaryMin must be a whole number of CZK from 0 to ${MAX_SALARY_MIN}`);
    }
    search.salaryMin = Number(salaryMin);
  }

  const sort = single(query, 'sort');
  if (sort !== undefined && sort !== '') {
    if (!(JOB_SORTS as readonly string[]).includes(sort)) {
      throw new SearchParameterError('sort', `Parameter sort must be one of ${JOB_SORTS.join(', ')}`);
    }
    search.requestedSort = sort as JobSort;
  }
  search.sort = search.requestedSort ?? (search.q ? 'relevance' : 'newest');
  if (search.sort === 'relevance' && !search.q) search.sort = 'newest';

  const page = single(query, 'page');
  if (page !== undefined) {
    if (!INTEGER.test(page) || Number(page) < 1 || Number(page) > MAX_PAGE) {
      throw new SearchParameterError('page', `Parameter page must be a whole number from 1 to ${MAX_PAGE}`);
    }
    search.page = Number(page);
  }

  const facets = single(query, 'facets');
  if (facets !== undefined) {
    if (facets !== 'true' && facets !== 'false') throw new SearchParameterError('facets', 'Parameter facets must be true or false');
    search.facets = facets === 'true';
  }

  const locale = single(query, 'locale');
  if (locale !== undefined && locale !== '') {
    if (!(JOB_LANGUAGES as readonly string[]).includes(locale)) {
      throw new SearchParameterError('locale', `Parameter locale must be one of ${JOB_LANGUAGES.join(', ')}`);
    }
    search.locale = locale as JobLanguage;
  }
  return search;
}

/** English-language jobs first (`ranksEnglishFirst`, the rule the UI's sort choice follows too). */
export function englishFirst(search: JobSearch): boolean {
  return ranksEnglishFirst({ locale: search.locale, sort: search.requestedSort, languages: search.languages });
}

/** The filters as query parameters for Hydra view links (empty ones left out, fixed order). */
export function searchLinkParams(search: JobSearch): Record<string, string | undefined> {
  const list = (values: string[]) => (values.length ? values.join(',') : undefined);
  return {
    q: search.q,
    fields: list(search.fields),
    locations: list(search.locations),
    workModes: list(search.workModes),
    seniorities: list(search.seniorities),
    jobTypes: list(search.jobTypes),
    technologies: list(search.technologies),
    languages: list(search.languages),
    company: search.company,
    salaryMin: search.salaryMin === undefined ? undefined : String(search.salaryMin),
    sort: search.requestedSort,
    facets: search.facets ? 'true' : undefined,
    locale: search.locale === 'cs' ? undefined : search.locale,
  };
}

/** A top-level field also matches its specialisations. */
export function expandFields(fields: readonly string[]): string[] {
  return FIELD_CODES.filter((code) => fields.includes(code) || fields.includes(topField(code)));
}

/** Collects positional parameters while SQL is written. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * The folded search text as a prefix tsquery, built by the database's own parser so words split
 * exactly as in the search documents ("vyvojar" becomes `'vyvojar':*`); `&` needs every word, `|`
 * any. An uncorrelated subquery, so PostgreSQL evaluates it once (an InitPlan) and can still use
 * the GIN index.
 */
export function prefixQuerySql(textParam: string, operator: '&' | '|' = '&'): string {
  return `(select coalesce(to_tsquery('simple', string_agg(quote_literal(lexeme) || ':*', ' ${operator} ')), ''::tsquery)
     from unnest(to_tsvector('simple', raketa_fold(${textParam}))))`;
}

/**
 * SQL of a search text: `text` folded, `query` its prefix tsquery (every word), `anyWord` the
 * tsquery of any of its words. `typos` switches from full-text matching to trigram word
 * similarity on the title, the fallback when the words match nothing.
 */
export interface TextSearch {
  text: string;
  query: string;
  anyWord: string;
  typos: boolean;
}

/** The SQL of search text `q` (a parameter of `params`), read with typos or not. */
export function textSearchSql(q: string, params: SqlParams, typos: boolean): TextSearch {
  const text = `raketa_fold(${params.add(q)}::text)`;
  return { text, query: prefixQuerySql(text), anyWord: prefixQuerySql(text, '|'), typos };
}

/**
 * The condition on `job_search s` of each list filter that is set (the SQL paths: for-you, alerts,
 * similar jobs; the list and its facets filter in memory, api/src/jobs/job-index.ts).
 */
export function listFilterConditions(filters: JobFilters, params: SqlParams): Partial<Record<ListFilter, string>> {
  const conditions: Partial<Record<ListFilter, string>> = {};
  const overlap = (column: string, values: string[]) => `s.${column} && ${params.add(values)}::text[]`;
  const oneOf = (column: string, values: string[]) => `s.${column} = any(${params.add(values)}::text[])`;
  if (filters.fields.length) conditions.fields = overlap('fields', expandFields(filters.fields));
  if (filters.locations.length) conditions.locations = overlap('locations', filters.locations);
  if (filters.jobTypes.length) conditions.jobTypes = overlap('job_types', filters.jobTypes);
  if (filters.technologies.length) conditions.technologies = overlap('technologies', filters.technologies);
  if (filters.workModes.length) conditions.workModes = oneOf('work_mode', filters.workModes);
  if (filters.seniorities.length) conditions.seniorities = oneOf('seniority', filters.seniorities);
  if (filters.languages.length) conditions.languages = oneOf('language', filters.languages);
  return conditions;
}

/**
 * Conditions (joined with `and`) on `job_search s` (published jobs only) for open jobs matching
 * `filters`; the search text is `matchingJobsSql`'s.
 */
export function jobConditions(filters: JobFilters, params: SqlParams, options: { now: Date }): string[] {
  const conditions = [`(s.valid_until is null or s.valid_until > ${params.add(options.now.toISOString())}::timestamptz)`];
  const listed = listFilterConditions(filters, params);
  conditions.push(...Object.values(listed));
  if (filters.company !== undefined) {
    conditions.push(`s.company_id = (select id from companies where slug = ${params.add(filters.company)})`);
  }
  if (filters.salaryMin !== undefined) conditions.push(`s.salary_monthly_czk >= ${params.add(filters.salaryMin)}::integer`);
  return conditions;
}

/**
 * A select of the open jobs matching `filters` and the search text: the `columns` of `job_search s`
 * and, when asked (ranking costs a function call per match), `rank` (higher is better). Full text is two disjoint parts: jobs whose
 * title, company and technologies hold every word (the narrow table's own GIN index, where nearly
 * all matches are), and jobs needing their description for some word. Such a word then matches a
 * description word the heading lacks, which is what jobs.search_description holds, so those jobs
 * are found by any of the words there and checked against the whole document. A common title
 * word thus never makes PostgreSQL read the wide jobs rows of its thousands of matches.
 *
 * The text part reads job_search through `offset 0` so the planner cannot AND the words' bitmap
 * with a broad filter's (a field is a third of all jobs): that bitmap costs more than checking the
 * filter on the few narrow rows the words already picked.
 */
export function matchingJobsSql(
  filters: JobFilters,
  params: SqlParams,
  options: {
    now: Date;
    search?: TextSearch;
    columns: string[];
    rank?: boolean;
    /** Rows of job_search to search instead of the whole table (an alert run's new jobs: a CTE's name, or a subquery). */
    source?: string;
    /** Only the jobs needing their description (the job index finds the headings' matches itself). */
    descriptionOnly?: boolean;
  },
): string {
  const where = jobConditions(filters, params, options).join(' and ');
  const columns = options.columns.map((column) => `s.${column}`).join(', ');
  const { search } = options;
  const rank = (expression: string) => (options.rank ? `, ${expression} as rank` : '');
  const source = options.source ?? 'job_search';
  if (!search) return `select ${columns}${rank('0::real')} from ${source} s where ${where}`;
  if (search.typos) {
    return `select ${columns}${rank(`word_similarity(${search.text}, s.search_title)`)} from ${source} s
      where ${where} and ${search.text} <% s.search_title`;
  }
  const description = `select ${columns}${rank(`ts_rank(j.search_document, ${search.query})`)} from ${source} s join jobs j on j.id = s.job_id
      where ${where} and j.search_description @@ ${search.anyWord} and j.search_document @@ ${search.query}
        and not (s.document @@ ${search.query})`;
  if (options.descriptionOnly) return description;
  return `select ${columns}${rank(`ts_rank(s.document, ${search.query})`)}
      from (select * from ${source} t where t.document @@ ${search.query} offset 0) s
      where ${where}
    union all
    ${description}`;
}
