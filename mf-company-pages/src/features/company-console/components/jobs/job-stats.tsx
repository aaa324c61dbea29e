import { RESPONSE_RATE_ANSWER_DAYS, type JobStats } from '@raketa/shared/contracts';
import { useTranslation } from 'react-i18next';

const NONE: JobStats = { id: 0, views: 0, applications: 0, answered: 0, counted: 0 };

/**
 * A job's figures in the console: views of its public page, applications, and the share answered
 * within the response rate's days (of the applications already decided). A job without any shows zeros.
 */
export function JobStatsLine({ stats }: { stats: JobStats | undefined }) {
  const { t, i18n } = useTranslation('companyPages');
  const { views, applications, answered, counted } = stats ?? NONE;
  const percent = counted > 0 ? new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(answered / counted) : null;
  return (
    <ul className="rk-jobs__stats" aria-label={t('console.jobs.stats.label')} data-testid="job-stats">
      <li>{t('console.jobs.stats.views', { count: views })}</li>
      <li>{t('console.jobs.stats.applications', { count: applications })}</li>
      <li>
        {percent === null
          ? t('console.jobs.stats.noneCounted', { days: RESPONSE_RATE_ANSWER_DAYS })
          : t('console.jobs.stats.answered', { percent, answered, counted, days: RESPONSE_RATE_ANSWER_DAYS })}
      </li>
    </ul>
  );
}
