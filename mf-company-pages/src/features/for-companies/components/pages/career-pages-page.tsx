import { pathFor, type LocaleCode } from '@raketa/shared';
import { Cards, MoreLink, PageFrame, Section, TextList, usePageContent } from '../blocks';

/** A hand-written company of the seed (api/src/db/seed-data.ts) with a full profile, shown as the example. */
export const EXAMPLE_COMPANY_SLUG = 'mlynek-pay';

/** `/pro-firmy/karierni-stranky`: the company profile under /startup/{slug} as a career page. */
export function CareerPagesPage({ locale }: { locale: LocaleCode }) {
  const content = usePageContent('careerPages');
  return (
    <PageFrame content={content} locale={locale} primary="start">
      <Section heading={content.includes.heading}>
        <Cards items={content.includes.items} />
      </Section>
      <Section heading={content.example.heading} className="rk-fc-section--example">
        <p className="rk-fc-text">{content.example.text}</p>
        <MoreLink to={pathFor('companyProfile', locale, { slug: EXAMPLE_COMPANY_SLUG })}>{content.example.link}</MoreLink>
      </Section>
      <Section heading={content.how.heading}>
        <Cards items={content.how.items} ordered />
      </Section>
      <Section heading={content.tips.heading}>
        <TextList items={content.tips.items} checks />
      </Section>
    </PageFrame>
  );
}
