import { Button, Link, pathFor, toast, type LocaleCode } from '@raketa/shared';
import { useState } from 'react';
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
    onFailed: () =>
      toast({ variant: 'destructive', title: t('profile.testResults.saveFailedTitle'), description: t('profile.testResults.saveFailed') }),
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
            // Settles per call (a second switch saved meanwhile must not leave this one waiting); a refusal
            // is the mutation's onError (the toast), so nothing is left unhandled here.
            save={(shown) =>
              showToCompanies.mutateAsync({ id: result.id, shown }).then(
                () => undefined,
                () => undefined,
              )
            }
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

function ResultItem({ result, locale, save }: { result: OwnTestResult; locale: LocaleCode; save: (shown: boolean) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const titleId = `rk-profile-result-${result.id}`;
  // The choice being saved. The cached list changes a moment after the click (the mutation starts
  // asynchronously, and waits for a refetch in flight), so without it the switch would jump back
  // until then; once the save settles, the list (saved or put back) says again.
  const [saving, setSaving] = useState<boolean | null>(null);
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
        <input
          type="checkbox"
          role="switch"
          checked={saving ?? result.shownToCompanies}
          aria-describedby={titleId}
          onChange={(event) => {
            const shown = event.target.checked;
            setSaving(shown);
            void save(shown).finally(() => setSaving(null));
          }}
        />
        <span>{t('profile.testResults.showToCompanies')}</span>
      </label>
    </li>
  );
}
