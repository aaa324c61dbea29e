import cs from '../../../locales/cs.json';
import en from '../../../locales/en.json';
import { messageKeys } from '../../../testing/message-shape';

it('has the same price list messages in both languages, with Czech plural forms', () => {
  expect(messageKeys(cs.pricing)).toEqual(messageKeys(en.pricing));
  for (const key of ['listingDays', 'jobSlots', 'amount']) {
    const group = key === 'amount' ? cs.pricing.credits : cs.pricing.plans;
    expect(
      Object.keys(group)
        .filter((name) => name.startsWith(`${key}_`))
        .sort(),
    ).toEqual([`${key}_few`, `${key}_many`, `${key}_one`, `${key}_other`]);
  }
});
