import { Icon, Link, pathFor, type LocaleCode } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { useActiveCampaigns } from '../api/get-active-campaigns';
import { routeOfCampaign, themeOfRoute } from '../lib/campaign-routes';
import { formatPercent } from '../lib/format';
import './campaigns.css';

/**
 * The running campaigns' offers, each linking to its campaign page; shown at the top of the price list
 * and the for-companies pages. Nothing while loading, on failure or without an active campaign.
 */
export function CampaignBanner({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('companyPages', { keyPrefix: 'campaigns.banner' });
  const active = useActiveCampaigns();
  // A campaign without a page in the route table has nowhere to send a reader.
  const shown = (active.data ?? []).flatMap((campaign) => {
    const routeId = routeOfCampaign(campaign.slug);
    return routeId ? [{ campaign, routeId, theme: themeOfRoute(routeId) }] : [];
  });
  if (!shown.length) return null;

  return (
    <aside className="rk-campaign-banner" data-testid="campaign-banner" aria-label={t('label')}>
      <ul className="rk-campaign-banner__list">
        {shown.map(({ campaign, routeId, theme }) => (
          <li key={campaign.slug} className={`rk-campaign-banner__item rk-campaign--${theme ?? 'plain'}`}>
            {campaign.offer.discountPercent ? (
              <span className="rk-campaign-banner__discount">
                {t('discount', { percent: formatPercent(campaign.offer.discountPercent, locale) })}
              </span>
            ) : null}
            <Link className="rk-campaign-banner__link" to={pathFor(routeId, locale)}>
              <span>{campaign.offer.title[locale]}</span>
              <span className="rk-campaign-banner__more">{t('more')}</span>
              <Icon name="arrowRight" />
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
