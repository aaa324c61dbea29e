// The price list answer of the API (issue 7 contract, "Price list"), checked where it enters the page.
import { array, boolean, integer, min, size, string, type, type Infer } from 'superstruct';

const Bilingual = type({ cs: string(), en: string() });
/** Whole currency units, excluding VAT. */
const Price = min(integer(), 0);
const Code = size(string(), 1, 100);

export const Plan = type({
  code: Code,
  name: Bilingual,
  summary: Bilingual,
  features: type({ cs: array(string()), en: array(string()) }),
  priceCzk: Price,
  priceEur: Price,
  listingDays: min(integer(), 1),
  jobSlots: min(integer(), 1),
  highlighted: boolean(),
});

export const Addon = type({
  code: Code,
  name: Bilingual,
  description: Bilingual,
  priceCzk: Price,
  priceEur: Price,
});

export const CreditPackage = type({
  code: Code,
  credits: min(integer(), 1),
  priceCzk: Price,
  priceEur: Price,
  bonusPercent: min(integer(), 0),
});

export const PriceList = type({
  plans: array(Plan),
  addons: array(Addon),
  creditPackages: array(CreditPackage),
});

export type Plan = Infer<typeof Plan>;
export type Addon = Infer<typeof Addon>;
export type CreditPackage = Infer<typeof CreditPackage>;
export type PriceList = Infer<typeof PriceList>;
