import { Link, pathFor, type LocaleCode, type RemotePageProps, type RouteId } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { useAdminCampaigns } from '../api/campaigns';
import { usePendingCompanies } from '../api/companies';
import { useModerationQueue } from '../api/moderation';
import { usePendingOrderCount } from '../api/orders';
import { useFailedJobs } from '../api/queue';
import { BackOfficeFrame } from './back-office-frame';

/** The back office's home (`backOffice`): what waits for an admin, each with its section. */
export function BackOfficeHomePage({ locale }: RemotePageProps) {
  return <BackOfficeFrame locale={locale}>{() => <BackOfficeHome locale={locale} />}</BackOfficeFrame>;
}

interface Card {
  id: RouteId;
  card: string;
  /** What waits there (a section that counts): 'loading' until known, null when it could not be read. */
  count?: number | null | 'loading';
}

const countOf = <T,>(query: { data?: T; isError: boolean }, count: (data: T) => number): Card['count'] =>
  query.data !== undefined ? count(query.data) : query.isError ? null : 'loading';

function CountLine({ card, count }: { card: string; count: NonNullable<Card['count']> | null }) {
  const { t } = useTranslation('companyPages');
  if (count === 'loading') return <p className="rk-bo__count rk-bo__count--loading">{t('backOffice.home.counting')}</p>;
  if (count === null) return <p className="rk-bo__count">{t('backOffice.home.unknown')}</p>;
  return <p className="rk-bo__count">{t(`backOffice.home.cards.${card}.count`, { count })}</p>;
}

function BackOfficeHome({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  // The first page of each list: its total is the count (shared with the list's first page).
  const moderation = useModerationQueue(0);
  const companies = usePendingCompanies(0);
  const orders = usePendingOrderCount();
  const failed = useFailedJobs(0);
  const campaigns = useAdminCampaigns();
  const cards: Card[] = [
    { id: 'backOfficeModeration', card: 'moderation', count: countOf(moderation, (data) => data.total) },
    { id: 'backOfficeCompanies', card: 'companies', count: countOf(companies, (data) => data.total) },
    { id: 'backOfficeOrders', card: 'orders', count: countOf(orders, (data) => data.total) },
    { id: 'backOfficeQueue', card: 'queue', count: countOf(failed, (data) => data.total) },
    { id: 'backOfficeCampaigns', card: 'campaigns', count: countOf(campaigns, (data) => data.filter((campaign) => campaign.active).length) },
    { id: 'backOfficePriceList', card: 'priceList' },
    { id: 'backOfficeMessages', card: 'messages' },
    { id: 'backOfficeRecord', card: 'record' },
  ];
  return (
    <section className="rk-bo__page" aria-labelledby="rk-bo-home-title">
      <header className="rk-bo__head">
        <h1 id="rk-bo-home-title">{t('backOffice.home.title')}</h1>
        <p className="rk-bo__lead">{t('backOffice.home.lead')}</p>
      </header>
      <ul className="rk-bo__cards">
        {cards.map(({ id, card, count }) => (
          <li key={id} className="rk-bo__card" data-waiting={typeof count === 'number' && count > 0 ? 'true' : undefined}>
            <h2>{t(`backOffice.home.cards.${card}.title`)}</h2>
            {count !== undefined ? <CountLine card={card} count={count} /> : null}
            <p>{t(`backOffice.home.cards.${card}.text`)}</p>
            <Link className="rk-button rk-button--secondary rk-bo__action" to={pathFor(id, locale)}>
              {t(`backOffice.home.cards.${card}.action`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
