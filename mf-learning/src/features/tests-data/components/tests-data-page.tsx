import { Button, Link, pathFor, useLocation, usePageTitle, type LocaleCode, type RemotePageProps } from '@raketa/shared';
import type { SkillTestStatistics } from '@raketa/shared/learning';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { statisticsAnchor } from '../../../api/skill-test-paths';
import { useTestStatistics } from '../api/get-statistics';
import { bucketsOf, overallOf } from '../lib/buckets';
import { DistributionChart } from './distribution-chart';
import '../tests-data.css';

/**
 * `testsData` (`/tests/data`, issue 6): how every test goes, in numbers: all takers and tests, and
 * per test its takers, average score and score distribution (a chart, and the same numbers as a table).
 */
export function TestsDataPage({ locale }: RemotePageProps) {
  const { t } = useTranslation('learning');
  usePageTitle(t('tests.data.title'));
  const statistics = useTestStatistics();
  useScrollToHash(Boolean(statistics.data));
  const overall = statistics.data ? overallOf(statistics.data) : null;

  return (
    <section className="rk-tests-data">
      <header className="rk-tests-data__head">
        <h1>{t('tests.data.title')}</h1>
        <Link to={pathFor('testList', locale)}>{t('tests.common.allTests')}</Link>
      </header>
      {statistics.isPending ? (
        <div className="rk-tests-data__skeleton" aria-busy="true">
          <p role="status" className="rk-tests-data__status">
            {t('tests.data.loading')}
          </p>
        </div>
      ) : null}
      {statistics.isError ? (
        <div role="alert" className="rk-tests-data__error">
          <p>{t('tests.data.error')}</p>
          <Button variant="secondary" onClick={() => void statistics.refetch()}>
            {t('tests.common.retry')}
          </Button>
        </div>
      ) : null}
      {overall ? (
        <dl className="rk-tests-data__overall" aria-label={t('tests.data.overall')}>
          <div>
            <dt>{t('tests.data.allTakers')}</dt>
            <dd>{t('tests.common.number', { value: overall.takers })}</dd>
          </div>
          <div>
            <dt>{t('tests.data.tests')}</dt>
            <dd>{t('tests.common.number', { value: overall.tests })}</dd>
          </div>
          <div>
            <dt>{t('tests.data.overallAverage')}</dt>
            <dd>{overall.average === null ? t('tests.data.noAverage') : t('tests.common.average', { value: overall.average })}</dd>
          </div>
        </dl>
      ) : null}
      {statistics.data?.map((item) => (
        <TestStatisticsSection key={item.slug} statistics={item} locale={locale} />
      ))}
    </section>
  );
}

/** The test list links to one test's section (`#test-{slug}`): once the numbers are here, go to it. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView?.({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [ready, hash]);
}

function TestStatisticsSection({ statistics, locale }: { statistics: SkillTestStatistics; locale: LocaleCode }) {
  const { t } = useTranslation('learning');
  const title = statistics.title[locale];
  const anchor = statisticsAnchor(statistics.slug);
  const buckets = bucketsOf(statistics.distribution);
  return (
    <section id={anchor} tabIndex={-1} className="rk-tests-data__test" aria-labelledby={`${anchor}-title`}>
      <div className="rk-tests-data__test-head">
        <h2 id={`${anchor}-title`}>{title}</h2>
        <Link to={pathFor('test', locale, { slug: statistics.slug })}>{t('tests.data.take')}</Link>
      </div>
      <dl className="rk-tests-data__numbers">
        <div>
          <dt>{t('tests.data.takers')}</dt>
          <dd>{t('tests.common.number', { value: statistics.takers })}</dd>
        </div>
        <div>
          <dt>{t('tests.data.average')}</dt>
          <dd>{statistics.average === null ? t('tests.data.noAverage') : t('tests.common.average', { value: statistics.average })}</dd>
        </div>
      </dl>
      {statistics.takers ? (
        <>
          <figure className="rk-tests-data__figure">
            <DistributionChart buckets={buckets} label={t('tests.data.chartLabel', { title })} />
            <figcaption>{t('tests.data.chartCaption')}</figcaption>
          </figure>
          <details className="rk-tests-data__details">
            <summary>{t('tests.data.tableToggle')}</summary>
            <table className="rk-tests-data__table">
              <caption>{t('tests.data.tableCaption', { title })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('tests.data.columnRange')}</th>
                  <th scope="col">{t('tests.data.columnCount')}</th>
                  <th scope="col">{t('tests.data.columnShare')}</th>
                </tr>
              </thead>
              <tbody>
                {buckets.map((bucket) => (
                  <tr key={bucket.range}>
                    <th scope="row">{t('tests.data.range', { range: bucket.range })}</th>
                    <td>{t('tests.common.number', { value: bucket.count })}</td>
                    <td>{t('tests.common.percent', { value: bucket.share })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      ) : (
        <p className="rk-tests-data__empty">{t('tests.data.noTakers')}</p>
      )}
    </section>
  );
}
