import { Link, Pagination, pathFor, SignedInOnly, useLocation, type LocaleCode, type RouteId } from '@raketa/shared';
import { COMPANIES_PER_PAGE } from '@raketa/shared/jobs';
import { useTranslation } from 'react-i18next';
import { useSavedJobs } from '../../../api/saved-jobs';
import { CompanyCard } from '../../../components/company-card';
import { JobCard } from '../../../components/job-card';
import { useFollowedCompanies } from '../api/get-followed-companies';

const pageOf = (search: string) => {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** `/firmy/sleduji`, `/companies/following`: the companies a user follows and their new jobs. */
export function CompaniesFollowingPage({ routeId, locale }: { routeId: RouteId; locale: LocaleCode }) {
  const { t } = useTranslation('jobs');
  return (
    <SignedInOnly locale={locale} title={t('following.title')} text={t('following.signedOut')}>
      {() => <FollowedCompanies routeId={routeId} locale={locale} />}
    </SignedInOnly>
  );
}

function FollowedCompanies({ routeId, locale }: { routeId: RouteId; locale: LocaleCode }) {
  const { t } = useTranslation('jobs');
  const location = useLocation();
  const page = pageOf(location.search);
  const companies = useFollowedCompanies(page);
  const saved = useSavedJobs();
  const data = companies.data;
  const totalPages = data ? Math.ceil(data['hydra:totalItems'] / COMPANIES_PER_PAGE) : 0;
  return (
    <section className="rk-companies rk-companies--following" data-page={routeId}>
      <h1>{t('following.title')}</h1>
      {companies.isPending ? <p role="status">{t('following.loading')}</p> : null}
      {companies.isError ? <p role="alert">{t('following.error')}</p> : null}
      {data && data['hydra:totalItems'] === 0 ? (
        <div className="rk-companies__empty">
          <p>{t('following.empty')}</p>
          <Link to={pathFor('companyList', locale)}>{t('following.browse')}</Link>
        </div>
      ) : null}
      {data && data['hydra:member'].length ? (
        <ul className="rk-companies__list">
          {data['hydra:member'].map((company) => (
            <li key={company.id}>
              <CompanyCard company={company} locale={locale}>
                <section className="rk-company-card__new-jobs" aria-label={t('following.newJobsOf', { name: company.name })}>
                  {company.newJobs.length ? (
                    <ul>
                      {company.newJobs.map((job) => (
                        <li key={job.id}>
                          <JobCard job={job} locale={locale} saved={saved} />
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="rk-company-card__no-new">{t('following.noNewJobs')}</p>
                  )}
                </section>
              </CompanyCard>
            </li>
          ))}
        </ul>
      ) : null}
      {data ? <Pagination page={page} totalPages={totalPages} hrefFor={(next) => `${location.pathname}${next > 1 ? `?page=${next}` : ''}`} /> : null}
    </section>
  );
}
