import { Icon, Link, pathFor, type LocaleCode } from '@raketa/shared';
import type { SkillTestResult, SkillTestSummary } from '@raketa/shared/learning';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { testStatisticsHref } from '../../../api/skill-test-paths';

/** A test on the list: what it covers, how long it takes, how many took it; start it or see its statistics. */
export function TestCard({ test, locale, latest }: { test: SkillTestSummary; locale: LocaleCode; latest: SkillTestResult | undefined }) {
  const { t } = useTranslation('learning');
  const titleId = useId();
  const title = test.title[locale];
  const start = latest ? t('tests.list.retake') : t('tests.list.start');
  return (
    <article className="rk-test-card" aria-labelledby={titleId} data-testid="test-card">
      <p className="rk-test-card__topic">{test.topic[locale]}</p>
      <h2 id={titleId} className="rk-test-card__title">
        {title}
      </h2>
      <p className="rk-test-card__description">{test.description[locale]}</p>
      <ul className="rk-test-card__facts">
        <li>
          <Icon name="time" />
          {t('tests.common.minutes', { count: test.minutes })}
        </li>
        <li>{t('tests.common.questions', { count: test.questions })}</li>
        <li>
          <Icon name="user" />
          {t('tests.common.takers', { count: test.takers })}
        </li>
      </ul>
      {latest ? (
        <p className="rk-test-card__mine">
          <Link to={pathFor('testResult', locale, { slug: test.slug, id: latest.id })}>{t('tests.list.latest', { score: latest.score })}</Link>
        </p>
      ) : null}
      <div className="rk-test-card__actions">
        {/* Every card has these two links: their names carry the test's title (after the visible text). */}
        <Link
          className="rk-button rk-button--primary"
          to={pathFor('test', locale, { slug: test.slug })}
          aria-label={t('tests.list.linkLabel', { action: start, title })}
        >
          {start}
        </Link>
        <Link to={testStatisticsHref(locale, test.slug)} aria-label={t('tests.list.linkLabel', { action: t('tests.list.statistics'), title })}>
          {t('tests.list.statistics')}
        </Link>
      </div>
    </article>
  );
}
