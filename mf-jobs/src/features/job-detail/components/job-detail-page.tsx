import { FatalError, Link, pathFor, useLocation, useNavigate, usePageTitle, useParams, type LocaleCode, type RouteId } from '@raketa/shared';
import type { JobDetail } from '@raketa/shared/jobs';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useJob, type ClosedJob } from '../api/get-job';
import { useCountView } from '../hooks/use-count-view';
import { ClosedJobView } from './closed-job-view';
import { JobView } from './job-view';

export interface JobDetailPageProps {
  routeId: RouteId;
  locale: LocaleCode;
  /** The apply section (another feature, put in by the routes). */
  renderApply?: (job: JobDetail) => ReactNode;
}

/**
 * `jobDetail` (issue 5): an open job, the "no longer open" view of a closed one (410) with similar
 * open jobs, or the site's 404 page. A URL with another slug is replaced by the job's own.
 */
export function JobDetailPage({ routeId, locale, renderApply }: JobDetailPageProps) {
  const { t } = useTranslation('jobs');
  const params = useParams();
  const id = Number(params.id);
  // The route table checks the id's form; this guards against an id no database holds.
  if (!Number.isSafeInteger(id) || id <= 0) throw new FatalError(404);
  const job = useJob(id);
  const answer = job.data;
  const canonical = answer && answer.kind !== 'missing' ? pathFor('jobDetail', locale, { id: String(id), slug: answer.job.slug }) : null;
  useCanonicalPath(canonical);
  usePageTitle(answer && answer.kind !== 'missing' ? titleOf(answer.job) : null);
  // An open job's page counts as a view (the console's figures); a closed one's does not.
  useCountView(answer?.kind === 'open' ? id : null);

  if (answer?.kind === 'missing') throw new FatalError(404);
  return (
    <div className="rk-job-detail" data-page={routeId}>
      {job.isPending ? <p role="status">{t('detail.loading')}</p> : null}
      {job.isError ? (
        <p role="alert">
          {t('detail.error')} <Link to={pathFor('jobList', locale)}>{t('detail.backToList')}</Link>
        </p>
      ) : null}
      {answer?.kind === 'closed' ? <ClosedJobView job={answer.job} locale={locale} /> : null}
      {answer?.kind === 'open' ? <JobView job={answer.job} locale={locale} apply={renderApply?.(answer.job)} /> : null}
    </div>
  );
}

/** A job's page title (also the server render's, so the head does not change on hydration). */
export const titleOf = (job: Pick<ClosedJob, 'title' | 'company'>) => `${job.title} – ${job.company.name}`;

/** Replaces the URL with the job's own path (no `:hash?`), keeping the query and the fragment. */
function useCanonicalPath(canonical: string | null) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (canonical === null || canonical === location.pathname) return;
    void navigate(`${canonical}${location.search}${location.hash}`, { replace: true });
  }, [canonical, location.pathname, location.search, location.hash, navigate]);
}
