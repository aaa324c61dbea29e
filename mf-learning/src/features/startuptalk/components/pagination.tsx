import { useTranslation } from 'react-i18next';
import { Link } from '@raketa/shared';

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
 * Numbered pages as links (`?page=N`), so each page has its own address (the idea of mf-jobs'
 * pagination; remotes do not import each other). Nothing when one page holds everything.
 */
export function Pagination({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation('learning', { keyPrefix: 'learning.pagination' });
  if (totalPages <= 1) return null;
  return (
    <nav className="rk-learning-pages" aria-label={t('label')}>
      {page > 1 ? (
        <Link to={hrefFor(Math.min(page - 1, totalPages))} rel="prev" className="rk-learning-pages__step">
          {t('previous')}
        </Link>
      ) : null}
      <ol className="rk-learning-pages__numbers">
        {pageWindow(page, totalPages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link to={hrefFor(n)} aria-current={n === page ? 'page' : undefined} aria-label={t('page', { page: n })}>
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} rel="next" className="rk-learning-pages__step">
          {t('next')}
        </Link>
      ) : null}
    </nav>
  );
}
