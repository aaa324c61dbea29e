import { pathFor, type LocaleCode, type RouteId } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useJobs } from '../api/get-jobs';

/** First slice of the job list: the newest published jobs from the API (filters come with the jobs issue). */
export function JobListPage({ routeId, locale }: { routeId: RouteId; locale: LocaleCode }) {
  const { t } = useTranslation('jobs');
  const jobs = useJobs(1);
  return (
    <section className="rk-jobs" data-page={routeId}>
      <h1>{t('list.title')}</h1>
      {jobs.isPending ? <p role="status">{t('list.loading')}</p> : null}
      {jobs.isError ? <p role="alert">{t('list.error')}</p> : null}
      {jobs.data ? (
        <>
          <p>{t('list.count', { count: jobs.data['hydra:totalItems'] })}</p>
          <ul className="rk-jobs__list">
            {jobs.data['hydra:member'].map((job) => (
              <li key={job.id} className="rk-jobs__item" data-testid="job-card">
                <Link to={pathFor('jobDetail', locale, { id: String(job.id), slug: job.slug })}>{job.title}</Link>
                <span>
                  {job.company.name} · {job.city}
                </span>
                {job.isHot ? <span className="rk-jobs__flag">{t('list.hot')}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
