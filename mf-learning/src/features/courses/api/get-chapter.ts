import { api, type LocaleCode } from '@raketa/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { create } from 'superstruct';
import { ChapterDetail } from '../../../lib/course-structs';
import { retryUnlessNotFound } from '../../../lib/courses-api';

/** One chapter's query, as the page keys it (the server renderer fetches it first: chapter-page.tsx `prefetchChapter`). */
export const chapterQuery = (course: string, chapter: string, locale: LocaleCode) => ({
  queryKey: ['learning', 'chapter', course, chapter, locale] as const,
  // The page knows its language: asked explicitly rather than left to the host (api/LEARNING.md).
  queryFn: async () =>
    create(
      await api.coreApi
        .get(`api/courses/${encodeURIComponent(course)}/chapters/${encodeURIComponent(chapter)}`, { searchParams: { lang: locale } })
        .json(),
      ChapterDetail,
    ),
  retry: retryUnlessNotFound,
});

/**
 * One chapter in the page's language (404: no such course or chapter). The previous chapter
 * stays on screen while the next one loads, so the page does not collapse between chapters.
 */
export function useChapter(course: string, chapter: string, locale: LocaleCode) {
  return useQuery({ ...chapterQuery(course, chapter, locale), placeholderData: keepPreviousData });
}

/** Fetches the next chapter while this one is read, so Next opens at once. */
export function usePrefetchChapter(course: string, chapter: string | undefined, locale: LocaleCode) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (chapter) void queryClient.prefetchQuery({ ...chapterQuery(course, chapter, locale), staleTime: 60_000 });
  }, [queryClient, course, chapter, locale]);
}
