import type { LocaleCode } from '@raketa/shared';
import { Cards, PageFrame, Section, TextList, usePageContent } from '../blocks';

/** `/pro-firmy/premium-clanek`: the sponsored article: what you get, the process, example topics. */
export function PremiumArticlePage({ locale }: { locale: LocaleCode }) {
  const content = usePageContent('premiumArticle');
  return (
    <PageFrame content={content} locale={locale} primary="contact">
      <Section heading={content.includes.heading}>
        <Cards items={content.includes.items} />
      </Section>
      <Section heading={content.process.heading}>
        <Cards items={content.process.items} ordered />
      </Section>
      <Section heading={content.topics.heading} lead={content.topics.lead}>
        <TextList items={content.topics.items} />
      </Section>
      <Section heading={content.standards.heading}>
        <TextList items={content.standards.items} checks />
      </Section>
    </PageFrame>
  );
}
