import { Button, FatalError, Icon, Link, pathFor, usePageTitle, useParams, type LocaleCode, type RouteId } from '@raketa/shared';
import type { ChapterDetail } from '@raketa/shared/learning';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCourseProgress, useMarkChapter } from '../../../lib/course-progress';
import { isSlug } from '../../../lib/course-structs';
import { isNotFound } from '../../../lib/courses-api';
import { ProgressHint } from '../../../lib/progress-hint';
import { ProgressMeter } from '../../../lib/progress-meter';
import { chapterQuery, usePrefetchChapter, useChapter } from '../api/get-chapter';
import { ChapterBody } from './chapter-body';
import '../../../lib/learning-lib.css';
import '../courses.css';

/** The page's first data, declared beside it: the chapter, or null when the path names none (ssr/render.tsx). */
export function prefetchChapter({ futureSlug, chapterSlug }: Record<string, string | undefined>, locale: LocaleCode) {
  return futureSlug && chapterSlug && isSlug(futureSlug) && isSlug(chapterSlug) ? chapterQuery(futureSlug, chapterSlug, locale) : null;
}

/**
 * `/startupedu/futures/:futureSlug/kapitola/:chapterSlug` (en `.../chapter/...`): one chapter in
 * the page's language, its read mark, and the way on (previous, next, or finishing the course).
 */
export function ChapterPage({ routeId, locale }: { routeId: RouteId; locale: LocaleCode }) {
  const { t } = useTranslation('learning', { keyPrefix: 'learning' });
  const { futureSlug = '', chapterSlug = '' } = useParams();
  if (!isSlug(futureSlug) || !isSlug(chapterSlug)) throw new FatalError(404, `not a chapter: ${futureSlug}/${chapterSlug}`);
  const chapter = useChapter(futureSlug, chapterSlug, locale);
  usePageTitle(chapter.data?.title);

  if (chapter.isError && isNotFound(chapter.error)) throw new FatalError(404, `no chapter ${futureSlug}/${chapterSlug}`);
  if (chapter.isError) {
    return (
      <section className="rk-chapter" data-page={routeId}>
        <div role="alert" className="rk-learning-problem">
          <p>{t('chapter.error')}</p>
          <Button variant="secondary" onClick={() => void chapter.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </section>
    );
  }
  if (chapter.isPending) {
    return (
      <section className="rk-chapter" data-page={routeId} aria-busy="true">
        <p role="status">{t('chapter.loading')}</p>
      </section>
    );
  }
  return <ChapterView chapter={chapter.data} locale={locale} routeId={routeId} loadingNext={chapter.isPlaceholderData} />;
}

function ChapterView({
  chapter,
  locale,
  routeId,
  loadingNext,
}: {
  chapter: ChapterDetail;
  locale: LocaleCode;
  routeId: RouteId;
  loadingNext: boolean;
}) {
  const { t } = useTranslation('learning', { keyPrefix: 'learning' });
  const progress = useCourseProgress();
  const marker = useMarkChapter();
  const heading = useRef<HTMLHeadingElement>(null);
  const course = chapter.course;
  const read = progress.read(course.slug);
  const isRead = read.includes(chapter.slug);
  const coursePath = pathFor('future', locale, { futureSlug: course.slug });
  const chapterPath = (chapterSlug: string) => pathFor('chapter', locale, { futureSlug: course.slug, chapterSlug });
  usePrefetchChapter(course.slug, chapter.next?.slug, locale);

  // A new chapter starts at its top, with focus on its title (also for screen readers).
  useEffect(() => {
    try {
      window.scrollTo({ top: 0 });
    } catch {
      // Not every environment scrolls (tests); focus still moves.
    }
    heading.current?.focus({ preventScroll: true });
  }, [course.slug, chapter.slug]);

  // Following Next or Finish means the reader is done with this chapter.
  const markReadOnLeave = () => {
    if (progress.ready && !isRead) marker.mark(course.slug, chapter.slug, true);
  };

  return (
    <article className="rk-chapter" data-page={routeId} aria-busy={loadingNext || undefined}>
      <nav className="rk-learning-crumbs" aria-label={t('crumbs')}>
        <Link to={pathFor('futures', locale)}>{t('course.allCourses')}</Link>
        <span aria-hidden="true"> / </span>
        <Link to={coursePath}>{course.title}</Link>
      </nav>
      <header className="rk-chapter__head">
        <p className="rk-chapter__meta">
          <span>{t('chapter.position', { position: chapter.position, total: course.chapterCount })}</span>
          <span aria-hidden="true"> · </span>
          <span>
            <Icon name="time" size={16} /> {t('readingTime', { count: chapter.readingMinutes })}
          </span>
        </p>
        <h1 ref={heading} tabIndex={-1} className="rk-chapter__title">
          {chapter.title}
        </h1>
      </header>

      <ChapterBody body={chapter.body} title={chapter.title} />

      <section className="rk-chapter__done" aria-label={t('chapter.progressLabel')}>
        <Button
          variant={isRead ? 'primary' : 'secondary'}
          aria-pressed={isRead}
          disabled={!progress.ready}
          onClick={() => marker.mark(course.slug, chapter.slug, !isRead)}
        >
          <Icon name={isRead ? 'check' : 'bookmark'} size={18} />
          {t('chapter.markRead')}
        </Button>
        <div aria-live="polite" className="rk-chapter__status">
          {progress.ready ? (
            <>
              <p className="rk-chapter__read-state">{isRead ? t('chapter.isRead') : t('chapter.notRead')}</p>
              <ProgressMeter
                done={Math.min(read.length, course.chapterCount)}
                total={course.chapterCount}
                label={t('progress.label', { title: course.title })}
              />
            </>
          ) : null}
        </div>
      </section>

      <nav className="rk-chapter__pager" aria-label={t('chapter.pager')}>
        {chapter.previous ? (
          <Link to={chapterPath(chapter.previous.slug)} rel="prev" className="rk-chapter__step rk-chapter__step--previous">
            <span className="rk-chapter__step-label">
              <Icon name="arrowLeft" size={16} /> {t('chapter.previous')}
            </span>
            <span className="rk-chapter__step-title">{chapter.previous.title}</span>
          </Link>
        ) : (
          <span />
        )}
        {chapter.next ? (
          <Link to={chapterPath(chapter.next.slug)} rel="next" className="rk-chapter__step rk-chapter__step--next" onClick={markReadOnLeave}>
            <span className="rk-chapter__step-label">
              {t('chapter.next')} <Icon name="arrowRight" size={16} />
            </span>
            <span className="rk-chapter__step-title">{chapter.next.title}</span>
          </Link>
        ) : (
          <Link to={coursePath} className="rk-button rk-button--primary rk-chapter__finish" onClick={markReadOnLeave}>
            <Icon name="check" size={18} />
            {t('chapter.finish')}
          </Link>
        )}
      </nav>
      {progress.ready && !progress.signedIn ? <ProgressHint locale={locale} /> : null}
    </article>
  );
}
