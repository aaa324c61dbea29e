// Test-only helpers of the price list and the campaign pages: this remote's messages, answers shaped
// as the issue 7 contract says ("Price list", "Campaigns") and an API stub serving them.
import {
  addAppMessages,
  createQueryClient,
  i18n,
  initI18n,
  routes as routeTable,
  type AppMessages,
  type LocaleCode,
  type RouteId,
} from '@raketa/shared';
import type { QueryClient } from '@tanstack/react-query';
import { addSharedMessages, json, problem, renderInRouter, stubFetch } from '@raketa/shared/testing';
import { Component, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CampaignPage } from '../features/campaigns/components/campaign-page';
import { PriceListPage } from '../features/price-list/components/price-list-page';
import cs from '../locales/cs.json';
import en from '../locales/en.json';

// Long content in this remote's messages is arrays (read with `returnObjects`), which `Messages` does not describe.
const MESSAGES = { cs, en } as unknown as AppMessages;

export async function initPricingMessages(locale: LocaleCode): Promise<void> {
  await initI18n(locale, 'companyPages', MESSAGES);
  addAppMessages('companyPages', MESSAGES);
  await addSharedMessages();
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

export const PRICE_LIST = {
  '@id': '/api/price-list',
  '@type': 'PriceList',
  plans: [
    {
      code: 'start',
      name: { cs: 'Start', en: 'Start' },
      summary: { cs: 'Na první nábor.', en: 'For your first hire.' },
      features: { cs: ['Ruční kontrola inzerátu'], en: ['Manual review of the ad'] },
      priceCzk: 4990,
      priceEur: 199,
      listingDays: 30,
      jobSlots: 1,
      highlighted: false,
    },
    {
      code: 'growth',
      name: { cs: 'Růst', en: 'Growth' },
      summary: { cs: 'Pro rostoucí tým.', en: 'For a growing team.' },
      features: { cs: ['Zvýraznění v seznamu', 'Statistiky'], en: ['Highlighted in the list', 'Statistics'] },
      priceCzk: 12490,
      priceEur: 499,
      listingDays: 30,
      jobSlots: 3,
      highlighted: true,
    },
  ],
  addons: [
    {
      code: 'hotjobs',
      name: { cs: 'HotJobs', en: 'HotJobs' },
      description: { cs: 'Inzerát nahoře v seznamu.', en: 'Your ad at the top of the list.' },
      priceCzk: 1490,
      priceEur: 59,
    },
    {
      code: 'copywriting',
      name: { cs: 'Copywriting', en: 'Copywriting' },
      description: { cs: 'Text inzerátu napíšeme za vás.', en: 'We write the ad for you.' },
      priceCzk: 2490,
      priceEur: 99,
    },
  ],
  creditPackages: [
    { code: 'credits-10k', credits: 10000, priceCzk: 10000, priceEur: 400, bonusPercent: 0 },
    { code: 'credits-50k', credits: 50000, priceCzk: 50000, priceEur: 2000, bonusPercent: 10 },
  ],
};

export interface CampaignFixture {
  slug: string;
  active: boolean;
  enabled: boolean;
  startsAt: string | null;
  endsAt: string | null;
  offer: { title: { cs: string; en: string }; text: { cs: string; en: string }; discountPercent: number | null; code: string | null };
}

export function campaign(slug: string, changes: Partial<CampaignFixture> = {}): CampaignFixture {
  return {
    slug,
    active: true,
    enabled: true,
    startsAt: null,
    endsAt: null,
    offer: {
      title: { cs: 'Vánoční sleva na inzerci', en: 'Christmas discount on job ads' },
      text: { cs: 'Všechny balíčky levněji do konce roku.', en: 'Every plan for less until the end of the year.' },
      discountPercent: 20,
      code: 'VANOCE24',
    },
    ...changes,
  };
}

const asCampaign = (fixture: CampaignFixture) => ({ '@id': `/api/campaigns/${fixture.slug}`, '@type': 'Campaign', ...fixture });

export interface PricingApiOptions {
  priceList?: object;
  /** Every campaign the API knows; `GET /api/campaigns?active=true` answers the active ones. */
  campaigns?: CampaignFixture[];
  /** Answers a call first (undefined: the stub's own answer). */
  override?: (method: string, path: string) => Response | undefined;
}

/** The price list and campaigns API as a stub; `campaigns` may be changed between calls (a switch). */
export function stubPricingApi({ priceList = PRICE_LIST, campaigns = [], override }: PricingApiOptions = {}) {
  const state = { campaigns };
  const calls = stubFetch((method, path) => {
    const overridden = override?.(method, path);
    if (overridden) return overridden;
    const url = new URL(path, 'http://localhost');
    if (method !== 'GET') return problem(405, 'method_not_allowed');
    if (url.pathname === '/api/me') return json({ user: null });
    if (url.pathname === '/api/price-list') return json(priceList);
    if (url.pathname === '/api/campaigns') {
      const members = state.campaigns.filter((entry) => url.searchParams.get('active') !== 'true' || entry.active).map(asCampaign);
      return json({
        '@context': '/api/contexts/Campaign',
        '@id': '/api/campaigns',
        '@type': 'hydra:Collection',
        'hydra:member': members,
        'hydra:totalItems': members.length,
      });
    }
    const one = /^\/api\/campaigns\/([^/]+)$/.exec(url.pathname);
    if (one) {
      const found = state.campaigns.find((entry) => entry.slug === decodeURIComponent(one[1]!));
      return found ? json(asCampaign(found)) : problem(404, 'not_found');
    }
    return problem(404, 'not_found');
  });
  return { calls, state };
}

/** Catches what a page throws while rendering (a FatalError), as the shell's boundary does. */
export class CaughtError extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return <p data-testid="caught">{error instanceof Error ? `${error.name} ${String((error as { status?: number }).status)}` : 'error'}</p>;
  }
}

const CAMPAIGN_ROUTES: RouteId[] = ['campaignChristmas2024', 'campaignBirthday2024', 'campaignEaster2024', 'campaignBlackSharkDay2024'];

/** Renders the price list and the campaign pages at `url` as the shell routes them in `locale`. */
export function renderPricing(url: string, locale: LocaleCode = 'en', queryClient?: QueryClient) {
  return renderInRouter(
    <CaughtError>
      <Routes>
        <Route path={routeTable.priceList.path[locale]} element={<PriceListPage routeId="priceList" locale={locale} />} />
        {CAMPAIGN_ROUTES.map((id) => (
          <Route key={id} path={routeTable[id].path[locale]} element={<CampaignPage routeId={id} locale={locale} />} />
        ))}
      </Routes>
    </CaughtError>,
    url,
    queryClient,
  );
}

/**
 * The site's query client without retries and without waiting between them (a page's own retry
 * rule still applies), for answers that fail on purpose.
 */
export function quickFailClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false, retryDelay: 0 } });
  return client;
}
