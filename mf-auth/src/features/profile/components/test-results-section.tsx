import { Button, Link, pathFor, toast, type LocaleCode } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { loadedResults, useMyTestResults, useShowToCompanies, type OwnTestResult } from '../api/test-results';

/**
 * The profile's "Test results": each result with a link to its page and a switch saying whether
 * an application may carry it (api/TESTS.md, "Sharing with companies").
 */
export function TestResultsSection({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('auth');
  const results = useMyTestResults();
  const showToCompanies = useShowToCompanies({
    onFailed: () => toast({ variant: 'destructive', title: t('profile.testResults.saveFailedTitle'), description: t('profile.testResults.saveFailed') }),
  });

  if (results.isPending) return <p aria-busy="true">{t('profile.loading')}</p>;
  if (results.isError) {
    return (
      <>
        <p role="alert">{t('profile.testResults.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void results.refetch()}>
          {t('profile.retry')}
        </Button>
      </>
    );
  }
  const items = loadedResults(results.data);
  if (items.length === 0) {
    return (
      <p>
        {t('profile.testResults.empty')} <Link to={pathFor('testList', locale)}>{t('profile.testResults.takeTest')}</Link>
      </p>
    );
  }
  return (
    <>
      <p className="rk-profile__muted">{t('profile.testResults.hint')}</p>
      <ul className="rk-profile-results">
        {items.map((result) => (
          <ResultItem
            key={result.id}
            result={result}
            locale={locale}
            onShownChange={(shown) => showToCompanies.mutate({ id: result.id, shown })}
          />
        ))}
      </ul>
      {results.hasNextPage ? (
        <Button variant="secondary" pending={results.isFetchingNextPage} onClick={() => void results.fetchNextPage()}>
          {t('profile.testResults.showMore')}
        </Button>
      ) : null}
    </>
  );
}

function ResultItem({ result, locale, onShownChange }: { result: OwnTestResult; locale: LocaleCode; onShownChange: (shown: boolean) => void }) {
  const { t } = useTranslation('auth');
  const titleId = `rk-profile-result-${result.id}`;
  return (
    <li className="rk-profile-results__item">
      <div>
        <Link id={titleId} to={pathFor('testResult', locale, { slug: result.test.slug, id: result.id })}>
          {result.test.title[locale]}
        </Link>
        <p className="rk-profile__muted">
          {t('profile.testResults.score', { score: result.score })} ·{' '}
          <time dateTime={result.createdAt}>{new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(result.createdAt))}</time>
        </p>
      </div>
      <label className="rk-profile-results__share">
        <input type="checkbox" role="switch" checked={result.shownToCompanies} aria-describedby={titleId} onChange={(event) => onShownChange(event.target.checked)} />
        <span>{t('profile.testResults.showToCompanies')}</span>
      </label>
    </li>
  );
}
