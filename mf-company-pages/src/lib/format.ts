import type { LocaleCode } from '@raketa/shared';

const LANGUAGE: Record<LocaleCode, string> = { cs: 'cs-CZ', en: 'en' };

/** "20 %" in Czech, "20%" in English. */
export const formatPercent = (percent: number, locale: LocaleCode) =>
  new Intl.NumberFormat(LANGUAGE[locale], { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);

/** A campaign's end as a date in the page's language (Prague time: the offers are Czech). */
export const formatEndDate = (iso: string, locale: LocaleCode) =>
  new Intl.DateTimeFormat(LANGUAGE[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Prague' }).format(new Date(iso));

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until `iso` from `now`, rounded up (0: it ends today or has ended). */
export function daysUntil(iso: string, now: Date = new Date()): number {
  const left = new Date(iso).getTime() - now.getTime();
  if (!Number.isFinite(left) || left <= 0) return 0;
  return Math.ceil(left / DAY_MS);
}
