import { ApiImage, IMAGE_SIZES, Link, pathFor, type LocaleCode } from '@raketa/shared';
import type { JobDetail } from '@raketa/shared/jobs';
import { useTranslation } from 'react-i18next';
import { ResponseRate } from '../../../components/response-rate';
import { useLabels } from '../../../lib/use-labels';

/** The hiring company beside its job: logo, name (to its profile), short description, size, type, places, response rate, website. */
export function CompanyCard({ company, locale }: { company: JobDetail['company']; locale: LocaleCode }) {
  const { t } = useTranslation('jobs');
  const { label } = useLabels();
  return (
    <section className="rk-company-card" aria-labelledby="rk-company-card-name">
      {company.logo !== null ? (
        <ApiImage imageId={company.logo} {...IMAGE_SIZES.logo.jobDetail} alt="" className="rk-company-card__logo" />
      ) : (
        <span className="rk-company-card__logo rk-company-card__logo--empty" aria-hidden />
      )}
      <div className="rk-company-card__main">
        <h2 id="rk-company-card-name" className="rk-company-card__name">
          <Link to={pathFor('companyProfile', locale, { slug: company.slug })}>{company.name}</Link>
        </h2>
        {company.shortDescription[locale] ? <p>{company.shortDescription[locale]}</p> : null}
        <p className="rk-company-card__meta">
          <span>{label('companySizes', company.size)}</span>
          <span>{label('companyTypes', company.type)}</span>
          {company.locations.length ? <span>{company.locations.map((code) => label('locations', code)).join(', ')}</span> : null}
        </p>
        <ResponseRate rate={company.responseRate} name={company.name} locale={locale} />
        {company.website ? (
          <p>
            <a href={company.website} target="_blank" rel="noopener noreferrer">
              {t('detail.website')}
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
