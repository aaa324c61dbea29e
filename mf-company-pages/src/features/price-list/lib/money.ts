import type { LocaleCode } from '@raketa/shared';

export const CURRENCIES = ['CZK', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const DEFAULT_CURRENCY: Record<LocaleCode, Currency> = { cs: 'CZK', en: 'EUR' };

const LANGUAGE: Record<LocaleCode, string> = { cs: 'cs-CZ', en: 'en' };

/** An item's price in `currency` (the API gives both, in whole units). */
export const priceIn = (item: { priceCzk: number; priceEur: number }, currency: Currency) => (currency === 'CZK' ? item.priceCzk : item.priceEur);

/** "4 990 Kč" in Czech, "€199" in English: whole units in the page's language. */
export const formatMoney = (amount: number, currency: Currency, locale: LocaleCode) =>
  new Intl.NumberFormat(LANGUAGE[locale], { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(amount);

/** "10 %" in Czech, "10%" in English. */
export const formatPercent = (percent: number, locale: LocaleCode) =>
  new Intl.NumberFormat(LANGUAGE[locale], { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
