import { ApiImage, IMAGE_SIZES, Link, pathFor, type LocaleCode, type RemotePageProps } from '@raketa/shared';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnCompany } from '../../../api/own-company';
import { CONSOLE_SECTIONS } from '../lib/console-sections';
import { ConsoleFrame } from './console-frame';
import { JobsSummary } from './jobs/jobs-summary';

/** The console's home (`companyConsole`): the company's name, logo and state, and a card per section that exists. */
export function ConsoleHomePage({ locale }: RemotePageProps) {
  return <ConsoleFrame locale={locale}>{(company, user) => <ConsoleHome company={company} userId={user.id} locale={locale} />}</ConsoleFrame>;
}

/** What a card shows of its section now (the jobs' counts by state), beside its text. */
const CARD_SUMMARIES: Partial<Record<string, ComponentType<{ userId: number; locale: LocaleCode }>>> = { jobs: JobsSummary };

function ConsoleHome({ company, userId, locale }: { company: OwnCompany; userId: number; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const cards = CONSOLE_SECTIONS.filter((section) => section.card);
  return (
    <section className="rk-console__page" aria-labelledby="rk-console-title">
      <header className="rk-console__company">
        {company.logo !== null ? (
          <ApiImage imageId={company.logo} {...IMAGE_SIZES.logo.companyCard} alt="" className="rk-console__logo" loading="eager" />
        ) : (
          <span className="rk-console__logo rk-console__logo--empty" aria-hidden="true">
            {company.name.slice(0, 1)}
          </span>
        )}
        <div>
          <h1 id="rk-console-title">{company.name}</h1>
          <p className="rk-console__status" data-status={company.status}>
            {t(`console.status.${company.status}`)}
          </p>
        </div>
      </header>
      <p className="rk-console__lead">{t('console.home.lead')}</p>
      {company.status === 'approved' ? (
        <p>
          <Link to={pathFor('companyProfile', locale, { slug: company.slug })}>{t('console.home.publicProfile')}</Link>
        </p>
      ) : null}
      <h2 className="rk-console__sections-title">{t('console.home.sections')}</h2>
      <ul className="rk-console__cards">
        {cards.map((section) => {
          const Summary = CARD_SUMMARIES[section.card!];
          return (
            <li key={section.id} className="rk-console__card">
              <h3>{t(`console.home.cards.${section.card}.title`)}</h3>
              <p>{t(`console.home.cards.${section.card}.text`)}</p>
              {Summary ? <Summary userId={userId} locale={locale} /> : null}
              <Link className="rk-button rk-button--secondary rk-console__action" to={pathFor(section.id, locale)}>
                {t(`console.home.cards.${section.card}.action`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
