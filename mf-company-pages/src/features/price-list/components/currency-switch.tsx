import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '../lib/money';

/** Two radio buttons, CZK and EUR, drawn as one segmented control. */
export function CurrencySwitch({ value, onChange }: { value: Currency; onChange: (next: Currency) => void }) {
  const { t } = useTranslation('companyPages', { keyPrefix: 'pricing.currency' });
  const name = useId();
  return (
    <fieldset className="rk-currency-switch">
      <legend className="rk-currency-switch__legend">{t('legend')}</legend>
      <div className="rk-currency-switch__options">
        {CURRENCIES.map((currency) => (
          <label key={currency} className="rk-currency-switch__option">
            <input type="radio" name={name} value={currency} checked={value === currency} onChange={() => onChange(currency)} />
            <span>{t(currency)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
