import { currentPeriod, pragueParts } from './periods';

describe('alert periods (Europe/Prague, from 8:00)', () => {
  it('reads the local date, hour and weekday across daylight saving', () => {
    expect(pragueParts(new Date('2031-01-06T07:30:00Z'))).toEqual({ date: '2031-01-06', hour: 8, weekday: 0 });
    expect(pragueParts(new Date('2031-07-06T22:30:00Z'))).toEqual({ date: '2031-07-07', hour: 0, weekday: 0 });
  });

  it('starts a day at 8:00 local time, summer and winter', () => {
    expect(currentPeriod('daily', new Date('2031-07-08T05:59:00Z'))).toBe('2031-07-07');
    expect(currentPeriod('daily', new Date('2031-07-08T06:00:00Z'))).toBe('2031-07-08');
    expect(currentPeriod('daily', new Date('2031-01-08T06:59:00Z'))).toBe('2031-01-07');
    expect(currentPeriod('daily', new Date('2031-01-08T07:00:00Z'))).toBe('2031-01-08');
  });

  it('starts a week on Monday at 8:00', () => {
    // Monday 7 July 2031.
    expect(currentPeriod('weekly', new Date('2031-07-07T05:59:00Z'))).toBe('2031-06-30');
    expect(currentPeriod('weekly', new Date('2031-07-07T06:00:00Z'))).toBe('2031-07-07');
    expect(currentPeriod('weekly', new Date('2031-07-13T21:00:00Z'))).toBe('2031-07-07');
    expect(currentPeriod('instant', new Date())).toBeNull();
  });
});
