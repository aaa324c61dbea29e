import type { PriceListPlan } from '@raketa/shared/contracts';
import { formFieldOf, priceBodyOf, pricePatchOf, priceResolver, priceValuesOf } from './price-form';

const PLAN: PriceListPlan = {
  code: 'standard',
  name: { cs: 'Standard', en: 'Standard' },
  summary: { cs: 'Pro rostoucí týmy', en: 'For growing teams' },
  features: { cs: ['3 nabídky', '30 dní'], en: ['3 jobs', '30 days'] },
  priceCzk: 11900,
  priceEur: 479,
  listingDays: 30,
  jobSlots: 3,
  highlighted: true,
};

const resolve = (values: ReturnType<typeof priceValuesOf>) =>
  priceResolver('plans')(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the price list form', () => {
  it('holds an item as the form shows it and makes the same body back', () => {
    const values = priceValuesOf(PLAN);
    expect(values).toMatchObject({ features: { cs: '3 nabídky\n30 dní', en: '3 jobs\n30 days' }, priceCzk: '11900', highlighted: true });
    const { code: _code, ...fields } = PLAN;
    expect(priceBodyOf('plans', values)).toEqual(fields);
  });

  it('sends only what changed: a new price, a feature line more (empty lines dropped, texts trimmed)', () => {
    const values = priceValuesOf(PLAN);
    const body = priceBodyOf('plans', {
      ...values,
      priceCzk: '12900',
      features: { cs: '3 nabídky\n\n30 dní\n  Podpora  ', en: values.features.en },
      name: { cs: ' Standard ', en: 'Standard' },
    });
    expect(pricePatchOf(PLAN, { ...body, name: { cs: 'Standard', en: 'Standard' } })).toEqual({
      priceCzk: 12900,
      features: { cs: ['3 nabídky', '30 dní', 'Podpora'], en: ['3 jobs', '30 days'] },
    });
    expect(pricePatchOf(PLAN, priceBodyOf('plans', values))).toEqual({});
  });

  it('checks with the contract’s rules, each error at its field', async () => {
    const values = priceValuesOf(PLAN);
    const { errors } = await resolve({
      ...values,
      name: { cs: '  ', en: 'Standard' },
      priceCzk: '-5',
      priceEur: '4,5',
      features: { cs: `ok\n${'x'.repeat(201)}`, en: '' },
    });
    expect(errors).toEqual({
      name: { cs: { type: 'required', message: JSON.stringify({ code: 'required' }) } },
      priceCzk: { type: 'out_of_range', message: JSON.stringify({ code: 'out_of_range' }) },
      priceEur: { type: 'invalid_type', message: JSON.stringify({ code: 'invalid_type' }) },
      features: { cs: { type: 'too_long', message: JSON.stringify({ code: 'too_long', line: 2 }) } },
    });
    expect((await resolve(values)).errors).toEqual({});
  });

  it('puts an API field error on its form field', () => {
    expect(formFieldOf('name.en')).toBe('name.en');
    expect(formFieldOf('features.cs.3')).toBe('features.cs');
    expect(formFieldOf('bonusPercent')).toBe('bonusPercent');
    expect(formFieldOf('body')).toBeNull();
    expect(formFieldOf('name')).toBeNull();
  });
});
