import { useTranslation } from 'react-i18next';

/** A formatted price with its "excl. VAT" note (every price on the list is without VAT). */
export function Price({ amount }: { amount: string }) {
  const { t } = useTranslation('companyPages', { keyPrefix: 'pricing' });
  return (
    <p className="rk-price">
      <span className="rk-price__amount">{amount}</span> <span className="rk-price__vat">{t('exclVat')}</span>
    </p>
  );
}
