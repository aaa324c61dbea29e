// Test-only helpers of the StartupEDU and StartupTalk pages: this remote's messages, answer
// fixtures shaped as api/LEARNING.md says, and an API stub that keeps a user's progress.
import { addAppMessages, createQueryClient, i18n, initI18n, routes as routeTable, type LocaleCode } from '@raketa/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { ChapterDetail, CourseDetail, CourseSummary, Episode } from '@raketa/shared/learning';
import { addSharedMessages, json, problem, renderInRouter, stubFetch } from '@raketa/shared/testing';
import { Component, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ChapterPage } from '../features/courses/components/chapter-page';
import { CourseListPage } from '../features/courses/components/course-list-page';
import { CoursePage } from '../features/courses/components/course-page';
import cs from '../locales/cs.json';
import en from '../locales/en.json';

export async function initLearningMessages(locale: LocaleCode): Promise<void> {
  await initI18n(locale, 'learning', { cs, en });
  addAppMessages('learning', { cs, en });
  await addSharedMessages();
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

export const CANDIDATE = {
  id: 5,
  type: 'candidate',
  name: 'Jana Nováková',
  email: 'jana@example.com',
  createdAt: '2026-01-01T00:00:00.000Z',
} as const;

interface ChapterSeed {
  slug: string;
  title: { cs: string; en: string };
  minutes: { cs: number; en: number };
  body?: { cs: string; en: string };
}

interface CourseSeed {
  slug: string;
  title: { cs: string; en: string };
  summary: { cs: string; en: string };
  chapters: ChapterSeed[];
}

const body = (title: string) =>
  `# ${title}\n\nA paragraph with **bold** words and [a source](https://example.com/read).\n\n## What it means\n\n- one\n- two\n`;

export const COURSES: CourseSeed[] = [
  {
    slug: 'how-startups-work',
    title: { cs: 'Jak funguje startup', en: 'How startups work' },
    summary: { cs: 'Od nápadu po investiční kola.', en: 'From an idea to funding rounds.' },
    chapters: [
      { slug: 'what-is-a-startup', title: { cs: 'Co je startup', en: 'What is a startup' }, minutes: { cs: 2, en: 3 } },
      { slug: 'funding-rounds', title: { cs: 'Investiční kola', en: 'Funding rounds' }, minutes: { cs: 3, en: 3 } },
      { slug: 'equity-and-options', title: { cs: 'Podíly a opce', en: 'Equity and options' }, minutes: { cs: 4, en: 5 } },
    ],
  },
  {
    slug: 'landing-a-startup-job',
    title: { cs: 'Jak získat práci ve startupu', en: 'Landing a startup job' },
    summary: { cs: 'Životopis, pohovor, nabídka.', en: 'CV, interview, offer.' },
    chapters: [
      { slug: 'cv-that-gets-read', title: { cs: 'Životopis', en: 'A CV that gets read' }, minutes: { cs: 1, en: 1 } },
      { slug: 'the-interview', title: { cs: 'Pohovor', en: 'The interview' }, minutes: { cs: 2, en: 2 } },
    ],
  },
];

const sum = (chapters: ChapterSeed[], locale: LocaleCode) => chapters.reduce((total, chapter) => total + chapter.minutes[locale], 0);

export function courseSummary(seed: CourseSeed, position = 1): CourseSummary {
  return {
    '@id': `/api/courses/${seed.slug}`,
    '@type': 'Course',
    slug: seed.slug,
    position,
    title: seed.title,
    summary: seed.summary,
    chapterCount: seed.chapters.length,
    readingMinutes: { cs: sum(seed.chapters, 'cs'), en: sum(seed.chapters, 'en') },
  };
}

export function courseDetail(seed: CourseSeed, completed: string[] = []): CourseDetail {
  return {
    ...courseSummary(seed, COURSES.indexOf(seed) + 1),
    chapters: seed.chapters.map((chapter, index) => ({
      '@id': `/api/courses/${seed.slug}/chapters/${chapter.slug}`,
      '@type': 'Chapter',
      slug: chapter.slug,
      position: index + 1,
      title: chapter.title,
      readingMinutes: chapter.minutes,
      completed: completed.includes(chapter.slug),
    })),
  };
}

export function chapterDetail(seed: CourseSeed, index: number, language: LocaleCode, completed = false): ChapterDetail {
  const chapter = seed.chapters[index]!;
  const link = (other: ChapterSeed | undefined) => (other ? { slug: other.slug, title: other.title[language] } : null);
  return {
    '@id': `/api/courses/${seed.slug}/chapters/${chapter.slug}`,
    '@type': 'Chapter',
    slug: chapter.slug,
    position: index + 1,
    language,
    title: chapter.title[language],
    body: chapter.body?.[language] ?? body(chapter.title[language]),
    readingMinutes: chapter.minutes[language],
    course: { '@id': `/api/courses/${seed.slug}`, slug: seed.slug, title: seed.title[language], chapterCount: seed.chapters.length },
    previous: link(seed.chapters[index - 1]),
    next: link(seed.chapters[index + 1]),
    completed,
  };
}

export function episode(n: number): Episode {
  return {
    '@type': 'Episode',
    slug: `episode-${n}`,
    title: { cs: `Díl ${n}`, en: `Episode ${n}` },
    guest: `Host ${n}, CEO Firmy ${n}`,
    publishedOn: `2025-01-${String(Math.min(n, 28)).padStart(2, '0')}`,
    summary: { cs: `Shrnutí dílu ${n}.`, en: `Summary of episode ${n}.` },
    url: `https://open.spotify.com/episode/${n}`,
  };
}

const collection = (members: unknown[], total = members.length) => ({
  '@context': '/api/contexts/x',
  '@type': 'hydra:Collection',
  'hydra:member': members,
  'hydra:totalItems': total,
});

export interface LearningApiOptions {
  /** Signed-in user, or null for a visitor. */
  user?: object | null;
  /** The signed-in user's progress on the server: course slug → chapter slugs read. */
  progress?: Record<string, string[]>;
  courses?: CourseSeed[];
  /** Every episode; the stub pages them 20 at a time. */
  episodes?: Episode[];
  /** Answers a call first (undefined: the stub's own answer). */
  override?: (method: string, path: string) => Response | undefined;
}

/** The learning API as a stub: answers as api/LEARNING.md says and keeps the user's progress. */
export function stubLearningApi({ user = null, progress = {}, courses = COURSES, episodes = [], override }: LearningApiOptions = {}) {
  const server: Record<string, string[]> = JSON.parse(JSON.stringify(progress)) as Record<string, string[]>;
  let session = user;
  const calls = stubFetch((method, path) => {
    const user = session;
    const overridden = override?.(method, path);
    if (overridden) return overridden;
    const url = new URL(path, 'http://localhost');
    const parts = url.pathname.split('/').filter(Boolean).slice(1); // without `api`
    if (url.pathname === '/api/me') return json({ user });
    if (url.pathname === '/api/csrf') return json({ token: 'csrf-token' });
    if (url.pathname === '/api/courses') return json(collection(courses.map((course, index) => courseSummary(course, index + 1))));
    if (parts[0] === 'courses' && parts.length === 2) {
      const course = courses.find((seed) => seed.slug === parts[1]);
      return course ? json(courseDetail(course, user ? server[course.slug] : [])) : problem(404, 'not_found');
    }
    if (parts[0] === 'courses' && parts[2] === 'chapters' && parts.length === 4) {
      const course = courses.find((seed) => seed.slug === parts[1]);
      const index = course?.chapters.findIndex((chapter) => chapter.slug === parts[3]) ?? -1;
      const lang = (url.searchParams.get('lang') ?? 'cs') as LocaleCode;
      if (!course || index < 0) return problem(404, 'not_found');
      return json(chapterDetail(course, index, lang, Boolean(user && server[course.slug]?.includes(parts[3]!))));
    }
    if (url.pathname === '/api/me/course-progress') {
      if (!user) return problem(401, 'unauthorized');
      return json(
        collection(
          courses.map((course) => {
            const read = course.chapters.map((chapter) => chapter.slug).filter((slug) => server[course.slug]?.includes(slug));
            return {
              '@id': `/api/me/course-progress/${course.slug}`,
              '@type': 'CourseProgress',
              course: `/api/courses/${course.slug}`,
              completedChapters: read.length,
              totalChapters: course.chapters.length,
              completed: read,
              lastCompletedAt: read.length ? '2026-01-02T10:00:00.000Z' : null,
            };
          }),
        ),
      );
    }
    if (parts[0] === 'me' && parts[1] === 'course-progress' && parts.length === 4 && (method === 'PUT' || method === 'DELETE')) {
      if (!user) return problem(401, 'unauthorized');
      const [, , course, chapter] = parts as [string, string, string, string];
      const seed = courses.find((entry) => entry.slug === course);
      if (!seed?.chapters.some((entry) => entry.slug === chapter)) return problem(404, 'not_found');
      const read = (server[course] ?? []).filter((slug) => slug !== chapter);
      server[course] = method === 'PUT' ? [...read, chapter] : read;
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/api/episodes') {
      const page = Number(url.searchParams.get('page') ?? '1');
      return json(collection(episodes.slice((page - 1) * 20, page * 20), episodes.length));
    }
    return problem(404, 'not_found');
  });
  /** Later answers of `/api/me` say `next` is signed in (a login without a page reload). */
  const signIn = (next: object) => {
    session = next;
  };
  return { calls, server, signIn };
}

/** Catches what a page throws while rendering (a FatalError), as the shell's boundary does. */
export class CaughtError extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return <p data-testid="caught">{error instanceof Error ? `${error.name} ${String((error as { status?: number }).status)}` : 'error'}</p>;
  }
}

/** Renders the course list, course and chapter pages at `url` as the shell routes them in `locale`. */
export function renderCourses(url: string, locale: LocaleCode = 'en', queryClient?: QueryClient) {
  return renderInRouter(
    <CaughtError>
      <Routes>
        <Route path={routeTable.futures.path[locale]} element={<CourseListPage routeId="futures" locale={locale} />} />
        <Route path={routeTable.future.path[locale]} element={<CoursePage routeId="future" locale={locale} />} />
        <Route path={routeTable.chapter.path[locale]} element={<ChapterPage routeId="chapter" locale={locale} />} />
      </Routes>
    </CaughtError>,
    url,
    queryClient,
  );
}

/** The site's query client without retries, for answers that fail on purpose. */
export function noRetryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}
