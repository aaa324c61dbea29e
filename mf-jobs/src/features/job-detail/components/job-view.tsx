import { Button, Link, pathFor, SITE_TIME_ZONE, type LocaleCode } from '@raketa/shared';
import type { JobDetail } from '@raketa/shared/jobs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplied } from '../../../api/applied-jobs';
import { SaveButton } from '../../../components/save-button';
import { useLabels } from '../../../lib/use-labels';
import { useJsonLd } from '../hooks/use-json-ld';
import { buildJobPosting } from '../lib/job-posting';
import { CompanyCard } from './company-card';
import { ShareButton } from './share-button';
import { SimilarJobs } from './similar-jobs';

export const APPLY_SECTION_ID = 'apply';

/** Scrolls to the apply section and moves the focus there (no history entry, unlike a #fragment link). */
function goToApply() {
  const section = document.getElementById(APPLY_SECTION_ID);
  section?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  section?.focus({ preventScroll: true });
}

/**
 * An open job: what it offers, who offers it, the apply section and similar jobs. `preview`: the
 * company console's preview of its own job (job-preview-page.tsx): the same page and JSON-LD, without
 * what acts on a public job (save, share, similar jobs; no apply section is given).
 */
export function JobView({ job, locale, apply, preview = false }: { job: JobDetail; locale: LocaleCode; apply?: ReactNode; preview?: boolean }) {
  const { t, i18n } = useTranslation('jobs');
  const { label, technology, salary } = useLabels();
  const applied = useApplied(job.id);
  // In the browser only (the server renderer puts the same JSON-LD into the head itself).
  useJsonLd(typeof window === 'undefined' ? null : buildJobPosting(job, window.location.origin, (code) => label('locations', code)));
  // The ad's own words (title, description) are in its language, which may not be the page's: said
  // so for screen readers and translation tools.
  const adLanguage = job.language === locale ? undefined : job.language;
  const published = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: SITE_TIME_ZONE }).format(new Date(job.publishedAt));

  return (
    <article className="rk-job-detail__job" aria-labelledby="rk-job-title">
      <header className="rk-job-detail__header">
        <p className="rk-job-detail__flags">
          <span className="rk-flag rk-flag--language" data-testid="job-language">
            {label('languages', job.language)}
          </span>
          {job.isTop ? <span className="rk-flag rk-flag--top">{t('card.top')}</span> : null}
          {job.isHot ? <span className="rk-flag rk-flag--hot">{t('card.hot')}</span> : null}
          {applied ? <span className="rk-flag rk-flag--applied">{t('card.applied')}</span> : null}
        </p>
        <h1 id="rk-job-title" className="rk-job-detail__title" lang={adLanguage}>
          {job.title}
        </h1>
        <p className="rk-job-detail__company-name">
          <Link to={pathFor('companyProfile', locale, { slug: job.company.slug })}>{job.company.name}</Link>
        </p>
        {job.salary ? <p className="rk-job-detail__salary">{salary(job.salary)}</p> : null}
        <div className="rk-job-detail__actions">
          {apply && !applied ? (
            // Wide screens: the way to the form at the top (phones have the sticky button instead).
            <Button className="rk-job-detail__apply-top" onClick={goToApply}>
              {t('detail.applyNow')}
            </Button>
          ) : null}
          {preview ? null : (
            <>
              <SaveButton kind="savedJobs" id={job.id} name={job.title} locale={locale} />
              <ShareButton job={job} locale={locale} />
            </>
          )}
        </div>
      </header>

      <dl className="rk-job-detail__facts">
        <div>
          <dt>{t('detail.seniority')}</dt>
          <dd>{label('seniorities', job.seniority)}</dd>
        </div>
        <div>
          <dt>{t('detail.jobTypes')}</dt>
          <dd>{job.jobTypes.map((type) => label('jobTypes', type)).join(', ')}</dd>
        </div>
        <div>
          <dt>{t('detail.workMode')}</dt>
          <dd>{label('workModes', job.workMode)}</dd>
        </div>
        {job.locations.length ? (
          <div>
            <dt>{t('detail.locations')}</dt>
            <dd>{job.locations.map((code) => label('locations', code)).join(', ')}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('detail.published')}</dt>
          <dd>
            <time dateTime={job.publishedAt}>{published}</time>
          </dd>
        </div>
      </dl>

      {job.technologies.length ? (
        <section className="rk-job-detail__section" aria-labelledby="rk-job-technologies">
          <h2 id="rk-job-technologies">{t('detail.technologies')}</h2>
          <ul className="rk-job-detail__chips">
            {job.technologies.map((code) => (
              <li key={code} className="rk-job-detail__chip">
                {technology(code)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="rk-job-detail__section" aria-labelledby="rk-job-description">
        <h2 id="rk-job-description">{t('detail.description')}</h2>
        {/* The API sanitises the description (an allowlist of tags and attributes) when it is
            stored and served, so its HTML is rendered as it comes. */}
        <div className="rk-job-detail__description" lang={adLanguage} dangerouslySetInnerHTML={{ __html: job.description }} />
      </section>

      {job.benefits.length ? (
        <section className="rk-job-detail__section" aria-labelledby="rk-job-benefits">
          <h2 id="rk-job-benefits">{t('detail.benefits')}</h2>
          <ul className="rk-job-detail__benefits">
            {job.benefits.map((code) => (
              <li key={code}>{label('benefits', code)}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <CompanyCard company={job.company} locale={locale} />

      {apply ? (
        <section id={APPLY_SECTION_ID} className="rk-job-detail__section rk-job-detail__apply" aria-labelledby="rk-job-apply" tabIndex={-1}>
          <h2 id="rk-job-apply">{t('detail.apply')}</h2>
          {apply}
        </section>
      ) : null}

      {preview ? null : <SimilarJobs jobId={job.id} locale={locale} />}

      {apply && !applied ? (
        // Small screens: the way to the form stays in reach while reading (hidden on wide screens).
        <div className="rk-job-detail__sticky-cta">
          <Button onClick={goToApply}>{t('detail.applyNow')}</Button>
        </div>
      ) : null}
    </article>
  );
}
