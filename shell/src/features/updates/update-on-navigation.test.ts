import type { Location } from 'react-router-dom';
import { applyUpdateOnNavigation, type NavigationSource } from './update-on-navigation';

/** Stands in for react-router's data router: its state and its subscribers (jsdom has no fetch Request). */
function fakeRouter() {
  const listeners = new Set<(state: NavigationSource['state']) => void>();
  let keys = 0;
  const locationOf = (href: string): Location => {
    const url = new URL(href, 'http://localhost');
    keys += 1;
    return { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: `k${keys}` };
  };
  const router = {
    state: { location: locationOf('/'), navigation: {} } as NavigationSource['state'],
    subscribe(listener: (state: NavigationSource['state']) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(next: NavigationSource['state']) {
      router.state = next;
      listeners.forEach((listener) => listener(next));
    },
    /** A navigation; with a loader the router first reports state `loading`. */
    navigate(href: string, { loader = false } = {}) {
      const location = locationOf(href);
      if (loader) router.emit({ location: router.state.location, navigation: { location } });
      router.emit({ location, navigation: {} });
    },
  };
  return router;
}

function setup({ pending = true, allow = true } = {}) {
  const router = fakeRouter();
  const state = { pending };
  const reload = jest.fn((_target: string) => allow);
  const uninstall = applyUpdateOnNavigation({ router, isPending: () => state.pending, reload });
  return { router, reload, state, uninstall };
}

function link(href: string, attributes: Record<string, string> = {}) {
  const element = document.createElement('a');
  element.setAttribute('href', href);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.textContent = 'link';
  document.body.append(element);
  return element;
}

/** Clicks like a user; a bubbling listener stands in for the router (and keeps jsdom from navigating). */
function click(element: Element, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  let reachedPage = false;
  const page = (e: Event) => {
    reachedPage = true;
    e.preventDefault();
  };
  document.addEventListener('click', page);
  element.dispatchEvent(event);
  document.removeEventListener('click', page);
  return { reachedPage };
}

let cleanup: () => void = () => undefined;
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('applyUpdateOnNavigation: link clicks', () => {
  it('makes a click on a same-site link a full page load of its target when an update is pending', () => {
    const { reload, uninstall } = setup();
    cleanup = uninstall;
    const { reachedPage } = click(link('/firmy?x=1#top'));
    expect(reload).toHaveBeenCalledWith('/firmy?x=1#top');
    expect(reachedPage).toBe(false);
  });

  it('lets the client-side navigation go ahead when the guard refuses', () => {
    const { reload, uninstall } = setup({ allow: false });
    cleanup = uninstall;
    expect(click(link('/firmy')).reachedPage).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a pending update', () => {
    const { reload, uninstall } = setup({ pending: false });
    cleanup = uninstall;
    expect(click(link('/firmy')).reachedPage).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('leaves fragments of the page, other tabs, downloads, modified clicks and other origins alone', () => {
    const { reload, uninstall } = setup();
    cleanup = uninstall;
    click(link('#prihlaseni'));
    click(link('/firmy', { target: '_blank' }));
    click(link('/firmy', { download: '' }));
    click(link('/firmy'), { ctrlKey: true });
    click(link('/firmy'), { metaKey: true });
    click(link('/firmy'), { button: 1 });
    click(link('https://example.com/firmy'));
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('applyUpdateOnNavigation: programmatic navigation', () => {
  it('loads the page the router arrives at when the route has no loader', () => {
    const { router, reload, uninstall } = setup();
    cleanup = uninstall;
    router.navigate('/firmy');
    expect(reload).toHaveBeenCalledWith('/firmy');
  });

  it('loads the page the router is loading, before it renders, and asks once per target', () => {
    const { router, reload, uninstall } = setup({ allow: false });
    cleanup = uninstall;
    router.navigate('/testy?q=1', { loader: true });
    expect(reload.mock.calls).toEqual([['/testy?q=1']]);
  });

  it('keeps query and hash changes on the same path client-side (a search field may write them)', () => {
    const { router, reload, uninstall } = setup();
    cleanup = uninstall;
    router.navigate('/?q=react');
    router.navigate('/?q=react#prihlaseni');
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing without a pending update, and nothing after the uninstall', () => {
    const { router, reload, state, uninstall } = setup({ pending: false });
    router.navigate('/firmy');
    expect(reload).not.toHaveBeenCalled();
    uninstall();
    state.pending = true;
    router.navigate('/');
    expect(click(link('/firmy')).reachedPage).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });
});
