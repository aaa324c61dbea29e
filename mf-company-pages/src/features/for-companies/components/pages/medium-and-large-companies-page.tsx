import type { LocaleCode } from '@raketa/shared';
import { Cards, PageFrame, Section, usePageContent } from '../blocks';

/** `/pro-firmy/stredni-a-velke-firmy`: the offer for scale-ups and corporations. */
export function MediumAndLargeCompaniesPage({ locale }: { locale: LocaleCode }) {
  const content = usePageContent('mediumAndLargeCompanies');
  return (
    <PageFrame content={content} locale={locale} primary="contact">
      <Section heading={content.offer.heading}>
        <Cards items={content.offer.items} />
      </Section>
      <Section heading={content.how.heading}>
        <Cards items={content.how.items} ordered />
      </Section>
    </PageFrame>
  );
}
