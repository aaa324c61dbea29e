import { campaignPatchOf, campaignResolver, campaignState, campaignValuesOf, fromLocalInput, toLocalInput } from './campaign-window';

const resolve = (values: { enabled: boolean; startsAt: string; endsAt: string }) =>
  campaignResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the campaign window in the site’s time zone', () => {
  it('reads a datetime-local value as Prague time, in winter (UTC+1) and summer (UTC+2)', () => {
    expect(fromLocalInput('2024-12-01T00:00')).toBe('2024-11-30T23:00:00.000Z');
    expect(fromLocalInput('2024-07-01T12:30')).toBe('2024-07-01T10:30:00.000Z');
    // The night the clocks go forward and the one they go back.
    expect(fromLocalInput('2025-03-30T03:30')).toBe('2025-03-30T01:30:00.000Z');
    expect(fromLocalInput('2025-10-26T12:00')).toBe('2025-10-26T11:00:00.000Z');
  });

  it('writes an instant back as the value the input shows, round trip', () => {
    expect(toLocalInput('2024-11-30T23:00:00.000Z')).toBe('2024-12-01T00:00');
    expect(toLocalInput('2024-07-01T10:30:00+00:00')).toBe('2024-07-01T12:30');
    expect(toLocalInput(null)).toBe('');
    for (const value of ['2024-01-15T08:05', '2024-06-15T23:59', '2025-10-26T01:00']) expect(toLocalInput(fromLocalInput(value))).toBe(value);
  });

  it('keeps an empty bound open and refuses what is no date', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2024-02-30T10:00')).toBeUndefined();
    expect(fromLocalInput('tomorrow')).toBeUndefined();
  });

  it('sends the switch with both bounds', () => {
    expect(campaignPatchOf({ enabled: true, startsAt: '2024-12-01T00:00', endsAt: '' })).toEqual({
      enabled: true,
      startsAt: '2024-11-30T23:00:00.000Z',
      endsAt: null,
    });
    expect(campaignValuesOf({ enabled: false, startsAt: null, endsAt: '2024-12-24T23:00:00.000Z' })).toEqual({
      enabled: false,
      startsAt: '',
      endsAt: '2024-12-25T00:00',
    });
  });

  it('checks the window as the API does: it starts before it ends', async () => {
    expect((await resolve({ enabled: true, startsAt: '2024-12-01T00:00', endsAt: '2024-12-01T00:00' })).errors).toEqual({
      endsAt: { type: 'invalid_window', message: 'invalid_window' },
    });
    expect((await resolve({ enabled: true, startsAt: 'x', endsAt: '' })).errors).toMatchObject({ startsAt: { type: 'invalid_date' } });
    expect((await resolve({ enabled: true, startsAt: '', endsAt: '2024-12-01T00:00' })).errors).toEqual({});
  });

  it('names the state: live, switched on outside its window, off', () => {
    expect(campaignState({ active: true, enabled: true })).toBe('active');
    expect(campaignState({ active: false, enabled: true })).toBe('scheduled');
    expect(campaignState({ active: false, enabled: false })).toBe('off');
  });
});
