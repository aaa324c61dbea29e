// Server-only: when daily and weekly alerts are due (api/ALERTS.md, "Schedule"). A period starts
// at SEND_HOUR local time in Europe/Prague (daylight saving included): each day, and each Monday.
// An alert remembers the last period it was sent for, so it is due once per period however many
// runs come, and a run after downtime sends one mail for the periods missed, not one per period.
import type { AlertFrequency } from '@raketa/shared/contracts';

export const ALERT_TIME_ZONE = 'Europe/Prague';
/** Daily and weekly alerts go from 8:00 local time. */
export const SEND_HOUR = 8;

const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: ALERT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
});
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The local date (YYYY-MM-DD), hour and weekday (Monday 0) of `now` in Prague. */
export function pragueParts(now: Date): { date: string; hour: number; weekday: number } {
  const parts = Object.fromEntries(PARTS.formatToParts(now).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), weekday: WEEKDAYS.indexOf(parts.weekday!) };
}

const addDays = (date: string, days: number) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

/** The period `now` is in (the local date it started on); null for instant alerts, which have none. */
export function currentPeriod(frequency: AlertFrequency, now: Date): string | null {
  if (frequency === 'instant') return null;
  const { date, hour, weekday } = pragueParts(now);
  const started = hour >= SEND_HOUR;
  if (frequency === 'daily') return started ? date : addDays(date, -1);
  return addDays(date, -(weekday === 0 && !started ? 7 : weekday));
}
