import { Button } from '@raketa/shared';
import { useTranslation } from 'react-i18next';

/** Newer and older pages of a list; a missing direction has no button. */
export function Pager({ label, newer, older }: { label: string; newer: (() => void) | null; older: (() => void) | null }) {
  const { t } = useTranslation('companyPages');
  if (!newer && !older) return null;
  return (
    <nav className="rk-bo-pager" aria-label={label}>
      {newer ? (
        <Button variant="secondary" className="rk-bo__action" onClick={newer}>
          {t('backOffice.newer')}
        </Button>
      ) : null}
      {older ? (
        <Button variant="secondary" className="rk-bo__action" onClick={older}>
          {t('backOffice.older')}
        </Button>
      ) : null}
    </nav>
  );
}
