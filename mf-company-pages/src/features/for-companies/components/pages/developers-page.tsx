import { Link, pathFor, type LocaleCode } from '@raketa/shared';
import { useId } from 'react';
import { Cards, PageFrame, Paragraphs, Section, TextList, usePageContent } from '../blocks';

/**
 * `/pro-firmy/dev`: receiving applications by signed webhook or pulling them with an API token, as
 * api/INTEGRATIONS.md has them; a company sets both up itself in the console's Integrations section.
 */
export function DevelopersPage({ locale }: { locale: LocaleCode }) {
  const content = usePageContent('developers');
  const { webhook, payload, token } = content;
  const exampleId = useId();
  return (
    <PageFrame content={content} locale={locale} primary="contact">
      <p className="rk-fc-callout">
        {content.availability} <Link to={pathFor('companyConsoleIntegrations', locale)}>{content.consoleLink}</Link>
      </p>
      <Section heading={content.options.heading}>
        <Cards items={[content.options.webhook, content.options.pull]} />
      </Section>
      <Section heading={webhook.heading}>
        <Paragraphs items={webhook.paragraphs} />
        <h3>{webhook.verifyHeading}</h3>
        <TextList items={webhook.verify} ordered />
      </Section>
      <Section heading={payload.heading} lead={payload.lead}>
        <dl className="rk-fc-fields">
          {Object.entries(payload.fields).map(([name, meaning]) => (
            <div key={name}>
              <dt>
                <code>{name}</code>
              </dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
        <figure className="rk-fc-code" aria-labelledby={exampleId}>
          <figcaption id={exampleId}>{payload.exampleLabel}</figcaption>
          {/* Scrollable, so keyboard users can reach it. */}
          <pre tabIndex={0}>
            <code>{payload.example}</code>
          </pre>
        </figure>
      </Section>
      <Section heading={token.heading}>
        <Paragraphs items={token.paragraphs} />
        <TextList items={token.steps} ordered />
      </Section>
      <Section heading={content.security.heading}>
        <TextList items={content.security.items} checks />
      </Section>
    </PageFrame>
  );
}
