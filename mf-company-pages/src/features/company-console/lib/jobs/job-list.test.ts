import { OWN_JOB_STATES } from '@raketa/shared/contracts';
import { actionsOf, formatDate, listPath, planPagePath, slotState, stateOfSearch } from './job-list';

describe('the console’s job list', () => {
  it('offers each state its moves', () => {
    expect(actionsOf({ status: 'draft' })).toEqual(['edit', 'preview', 'submit', 'delete']);
    expect(actionsOf({ status: 'rejected' })).toEqual(['edit', 'preview', 'submit']);
    expect(actionsOf({ status: 'submitted' })).toEqual(['edit', 'preview']);
    expect(actionsOf({ status: 'published' })).toEqual(['edit', 'view', 'close', 'renew']);
    expect(actionsOf({ status: 'expired' })).toContain('renew');
    expect(actionsOf({ status: 'closed' })).not.toContain('delete');
    // Only a draft is ever deleted (a job once submitted keeps its applications).
    expect(OWN_JOB_STATES.filter((status) => actionsOf({ status }).includes('delete'))).toEqual(['draft']);
  });

  it('filters by the state the URL names, all otherwise', () => {
    expect(stateOfSearch('?state=published')).toBe('published');
    expect(stateOfSearch('?state=nonsense')).toBeNull();
    expect(stateOfSearch('')).toBeNull();
    expect(listPath('cs', 'rejected')).toBe('/pro-firmy/moje-firma/nabidky?state=rejected');
    expect(listPath('en', null)).toBe('/for-companies/my-company/jobs');
  });

  it('says what the slots allow', () => {
    expect(slotState({ plan: null, freeSlots: 0 })).toBe('noPlan');
    const plan = {
      code: 'premium',
      name: { cs: 'Premium', en: 'Premium' },
      jobSlots: 10,
      listingDays: 30,
      validFrom: '',
      validUntil: '',
      orderId: 1,
    };
    expect(slotState({ plan, freeSlots: 0 })).toBe('full');
    expect(slotState({ plan, freeSlots: 3 })).toBe('free');
    expect(planPagePath('en')).toMatch(/^\/for-companies\/(my-company\/plan|price-list)/);
  });

  it('writes dates in the site’s time zone', () => {
    // 23:30 UTC on 31 March is already 1 April in Prague.
    expect(formatDate('2032-03-31T23:30:00.000Z', 'en')).toBe('1 April 2032');
    expect(formatDate('2032-03-31T23:30:00.000Z', 'cs')).toBe('1. dubna 2032');
  });
});
