import { SITE_TIME_ZONE, type LocaleCode } from '@raketa/shared';

/** A moment as the back office shows it: date and time in the site's zone, whatever the browser's. */
export const formatDateTime = (iso: string, locale: LocaleCode) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: SITE_TIME_ZONE }).format(new Date(iso));

export const formatDate = (iso: string, locale: LocaleCode) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: SITE_TIME_ZONE }).format(new Date(iso));

/** Whole units excluding VAT, as the price list keeps them. */
export const formatPrice = (amount: number, currency: 'CZK' | 'EUR', locale: LocaleCode) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
