import { Button, Icon, toast } from '@raketa/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The offer's promo code with a button that copies it; a toast says whether that worked. */
export function PromoCode({ code }: { code: string }) {
  const { t } = useTranslation('companyPages', { keyPrefix: 'campaigns.code' });
  const labelId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast({ variant: 'success', title: t('copied', { code }) });
    } catch {
      // No clipboard (an insecure origin, a refused permission): show the code to copy by hand.
      toast({ variant: 'destructive', title: t('notCopied'), description: t('notCopiedHint', { code }) });
    }
  };
  return (
    <div className="rk-promo-code" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="rk-promo-code__label">
        {t('label')}
      </p>
      <div className="rk-promo-code__row">
        <code className="rk-promo-code__code">{code}</code>
        <Button variant="secondary" onClick={() => void copy()}>
          <Icon name="copy" />
          <span>{t('copy')}</span>
        </Button>
      </div>
      <p className="rk-promo-code__hint">{t('hint')}</p>
    </div>
  );
}
