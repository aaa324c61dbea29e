import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from '@raketa/shared';
import { canonicalCompanySearch, companyFiltersSearch, parseCompanyFilters, type CompanyFilters } from '../api/company-filters';

/**
 * The filters the URL holds, and `apply` to change them (a new history entry, so Back undoes a
 * filter). A URL whose filters are not canonical (unknown codes, keys out of order) is replaced
 * by its canonical form, so one list has one address.
 */
export function useCompanyFilters() {
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => parseCompanyFilters(new URLSearchParams(location.search)), [location.search]);
  const canonical = canonicalCompanySearch(location.search);

  useEffect(() => {
    if (location.search !== canonical) void navigate({ pathname: location.pathname, search: canonical, hash: location.hash }, { replace: true });
  }, [canonical, location.search, location.pathname, location.hash, navigate]);

  const hrefFor = (next: CompanyFilters) => `${location.pathname}${companyFiltersSearch(next)}`;
  /** Changes filters; any change but the page's own starts again at page 1. */
  const apply = (change: Partial<CompanyFilters>) => void navigate(hrefFor({ ...filters, page: 1, ...change }));
  return { filters, apply, hrefFor };
}
