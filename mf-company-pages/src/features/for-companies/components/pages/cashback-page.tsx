import { pathFor, type LocaleCode } from '@raketa/shared';
import { MoreLink, PageFrame, Paragraphs, Section, TextList, useForCompaniesT, usePageContent } from '../blocks';
import { faqGroupAnchor } from './faq-page';

/** `/pro-firmy/cashback`: the credit-back rule (stated once, in `forCompanies.cashbackRule`), its conditions and how to claim. */
export function CashbackPage({ locale }: { locale: LocaleCode }) {
  const content = usePageContent('cashback');
  const t = useForCompaniesT();
  return (
    <PageFrame content={content} locale={locale} primary="start">
      <Section heading={content.ruleHeading} className="rk-fc-section--rule">
        <p className="rk-fc-rule">{t('cashbackRule')}</p>
      </Section>
      <Section heading={content.conditions.heading}>
        <TextList items={content.conditions.items} ordered />
      </Section>
      <Section heading={content.example.heading}>
        <Paragraphs items={content.example.paragraphs} />
      </Section>
      <Section heading={content.howTo.heading}>
        <TextList items={content.howTo.items} ordered />
      </Section>
      <Section heading={content.excluded.heading}>
        <TextList items={content.excluded.items} />
        <MoreLink to={`${pathFor('faq', locale)}#${faqGroupAnchor('credits')}`}>{content.faqLink}</MoreLink>
      </Section>
    </PageFrame>
  );
}
