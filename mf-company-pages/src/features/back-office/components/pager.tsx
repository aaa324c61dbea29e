import { Button } from '@raketa/shared';
import type { Key, ReactNode } from 'react';
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

/** One page of an offset-paged list: its rows (or what to say when there are none) and its pager. */
export function PagedList<T>({
  rows,
  keyOf,
  empty,
  summary,
  pages,
  children,
}: {
  rows: readonly T[];
  keyOf: (row: T) => Key;
  empty: string;
  /** A line above the rows, when there are any. */
  summary?: ReactNode;
  pages: { label: string; offset: number; total: number; onOffset: (offset: number) => void };
  children: (row: T) => ReactNode;
}) {
  return (
    <>
      {rows.length === 0 ? (
        <p className="rk-bo__empty">{empty}</p>
      ) : (
        <>
          {summary}
          <ul className="rk-bo__list">
            {rows.map((row) => (
              <li key={keyOf(row)}>{children(row)}</li>
            ))}
          </ul>
        </>
      )}
      <OffsetPager {...pages} />
    </>
  );
}
