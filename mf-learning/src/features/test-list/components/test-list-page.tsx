import { Button, Link, pathFor, usePageTitle, useSessionUser, type RemotePageProps } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { useMyLatestResults, useTests } from '../api/get-tests';
import { TestCard } from './test-card';
import '../test-list.css';

const SKELETON_CARDS = 3;

/**
 * `testList` (`/testy`, `/tests`, issue 6): every skill test as a card to start it, with how many
 * took it and a way to its statistics; a signed-in candidate also sees their latest score per test.
 */
export function TestListPage({ locale }: RemotePageProps) {
  const { t } = useTranslation('learning');
  usePageTitle(t('tests.list.title'));
  const tests = useTests();
  const user = useSessionUser();
  const mine = useMyLatestResults(Boolean(user.data));

  return (
    <section className="rk-test-list">
      <header className="rk-test-list__head">
        <h1>{t('tests.list.title')}</h1>
        <p className="rk-test-list__lead">{t('tests.list.lead')}</p>
        <Link className="rk-test-list__data" to={pathFor('testsData', locale)}>
          {t('tests.list.allStatistics')}
        </Link>
      </header>
      {tests.isPending ? (
        <div aria-busy="true">
          <p role="status" className="rk-test-list__status">
            {t('tests.list.loading')}
          </p>
          <ul className="rk-test-list__items" aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index} className="rk-test-card rk-test-card--skeleton" />
            ))}
          </ul>
        </div>
      ) : null}
      {tests.isError ? (
        <div role="alert" className="rk-test-list__error">
          <p>{t('tests.list.error')}</p>
          <Button variant="secondary" onClick={() => void tests.refetch()}>
            {t('tests.common.retry')}
          </Button>
        </div>
      ) : null}
      {tests.data && !tests.data.length ? <p>{t('tests.list.empty')}</p> : null}
      {tests.data?.length ? (
        <ul className="rk-test-list__items">
          {tests.data.map((test) => (
            <li key={test.slug}>
              <TestCard test={test} locale={locale} latest={mine.data?.get(test.slug)} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
