import { pathFor, type LocaleCode } from '@raketa/shared';
import { Cards, MoreLink, PageFrame, Paragraphs, Section, TextList, usePageContent } from '../blocks';

/** `/pro-firmy/pravidla-inzerce`: the numbered advertising rules, what gets rejected and what happens then. */
export function AdvertisingRulesPage({ locale }: { locale: LocaleCode }) {
  const content = usePageContent('advertisingRules');
  return (
    <PageFrame content={content} locale={locale} primary="start">
      <Section heading={content.rules.heading}>
        <Cards items={content.rules.items} ordered />
      </Section>
      <Section heading={content.rejected.heading} lead={content.rejected.lead}>
        <TextList items={content.rejected.items} />
      </Section>
      <Section heading={content.afterRejection.heading}>
        <Paragraphs items={content.afterRejection.paragraphs} />
        <MoreLink to={pathFor('advertisingTips', locale)}>{content.tipsLink}</MoreLink>
      </Section>
    </PageFrame>
  );
}
