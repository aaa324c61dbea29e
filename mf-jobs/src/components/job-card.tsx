import { ApiImage, IMAGE_SIZES, Link, pathFor, type LocaleCode } from '@raketa/shared';
import type { JobSummary } from '@raketa/shared/jobs';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../lib/use-labels';
import type { SavedJobs } from '../api/saved-jobs';
import { SaveToggle } from './save-button';

/**
 * One job in a list (job list, saved jobs, a company's jobs, similar jobs); in the list's "For you"
 * order it says why it matches the profile. `saved` is the list's
 * `useSavedJobs()`: whether the job is saved or applied to. `aboveFold`: the card shows without
 * scrolling, so its logo loads with the page (found by the preload scanner) instead of lazily.
 */
export function JobCard({ job, locale, saved, aboveFold = false }: { job: JobSummary; locale: LocaleCode; saved: SavedJobs; aboveFold?: boolean }) {
  const { t } = useTranslation('jobs');
  const applied = saved.ids.appliedJobs.includes(job.id);
  const { label, salary, places } = useLabels();
  const href = pathFor('jobDetail', locale, { id: String(job.id), slug: job.slug });
  return (
    <article className="rk-job-card" data-testid="job-card" data-job-id={job.id}>
      {job.company.logo !== null ? (
        <ApiImage
          imageId={job.company.logo}
          {...IMAGE_SIZES.logo.jobCard}
          alt=""
          loading={aboveFold ? 'eager' : 'lazy'}
          className="rk-job-card__logo"
        />
      ) : (
        <span className="rk-job-card__logo rk-job-card__logo--empty" aria-hidden />
      )}
      <div className="rk-job-card__main">
        <h2 className="rk-job-card__title">
          {/* The title is in the ad's language: said so for screen readers and translation tools. */}
          <Link to={href} lang={job.language === locale ? undefined : job.language}>
            {job.title}
          </Link>
        </h2>
        <p className="rk-job-card__company">
          {job.company.name} · {places(job)} · {label('workModes', job.workMode)}
        </p>
        <ul className="rk-job-card__meta">
          <li className="rk-job-card__language" data-testid="job-language">
            {label('languages', job.language)}
          </li>
          {job.salary ? <li className="rk-job-card__salary">{salary(job.salary)}</li> : null}
          <li>{label('seniorities', job.seniority)}</li>
          {job.jobTypes.map((type) => (
            <li key={type}>{label('jobTypes', type)}</li>
          ))}
        </ul>
        {job.matchReasons?.length ? (
          <p className="rk-job-card__match" data-testid="match-reasons">
            {t('card.matches', { reasons: job.matchReasons.map((reason) => t(`card.reasons.${reason}`)).join(', ') })}
          </p>
        ) : null}
        {job.isTop || job.isHot || applied ? (
          <p className="rk-job-card__flags">
            {job.isTop ? <span className="rk-flag rk-flag--top">{t('card.top')}</span> : null}
            {job.isHot ? <span className="rk-flag rk-flag--hot">{t('card.hot')}</span> : null}
            {applied ? <span className="rk-flag rk-flag--applied">{t('card.applied')}</span> : null}
          </p>
        ) : null}
      </div>
      <SaveToggle kind="savedJobs" id={job.id} name={job.title} locale={locale} saved={saved} />
    </article>
  );
}
