// The company list's filters as the page URL holds them (`?q=&field=&size=&location=&hiring=1&page=`,
// the same keys in both languages) and as `GET /api/companies` takes them (api/JOBS.md).
import { COMPANY_SIZES, FIELD_CODES, LOCATIONS, SEARCH_TEXT_MAX } from '@raketa/shared/jobs';

export interface CompanyFilters {
  q: string;
  field: string | null;
  size: string | null;
  location: string | null;
  hiring: boolean;
  page: number;
}

export const NO_COMPANY_FILTERS: CompanyFilters = { q: '', field: null, size: null, location: null, hiring: false, page: 1 };

/** Companies carry top-level fields only; their specialisations belong to jobs. */
export const COMPANY_FIELDS: readonly string[] = FIELD_CODES.filter((code) => !code.includes('.'));
export const MAX_PAGE = 10_000;

const oneOf = (value: string | null, list: readonly string[]) => (value !== null && list.includes(value) ? value : null);

/**
 * Reads the page URL. Unknown codes, a bad page number or an over-long search are dropped rather
 * than sent on (the API would refuse them); `canonicalSearch` then tells the page to fix the URL.
 */
export function parseCompanyFilters(search: URLSearchParams): CompanyFilters {
  const page = Number(search.get('page'));
  return {
    q: (search.get('q') ?? '').trim().slice(0, SEARCH_TEXT_MAX),
    field: oneOf(search.get('field'), COMPANY_FIELDS),
    size: oneOf(search.get('size'), COMPANY_SIZES),
    location: oneOf(search.get('location'), LOCATIONS),
    hiring: search.get('hiring') === '1' || search.get('hiring') === 'true',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The URL query of these filters in canonical order, defaults left out ('' for none). */
export function companyFiltersSearch(filters: CompanyFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.field) params.set('field', filters.field);
  if (filters.size) params.set('size', filters.size);
  if (filters.location) params.set('location', filters.location);
  if (filters.hiring) params.set('hiring', '1');
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

const FILTER_KEYS = ['q', 'field', 'size', 'location', 'hiring', 'page'];

/**
 * The canonical form of a page URL's query: the filters in canonical order, then any other
 * parameters as they were (`redirect_to` of the login dialog, campaign tags), which are not ours
 * to drop.
 */
export function canonicalCompanySearch(search: string): string {
  const params = new URLSearchParams(search);
  const ours = companyFiltersSearch(parseCompanyFilters(params));
  const others = new URLSearchParams([...params].filter(([key]) => !FILTER_KEYS.includes(key))).toString();
  if (!others) return ours;
  return ours ? `${ours}&${others}` : `?${others}`;
}

/** The query of `GET /api/companies` for these filters. */
export function companiesApiParams(filters: CompanyFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.field) params.set('fields', filters.field);
  if (filters.size) params.set('sizes', filters.size);
  if (filters.location) params.set('locations', filters.location);
  if (filters.hiring) params.set('hiring', 'true');
  params.set('page', String(filters.page));
  return params;
}
