/** Where the course's main button leads: the first unread chapter, or the first one again when all are read. */
export function courseAction(
  chapters: readonly { slug: string }[],
  read: readonly string[],
): { kind: 'start' | 'continue' | 'again'; chapter: string } | null {
  const first = chapters[0];
  if (!first) return null;
  const unread = chapters.find((chapter) => !read.includes(chapter.slug));
  if (!unread) return { kind: 'again', chapter: first.slug };
  const anyRead = chapters.some((chapter) => read.includes(chapter.slug));
  return { kind: anyRead ? 'continue' : 'start', chapter: unread.slug };
}
