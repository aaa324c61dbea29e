/** The for-companies pages in the order the section bar lists them (the price list among them). */
export const NAV_KEYS = [
  'forCompanies',
  'advertising',
  'priceList',
  'careerPages',
  'developers',
  'faq',
  'cashback',
  'advertisingRules',
  'advertisingTips',
  'startupProgram',
  'mediumAndLargeCompanies',
  'premiumArticle',
] as const;
export type NavKey = (typeof NAV_KEYS)[number];
