import { useTranslation } from 'react-i18next';
import { Link } from '../routes/router';

/** Page numbers shown: the first, the last and two either side of the current one; `null` is a gap. */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= totalPages; n++) {
    if (n === 1 || n === totalPages || Math.abs(n - page) <= 2) pages.push(n);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

/**
 * Numbered pages of a list, for every app: links (`?page=N`), so each page has a shareable
 * address. Nothing when everything fits on one page. `label` names the list for assistive
 * technology (the app's words for it; "Pages" without one).
 */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  label,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  const { t } = useTranslation('shared');
  if (totalPages <= 1) return null;
  return (
    <nav className="rk-page-links" aria-label={label ?? t('pagination.label')}>
      {page > 1 ? (
        <Link to={hrefFor(Math.min(page - 1, totalPages))} rel="prev" className="rk-page-links__step">
          {t('pagination.previous')}
        </Link>
      ) : null}
      <ol className="rk-page-links__numbers">
        {pageWindow(page, totalPages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link to={hrefFor(n)} aria-current={n === page ? 'page' : undefined} aria-label={t('pagination.page', { page: n })}>
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} rel="next" className="rk-page-links__step">
          {t('pagination.next')}
        </Link>
      ) : null}
    </nav>
  );
}
