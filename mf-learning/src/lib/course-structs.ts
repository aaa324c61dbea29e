// Superstruct checks of the StartupEDU and StartupTalk answers (api/LEARNING.md; types in
// @raketa/shared/learning). `type()` ignores extra properties, so the API may grow without
// breaking this remote; slugs are checked because they end up in paths and storage keys.
import { hydraCollection } from '@raketa/shared';
import {
  LEARNING_LANGUAGES,
  type ChapterDetail as ChapterDetailShape,
  type CourseDetail as CourseDetailShape,
  type CourseProgress as CourseProgressShape,
  type CourseSummary as CourseSummaryShape,
  type Episode as EpisodeShape,
} from '@raketa/shared/learning';
import { array, boolean, enums, integer, literal, min, nullable, pattern, string, type, type Describe } from 'superstruct';

/** Course and chapter slugs: the same in both languages (api/LEARNING.md). */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const isSlug = (value: unknown): value is string => typeof value === 'string' && value.length <= 100 && SLUG_PATTERN.test(value);

const Slug = pattern(string(), SLUG_PATTERN);
const Localized = type({ cs: string(), en: string() });
const count = () => min(integer(), 0);
const Minutes = type({ cs: count(), en: count() });

const courseSummaryShape = {
  '@id': string(),
  '@type': literal('Course'),
  slug: Slug,
  position: integer(),
  title: Localized,
  summary: Localized,
  chapterCount: count(),
  readingMinutes: Minutes,
};

export const CourseSummary = type(courseSummaryShape) as unknown as Describe<CourseSummaryShape>;
export const CourseList = hydraCollection(CourseSummary);

export const CourseDetail = type({
  ...courseSummaryShape,
  chapters: array(
    type({
      '@id': string(),
      '@type': literal('Chapter'),
      slug: Slug,
      position: integer(),
      title: Localized,
      readingMinutes: Minutes,
      completed: boolean(),
    }),
  ),
}) as unknown as Describe<CourseDetailShape>;

const ChapterLink = nullable(type({ slug: Slug, title: string() }));

export const ChapterDetail = type({
  '@id': string(),
  '@type': literal('Chapter'),
  slug: Slug,
  position: integer(),
  language: enums(LEARNING_LANGUAGES),
  title: string(),
  body: string(),
  readingMinutes: count(),
  course: type({ '@id': string(), slug: Slug, title: string(), chapterCount: count() }),
  previous: ChapterLink,
  next: ChapterLink,
  completed: boolean(),
}) as unknown as Describe<ChapterDetailShape>;

export const CourseProgress = type({
  '@id': string(),
  '@type': literal('CourseProgress'),
  course: string(),
  completedChapters: count(),
  totalChapters: count(),
  completed: array(Slug),
  lastCompletedAt: nullable(string()),
}) as unknown as Describe<CourseProgressShape>;
export const CourseProgressList = hydraCollection(CourseProgress);

export const Episode = type({
  '@type': literal('Episode'),
  slug: string(),
  title: Localized,
  guest: string(),
  publishedOn: pattern(string(), /^\d{4}-\d{2}-\d{2}$/),
  summary: Localized,
  url: string(),
}) as unknown as Describe<EpisodeShape>;
export const EpisodeList = hydraCollection(Episode);
