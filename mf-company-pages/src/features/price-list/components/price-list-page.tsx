import { Button, Icon, Link, pathFor, type LocaleCode, type RemotePageProps } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { CampaignBanner } from '../../../components/campaign-banner';
import { ForCompaniesFooter, ForCompaniesNav } from '../../../components/for-companies-nav';
import { useMayOrderPlan } from '../api/get-order-access';
import { usePriceList } from '../api/get-price-list';
import type { PriceList } from '../api/price-list-structs';
import { useCurrency } from '../hooks/use-currency';
import { formatMoney, formatPercent, priceIn, type Currency } from '../lib/money';
import { CurrencySwitch } from './currency-switch';
import { PlanCard } from './plan-card';
import { Price } from './price';
import '../price-list.css';

const SKELETON_PLANS = 3;

/**
 * `priceList` (`/pro-firmy/cenik`, `/for-companies/price-list`): plans, add-ons and credit packages as
 * product owners set them in the API (nothing here is a number of ours), in CZK or EUR.
 */
export function PriceListPage({ locale }: RemotePageProps) {
  const { t } = useTranslation('companyPages', { keyPrefix: 'pricing' });
  const priceList = usePriceList();
  const [currency, setCurrency] = useCurrency(locale);

  return (
    <div className="rk-price-list" data-page="priceList">
      <ForCompaniesNav locale={locale} current="priceList" />
      <CampaignBanner locale={locale} />
      <header className="rk-price-list__head">
        <h1>{t('title')}</h1>
        <p className="rk-price-list__lead">{t('lead')}</p>
        <CurrencySwitch value={currency} onChange={setCurrency} />
      </header>

      {priceList.isPending ? (
        <div aria-busy="true">
          <p role="status" className="rk-price-list__sr-only">
            {t('loading')}
          </p>
          <ul className="rk-price-list__plans" aria-hidden="true">
            {Array.from({ length: SKELETON_PLANS }, (_, index) => (
              <li key={index} className="rk-plan rk-plan--skeleton" />
            ))}
          </ul>
        </div>
      ) : null}

      {priceList.isError ? (
        <div role="alert" className="rk-price-list__problem">
          <p>{t('error')}</p>
          <Button variant="secondary" onClick={() => void priceList.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : null}

      {priceList.data ? <PriceListView list={priceList.data} currency={currency} locale={locale} /> : null}

      <section className="rk-price-list__cashback" aria-labelledby="rk-price-list-cashback">
        <h2 id="rk-price-list-cashback">{t('cashback.title')}</h2>
        <p>
          {t('cashback.text')} <Link to={pathFor('cashback', locale)}>{t('cashback.link')}</Link>
        </p>
      </section>

      <section className="rk-price-list__cta" aria-labelledby="rk-price-list-cta">
        <h2 id="rk-price-list-cta">{t('cta.title')}</h2>
        <p>{t('cta.text')}</p>
        <div className="rk-price-list__actions">
          <Link className="rk-button rk-button--primary" to={pathFor('employerStart', locale)}>
            {t('cta.start')}
          </Link>
          <Link className="rk-button rk-button--secondary" to={pathFor('contact', locale)}>
            <Icon name="mail" />
            <span>{t('cta.contact')}</span>
          </Link>
        </div>
      </section>
      <ForCompaniesFooter locale={locale} />
    </div>
  );
}

function PriceListView({ list, currency, locale }: { list: PriceList; currency: Currency; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages', { keyPrefix: 'pricing' });
  const money = (item: { priceCzk: number; priceEur: number }) => formatMoney(priceIn(item, currency), currency, locale);
  const mayOrder = useMayOrderPlan();
  if (!list.plans.length && !list.addons.length && !list.creditPackages.length) return <p className="rk-price-list__intro">{t('empty')}</p>;
  return (
    <>
      {list.plans.length ? (
        <section className="rk-price-list__section" aria-labelledby="rk-price-list-plans">
          <h2 id="rk-price-list-plans">{t('plans.title')}</h2>
          <ul className="rk-price-list__plans">
            {list.plans.map((plan) => (
              <li key={plan.code}>
                <PlanCard plan={plan} currency={currency} locale={locale} orderable={mayOrder} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {list.addons.length ? (
        <section className="rk-price-list__section" aria-labelledby="rk-price-list-addons">
          <h2 id="rk-price-list-addons">{t('addons.title')}</h2>
          <p className="rk-price-list__intro">{t('addons.lead')}</p>
          <ul className="rk-price-list__addons">
            {list.addons.map((addon) => (
              <li key={addon.code} className="rk-addon" data-addon={addon.code}>
                <h3 className="rk-addon__name">{addon.name[locale]}</h3>
                <p className="rk-addon__description">{addon.description[locale]}</p>
                <Price amount={money(addon)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {list.creditPackages.length ? (
        <section className="rk-price-list__section" aria-labelledby="rk-price-list-credits">
          <h2 id="rk-price-list-credits">{t('credits.title')}</h2>
          <p className="rk-price-list__intro">{t('credits.lead')}</p>
          <ul className="rk-price-list__credits">
            {list.creditPackages.map((pack) => (
              <li key={pack.code} className="rk-credit-package" data-package={pack.code}>
                <h3 className="rk-credit-package__credits">{t('credits.amount', { count: pack.credits })}</h3>
                {pack.bonusPercent > 0 ? (
                  <p className="rk-credit-package__bonus">{t('credits.bonus', { percent: formatPercent(pack.bonusPercent, locale) })}</p>
                ) : null}
                <Price amount={money(pack)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
