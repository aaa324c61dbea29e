import { Button, campaignOfRoute, FatalError, Icon, Link, Navigate, pathFor, type LocaleCode, type RemotePageProps } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { ForCompaniesFooter, ForCompaniesNav } from '../../../components/for-companies-nav';
import { useCampaign } from '../api/get-campaign';
import type { Campaign } from '../../../api/campaign-structs';
import { themeOfRoute, type CampaignTheme } from '../../../lib/campaign-routes';
import { daysUntil, formatEndDate, formatPercent } from '../../../lib/format';
import { isNotFound } from '../lib/http-errors';
import { PromoCode } from './promo-code';
import '../../../components/campaigns.css';

/**
 * The four campaign pages (`/pro-firmy/vanoce-2024`, ...): the campaign's offer while it is active;
 * switched off or outside its window, the page gives way to the price list (a product owner's
 * switch shows on the next visit: the answer is never cached for more than 2 s).
 */
export function CampaignPage({ routeId, locale }: RemotePageProps) {
  const { t } = useTranslation('companyPages', { keyPrefix: 'campaigns.page' });
  const slug = campaignOfRoute(routeId);
  const theme = themeOfRoute(routeId);
  if (!slug || !theme) throw new FatalError(404, `${routeId} is not a campaign page`);
  const campaign = useCampaign(slug);

  if (campaign.isError && isNotFound(campaign.error)) throw new FatalError(404, `no campaign for ${routeId}`);
  if (campaign.data && !campaign.data.active) return <Navigate replace to={pathFor('priceList', locale)} />;

  return (
    <div className="rk-campaign-page" data-page={routeId}>
      <ForCompaniesNav locale={locale} />
      {campaign.data ? (
        <CampaignView campaign={campaign.data} theme={theme} locale={locale} />
      ) : campaign.isPending ? (
        <div aria-busy="true">
          <p role="status" className="rk-campaign__sr-only">
            {t('loading')}
          </p>
          <div className="rk-campaign__skeleton" aria-hidden="true" />
        </div>
      ) : (
        <div role="alert" className="rk-campaign__problem">
          <p>{t('error')}</p>
          <Button variant="secondary" onClick={() => void campaign.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      <ForCompaniesFooter locale={locale} />
    </div>
  );
}

function CampaignView({ campaign, theme, locale }: { campaign: Campaign; theme: CampaignTheme; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages', { keyPrefix: 'campaigns' });
  const { offer, endsAt } = campaign;
  const days = endsAt ? daysUntil(endsAt) : null;
  return (
    <article className={`rk-campaign rk-campaign--${theme}`} data-campaign={campaign.slug}>
      <header className="rk-campaign__hero">
        <p className="rk-campaign__eyebrow">{t(`themes.${theme}.eyebrow`)}</p>
        <h1>{t(`themes.${theme}.title`)}</h1>
        <p className="rk-campaign__lead">{t(`themes.${theme}.lead`)}</p>
      </header>

      <section className="rk-campaign__offer" aria-labelledby="rk-campaign-offer">
        <p className="rk-campaign__offer-label">{t('page.offer')}</p>
        <h2 id="rk-campaign-offer">{offer.title[locale]}</h2>
        {offer.discountPercent ? (
          <p className="rk-campaign__discount">{t('page.discount', { percent: formatPercent(offer.discountPercent, locale) })}</p>
        ) : null}
        <p className="rk-campaign__text">{offer.text[locale]}</p>
        {offer.code ? <PromoCode code={offer.code} /> : null}
        {endsAt && days !== null ? (
          <p className="rk-campaign__ends">
            <Icon name="time" />
            <span>{t('page.endsOn', { date: formatEndDate(endsAt, locale) })}</span>{' '}
            <strong className="rk-campaign__countdown">{days <= 1 ? t('page.lastDay') : t('page.daysLeft', { count: days })}</strong>
          </p>
        ) : null}
        <div className="rk-campaign__actions">
          <Link className="rk-button rk-button--primary" to={pathFor('priceList', locale)}>
            <span>{t('page.cta')}</span>
            <Icon name="arrowRight" />
          </Link>
        </div>
      </section>

      <p className="rk-campaign__questions">
        {t('page.questions')} <Link to={pathFor('contact', locale)}>{t('page.contact')}</Link>
      </p>
    </article>
  );
}
