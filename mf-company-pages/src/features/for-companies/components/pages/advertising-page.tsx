import { Link, pathFor, type LocaleCode, type RouteId } from '@raketa/shared';
import { Cards, MoreLink, PageFrame, Paragraphs, Section, TextList, usePageContent } from '../blocks';

const BRAND: { key: 'careerPages' | 'premiumArticle' | 'socialBoost'; route: RouteId }[] = [
  { key: 'careerPages', route: 'careerPages' },
  { key: 'premiumArticle', route: 'premiumArticle' },
  // Social boost is an add-on of the price list.
  { key: 'socialBoost', route: 'priceList' },
];

/** `/pro-firmy/reklama`: job ads and brand placements: what an ad includes, where it shows, TOP and HOT, approval. */
export function AdvertisingPage({ locale }: { locale: LocaleCode }) {
  const content = usePageContent('advertising');
  const { visibility, brand } = content;
  return (
    <PageFrame content={content} locale={locale} primary="start">
      <Section heading={content.includes.heading} lead={content.includes.lead}>
        <TextList items={content.includes.items} checks />
      </Section>
      <Section heading={content.reach.heading}>
        <Cards items={content.reach.items} />
      </Section>
      <Section heading={visibility.heading} lead={visibility.lead}>
        <ul className="rk-fc-cards rk-fc-cards--badges">
          {[visibility.top, visibility.hot].map((addon) => (
            <li key={addon.title}>
              <h3>
                <span className="rk-fc-badge">{addon.title}</span>
              </h3>
              <p>{addon.text}</p>
            </li>
          ))}
        </ul>
        <p className="rk-fc-note">
          <Link to={pathFor('priceList', locale)}>{visibility.note}</Link>
        </p>
      </Section>
      <Section heading={brand.heading} lead={brand.lead}>
        <ul className="rk-fc-cards rk-fc-cards--links">
          {BRAND.map(({ key, route }) => (
            <li key={key}>
              <h3>
                <Link to={pathFor(route, locale)}>{brand[key].title}</Link>
              </h3>
              <p>{brand[key].text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section heading={content.approval.heading}>
        <Paragraphs items={content.approval.paragraphs} />
        <MoreLink to={pathFor('advertisingRules', locale)}>{content.approval.rulesLink}</MoreLink>
      </Section>
    </PageFrame>
  );
}
