// The building blocks every for-companies page is made of: hero, sections, cards, lists and the calls
// to action. Texts come from the locale key `forCompanies` (shape in ../lib/content.ts).
import { Icon, Link, pathFor, type LocaleCode } from '@raketa/shared';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardContent, ClosingContent, ForCompaniesContent, HeroContent, PageContent } from '../lib/content';

export type PageKey = keyof ForCompaniesContent['pages'];

/** Where a page's main call to action leads besides the price list. */
export type PrimaryCta = 'start' | 'contact';

export function useForCompaniesT() {
  return useTranslation('companyPages', { keyPrefix: 'forCompanies' }).t;
}

/** A page's structured texts in the current language. */
export function usePageContent<K extends PageKey>(key: K): PageContent<K> {
  const t = useForCompaniesT();
  return t(`pages.${key}`, { returnObjects: true }) as unknown as PageContent<K>;
}

/** The two calls to action of every page: the primary (employer start or contact) and the price list. */
export function Ctas({ locale, primary }: { locale: LocaleCode; primary: PrimaryCta }) {
  const t = useForCompaniesT();
  const target = primary === 'start' ? pathFor('employerStart', locale) : pathFor('contact', locale);
  return (
    <p className="rk-fc-ctas">
      <Link to={target} className="rk-button rk-button--primary" data-cta={primary}>
        {t(`cta.${primary}`)}
        <Icon name="arrowRight" size={18} />
      </Link>
      <Link to={pathFor('priceList', locale)} className="rk-button rk-button--secondary" data-cta="priceList">
        {t('cta.priceList')}
      </Link>
    </p>
  );
}

export function Hero({ content, locale, primary }: { content: HeroContent; locale: LocaleCode; primary: PrimaryCta }) {
  return (
    <header className="rk-fc-hero">
      <p className="rk-fc-hero__eyebrow">{content.eyebrow}</p>
      <h1>{content.title}</h1>
      <p className="rk-fc-hero__lead">{content.lead}</p>
      <Ctas locale={locale} primary={primary} />
    </header>
  );
}

/** A section named by its h2. */
export function Section({
  heading,
  lead,
  id,
  className,
  children,
}: {
  heading: string;
  lead?: string;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section id={id} className={['rk-fc-section', className ?? ''].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {lead ? <p className="rk-fc-section__lead">{lead}</p> : null}
      {children}
    </section>
  );
}

/** Cards with an h3 each; `ordered` numbers them (steps, rules). */
export function Cards({ items, ordered = false }: { items: readonly CardContent[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  // Two or four cards sit in two columns on wide screens rather than leaving a row half empty.
  const pairs = items.length % 2 === 0 && items.length % 3 !== 0;
  const classes = ['rk-fc-cards', ordered ? 'rk-fc-cards--steps' : '', pairs ? 'rk-fc-cards--pairs' : ''].filter(Boolean).join(' ');
  return (
    <List className={classes}>
      {items.map((item) => (
        <li key={item.title}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </List>
  );
}

export function TextList({ items, ordered = false, checks = false }: { items: readonly string[]; ordered?: boolean; checks?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={['rk-fc-list', ordered ? 'rk-fc-list--ordered' : '', checks ? 'rk-fc-list--checks' : ''].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <li key={item}>
          {checks ? <Icon name="check" size={18} className="rk-fc-list__check" /> : null}
          <span>{item}</span>
        </li>
      ))}
    </List>
  );
}

export function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <>
      {items.map((item) => (
        <p key={item} className="rk-fc-text">
          {item}
        </p>
      ))}
    </>
  );
}

/** An inline "read more" link to another page of the area. */
export function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="rk-fc-more">
      <Link to={to}>
        {children}
        <Icon name="arrowRight" size={16} />
      </Link>
    </p>
  );
}

export function Closing({ content, locale, primary }: { content: ClosingContent; locale: LocaleCode; primary: PrimaryCta }) {
  const headingId = useId();
  return (
    <section className="rk-fc-closing" aria-labelledby={headingId}>
      <h2 id={headingId}>{content.heading}</h2>
      <p>{content.text}</p>
      <Ctas locale={locale} primary={primary} />
    </section>
  );
}

/** Hero, the page's own sections, and the closing call to action. */
export function PageFrame({
  content,
  locale,
  primary,
  children,
}: {
  content: { hero: HeroContent; closing: ClosingContent };
  locale: LocaleCode;
  primary: PrimaryCta;
  children: ReactNode;
}) {
  return (
    <>
      <Hero content={content.hero} locale={locale} primary={primary} />
      {children}
      <Closing content={content.closing} locale={locale} primary={primary} />
    </>
  );
}
