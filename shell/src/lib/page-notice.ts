import { createContext, type ReactNode } from 'react';

/**
 * A notice for the whole page (the locale suggestion) that the layout puts right after its skip
 * link: the skip link stays the first stop of the keyboard and the notice the second, whatever
 * the page. Provided by the router's root, which keeps the notice's state across pages.
 */
export const PageNoticeContext = createContext<ReactNode>(null);
