import { SEED_ADDONS, SEED_PLANS } from './seed-pricing';

// The starting price list promises nothing the site does not do (issue 23): no plan sets TOP
// priority, nothing sends a weekly jobs newsletter or shows view statistics, HOT is a label only.
describe('the seeded price list', () => {
  const texts = [
    ...SEED_PLANS.flatMap((plan) => [plan.summary.cs, plan.summary.en, ...plan.features.cs, ...plan.features.en]),
    ...SEED_ADDONS.flatMap((addon) => [addon.description.cs, addon.description.en]),
  ];

  it.each([
    ['priority placement', /priority placement|přednostní/i],
    ['jobs newsletter', /newsletter/i],
    ['view statistics', /statisti/i],
    ['home page spot', /home page|titulní stránk/i],
  ])('promises no %s', (_what, pattern) => {
    expect(texts.filter((text) => pattern.test(text))).toEqual([]);
  });
});
