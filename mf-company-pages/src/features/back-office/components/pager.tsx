import { Button } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { BACK_OFFICE_PAGE } from '../api/admin-client';

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

/** Newer and older pages of an offset-paged list (`total` rows in all), a page being `BACK_OFFICE_PAGE` rows. */
export function OffsetPager({
  label,
  offset,
  total,
  onOffset,
}: {
  label: string;
  offset: number;
  total: number;
  onOffset: (offset: number) => void;
}) {
  return (
    <Pager
      label={label}
      newer={offset > 0 ? () => onOffset(Math.max(0, offset - BACK_OFFICE_PAGE)) : null}
      older={offset + BACK_OFFICE_PAGE < total ? () => onOffset(offset + BACK_OFFICE_PAGE) : null}
    />
  );
}
