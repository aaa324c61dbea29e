import {
  Button,
  FatalError,
  Link,
  pathFor,
  useLocation,
  useNavigate,
  usePageTitle,
  useParams,
  type LocaleCode,
  type RemotePageProps,
} from '@raketa/shared';
import type { SkillTestResult } from '@raketa/shared/learning';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useTestResult } from '../../../api/skill-test-results';
import { ShareButton } from './share-button';
import '../test-result.css';

/**
 * `testResult` (`/test/:slug/result/:id`, issue 6): a result as its share link shows it (the API
 * gives no personal data): the score, the breakdown by topic, how it compares, when it was taken.
 * A URL naming another test is replaced by the result's own.
 */
export function TestResultPage({ locale }: RemotePageProps) {
  const { t } = useTranslation('learning');
  const { id } = useParams();
  // The route table checks the id is a UUID; this guards the page against being mounted elsewhere.
  if (!id) throw new FatalError(404, 'no result id');
  const query = useTestResult(id);
  const result = query.data?.kind === 'found' ? query.data.result : null;
  const canonical = result ? pathFor('testResult', locale, { slug: result.test.slug, id: result.id }) : null;
  useCanonicalPath(canonical);
  usePageTitle(result ? t('tests.result.pageTitle', { title: result.test.title[locale] }) : null);
  if (query.data?.kind === 'missing') throw new FatalError(404, `no test result ${id}`);

  return (
    <section className="rk-test-result">
      {result && canonical ? <ResultView result={result} locale={locale} path={canonical} /> : null}
      {query.isPending ? (
        <div className="rk-test-result__skeleton" aria-busy="true">
          <p role="status" className="rk-test-result__status">
            {t('tests.result.loading')}
          </p>
        </div>
      ) : null}
      {query.isError ? (
        <div role="alert" className="rk-test-result__error">
          <p>{t('tests.result.error')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('tests.common.retry')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** Replaces the URL with the result's own (another test's slug in it, say), keeping the query. */
function useCanonicalPath(canonical: string | null) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (canonical === null || canonical === location.pathname) return;
    void navigate(`${canonical}${location.search}`, { replace: true });
  }, [canonical, location.pathname, location.search, navigate]);
}

function ResultView({ result, locale, path }: { result: SkillTestResult; locale: LocaleCode; path: string }) {
  const { t } = useTranslation('learning');
  const title = result.test.title[locale];
  const takenOn = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(result.createdAt));
  return (
    <>
      <header className="rk-test-result__head">
        <p className="rk-test-result__kicker">{t('tests.result.kicker')}</p>
        <h1 className="rk-test-result__title">{title}</h1>
        <p className="rk-test-result__date">
          <time dateTime={result.createdAt}>{t('tests.result.takenOn', { date: takenOn })}</time>
        </p>
      </header>
      <div className="rk-test-result__score-box">
        <p className="rk-test-result__score">
          <span className="rk-test-result__score-value">{t('tests.common.percent', { value: result.score })}</span>
          <span className="rk-test-result__score-label">{t('tests.result.scoreLabel')}</span>
        </p>
        <p className="rk-test-result__correct">{t('tests.result.correct', { correct: result.correct, count: result.total })}</p>
        <p className="rk-test-result__percentile">
          {result.percentile === null ? t('tests.result.firstAttempt') : t('tests.result.percentile', { percentile: result.percentile })}
        </p>
      </div>
      {result.topics.length ? (
        <section className="rk-test-result__topics" aria-labelledby="rk-test-result-topics">
          <h2 id="rk-test-result-topics">{t('tests.result.topicsTitle')}</h2>
          <ul className="rk-topic-scores">
            {result.topics.map((topic) => (
              <li key={topic.topic} className="rk-topic-score">
                <span className="rk-topic-score__label">{topic.label[locale]}</span>
                <span className="rk-topic-score__numbers">
                  {t('tests.result.topicNumbers', { correct: topic.correct, total: topic.total, score: topic.score })}
                </span>
                <span className="rk-topic-score__bar" aria-hidden="true">
                  <span className="rk-topic-score__fill" style={{ width: `${Math.min(100, topic.score)}%` }} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="rk-test-result__actions">
        <ShareButton path={path} title={t('tests.result.shareTitle', { title, score: result.score })} />
        <Link className="rk-button rk-button--primary" to={pathFor('test', locale, { slug: result.test.slug })}>
          {t('tests.result.retake')}
        </Link>
        <Link to={pathFor('testList', locale)}>{t('tests.common.allTests')}</Link>
      </div>
    </>
  );
}
