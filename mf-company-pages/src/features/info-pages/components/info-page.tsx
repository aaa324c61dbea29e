import { Link, pathFor, type LocaleCode, type RemotePageProps } from '@raketa/shared';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isInfoDocument,
  isInfoRouteId,
  NUMBERED_DOCUMENTS,
  type InfoDocument,
  type InfoLink,
  type InfoRouteId,
  type InfoSection,
  type InfoTable,
} from '../lib/info-content';
import '../info-pages.css';

/**
 * Every information page but the contact page (personal data, cookies, terms, about, …): its
 * document from `companyPages:info.pages.{routeId}`, with the operator's details
 * (`info.operator`: name, address, e-mails) filled in wherever the copy names them.
 */
export function InfoPage({ routeId, locale }: RemotePageProps) {
  const { t } = useTranslation('companyPages');
  const operator = t('info.operator', { returnObjects: true }) as Record<string, string>;
  const document: unknown = isInfoRouteId(routeId) ? t(`info.pages.${routeId}`, { returnObjects: true, ...operator }) : null;
  // Messages that failed to load (or a route wired here by mistake): the remote's error boundary offers a retry.
  if (!isInfoDocument(document)) throw new Error(`The information page ${routeId} has no content`);
  const numbered = NUMBERED_DOCUMENTS.includes(routeId as InfoRouteId);
  return <InfoDocumentView document={document} numbered={numbered} locale={locale} contentsLabel={t('info.contents')} />;
}

const sectionId = (key: string) => `rk-info-${key}`;

interface ViewProps {
  document: InfoDocument;
  numbered: boolean;
  locale: LocaleCode;
  contentsLabel: string;
}

function InfoDocumentView({ document, numbered, locale, contentsLabel }: ViewProps) {
  const sections = Object.entries(document.sections);
  const number = (index: number) => (numbered ? `${index + 1}. ` : '');
  return (
    <article className={numbered ? 'rk-info rk-info--legal' : 'rk-info'} aria-labelledby="rk-info-title">
      <header className="rk-info__hero">
        {document.eyebrow ? <p className="rk-info__eyebrow">{document.eyebrow}</p> : null}
        <h1 id="rk-info-title">{document.title}</h1>
        <p className="rk-info__lead">{document.lead}</p>
        {document.updated ? <p className="rk-info__updated">{document.updated}</p> : null}
        {document.actions ? <Actions links={document.actions} locale={locale} /> : null}
      </header>
      {numbered ? (
        <nav className="rk-info__contents" aria-label={contentsLabel}>
          <ol>
            {sections.map(([key, section]) => (
              <li key={key}>
                <a href={`#${sectionId(key)}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {sections.map(([key, section], index) => (
        <section key={key} className="rk-info__section" aria-labelledby={sectionId(key)}>
          <h2 id={sectionId(key)}>
            {number(index)}
            {section.heading}
          </h2>
          <SectionBody section={section} locale={locale} numberPrefix={numbered ? `${index + 1}.` : null} />
        </section>
      ))}
      {document.closing ? (
        <section className="rk-info__closing" aria-labelledby="rk-info-closing">
          <h2 id="rk-info-closing">{document.closing.heading}</h2>
          <p>{document.closing.text}</p>
          <Actions links={document.closing.actions} locale={locale} />
        </section>
      ) : null}
    </article>
  );
}

function SectionBody({ section, locale, numberPrefix }: { section: InfoSection; locale: LocaleCode; numberPrefix: string | null }) {
  return (
    <>
      {section.paragraphs?.map((paragraph, index) => (
        <p key={index}>
          {numberPrefix ? <span className="rk-info__number">{`${numberPrefix}${index + 1} `}</span> : null}
          {paragraph}
        </p>
      ))}
      {section.items ? (
        <ul className="rk-info__items">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.facts ? (
        <dl className="rk-info__facts">
          {section.facts.map((fact) => (
            <Fragment key={fact.term}>
              <dt>{fact.term}</dt>
              <dd>{fact.detail}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
      {section.table ? <Table table={section.table} /> : null}
      {section.contacts ? (
        <ul className="rk-info__contacts">
          {section.contacts.map((contact) => (
            <li key={contact.label}>
              <span>{contact.label}</span> <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
          ))}
        </ul>
      ) : null}
      {section.stories ? (
        <ul className="rk-info-stories">
          {section.stories.map((story) => (
            <li key={story.name}>
              <figure>
                <blockquote>
                  <p>{story.quote}</p>
                </blockquote>
                <figcaption>
                  <strong>{story.name}</strong>
                  <span>{story.role}</span>
                </figcaption>
              </figure>
              <p>{story.story}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {section.swatches ? (
        <ul className="rk-info-swatches">
          {section.swatches.map((swatch) => (
            <li key={swatch.name}>
              <span className="rk-info-swatches__sample" style={{ background: swatch.value }} aria-hidden="true" />
              <strong>{swatch.name}</strong> <code>{swatch.value}</code>
              <span>{swatch.usage}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {section.note ? <p className="rk-info__note">{section.note}</p> : null}
      {section.links ? (
        <ul className="rk-info__links">
          {section.links.map((link) => (
            <li key={link.to}>
              <Link to={pathFor(link.to, locale)}>{link.label}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** Rows are headed by their first cell; on a narrow screen the table scrolls in its own focusable box. */
function Table({ table }: { table: InfoTable }) {
  return (
    <div className="rk-info-table" role="region" aria-label={table.caption} tabIndex={0}>
      <table>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map(([head, ...cells], index) => (
            <tr key={index}>
              <th scope="row">{head}</th>
              {cells.map((cell, cellIndex) => (
                <td key={cellIndex}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Actions({ links, locale }: { links: InfoLink[]; locale: LocaleCode }) {
  return (
    <p className="rk-info__actions">
      {links.map((link, index) => (
        <Link key={link.to} to={pathFor(link.to, locale)} className={`rk-button ${index === 0 ? 'rk-button--primary' : 'rk-button--secondary'}`}>
          {link.label}
        </Link>
      ))}
    </p>
  );
}
