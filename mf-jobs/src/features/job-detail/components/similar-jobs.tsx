import type { LocaleCode } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { useSavedJobs } from '../../../api/saved-jobs';
import { JobCard } from '../../../components/job-card';
import { useSimilarJobs } from '../api/get-job';

/** Up to six open jobs like this one; nothing at all when there are none or they fail to load. */
export function SimilarJobs({
  jobId,
  locale,
  title = 'detail.similar',
}: {
  jobId: number;
  locale: LocaleCode;
  title?: 'detail.similar' | 'closed.similar';
}) {
  const { t } = useTranslation('jobs');
  const similar = useSimilarJobs(jobId);
  const saved = useSavedJobs();
  if (!similar.data?.length) return null;
  return (
    <section className="rk-job-detail__section rk-similar-jobs" aria-labelledby="rk-similar-jobs">
      <h2 id="rk-similar-jobs">{t(title)}</h2>
      <ul className="rk-similar-jobs__list">
        {similar.data.map((job) => (
          <li key={job.id}>
            <JobCard job={job} locale={locale} saved={saved} />
          </li>
        ))}
      </ul>
    </section>
  );
}
