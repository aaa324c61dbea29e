import { Link, pathFor, type LocaleCode } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import type { ClosedJob } from '../api/get-job';
import { SimilarJobs } from './similar-jobs';

/** A job that closed or expired (410): what it was, and open jobs like it instead of an error page. */
export function ClosedJobView({ job, locale }: { job: ClosedJob; locale: LocaleCode }) {
  const { t } = useTranslation('jobs');
  return (
    <article className="rk-job-detail__closed" aria-labelledby="rk-job-title">
      <p className="rk-job-detail__closed-note" role="status">
        {t('closed.notice')}
      </p>
      <h1 id="rk-job-title" className="rk-job-detail__title">
        {job.title}
      </h1>
      <p className="rk-job-detail__company-name">
        <Link to={pathFor('companyProfile', locale, { slug: job.company.slug })}>{job.company.name}</Link>
      </p>
      <p>
        <Link to={pathFor('jobList', locale)}>{t('closed.browse')}</Link>
      </p>
      <SimilarJobs jobId={job.id} locale={locale} title="closed.similar" />
    </article>
  );
}
