import { pathFor, type LocaleCode } from '@raketa/shared';
import { Cards, MoreLink, PageFrame, Section, TextList, usePageContent } from '../blocks';

/** `/pro-firmy/tipy-pro-inzerci`: concrete tips for better job ads and a checklist. */
export function AdvertisingTipsPage({ locale }: { locale: LocaleCode }) {
  const content = usePageContent('advertisingTips');
  return (
    <PageFrame content={content} locale={locale} primary="start">
      <Section heading={content.tips.heading}>
        <Cards items={content.tips.items} ordered />
      </Section>
      <Section heading={content.checklist.heading}>
        <TextList items={content.checklist.items} checks />
        <MoreLink to={pathFor('advertisingRules', locale)}>{content.rulesLink}</MoreLink>
      </Section>
    </PageFrame>
  );
}
