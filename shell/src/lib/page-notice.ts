import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/** The notice's current content, and a way to follow it. */
export interface PageNoticeStore {
  get: () => ReactNode;
  set: (notice: ReactNode) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createPageNoticeStore(): PageNoticeStore {
  let notice: ReactNode = null;
  const listeners = new Set<() => void>();
  return {
    get: () => notice,
    set(next) {
      notice = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * A notice for the whole page (the locale suggestion) that the layout puts right after its skip
 * link: the skip link stays the first stop of the keyboard and the notice the second, whatever
 * the page. The router's root keeps the notice's state across pages and provides this store, whose
 * identity never changes: a context value that changed while a server-rendered area was still
 * waiting for its code made React draw that area again (the bar arriving redrew /firmy 5 times in 6).
 */
export const PageNoticeContext = createContext<PageNoticeStore | null>(null);

const NONE = () => () => undefined;
const nothing = () => null;

/** The notice to show now (none in the server's render). */
export function usePageNotice(): ReactNode {
  const store = useContext(PageNoticeContext);
  return useSyncExternalStore(store?.subscribe ?? NONE, store?.get ?? nothing, nothing);
}
