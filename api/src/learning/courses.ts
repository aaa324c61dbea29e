// Server-only: StartupEDU courses ("futures"), their chapters and per-user reading progress
// (api/LEARNING.md). Lists carry both languages; a chapter's body comes in one.
import type {
  ChapterDetail as ChapterAnswer,
  ChapterLink,
  ChapterSummary,
  CourseProgress,
  CourseSummary,
  LocalizedText as Localized,
} from '@raketa/shared/learning';
import type { Queryable } from '../db/db';
import type { Language } from './language';
import { readingMinutes } from './reading-time';

export type { ChapterLink, ChapterSummary, CourseProgress, CourseSummary, Localized };

export type ChapterDetail = ChapterAnswer & { '@context': string };

export const courseIri = (slug: string) => `/api/courses/${slug}`;
export const chapterIri = (course: string, chapter: string) => `/api/courses/${course}/chapters/${chapter}`;

interface CourseRow {
  slug: string;
  position: number;
  title_cs: string;
  title_en: string;
  summary_cs: string;
  summary_en: string;
  chapter_count: number;
  minutes_cs: number;
  minutes_en: number;
}

const courseColumns = `c.slug, c.position, c.title_cs, c.title_en, c.summary_cs, c.summary_en,
  count(ch.id)::int as chapter_count,
  coalesce(sum(ch.reading_minutes_cs), 0)::int as minutes_cs,
  coalesce(sum(ch.reading_minutes_en), 0)::int as minutes_en`;

function toCourse(row: CourseRow): CourseSummary {
  return {
    '@id': courseIri(row.slug),
    '@type': 'Course',
    slug: row.slug,
    position: row.position,
    title: { cs: row.title_cs, en: row.title_en },
    summary: { cs: row.summary_cs, en: row.summary_en },
    chapterCount: row.chapter_count,
    readingMinutes: { cs: row.minutes_cs, en: row.minutes_en },
  };
}

export async function listCourses(db: Queryable): Promise<CourseSummary[]> {
  const { rows } = await db.query<CourseRow>(
    `select ${courseColumns} from courses c left join chapters ch on ch.course_id = c.id
     group by c.id order by c.position, c.id`,
  );
  return rows.map(toCourse);
}

/** One course with its chapters in order, or null when the slug is unknown. */
export async function findCourse(
  db: Queryable,
  slug: string,
  userId: number | null,
): Promise<(CourseSummary & { chapters: ChapterSummary[] }) | null> {
  const { rows } = await db.query<CourseRow & { id: number }>(
    `select c.id, ${courseColumns} from courses c left join chapters ch on ch.course_id = c.id
     where c.slug = $1 group by c.id`,
    [slug],
  );
  const course = rows[0];
  if (!course) return null;
  const chapters = await db.query<{
    slug: string;
    position: number;
    title_cs: string;
    title_en: string;
    reading_minutes_cs: number;
    reading_minutes_en: number;
    completed: boolean;
  }>(
    `select ch.slug, ch.position, ch.title_cs, ch.title_en, ch.reading_minutes_cs, ch.reading_minutes_en,
       exists (select 1 from chapter_progress p where p.chapter_id = ch.id and p.user_id = $2) as completed
     from chapters ch where ch.course_id = $1 order by ch.position`,
    [course.id, userId],
  );
  return {
    ...toCourse(course),
    chapters: chapters.rows.map((row) => ({
      '@id': chapterIri(course.slug, row.slug),
      '@type': 'Chapter',
      slug: row.slug,
      position: row.position,
      title: { cs: row.title_cs, en: row.title_en },
      readingMinutes: { cs: row.reading_minutes_cs, en: row.reading_minutes_en },
      completed: row.completed,
    })),
  };
}

/** One chapter in `language` with its neighbours in the course, or null when either slug is unknown. */
export async function findChapter(
  db: Queryable,
  courseSlug: string,
  chapterSlug: string,
  language: Language,
  userId: number | null,
): Promise<ChapterDetail | null> {
  // `language` is 'cs' or 'en' (checked by the route), so the column names are safe to build.
  const { rows } = await db.query<{
    slug: string;
    position: number;
    title: string;
    body: string;
    minutes: number;
    course_title: string;
    chapter_count: number;
    previous_slug: string | null;
    previous_title: string | null;
    next_slug: string | null;
    next_title: string | null;
    completed: boolean;
  }>(
    `with ordered as (
       select ch.id, ch.slug, ch.position, ch.title_${language} as title, ch.body_${language} as body,
         ch.reading_minutes_${language} as minutes,
         lag(ch.slug) over w as previous_slug, lag(ch.title_${language}) over w as previous_title,
         lead(ch.slug) over w as next_slug, lead(ch.title_${language}) over w as next_title,
         count(*) over () as chapter_count, c.title_${language} as course_title
       from chapters ch join courses c on c.id = ch.course_id
       where c.slug = $1
       window w as (order by ch.position)
     )
     select o.slug, o.position, o.title, o.body, o.minutes, o.course_title, o.chapter_count::int as chapter_count,
       o.previous_slug, o.previous_title, o.next_slug, o.next_title,
       exists (select 1 from chapter_progress p where p.chapter_id = o.id and p.user_id = $3) as completed
     from ordered o where o.slug = $2`,
    [courseSlug, chapterSlug, userId],
  );
  const row = rows[0];
  if (!row) return null;
  const link = (slug: string | null, title: string | null): ChapterLink | null => (slug === null || title === null ? null : { slug, title });
  return {
    '@context': '/api/contexts/Chapter',
    '@id': chapterIri(courseSlug, row.slug),
    '@type': 'Chapter',
    slug: row.slug,
    position: row.position,
    language,
    title: row.title,
    body: row.body,
    readingMinutes: row.minutes,
    course: { '@id': courseIri(courseSlug), slug: courseSlug, title: row.course_title, chapterCount: row.chapter_count },
    previous: link(row.previous_slug, row.previous_title),
    next: link(row.next_slug, row.next_title),
    completed: row.completed,
  };
}

/** The chapter's id, or null when the course or chapter does not exist. */
async function chapterId(db: Queryable, courseSlug: string, chapterSlug: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    'select ch.id from chapters ch join courses c on c.id = ch.course_id where c.slug = $1 and ch.slug = $2',
    [courseSlug, chapterSlug],
  );
  return rows[0]?.id ?? null;
}

/** Marks a chapter read (keeping the first time when repeated); false when it does not exist. */
export async function markChapterRead(db: Queryable, userId: number, courseSlug: string, chapterSlug: string, now: Date): Promise<boolean> {
  const id = await chapterId(db, courseSlug, chapterSlug);
  if (id === null) return false;
  await db.query(
    'insert into chapter_progress (user_id, chapter_id, completed_at) values ($1, $2, $3) on conflict (user_id, chapter_id) do nothing',
    [userId, id, now],
  );
  return true;
}

/** Marks a chapter unread (nothing to do when it was not read); false when it does not exist. */
export async function markChapterUnread(db: Queryable, userId: number, courseSlug: string, chapterSlug: string): Promise<boolean> {
  const id = await chapterId(db, courseSlug, chapterSlug);
  if (id === null) return false;
  await db.query('delete from chapter_progress where user_id = $1 and chapter_id = $2', [userId, id]);
  return true;
}

/** The user's progress in every course, in course order (courses not started included, at zero). */
export async function courseProgress(db: Queryable, userId: number): Promise<CourseProgress[]> {
  const { rows } = await db.query<{ slug: string; total: number; completed: string[] | null; last: Date | null }>(
    `select c.slug, count(ch.id)::int as total,
       array_agg(ch.slug order by ch.position) filter (where p.user_id is not null) as completed,
       max(p.completed_at) as last
     from courses c
     left join chapters ch on ch.course_id = c.id
     left join chapter_progress p on p.chapter_id = ch.id and p.user_id = $1
     group by c.id order by c.position, c.id`,
    [userId],
  );
  return rows.map((row) => {
    const completed = row.completed ?? [];
    return {
      '@id': `/api/me/course-progress/${row.slug}`,
      '@type': 'CourseProgress',
      course: courseIri(row.slug),
      completedChapters: completed.length,
      totalChapters: row.total,
      completed,
      lastCompletedAt: row.last === null ? null : new Date(row.last).toISOString(),
    };
  });
}

export interface CourseInput {
  slug: string;
  title: Localized;
  summary: Localized;
  chapters: { slug: string; title: Localized; body: Localized }[];
}

/** Inserts courses in the given order (positions 1…), computing each chapter's reading time. */
export async function insertCourses(db: Queryable, courses: CourseInput[], firstPosition = 1): Promise<void> {
  for (const [index, course] of courses.entries()) {
    const { rows } = await db.query<{ id: number }>(
      `insert into courses (slug, position, title_cs, title_en, summary_cs, summary_en)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [course.slug, firstPosition + index, course.title.cs, course.title.en, course.summary.cs, course.summary.en],
    );
    const courseId = rows[0]!.id;
    for (const [position, chapter] of course.chapters.entries()) {
      await db.query(
        `insert into chapters (course_id, slug, position, title_cs, title_en, body_cs, body_en, reading_minutes_cs, reading_minutes_en)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          courseId,
          chapter.slug,
          position + 1,
          chapter.title.cs,
          chapter.title.en,
          chapter.body.cs,
          chapter.body.en,
          readingMinutes(chapter.body.cs),
          readingMinutes(chapter.body.en),
        ],
      );
    }
  }
}
