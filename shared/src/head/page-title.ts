import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';

/**
 * A page's own title (a job's name, a company's name) where the route title is not
 * enough. Null means the route's title from the shared messages.
 */
export const pageTitleAtom = atom<string | null>(null);

/** Sets the document's page title while the calling page is mounted. */
export function usePageTitle(title: string | null | undefined): void {
  const setTitle = useSetAtom(pageTitleAtom);
  useEffect(() => {
    if (!title) return;
    setTitle(title);
    return () => setTitle(null);
  }, [title, setTitle]);
}
