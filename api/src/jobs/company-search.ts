// Server-only: `GET /api/companies` query parameters (api/JOBS.md, "Companies") read into checked
// filters. Same rules as the job list: unknown parameters and codes are refused by name.
import { COMPANY_SIZES, FIELD_CODES, LOCATIONS, SEARCH_TEXT_MAX } from '@raketa/shared/jobs';
import { MAX_PAGE } from '../lib/hydra';
import { SearchParameterError } from './job-search';

export interface CompanySearch {
  q?: string;
  fields: string[];
  sizes: string[];
  locations: string[];
  hiring: boolean;
  page: number;
}

const LISTS = { fields: FIELD_CODES, sizes: COMPANY_SIZES, locations: LOCATIONS } as const;
const PARAMETERS = new Set(['q', 'fields', 'sizes', 'locations', 'hiring', 'page']);

function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new SearchParameterError(name, `Parameter ${name} must be given once`);
  return value;
}

function codes(query: Record<string, unknown>, name: keyof typeof LISTS): string[] {
  const value = single(query, name);
  if (!value) return [];
  const allowed: readonly string[] = LISTS[name];
  const list = value.split(',');
  for (const code of list) {
    if (!allowed.includes(code)) throw new SearchParameterError(name, `Unknown ${name} code: ${JSON.stringify(code)}`);
  }
  return allowed.filter((code) => list.includes(code));
}

export function parseCompanySearch(query: Record<string, unknown>): CompanySearch {
  for (const name of Object.keys(query)) {
    if (!PARAMETERS.has(name)) throw new SearchParameterError(name, `Unknown parameter ${name}`);
  }
  const search: CompanySearch = {
    fields: codes(query, 'fields'),
    sizes: codes(query, 'sizes'),
    locations: codes(query, 'locations'),
    hiring: false,
    page: 1,
  };
  const q = single(query, 'q')?.trim().replace(/\s+/g, ' ');
  if (q !== undefined && q.length > SEARCH_TEXT_MAX) {
    throw new SearchParameterError('q', `Parameter q must be at most ${SEARCH_TEXT_MAX} characters`);
  }
  if (q) search.q = q;
  const hiring = single(query, 'hiring');
  if (hiring !== undefined && hiring !== '') {
    if (hiring !== 'true' && hiring !== 'false') throw new SearchParameterError('hiring', 'Parameter hiring must be true or false');
    search.hiring = hiring === 'true';
  }
  const page = single(query, 'page');
  if (page !== undefined) {
    if (!/^\d{1,9}$/.test(page) || Number(page) < 1 || Number(page) > MAX_PAGE) {
      throw new SearchParameterError('page', `Parameter page must be a whole number from 1 to ${MAX_PAGE}`);
    }
    search.page = Number(page);
  }
  return search;
}

export function companyLinkParams(search: CompanySearch): Record<string, string | undefined> {
  const list = (values: string[]) => (values.length ? values.join(',') : undefined);
  return {
    q: search.q,
    fields: list(search.fields),
    sizes: list(search.sizes),
    locations: list(search.locations),
    hiring: search.hiring ? 'true' : undefined,
  };
}

/** `like` pattern of one word, wildcards in it taken literally. */
export const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
