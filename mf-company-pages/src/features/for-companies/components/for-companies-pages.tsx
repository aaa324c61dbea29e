import { RoutePlaceholder, type LocaleCode, type RemotePageProps, type RouteId } from '@raketa/shared';
import type { ComponentType } from 'react';
import { CampaignBanner } from '../../../components/campaign-banner';
import { ForCompaniesFooter, ForCompaniesNav } from '../../../components/for-companies-nav';
import { AdvertisingPage } from './pages/advertising-page';
import { AdvertisingRulesPage } from './pages/advertising-rules-page';
import { AdvertisingTipsPage } from './pages/advertising-tips-page';
import { CareerPagesPage } from './pages/career-pages-page';
import { CashbackPage } from './pages/cashback-page';
import { DevelopersPage } from './pages/developers-page';
import { FaqPage } from './pages/faq-page';
import { LandingPage } from './pages/landing-page';
import { MediumAndLargeCompaniesPage } from './pages/medium-and-large-companies-page';
import { PremiumArticlePage } from './pages/premium-article-page';
import { StartupProgramPage } from './pages/startup-program-page';
import '../../../components/for-companies.css';

/** The content pages of the for-companies area, by route id. */
export const FOR_COMPANIES_PAGES = {
  forCompanies: LandingPage,
  advertising: AdvertisingPage,
  developers: DevelopersPage,
  faq: FaqPage,
  cashback: CashbackPage,
  careerPages: CareerPagesPage,
  advertisingRules: AdvertisingRulesPage,
  advertisingTips: AdvertisingTipsPage,
  startupProgram: StartupProgramPage,
  mediumAndLargeCompanies: MediumAndLargeCompaniesPage,
  premiumArticle: PremiumArticlePage,
} as const satisfies Partial<Record<RouteId, ComponentType<{ locale: LocaleCode }>>>;

export type ForCompaniesRouteId = keyof typeof FOR_COMPANIES_PAGES;
export const FOR_COMPANIES_ROUTE_IDS = Object.keys(FOR_COMPANIES_PAGES) as ForCompaniesRouteId[];

const isForCompaniesRoute = (routeId: RouteId): routeId is ForCompaniesRouteId => routeId in FOR_COMPANIES_PAGES;

/**
 * The for-companies content pages (layout `none`): the area's section bar, a running campaign's
 * banner, the page, and the area's footer links.
 */
export function ForCompaniesPage({ routeId, locale }: RemotePageProps) {
  if (!isForCompaniesRoute(routeId)) return <RoutePlaceholder routeId={routeId} />;
  const Page = FOR_COMPANIES_PAGES[routeId];
  return (
    <div className="rk-fc" data-page={routeId}>
      <ForCompaniesNav locale={locale} current={routeId} />
      <div className="rk-fc__content">
        <CampaignBanner locale={locale} />
        <Page locale={locale} />
      </div>
      <ForCompaniesFooter locale={locale} />
    </div>
  );
}
