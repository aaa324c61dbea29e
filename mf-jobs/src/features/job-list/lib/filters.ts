/**
 * The job list's filters and their URL: fields in the `:fields?` path parameter
 * (`/nabidky/vyvoj+design`), everything else in the query string with the same keys in both
 * languages. One selection has one URL: keys in a fixed order, list values in catalog order,
 * defaults left out. Invalid query values are dropped (a hand-edited link still shows a list);
 * an unknown field slug is the caller's 404, since it names a page that does not exist.
 */
import { pathFor, type LocaleCode } from '@raketa/shared';
import {
  fieldsParam,
  JOB_LANGUAGES,
  JOB_SORTS,
  JOB_TYPES,
  LIST_URL_PARAMS,
  LOCATIONS,
  parseFieldsParam,
  SEARCH_TEXT_MAX,
  SENIORITIES,
  TECHNOLOGY_CODES,
  WORK_MODES,
  type JobLanguage,
  type JobSort,
  type JobType,
  type Seniority,
  type WorkMode,
} from '@raketa/shared/jobs';

export interface JobFilters {
  fields: string[];
  q: string;
  locations: string[];
  workModes: WorkMode[];
  seniorities: Seniority[];
  jobTypes: JobType[];
  technologies: string[];
  /** The ads' languages. */
  languages: JobLanguage[];
  /** Company slug. */
  company: string | null;
  /** Minimum monthly salary in CZK. */
  salary: number | null;
  /** Explicit sort; null is the API's default (relevance with a search text, newest without). */
  sort: JobSort | null;
  page: number;
}

export const NO_FILTERS: JobFilters = {
  fields: [],
  q: '',
  locations: [],
  workModes: [],
  seniorities: [],
  jobTypes: [],
  technologies: [],
  languages: [],
  company: null,
  salary: null,
  sort: null,
  page: 1,
};

/** The list filters with their query-string key and closed list, in URL order. */
export const LIST_FILTERS = [
  { key: 'languages', param: LIST_URL_PARAMS.languages, codes: JOB_LANGUAGES as readonly string[] },
  { key: 'locations', param: LIST_URL_PARAMS.locations, codes: LOCATIONS as readonly string[] },
  { key: 'workModes', param: LIST_URL_PARAMS.workModes, codes: WORK_MODES as readonly string[] },
  { key: 'seniorities', param: LIST_URL_PARAMS.seniorities, codes: SENIORITIES as readonly string[] },
  { key: 'jobTypes', param: LIST_URL_PARAMS.jobTypes, codes: JOB_TYPES as readonly string[] },
  { key: 'technologies', param: LIST_URL_PARAMS.technologies, codes: TECHNOLOGY_CODES as readonly string[] },
] as const;
export type ListFilterKey = (typeof LIST_FILTERS)[number]['key'];

/** Salary steps the filter offers (monthly CZK). */
export const SALARY_STEPS = [40_000, 60_000, 80_000, 100_000] as const;
const SALARY_MAX = 10_000_000;
const PAGE_MAX = 10_000;
const COMPANY_SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

const positiveInt = (raw: string | null, max: number): number | null => {
  if (raw === null || !/^\d{1,8}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : null;
};

/** Known codes of a comma-separated value, in catalog order (so the URL is canonical). */
const codesOf = (raw: string | null, codes: readonly string[]): string[] => {
  if (!raw) return [];
  const given = raw.split(',');
  return codes.filter((code) => given.includes(code));
};

/** Reads the filters from the route; `null` when the fields parameter names an unknown field. */
export function filtersFromUrl(fields: string | undefined, search: string, locale: LocaleCode): JobFilters | null {
  const fieldCodes = parseFieldsParam(fields, locale);
  if (fieldCodes === null) return null;
  const query = new URLSearchParams(search);
  const q = (query.get('q') ?? '').trim().slice(0, SEARCH_TEXT_MAX);
  const sort = query.get('sort');
  const company = query.get('company');
  const filters: JobFilters = {
    ...NO_FILTERS,
    fields: fieldCodes,
    q,
    company: company && COMPANY_SLUG.test(company) ? company : null,
    salary: positiveInt(query.get(LIST_URL_PARAMS.salaryMin), SALARY_MAX),
    sort: JOB_SORTS.includes(sort as JobSort) && (sort !== 'relevance' || q) ? (sort as JobSort) : null,
    page: positiveInt(query.get('page'), PAGE_MAX) ?? 1,
  };
  for (const { key, param, codes } of LIST_FILTERS) (filters[key] as string[]) = codesOf(query.get(param), codes);
  return filters;
}

/** The canonical query string of the filters (without `?`; empty for none). */
export function filtersSearch(filters: JobFilters): string {
  const query = new URLSearchParams();
  if (filters.q) query.set('q', filters.q);
  for (const { key, param, codes } of LIST_FILTERS) {
    const values = codes.filter((code) => (filters[key] as string[]).includes(code));
    if (values.length) query.set(param, values.join(','));
  }
  if (filters.salary !== null) query.set(LIST_URL_PARAMS.salaryMin, String(filters.salary));
  if (filters.company) query.set('company', filters.company);
  if (filters.sort && (filters.sort !== 'relevance' || filters.q)) query.set('sort', filters.sort);
  if (filters.page > 1) query.set('page', String(filters.page));
  // Commas stay readable: they are list separators, not data.
  return query.toString().replaceAll('%2C', ',');
}

/** The path of a list route for field codes, with the readable `+` separator (generatePath escapes it). */
export const fieldsPath = (routeId: 'jobList' | 'savedJobs', fields: readonly string[], locale: LocaleCode): string =>
  pathFor(routeId, locale, { fields: fieldsParam(fields, locale) }).replaceAll('%2B', '+');

/** The job list's address for the filters (always the jobList route, also when coming from `/`). */
export function filtersHref(filters: JobFilters, locale: LocaleCode): string {
  const search = filtersSearch(filters);
  return `${fieldsPath('jobList', filters.fields, locale)}${search ? `?${search}` : ''}`;
}

/** A change of filters: always back to the first page (the old page number means nothing there). */
export const withFilters = (filters: JobFilters, change: Partial<JobFilters>): JobFilters => ({ ...filters, page: 1, ...change });

/**
 * `GET /api/jobs` parameters (api/JOBS.md) of the filters. `locale` is the site's: the English one
 * ranks English-language jobs first by default (left out where only counts are asked).
 */
export function apiQuery(filters: JobFilters, { facets = true, locale }: { facets?: boolean; locale?: LocaleCode } = {}): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.q) query.q = filters.q;
  if (filters.fields.length) query.fields = filters.fields.join(',');
  for (const { key } of LIST_FILTERS) if (filters[key].length) query[key] = filters[key].join(',');
  if (filters.company) query.company = filters.company;
  if (filters.salary !== null) query.salaryMin = String(filters.salary);
  if (filters.sort && (filters.sort !== 'relevance' || filters.q)) query.sort = filters.sort;
  if (filters.page > 1) query.page = String(filters.page);
  if (facets) query.facets = 'true';
  if (locale === 'en') query.locale = locale;
  return query;
}

/** Filter groups a visitor can remove as a whole (the empty state's suggestions). */
export type FilterGroup = 'fields' | 'q' | ListFilterKey | 'salary' | 'company';

export function activeGroups(filters: JobFilters): FilterGroup[] {
  const groups: FilterGroup[] = [];
  if (filters.q) groups.push('q');
  if (filters.fields.length) groups.push('fields');
  for (const { key } of LIST_FILTERS) if (filters[key].length) groups.push(key);
  if (filters.salary !== null) groups.push('salary');
  if (filters.company) groups.push('company');
  return groups;
}

export function withoutGroup(filters: JobFilters, group: FilterGroup): JobFilters {
  const cleared: Partial<JobFilters> =
    group === 'q' ? { q: '', sort: filters.sort === 'relevance' ? null : filters.sort } : { [group]: NO_FILTERS[group] };
  return withFilters(filters, cleared);
}
