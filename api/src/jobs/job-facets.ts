// Server-only: the job list's facet counts (api/JOBS.md, "Facets") in one statement and one pass
// over the matching rows, instead of a search per facet. Each facet is counted with every filter but
// its own (what ticking a value would add), so the rows to read are the jobs matching the search
// text and the other conditions that fail at most one list filter. One `group by grouping sets`
// reads them once and keeps a hash table per facet; each grouping row carries one count per
// distinct set of filters (`count(*) filter (where …)`, each filter's condition evaluated once per
// row as a flag), and the facet takes the one that leaves out its own filter. Array facets are
// grouped by the whole array (a few hundred distinct arrays, not a row per value), which is then
// spread over its values here, each value once per job. (Grouping by all seven columns at once
// makes the planner sort instead of hash: several times slower.)
import { topField, type JobFacets } from '@raketa/shared/jobs';
import type { Queryable } from '../db/db';
import {
  LIST_FILTERS,
  LIST_FILTER_NAMES,
  SqlParams,
  listFilterConditions,
  matchingJobsSql,
  prefixQuerySql,
  withoutListFilters,
  type JobFilters,
  type ListFilter,
  type TextSearch,
} from './job-search';

/** The job_search column of each facet. */
export const FACET_COLUMN: Record<ListFilter, string> = {
  fields: 'fields',
  locations: 'locations',
  workModes: 'work_mode',
  seniorities: 'seniority',
  jobTypes: 'job_types',
  technologies: 'technologies',
  languages: 'language',
};
const ARRAY_FACETS = new Set<ListFilter>(['fields', 'locations', 'jobTypes', 'technologies']);

/**
 * The statement counting every facet of `filters` (with `search` as the list read the text) and,
 * for each facet, the name of the count column that applies to it.
 */
export function facetsSql(
  filters: JobFilters,
  params: SqlParams,
  options: { now: Date; search?: TextSearch },
): { sql: string; countOf: Record<ListFilter, string> } {
  // Text, dates, company and salary: the rows every facet starts from.
  const base = matchingJobsSql(withoutListFilters(filters), params, {
    now: options.now,
    columns: Object.values(FACET_COLUMN),
    ...(options.search ? { search: options.search } : {}),
  });
  const conditions = listFilterConditions(filters, params);
  const active = LIST_FILTER_NAMES.filter((name) => conditions[name] !== undefined);
  // Each set filter's condition once per row (a flag), then one count column per distinct set of
  // flags: a facet whose filter is not set counts with all of them, as the list does, so most
  // facets share one column.
  const flag = (name: ListFilter) => `ok_${FACET_COLUMN[name]}`;
  const counts = new Map<string, string>();
  const countOf = {} as Record<ListFilter, string>;
  for (const facet of LIST_FILTER_NAMES) {
    const others = active.filter((name) => name !== facet).map(flag);
    const where = others.length ? others.join(' and ') : 'true';
    if (!counts.has(where)) counts.set(where, `c${counts.size}`);
    countOf[facet] = counts.get(where)!;
  }
  // A row failing two or more filters counts in no facet.
  const narrowing = active.length >= 2 ? `where ${active.map((name) => `(not ${flag(name)})::int`).join(' + ')} <= 1` : '';
  const countColumns = [...counts].map(([where, column]) => `count(*) filter (where ${where})::int as ${column}`).join(', ');
  const columns = Object.values(FACET_COLUMN).map((column) => `s.${column}`);
  const flags = active.map((name) => `, ${conditions[name]} as ${flag(name)}`).join('');
  const sql = `select ${LIST_FILTER_NAMES.map((facet) => `grouping(s.${FACET_COLUMN[facet]}) = 0 as is_${FACET_COLUMN[facet]}`).join(', ')},
      ${columns.join(', ')}, ${countColumns}
    from (select s.*${flags} from (${base}) s) s ${narrowing}
    group by grouping sets (${columns.map((column) => `(${column})`).join(', ')})`;
  return { sql, countOf };
}

type FacetRow = Record<string, unknown>;

/** The values a job with `value` in `facet` counts for: every array element once, a field also for its top-level field. */
function valuesOf(facet: ListFilter, value: unknown): string[] {
  if (!ARRAY_FACETS.has(facet)) return [String(value)];
  const values = value as string[];
  return [...new Set(facet === 'fields' ? values.flatMap((code) => [code, topField(code)]) : values)];
}

/** Disjunctive counts of every code of every facet, zero included (the UI shows or greys out each one). */
export async function countFacets(db: Queryable, filters: JobFilters, options: { now: Date; typos: boolean }): Promise<JobFacets> {
  const params = new SqlParams();
  let search: TextSearch | undefined;
  if (filters.q !== undefined) {
    const text = `raketa_fold(${params.add(filters.q)}::text)`;
    search = { text, query: prefixQuerySql(text), anyWord: prefixQuerySql(text, '|'), typos: options.typos };
  }
  const { sql, countOf } = facetsSql(filters, params, { now: options.now, ...(search ? { search } : {}) });
  const { rows } = await db.query<FacetRow>(sql, params.values);
  const facets = Object.fromEntries(
    LIST_FILTER_NAMES.map((facet) => [facet, Object.fromEntries(LIST_FILTERS[facet].map((code) => [code, 0]))]),
  ) as Record<ListFilter, Record<string, number>>;
  for (const row of rows) {
    const facet = LIST_FILTER_NAMES.find((name) => row[`is_${FACET_COLUMN[name]}`] === true);
    if (facet === undefined) continue;
    const count = Number(row[countOf[facet]]);
    if (count === 0) continue;
    const counts = facets[facet];
    for (const value of valuesOf(facet, row[FACET_COLUMN[facet]])) if (value in counts) counts[value] = (counts[value] ?? 0) + count;
  }
  return facets as unknown as JobFacets;
}
