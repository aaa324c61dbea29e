import { ApiImage, FatalError, IMAGE_SIZES, Link, pathFor, usePageTitle, useParams, type LocaleCode, type RouteId } from '@raketa/shared';
import { SOCIAL_LINK_KINDS, type CompanyProfile } from '@raketa/shared/jobs';
import { useTranslation } from 'react-i18next';
import { useSavedJobs } from '../../../api/saved-jobs';
import { JobCard } from '../../../components/job-card';
import { ResponseRate } from '../../../components/response-rate';
import { SaveButton } from '../../../components/save-button';
import { useLabels } from '../../../lib/use-labels';
import { isNotFound, useCompany, useCompanyJobs } from '../api/get-company';
import { displayHost, ExternalLink, externalHref } from './external-link';

/** Plain text with blank lines between paragraphs, as companies write their descriptions. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

/** `/startup/:slug`: a company's profile with its open jobs. */
export function CompanyProfilePage({ routeId, locale }: { routeId: RouteId; locale: LocaleCode }) {
  const { t } = useTranslation('jobs');
  const { slug = '' } = useParams();
  const company = useCompany(slug);
  usePageTitle(company.data?.name);

  if (company.isError && isNotFound(company.error)) throw new FatalError(404);
  // Drawn in the browser (a signed-in visit, or the server did not render it in time): the notice
  // sits where the profile's first line will, in a page at least a screen tall (rk-company--pending),
  // so the profile arriving moves nothing that was on screen.
  if (company.isPending) {
    return (
      <section className="rk-company rk-company--pending" data-page={routeId} aria-busy="true">
        <p role="status">{t('company.loading')}</p>
      </section>
    );
  }
  if (company.isError) {
    return (
      <section className="rk-company rk-company--pending" data-page={routeId}>
        <p role="alert">{t('company.error')}</p>
      </section>
    );
  }
  return <CompanyProfileView company={company.data} locale={locale} routeId={routeId} />;
}

function CompanyProfileView({ company, locale, routeId }: { company: CompanyProfile; locale: LocaleCode; routeId: RouteId }) {
  const { t } = useTranslation('jobs');
  const { label, technology, places } = useLabels();
  const website = externalHref(company.website);
  const socials = SOCIAL_LINK_KINDS.flatMap((kind) => {
    const href = externalHref(company.socialLinks[kind]);
    return href ? [{ kind, href }] : [];
  });

  return (
    <article className="rk-company" data-page={routeId}>
      <header className="rk-company__head">
        {company.cover !== null ? (
          // Above the fold: loaded at once, its box reserved by width and height.
          <ApiImage imageId={company.cover} {...IMAGE_SIZES.cover.profile} alt="" loading="eager" className="rk-company__cover" />
        ) : null}
        <div className="rk-company__title">
          {company.logo !== null ? (
            <ApiImage
              imageId={company.logo}
              {...IMAGE_SIZES.logo.profile}
              alt={t('company.logoAlt', { name: company.name })}
              loading="eager"
              className="rk-company__logo"
            />
          ) : null}
          <div>
            <h1>{company.name}</h1>
            <p className="rk-company__lead">{company.shortDescription[locale]}</p>
          </div>
        </div>
        <div className="rk-company__follow">
          <SaveButton kind="followedCompanies" id={company.id} name={company.name} locale={locale} />
          <span className="rk-company__followers">{t('company.followers', { count: company.followers })}</span>
        </div>
      </header>

      <dl className="rk-company__facts">
        {company.foundedYear !== null ? (
          <div>
            <dt>{t('company.founded')}</dt>
            <dd>{company.foundedYear}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('company.size')}</dt>
          <dd>{label('companySizes', company.size)}</dd>
        </div>
        <div>
          <dt>{t('company.type')}</dt>
          <dd>{label('companyTypes', company.type)}</dd>
        </div>
        {company.locations.length ? (
          <div>
            <dt>{t('company.locations')}</dt>
            <dd>{places(company)}</dd>
          </div>
        ) : null}
      </dl>

      <ResponseRate rate={company.responseRate} name={company.name} locale={locale} />

      {website || socials.length ? (
        <ul className="rk-company__links" aria-label={t('company.links')}>
          {website ? (
            <li>
              <ExternalLink href={website} label={t('company.website', { host: displayHost(website) })}>
                {displayHost(website)}
              </ExternalLink>
            </li>
          ) : null}
          {socials.map(({ kind, href }) => (
            <li key={kind}>
              <ExternalLink href={href} label={t('company.socialNamed', { network: t(`company.social.${kind}`), name: company.name })}>
                {t(`company.social.${kind}`)}
              </ExternalLink>
            </li>
          ))}
        </ul>
      ) : null}

      <section className="rk-company__section" aria-labelledby="rk-company-about">
        <h2 id="rk-company-about">{t('company.about')}</h2>
        {paragraphs(company.description[locale]).map((text, index) => (
          <p key={index}>{text}</p>
        ))}
      </section>

      {company.benefits.length ? (
        <section className="rk-company__section" aria-labelledby="rk-company-benefits">
          <h2 id="rk-company-benefits">{t('company.benefits')}</h2>
          <ul className="rk-company__tags">
            {company.benefits.map((code) => (
              <li key={code}>{label('benefits', code)}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {company.technologies.length ? (
        <section className="rk-company__section" aria-labelledby="rk-company-technologies">
          <h2 id="rk-company-technologies">{t('company.technologies')}</h2>
          <ul className="rk-company__tags">
            {company.technologies.map((code) => (
              <li key={code}>{technology(code)}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {company.photos.length ? (
        <section className="rk-company__section" aria-labelledby="rk-company-photos">
          <h2 id="rk-company-photos">{t('company.photos')}</h2>
          <ul className="rk-company__gallery">
            {company.photos.map((photo) => (
              <li key={photo.image}>
                <figure>
                  <ApiImage imageId={photo.image} {...IMAGE_SIZES.photo.profile} alt={photo.caption[locale]} />
                  {photo.caption[locale] ? <figcaption>{photo.caption[locale]}</figcaption> : null}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <CompanyJobs slug={company.slug} name={company.name} openJobs={company.openJobs} locale={locale} />
    </article>
  );
}

function CompanyJobs({ slug, name, openJobs, locale }: { slug: string; name: string; openJobs: number; locale: LocaleCode }) {
  const { t } = useTranslation('jobs');
  const jobs = useCompanyJobs(slug, locale);
  const saved = useSavedJobs();
  // Until the jobs are in, the profile's own count heads the section (opened from the list, the
  // heading said "0 open jobs" while they loaded).
  const total = jobs.data?.['hydra:totalItems'] ?? openJobs;
  return (
    <section className="rk-company__section" aria-labelledby="rk-company-jobs">
      <h2 id="rk-company-jobs">{t('company.jobs', { count: total })}</h2>
      {jobs.isPending ? <p role="status">{t('company.jobsLoading')}</p> : null}
      {jobs.isError ? <p role="alert">{t('company.jobsError')}</p> : null}
      {jobs.data && total === 0 ? <p>{t('company.noJobs', { name })}</p> : null}
      {jobs.data && total > 0 ? (
        <>
          <ul className="rk-company__jobs">
            {jobs.data['hydra:member'].map((job) => (
              <li key={job.id}>
                <JobCard job={job} locale={locale} saved={saved} />
              </li>
            ))}
          </ul>
          <Link to={`${pathFor('jobList', locale)}?${new URLSearchParams({ company: slug })}`} className="rk-company__all-jobs">
            {t('company.allJobs', { count: total, name })}
          </Link>
        </>
      ) : null}
    </section>
  );
}
