/**
 * A visitor's StartupEDU reading progress, kept in this browser only (the API stores nothing for
 * visitors, api/LEARNING.md): one localStorage key for all courses. Anything can be written there
 * (another script, an old version, a hand edit), so it is checked on every read and whatever does
 * not look like our data is dropped.
 */
import { isSlug } from './course-structs';

/** Course slug → slugs of the chapters read. */
export type ProgressMap = Record<string, string[]>;

export const LOCAL_PROGRESS_KEY = 'raketa.startupedu.progress';
const VERSION = 1;
// Far above what the seeded courses need; a tampered value cannot blow up the page.
const MAX_COURSES = 100;
const MAX_CHAPTERS = 200;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Storage disabled (privacy settings): progress lives as long as the page.
  }
}

/** Keeps only slug keys with arrays of distinct slugs; anything else is dropped. */
export function sanitizeProgress(value: unknown): ProgressMap {
  const progress: ProgressMap = {};
  if (typeof value !== 'object' || value === null || (value as { v?: unknown }).v !== VERSION) return progress;
  const courses = (value as { courses?: unknown }).courses;
  if (typeof courses !== 'object' || courses === null || Array.isArray(courses)) return progress;
  for (const [course, chapters] of Object.entries(courses).slice(0, MAX_COURSES)) {
    if (!isSlug(course) || !Array.isArray(chapters)) continue;
    const read = [...new Set(chapters.filter(isSlug))].slice(0, MAX_CHAPTERS);
    if (read.length) progress[course] = read;
  }
  return progress;
}

export function readLocalProgress(): ProgressMap {
  const raw = storage()?.getItem(LOCAL_PROGRESS_KEY);
  if (!raw) return {};
  try {
    return sanitizeProgress(JSON.parse(raw));
  } catch {
    return {};
  }
}

export function writeLocalProgress(progress: ProgressMap): void {
  const store = storage();
  if (!store) return;
  try {
    if (Object.keys(progress).length === 0) store.removeItem(LOCAL_PROGRESS_KEY);
    else store.setItem(LOCAL_PROGRESS_KEY, JSON.stringify({ v: VERSION, courses: progress }));
  } catch {
    // Quota exceeded: the mark shows until the page reloads.
  }
}

/** `progress` with `chapter` of `course` marked read or unread (a new object). */
export function withChapter(progress: ProgressMap, course: string, chapter: string, read: boolean): ProgressMap {
  const chapters = (progress[course] ?? []).filter((slug) => slug !== chapter);
  const next = { ...progress, [course]: read ? [...chapters, chapter] : chapters };
  if (!next[course]!.length) delete next[course];
  return next;
}

export function setLocalChapter(course: string, chapter: string, read: boolean): ProgressMap {
  const next = withChapter(readLocalProgress(), course, chapter, read);
  writeLocalProgress(next);
  return next;
}

export function clearLocalProgress(): void {
  writeLocalProgress({});
}
