import { Button, FatalError, Icon, Link, pathFor, usePageTitle, useParams, type LocaleCode, type RouteId } from '@raketa/shared';
import type { CourseDetail } from '@raketa/shared/learning';
import { useTranslation } from 'react-i18next';
import { useCourseProgress } from '../../../lib/course-progress';
import { isSlug } from '../../../lib/course-structs';
import { isNotFound } from '../../../lib/courses-api';
import { ProgressHint } from '../../../lib/progress-hint';
import { ProgressMeter } from '../../../lib/progress-meter';
import { useCourse } from '../api/get-course';
import { courseAction } from '../lib/next-chapter';
import '../../../lib/learning-lib.css';
import '../courses.css';

/** `/startupedu/futures/:futureSlug`: a course, its chapters in order with read marks, and where to go on. */
export function CoursePage({ routeId, locale }: { routeId: RouteId; locale: LocaleCode }) {
  const { t } = useTranslation('learning', { keyPrefix: 'learning' });
  const { futureSlug = '' } = useParams();
  if (!isSlug(futureSlug)) throw new FatalError(404, `not a course slug: ${futureSlug}`);
  const course = useCourse(futureSlug);
  usePageTitle(course.data?.title[locale]);

  if (course.isError && isNotFound(course.error)) throw new FatalError(404, `no course ${futureSlug}`);
  if (course.isPending) {
    return (
      <section className="rk-course" data-page={routeId} aria-busy="true">
        <p role="status">{t('course.loading')}</p>
      </section>
    );
  }
  if (course.isError) {
    return (
      <section className="rk-course" data-page={routeId}>
        <div role="alert" className="rk-learning-problem">
          <p>{t('course.error')}</p>
          <Button variant="secondary" onClick={() => void course.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </section>
    );
  }
  return <CourseView course={course.data} locale={locale} routeId={routeId} />;
}

function CourseView({ course, locale, routeId }: { course: CourseDetail; locale: LocaleCode; routeId: RouteId }) {
  const { t } = useTranslation('learning', { keyPrefix: 'learning' });
  const progress = useCourseProgress();
  const read = progress.ready ? progress.read(course.slug) : [];
  const doneCount = course.chapters.filter((chapter) => read.includes(chapter.slug)).length;
  const action = courseAction(course.chapters, read);
  const title = course.title[locale];
  const chapterHref = (chapterSlug: string) => pathFor('chapter', locale, { futureSlug: course.slug, chapterSlug });

  return (
    <article className="rk-course" data-page={routeId}>
      <nav className="rk-learning-crumbs" aria-label={t('crumbs')}>
        <Link to={pathFor('futures', locale)}>{t('course.allCourses')}</Link>
      </nav>
      <header className="rk-course__head">
        <h1>{title}</h1>
        <p className="rk-course__summary">{course.summary[locale]}</p>
        <ul className="rk-course-card__meta">
          <li>
            <Icon name="learning" size={16} />
            {t('chapterCount', { count: course.chapters.length })}
          </li>
          <li>
            <Icon name="time" size={16} />
            {t('readingTime', { count: course.readingMinutes[locale] })}
          </li>
        </ul>
        <div className="rk-course__progress" aria-live="polite">
          {progress.ready && course.chapters.length ? (
            <ProgressMeter done={doneCount} total={course.chapters.length} label={t('progress.label', { title })} />
          ) : null}
        </div>
        {action ? (
          // Its room is kept while the progress loads: the button's words depend on it.
          <p className="rk-course__action">
            {progress.settled ? (
              <Link to={chapterHref(action.chapter)} className="rk-button rk-button--primary">
                {t(`course.${action.kind}`)}
                <Icon name="arrowRight" size={18} />
              </Link>
            ) : null}
          </p>
        ) : null}
      </header>

      {course.chapters.length ? (
        <section className="rk-course__chapters" aria-labelledby="rk-course-chapters">
          <h2 id="rk-course-chapters">{t('course.chapters')}</h2>
          <ol className="rk-course__list">
            {course.chapters.map((chapter, index) => {
              const done = read.includes(chapter.slug);
              return (
                <li key={chapter.slug} className={done ? 'rk-course__chapter is-read' : 'rk-course__chapter'}>
                  <span className="rk-course__number" aria-hidden="true">
                    {done ? <Icon name="check" size={18} /> : index + 1}
                  </span>
                  <Link to={chapterHref(chapter.slug)} className="rk-course__chapter-link">
                    <span className="rk-learning-sr-only">{t('course.chapterNumber', { position: index + 1 })} </span>
                    {chapter.title[locale]}
                  </Link>
                  <span className="rk-course__chapter-meta">
                    {t('readingTime', { count: chapter.readingMinutes[locale] })}
                    {progress.ready ? <span className="rk-course__mark">{done ? t('course.read') : t('course.unread')}</span> : null}
                  </span>
                </li>
              );
            })}
          </ol>
        </section>
      ) : (
        <p className="rk-learning-empty">{t('course.noChapters')}</p>
      )}
      {progress.ready && !progress.signedIn ? <ProgressHint locale={locale} /> : null}
    </article>
  );
}
