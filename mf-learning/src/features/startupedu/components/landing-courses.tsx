import { Link, pathFor, type LocaleCode } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { CourseCard } from '../../../lib/course-card';
import { useCourseProgress } from '../../../lib/course-progress';
import { useCourses } from '../../../lib/courses-api';

/**
 * The courses from the API as cards (with the reader's progress), for both landing variants.
 * If they cannot be loaded the section still leads to the course list.
 */
export function LandingCourses({ locale, onOpen }: { locale: LocaleCode; onOpen: (target: string) => void }) {
  const { t } = useTranslation('learning', { keyPrefix: 'learning.landing' });
  const courses = useCourses();
  const progress = useCourseProgress();
  return (
    <>
      {courses.isPending ? (
        <ul className="rk-edu-courses" aria-hidden="true">
          {[0, 1, 2].map((n) => (
            <li key={n} className="rk-course-card rk-course-card--skeleton" />
          ))}
        </ul>
      ) : null}
      {courses.isError ? <p className="rk-learning-empty">{t('coursesError')}</p> : null}
      {courses.data?.length ? (
        <ul className="rk-edu-courses">
          {courses.data.map((course) => (
            <li key={course.slug}>
              <CourseCard
                course={course}
                locale={locale}
                headingLevel={3}
                read={progress.ready ? progress.read(course.slug).length : undefined}
                onOpen={() => onOpen(`course:${course.slug}`)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="rk-edu-courses__all">
        <Link to={pathFor('futures', locale)} onClick={() => onOpen('courses:all')}>
          {t('allCourses')}
        </Link>
      </p>
    </>
  );
}
