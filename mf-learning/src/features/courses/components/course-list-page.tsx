import { Button, Link, pathFor, usePageTitle, type LocaleCode, type RouteId } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { CourseCard } from '../../../lib/course-card';
import { useCourseProgress } from '../../../lib/course-progress';
import { useCourses } from '../../../lib/courses-api';
import { ProgressHint } from '../../../lib/progress-hint';
import '../../../lib/learning-lib.css';
import '../courses.css';

/** `/startupedu/futures`: every StartupEDU course with the reader's progress. */
export function CourseListPage({ routeId, locale }: { routeId: RouteId; locale: LocaleCode }) {
  const { t } = useTranslation('learning', { keyPrefix: 'learning' });
  const courses = useCourses();
  const progress = useCourseProgress();
  usePageTitle(t('courseList.title'));

  return (
    <section className="rk-courses" data-page={routeId}>
      <header className="rk-courses__head">
        <p className="rk-courses__eyebrow">
          <Link to={pathFor('startupEdu', locale)}>StartupEDU</Link>
        </p>
        <h1>{t('courseList.title')}</h1>
        <p className="rk-courses__lead">{t('courseList.lead')}</p>
      </header>

      {courses.isPending ? (
        <div aria-busy="true">
          <p role="status" className="rk-learning-sr-only">
            {t('courseList.loading')}
          </p>
          <ul className="rk-courses__grid" aria-hidden="true">
            {[0, 1, 2].map((n) => (
              <li key={n} className="rk-course-card rk-course-card--skeleton" />
            ))}
          </ul>
        </div>
      ) : null}

      {courses.isError ? (
        <div role="alert" className="rk-learning-problem">
          <p>{t('courseList.error')}</p>
          <Button variant="secondary" onClick={() => void courses.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : null}

      {courses.data && courses.data.length === 0 ? <p className="rk-learning-empty">{t('courseList.empty')}</p> : null}

      {courses.data?.length ? (
        <>
          <ul className="rk-courses__grid">
            {courses.data.map((course) => (
              <li key={course.slug}>
                <CourseCard course={course} locale={locale} read={progress.ready ? progress.read(course.slug).length : undefined} />
              </li>
            ))}
          </ul>
          {progress.ready && !progress.signedIn ? <ProgressHint locale={locale} /> : null}
        </>
      ) : null}
    </section>
  );
}
