import { useLocation, type LocaleCode } from '@raketa/shared';
import { Accordion } from '@raketa/shared/widgets';
import { FAQ_GROUPS } from '../../lib/content';
import { PageFrame, Section, usePageContent } from '../blocks';

/** The anchor of a FAQ group (`#faq-credits`); questions are anchored by their own ids. */
export const faqGroupAnchor = (group: (typeof FAQ_GROUPS)[number]) => `faq-${group}`;

/** `/pro-firmy/napoveda`: questions in groups, each group an accordion; `#question-id` opens that answer. */
export function FaqPage({ locale }: { locale: LocaleCode }) {
  const content = usePageContent('faq');
  const { hash } = useLocation();
  const openId = hash ? decodeURIComponent(hash.slice(1)) : undefined;
  return (
    <PageFrame content={content} locale={locale} primary="contact">
      {FAQ_GROUPS.map((group) => {
        const { heading, items } = content.groups[group];
        return (
          <Section key={group} id={faqGroupAnchor(group)} heading={heading}>
            <Accordion
              headingLevel={3}
              defaultOpenId={openId}
              items={Object.entries(items).map(([id, item]) => ({ id, title: item.question, content: <p>{item.answer}</p> }))}
            />
          </Section>
        );
      })}
    </PageFrame>
  );
}
