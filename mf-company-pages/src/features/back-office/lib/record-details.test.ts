import { recordDetails, targetOfSearch } from './record-details';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const date = (iso: string) => iso.slice(0, 10);

describe('the admin record’s details', () => {
  it('says why a job was rejected, what a price change changed and what a campaign change did', () => {
    expect(recordDetails({ action: 'job.reject', details: { reason: 'duplicate', message: 'Same as 12' } }, t, date)).toBe(
      'backOffice.record.details.reject {"reason":"backOffice.reasons.duplicate","message":"Same as 12"}',
    );
    expect(recordDetails({ action: 'price_item.update', details: { patch: { priceCzk: 1, name: {} } } }, t, date)).toContain(
      '"fields":"backOffice.prices.fields.priceCzk',
    );
    expect(
      recordDetails(
        {
          action: 'campaign.update',
          details: { before: { enabled: false, startsAt: null, endsAt: null }, after: { enabled: true, startsAt: null, endsAt: null } },
        },
        t,
        date,
      ),
    ).toBe('backOffice.record.details.on');
    expect(recordDetails({ action: 'order.mark_paid', details: { plan: 'standard', validUntil: '2033-06-01T09:00:00.000Z' } }, t, date)).toContain(
      '2033-06-01',
    );
  });

  it('says nothing more where the action says it all, or the details are not what it expects', () => {
    expect(recordDetails({ action: 'company.approve', details: {} }, t, date)).toBe('');
    expect(recordDetails({ action: 'job.approve', details: {} }, t, date)).toBe('');
    expect(recordDetails({ action: 'price_item.update', details: { patch: 'x' } }, t, date)).toBe('');
  });

  it('reads a target filter from the URL only when it names a known type and an id', () => {
    expect(targetOfSearch(new URLSearchParams('targetType=job&targetId=42'))).toEqual({ type: 'job', id: '42' });
    expect(targetOfSearch(new URLSearchParams('targetType=job&targetId=%20'))).toBeNull();
    expect(targetOfSearch(new URLSearchParams('targetType=users&targetId=1'))).toBeNull();
    expect(targetOfSearch(new URLSearchParams(''))).toBeNull();
  });
});
