/**
 * Applies a pending new build at the next navigation, as a full page load of the
 * target instead of a client-side navigation: nothing the user is typing is lost,
 * and the new page runs the new build. Every such load goes through the reload
 * guard; when it refuses, the navigation stays client-side.
 */
import { reloadPage, type Location } from '@raketa/shared';

/** The part of react-router's data router this needs. */
export interface NavigationSource {
  readonly state: { location: Location; navigation: { location?: Location } };
  subscribe(listener: (state: NavigationSource['state']) => void): () => void;
}

export interface UpdateOnNavigationOptions {
  router: NavigationSource;
  isPending: () => boolean;
  reload?: (target: string) => boolean;
  doc?: Document;
}

const hrefOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) => `${location.pathname}${location.search}${location.hash}`;

/** A same-origin link the router would handle: left click, no modifier, same tab, no download. */
export function sameTabLinkOf(event: MouseEvent, doc: Document): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  const view = doc.defaultView;
  if (!view || link.origin !== view.location.origin) return null;
  return link;
}

/** Installs the click interception and the router subscription; returns the uninstaller. */
export function applyUpdateOnNavigation({
  router,
  isPending,
  reload = (target) => reloadPage(target),
  doc = document,
}: UpdateOnNavigationOptions): () => void {
  // A link click: load the target as a page before the router renders it. A link to a
  // fragment of the same page (the auth dialogs) is not a navigation to another page.
  const onClick = (event: MouseEvent) => {
    if (!isPending()) return;
    const link = sameTabLinkOf(event, doc);
    const here = doc.defaultView?.location;
    if (!link || (here && link.pathname === here.pathname && link.search === here.search)) return;
    if (reload(`${link.pathname}${link.search}${link.hash}`)) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  doc.addEventListener('click', onClick, true);

  // Anything else (navigate(), back and forward) that goes to another path: load the page
  // the router is going to or, when it got there without a loading state, the page it
  // arrived at. Query and hash changes stay client-side: a search field may write them
  // as the user types.
  let lastPathname = router.state.location.pathname;
  let asked: string | null = null;
  const ask = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) => {
    const target = hrefOf(location);
    // Once per target: when the guard refused, the client-side page stays.
    if (target !== asked) {
      asked = target;
      reload(target);
    }
  };
  const unsubscribe = router.subscribe((state) => {
    const next = state.navigation.location;
    if (isPending() && next && next.pathname !== lastPathname) ask(next);
    if (state.location.pathname !== lastPathname) {
      lastPathname = state.location.pathname;
      if (isPending()) ask(state.location);
    }
  });

  return () => {
    doc.removeEventListener('click', onClick, true);
    unsubscribe();
  };
}
