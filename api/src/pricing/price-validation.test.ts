import { checkPricePatch, PRICE_ITEM_KINDS, type PriceItemKind } from '@raketa/shared/contracts';
import { validatePricePatch } from './price-validation';

/** Bodies of every kind, valid and not, each field's rules at and past their bounds. */
const BODIES: Record<PriceItemKind, Record<string, unknown>[]> = {
  plans: [
    { name: { cs: ' Start ', en: 'Start' } },
    { name: { cs: '', en: 'Start' } },
    { name: { cs: 'x'.repeat(100), en: 'x'.repeat(101) } },
    { name: { cs: 'Start' } },
    { name: { cs: 'Start', en: 'Start', de: 'Start' } },
    { name: 'Start' },
    { summary: { cs: 'x'.repeat(500), en: 'x'.repeat(501) } },
    { features: { cs: ['a', 'b'], en: ['a'] } },
    { features: { cs: Array.from({ length: 13 }, () => 'a'), en: [] } },
    { features: { cs: ['a', '  '], en: ['x'.repeat(201)] } },
    { features: { cs: 'a', en: [] } },
    { priceCzk: 0, priceEur: 1_000_000 },
    { priceCzk: -1, priceEur: 1_000_001 },
    { priceCzk: 1.5 },
    { priceCzk: '100' },
    { listingDays: 365, jobSlots: 1000 },
    { listingDays: 0, jobSlots: 1001 },
    { highlighted: true },
    { highlighted: 'yes' },
    { credits: 10 },
    {},
  ],
  addons: [
    { description: { cs: 'x'.repeat(1000), en: 'Text' } },
    { description: { cs: 'x'.repeat(1001), en: ' ' } },
    { listingDays: 30 },
    { priceEur: 10, name: { cs: 'Hot', en: 'Hot' } },
  ],
  'credit-packages': [
    { credits: 1, bonusPercent: 100 },
    { credits: 0, bonusPercent: 101 },
    { credits: 10_000_001 },
    { name: { cs: 'x', en: 'x' } },
    {},
  ],
};

describe("the price list's contract and the API's check", () => {
  it.each(PRICE_ITEM_KINDS)('accept and refuse the same %s changes, with the same field and rule', (kind) => {
    for (const body of BODIES[kind]) {
      const api = validatePricePatch(kind, body);
      const contract = checkPricePatch(kind, body);
      const verdict = (result: typeof api | typeof contract) =>
        result.ok ? 'ok' : result.errors.map((error) => `${error.field}:${error.code}`).sort();
      expect([JSON.stringify(body), verdict(contract)]).toEqual([JSON.stringify(body), verdict(api)]);
    }
  });
});
