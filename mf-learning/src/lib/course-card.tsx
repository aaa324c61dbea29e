import { Icon, Link, pathFor, type LocaleCode } from '@raketa/shared';
import type { CourseSummary } from '@raketa/shared/learning';
import { useTranslation } from 'react-i18next';
import { ProgressMeter } from './progress-meter';

/**
 * A StartupEDU course as a card: title (the link), summary, chapters, reading time in the page's
 * language and the reader's progress. `read` is undefined while the progress is unknown; the
 * progress row keeps its height meanwhile, so nothing jumps when it arrives.
 */
export function CourseCard({
  course,
  locale,
  read,
  headingLevel = 2,
  onOpen,
}: {
  course: CourseSummary;
  locale: LocaleCode;
  read: number | undefined;
  headingLevel?: 2 | 3;
  onOpen?: () => void;
}) {
  const { t } = useTranslation('learning', { keyPrefix: 'learning' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = course.title[locale];
  return (
    <article className="rk-course-card" data-testid="course-card">
      <Heading className="rk-course-card__title">
        <Link to={pathFor('future', locale, { futureSlug: course.slug })} onClick={onOpen}>
          {title}
        </Link>
      </Heading>
      <p className="rk-course-card__summary">{course.summary[locale]}</p>
      <ul className="rk-course-card__meta">
        <li>
          <Icon name="learning" size={16} />
          {t('chapterCount', { count: course.chapterCount })}
        </li>
        <li>
          <Icon name="time" size={16} />
          {t('readingTime', { count: course.readingMinutes[locale] })}
        </li>
      </ul>
      <div className="rk-course-card__progress">
        {read === undefined ? null : <ProgressMeter done={read} total={course.chapterCount} label={t('progress.label', { title })} />}
      </div>
    </article>
  );
}
