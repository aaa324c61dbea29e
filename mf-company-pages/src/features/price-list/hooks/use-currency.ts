import type { LocaleCode } from '@raketa/shared';
import { useSearchParams } from '@raketa/shared';
import { CURRENCIES, DEFAULT_CURRENCY, type Currency } from '../lib/money';

const isCurrency = (value: string): value is Currency => (CURRENCIES as readonly string[]).includes(value);

/**
 * The currency the prices show in: `?currency=` (so a shared link keeps it), else the language's own
 * (CZK in Czech, EUR in English). Choosing one writes it to the URL without a new history entry.
 */
export function useCurrency(locale: LocaleCode): [Currency, (next: Currency) => void] {
  const [params, setParams] = useSearchParams();
  const asked = (params.get('currency') ?? '').toUpperCase();
  const currency = isCurrency(asked) ? asked : DEFAULT_CURRENCY[locale];
  const choose = (next: Currency) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('currency', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [currency, choose];
}
