import type { RouteId } from '@raketa/shared';

/**
 * The back office's sections in the order its nav shows them, each a route of the route table
 * (owner `companyPages`), named by `backOffice.nav.<nav>`.
 */
export interface BackOfficeSection {
  id: RouteId;
  nav: string;
}

export const BACK_OFFICE_HOME: RouteId = 'backOffice';

export const BACK_OFFICE_SECTIONS: readonly BackOfficeSection[] = [
  { id: 'backOffice', nav: 'overview' },
  { id: 'backOfficeModeration', nav: 'moderation' },
  { id: 'backOfficeCompanies', nav: 'companies' },
  { id: 'backOfficeOrders', nav: 'orders' },
  { id: 'backOfficeCampaigns', nav: 'campaigns' },
  { id: 'backOfficePriceList', nav: 'priceList' },
  { id: 'backOfficeMessages', nav: 'messages' },
  { id: 'backOfficeQueue', nav: 'queue' },
  { id: 'backOfficeRecord', nav: 'record' },
];
