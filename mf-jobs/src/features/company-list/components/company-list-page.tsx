import { Link, Pagination, pathFor, type LocaleCode, type RouteId } from '@raketa/shared';
import { COMPANIES_PER_PAGE } from '@raketa/shared/jobs';
import { useTranslation } from 'react-i18next';
import { useSavedJobs } from '../../../api/saved-jobs';
import { CompanyCard } from '../../../components/company-card';
import { companyFiltersSearch, NO_COMPANY_FILTERS } from '../api/company-filters';
import { useCompanies } from '../api/get-companies';
import { useCompanyFilters } from '../hooks/use-company-filters';
import { CompanyFiltersForm } from './company-filters-form';

/** `/firmy`, `/companies`: startups with search and filters, those hiring first (the API's order). */
export function CompanyListPage({ routeId, locale }: { routeId: RouteId; locale: LocaleCode }) {
  const { t } = useTranslation('jobs');
  const { filters, apply, hrefFor } = useCompanyFilters();
  const companies = useCompanies(filters);
  // Read once for every card: the list shows at once and each card's follow state follows the session.
  const saved = useSavedJobs();
  const data = companies.data;
  const totalPages = data ? Math.ceil(data['hydra:totalItems'] / COMPANIES_PER_PAGE) : 0;
  const filtered = companyFiltersSearch({ ...filters, page: 1 }) !== '';

  return (
    <section className="rk-companies" data-page={routeId}>
      <header className="rk-companies__head">
        {/* The route's own name ("Firmy" / "Companies"), as the navigation and the document title say it. */}
        <h1>{t('routes.companyList', { ns: 'shared' })}</h1>
        <Link to={pathFor('companiesFollowing', locale)} className="rk-companies__following">
          {t('companies.followingLink')}
        </Link>
      </header>
      <CompanyFiltersForm filters={filters} apply={apply} />
      {companies.isPending ? <p role="status">{t('companies.loading')}</p> : null}
      {companies.isError ? <p role="alert">{t('companies.error')}</p> : null}
      {data ? (
        <div aria-busy={companies.isPlaceholderData}>
          <p role="status">{t('companies.count', { count: data['hydra:totalItems'] })}</p>
          {data['hydra:member'].length ? (
            <ul className="rk-companies__list">
              {data['hydra:member'].map((company) => (
                <li key={company.id}>
                  <CompanyCard company={company} locale={locale} saved={saved} />
                </li>
              ))}
            </ul>
          ) : data['hydra:totalItems'] > 0 ? (
            // Past the last page (an old link after companies left): back to the first one.
            <div className="rk-companies__empty">
              <p>{t('companies.pastLastPage')}</p>
              <Link to={hrefFor({ ...filters, page: 1 })}>{t('companies.firstPage')}</Link>
            </div>
          ) : (
            <div className="rk-companies__empty">
              <p>{t(filtered ? 'companies.emptyFiltered' : 'companies.empty')}</p>
              {filtered ? <Link to={hrefFor(NO_COMPANY_FILTERS)}>{t('companies.clearFilters')}</Link> : null}
            </div>
          )}
          <Pagination page={filters.page} totalPages={totalPages} hrefFor={(page) => hrefFor({ ...filters, page })} />
        </div>
      ) : null}
    </section>
  );
}
