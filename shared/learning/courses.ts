// Answer shapes of the learning API (api/LEARNING.md): StartupEDU courses and chapters, reading
// progress, StartupTalk episodes. Plain types and constants, safe for the browser and the server.

export const LEARNING_LANGUAGES = ['cs', 'en'] as const;
export type LearningLanguage = (typeof LEARNING_LANGUAGES)[number];

/** Words a minute the API assumes for reading times. */
export const READING_WORDS_PER_MINUTE = 200;

export interface LocalizedText {
  cs: string;
  en: string;
}

export interface LocalizedMinutes {
  cs: number;
  en: number;
}

export interface CourseSummary {
  '@id': string;
  '@type': 'Course';
  slug: string;
  position: number;
  title: LocalizedText;
  summary: LocalizedText;
  chapterCount: number;
  readingMinutes: LocalizedMinutes;
}

export interface ChapterSummary {
  '@id': string;
  '@type': 'Chapter';
  slug: string;
  position: number;
  title: LocalizedText;
  readingMinutes: LocalizedMinutes;
  /** The signed-in user's mark; false for visitors. */
  completed: boolean;
}

export interface CourseDetail extends CourseSummary {
  chapters: ChapterSummary[];
}

export interface ChapterLink {
  slug: string;
  title: string;
}

export interface ChapterDetail {
  '@id': string;
  '@type': 'Chapter';
  slug: string;
  position: number;
  language: LearningLanguage;
  title: string;
  /** Markdown as written: render it without raw HTML. */
  body: string;
  readingMinutes: number;
  course: { '@id': string; slug: string; title: string; chapterCount: number };
  previous: ChapterLink | null;
  next: ChapterLink | null;
  completed: boolean;
}

export interface CourseProgress {
  '@id': string;
  '@type': 'CourseProgress';
  /** IRI of the course, /api/courses/{slug}. */
  course: string;
  completedChapters: number;
  totalChapters: number;
  /** Slugs of the chapters read, in course order. */
  completed: string[];
  lastCompletedAt: string | null;
}

export interface Episode {
  '@type': 'Episode';
  slug: string;
  title: LocalizedText;
  guest: string;
  /** YYYY-MM-DD */
  publishedOn: string;
  summary: LocalizedText;
  /** Off-site https link; open it through the external-navigation allowlist. */
  url: string;
}
