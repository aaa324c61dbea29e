/**
 * StartupEDU reading progress of whoever reads: a signed-in user's from the API
 * (`/api/me/course-progress`), a visitor's from this browser (local-progress.ts). One query
 * per reader, read by every page (course list, course, chapter, landing), so a chapter marked
 * read shows as read everywhere at once. When a visitor with local progress signs in, the local
 * marks are copied to the account (PUT each, then cleared) before the account's progress is
 * read: quietly, once per user and page load.
 */
import { api, sendWithCsrf, useSessionUser } from '@raketa/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { create } from 'superstruct';
import { CourseProgressList } from './course-structs';
import { LOCAL_PROGRESS_KEY, readLocalProgress, setLocalChapter, withChapter, writeLocalProgress, type ProgressMap } from './local-progress';

export const PROGRESS_KEY = ['learning', 'progress'] as const;
/** A course's detail query; marking a chapter refreshes it (its chapters carry `completed`). */
export const courseKey = (slug: string) => ['learning', 'course', slug] as const;

/** Whose progress: a user id, a visitor, or undefined while the session is unknown. */
type Reader = number | 'visitor' | undefined;

const EMPTY: ProgressMap = {};

const progressPath = (course: string, chapter: string) => `api/me/course-progress/${encodeURIComponent(course)}/${encodeURIComponent(chapter)}`;

/** `/api/courses/{slug}` → `slug`. */
const courseSlugOf = (iri: string) => /^\/api\/courses\/([a-z0-9-]+)$/.exec(iri)?.[1];

const uploadedFor = new Set<number>();
let uploading: Promise<void> | undefined;

/** Test-only: forget which users had their local progress uploaded in this page load. */
export const resetProgressUpload = () => {
  uploadedFor.clear();
  uploading = undefined;
};

/**
 * Copies a visitor's local marks to the signed-in account, in reading order. A mark the API
 * accepts, or refuses for good (the chapter no longer exists), leaves local storage; one that
 * failed for now (network, server) stays there for the next page load. Nothing is shown.
 */
export function uploadLocalProgress(userId: number): Promise<void> {
  if (uploadedFor.has(userId)) return uploading ?? Promise.resolve();
  uploadedFor.add(userId);
  uploading = (async () => {
    let remaining = readLocalProgress();
    for (const [course, chapters] of Object.entries(remaining)) {
      for (const chapter of chapters) {
        try {
          const response = await sendWithCsrf('put', progressPath(course, chapter));
          if (response.ok || response.status === 404 || response.status === 400) remaining = withChapter(remaining, course, chapter, false);
        } catch {
          // Offline: keep it for the next page load.
        }
      }
    }
    writeLocalProgress(remaining);
  })();
  return uploading;
}

async function fetchUserProgress(userId: number): Promise<ProgressMap> {
  await uploadLocalProgress(userId);
  const list = create(await api.coreApi.get('api/me/course-progress', { cache: 'no-store' }).json(), CourseProgressList);
  const progress: ProgressMap = {};
  for (const item of list['hydra:member']) {
    const slug = courseSlugOf(item.course);
    if (slug && item.completed.length) progress[slug] = item.completed;
  }
  return progress;
}

function useReader(): Reader {
  const session = useSessionUser();
  // The session could not be read: this browser's progress is what can be shown.
  if (session.data === undefined) return session.isError ? 'visitor' : undefined;
  return session.data?.id ?? 'visitor';
}

/** The reader's progress: `read(course)` lists the chapters read; `ready` once known. */
export function useCourseProgress() {
  const reader = useReader();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...PROGRESS_KEY, reader],
    queryFn: () => (reader === 'visitor' ? readLocalProgress() : fetchUserProgress(reader!)),
    enabled: reader !== undefined,
  });

  // A visitor reading in two tabs: a mark in one shows in the other.
  useEffect(() => {
    if (reader !== 'visitor') return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === LOCAL_PROGRESS_KEY || event.key === null) void queryClient.invalidateQueries({ queryKey: [...PROGRESS_KEY, 'visitor'] });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [reader, queryClient]);

  const progress = query.data ?? EMPTY;
  return {
    progress,
    read: (course: string): string[] => progress[course] ?? [],
    ready: query.data !== undefined,
    /** Known, or failed to load (then nothing counts as read). */
    settled: query.data !== undefined || query.isError,
    signedIn: typeof reader === 'number',
    /** Known whether anyone is signed in (marking works only then). */
    known: reader !== undefined,
  };
}

interface MarkVariables {
  reader: number | 'visitor';
  course: string;
  chapter: string;
  read: boolean;
}

/**
 * `mark(course, chapter, read)`: marks a chapter read or unread for the reader, shown at once and
 * undone if the API refuses (the shared generic error toast says so). The mutation's own
 * callbacks run even after the page has moved on (a Next or Finish link marks while navigating).
 */
export function useMarkChapter() {
  const reader = useReader();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ reader: who, course, chapter, read }: MarkVariables) => {
      if (who === 'visitor') {
        setLocalChapter(course, chapter, read);
        return;
      }
      const response = await sendWithCsrf(read ? 'put' : 'delete', progressPath(course, chapter));
      if (!response.ok) throw new Error(`${read ? 'PUT' : 'DELETE'} ${progressPath(course, chapter)} answered ${response.status}`);
    },
    onMutate: async ({ reader: who, course, chapter, read }) => {
      const key = [...PROGRESS_KEY, who];
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ProgressMap>(key);
      queryClient.setQueryData<ProgressMap>(key, (progress) => withChapter(progress ?? {}, course, chapter, read));
      return { key, before };
    },
    onError: (_error, _variables, context) => {
      if (context) queryClient.setQueryData(context.key, context.before);
    },
    onSettled: (_data, _error, { course }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: PROGRESS_KEY }), queryClient.invalidateQueries({ queryKey: courseKey(course) })]),
  });

  return {
    /** False while the session is unknown: there is nobody to mark for yet. */
    available: reader !== undefined,
    pending: mutation.isPending,
    mark(course: string, chapter: string, read: boolean) {
      if (reader === undefined) return;
      mutation.mutate({ reader, course, chapter, read });
    },
  };
}
