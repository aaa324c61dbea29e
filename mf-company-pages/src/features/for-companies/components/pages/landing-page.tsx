import { Link, pathFor, type LocaleCode } from '@raketa/shared';
import { EXPLORE_KEYS } from '../../lib/content';
import { Cards, PageFrame, Section, useForCompaniesT, usePageContent } from '../blocks';

/** `/pro-firmy`: the employers' landing: why Raketa, how it works, and a way into every page of the area. */
export function LandingPage({ locale }: { locale: LocaleCode }) {
  const content = usePageContent('forCompanies');
  const t = useForCompaniesT();
  return (
    <PageFrame content={content} locale={locale} primary="start">
      <Section heading={content.why.heading}>
        <Cards items={content.why.items} />
      </Section>
      <Section heading={content.how.heading} lead={content.how.lead}>
        <Cards items={content.how.items} ordered />
      </Section>
      <Section heading={content.explore.heading} lead={content.explore.lead}>
        <ul className="rk-fc-cards rk-fc-cards--links">
          {EXPLORE_KEYS.map((key) => (
            <li key={key}>
              <h3>
                <Link to={pathFor(key, locale)}>{t(`nav.items.${key}`)}</Link>
              </h3>
              <p>{content.explore.items[key]}</p>
            </li>
          ))}
        </ul>
      </Section>
    </PageFrame>
  );
}
