import type { LocaleCode } from '@raketa/shared';
import { Cards, PageFrame, Section, TextList, usePageContent } from '../blocks';

/** `/pro-firmy/startup-program`: discounts for early-stage startups and their conditions. */
export function StartupProgramPage({ locale }: { locale: LocaleCode }) {
  const content = usePageContent('startupProgram');
  return (
    <PageFrame content={content} locale={locale} primary="start">
      <Section heading={content.offer.heading}>
        <Cards items={content.offer.items} />
      </Section>
      <Section heading={content.conditions.heading}>
        <TextList items={content.conditions.items} checks />
      </Section>
      <Section heading={content.apply.heading}>
        <TextList items={content.apply.items} ordered />
        <p className="rk-fc-note">{content.note}</p>
      </Section>
    </PageFrame>
  );
}
