// Response schemas of the price list (api/COMPANY-PAGES.md), shared by the public and the admin routes.
const bilingual = {
  type: 'object',
  required: ['cs', 'en'],
  properties: { cs: { type: 'string' }, en: { type: 'string' } },
} as const;
const bilingualList = {
  type: 'object',
  required: ['cs', 'en'],
  properties: { cs: { type: 'array', items: { type: 'string' } }, en: { type: 'array', items: { type: 'string' } } },
} as const;
const code = { type: 'string' } as const;
const integer = { type: 'integer' } as const;

export const planSchema = {
  type: 'object',
  required: ['code', 'name', 'summary', 'features', 'priceCzk', 'priceEur', 'listingDays', 'jobSlots', 'highlighted'],
  properties: {
    code,
    name: bilingual,
    summary: bilingual,
    features: bilingualList,
    priceCzk: integer,
    priceEur: integer,
    listingDays: integer,
    jobSlots: integer,
    highlighted: { type: 'boolean' },
  },
} as const;

export const addonSchema = {
  type: 'object',
  required: ['code', 'name', 'description', 'priceCzk', 'priceEur'],
  properties: { code, name: bilingual, description: bilingual, priceCzk: integer, priceEur: integer },
} as const;

export const creditPackageSchema = {
  type: 'object',
  required: ['code', 'credits', 'priceCzk', 'priceEur', 'bonusPercent'],
  properties: { code, credits: integer, priceCzk: integer, priceEur: integer, bonusPercent: integer },
} as const;

export const priceListSchema = {
  type: 'object',
  required: ['@context', '@id', '@type', 'plans', 'addons', 'creditPackages'],
  properties: {
    '@context': { type: 'string' },
    '@id': { type: 'string' },
    '@type': { type: 'string' },
    plans: { type: 'array', items: planSchema },
    addons: { type: 'array', items: addonSchema },
    creditPackages: { type: 'array', items: creditPackageSchema },
  },
} as const;
