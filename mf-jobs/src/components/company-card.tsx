import { ApiImage, IMAGE_SIZES, Link, pathFor, type LocaleCode } from '@raketa/shared';
import type { CompanySummary } from '@raketa/shared/jobs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedJobs } from '../api/saved-jobs';
import { useLabels } from '../lib/use-labels';
import { SaveButton, SaveToggle } from './save-button';

interface Props {
  company: CompanySummary;
  locale: LocaleCode;
  /** The followed ids, read once by a list for all its cards (SaveToggle); without it the card reads them itself. */
  saved?: SavedJobs;
  /** Added to the card's foot. */
  children?: ReactNode;
}

/** One company in a list (company list, followed companies). */
export function CompanyCard({ company, locale, saved, children }: Props) {
  const { t } = useTranslation('jobs');
  const { label, places } = useLabels();
  const href = pathFor('companyProfile', locale, { slug: company.slug });
  return (
    <article className="rk-company-card" data-testid="company-card" data-company-id={company.id}>
      <div className="rk-company-card__head">
        {company.logo !== null ? (
          <ApiImage imageId={company.logo} {...IMAGE_SIZES.logo.companyCard} alt="" className="rk-company-card__logo" />
        ) : (
          <span className="rk-company-card__logo rk-company-card__logo--empty" aria-hidden />
        )}
        <div className="rk-company-card__main">
          <h2 className="rk-company-card__name">
            <Link to={href}>{company.name}</Link>
          </h2>
          <p className="rk-company-card__meta">
            <span>{label('companySizes', company.size)}</span>
            {company.locations.length ? <span>{places(company)}</span> : null}
          </p>
        </div>
        {saved ? (
          <SaveToggle kind="followedCompanies" id={company.id} name={company.name} locale={locale} saved={saved} />
        ) : (
          <SaveButton kind="followedCompanies" id={company.id} name={company.name} locale={locale} />
        )}
      </div>
      <p className="rk-company-card__text">{company.shortDescription[locale]}</p>
      <p className="rk-company-card__jobs">
        {company.openJobs > 0 ? t('companies.openJobs', { count: company.openJobs }) : t('companies.noOpenJobs')}
      </p>
      {children}
    </article>
  );
}
