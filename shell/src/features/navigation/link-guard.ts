/**
 * Page-wide navigation guard (spec section 2): a click on a link to an external host
 * that is not allowlisted, or with an unsafe protocol, is stopped before the browser
 * follows it, and the user is told. `navigateTo` applies the same rule to code that
 * navigates programmatically.
 */
import { checkNavigationUrl, i18n, toast, TOAST_DURATION_MS, VOUCHED_LINK_ATTRIBUTE, type UrlCheck } from '@raketa/shared';

export interface NavigationGuardConfig {
  /** The site's own hosts (public config `hosts`). */
  siteHosts: readonly string[];
  /** External hosts links may go to (public config `externalHosts`). */
  allowedHosts: readonly string[];
}

type BlockReason = Extract<UrlCheck, { allowed: false }>['reason'];
export type BlockedHandler = (href: string, reason: BlockReason) => void;

/** Warns in the console and shows a destructive toast. */
export const notifyBlocked: BlockedHandler = (href, reason) => {
  console.warn(`[navigation] blocked ${JSON.stringify(href)} (${reason})`);
  toast({
    title: i18n.t('linkGuard.blockedTitle', { ns: 'shell' }),
    description: i18n.t('linkGuard.blockedText', { ns: 'shell' }),
    variant: 'destructive',
    duration: TOAST_DURATION_MS,
  });
};

/** The link (HTML or SVG `a`, or `area`) an event happened in, if it has an href. */
export function linkOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest('a[href], area[href]') : null;
}

export interface InstallOptions {
  doc?: Document;
  onBlocked?: BlockedHandler;
  /** Client-side navigation to a same-origin path (the router's `navigate`). */
  navigate?: (path: string) => void;
}

interface Active {
  config: NavigationGuardConfig;
  doc: Document;
  onBlocked: BlockedHandler;
  navigate: ((path: string) => void) | undefined;
}
let active: Active | null = null;

function check(href: string, { config, doc }: Pick<Active, 'config' | 'doc'>): UrlCheck {
  return checkNavigationUrl(href, { origin: doc.baseURI, siteHosts: config.siteHosts, allowedHosts: config.allowedHosts });
}

/** A vouched link (VOUCHED_LINK_ATTRIBUTE) to a plain http(s) address without credentials. */
function isVouched(link: Element, href: string, doc: Document): boolean {
  if (!link.hasAttribute(VOUCHED_LINK_ATTRIBUTE)) return false;
  try {
    const url = new URL(href, doc.baseURI);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * Blocks clicks (also middle clicks) on links that fail the guard, in the capture
 * phase on the document so no handler of the page acts on them first. Also configures
 * `navigateTo`. Returns the uninstaller.
 */
export function installNavigationGuard(config: NavigationGuardConfig, options: InstallOptions = {}): () => void {
  const { doc = document, onBlocked = notifyBlocked, navigate } = options;
  const state: Active = { config, doc, onBlocked, navigate };
  const onClick = (event: MouseEvent) => {
    const link = linkOf(event.target);
    if (!link) return;
    const href = link.getAttribute('href') ?? '';
    const verdict = check(href, state);
    if (verdict.allowed) return;
    if (verdict.reason === 'external-host' && isVouched(link, href, state.doc)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    onBlocked(href, verdict.reason);
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('auxclick', onClick, true);
  active = state;
  return () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('auxclick', onClick, true);
    if (active === state) active = null;
  };
}

/**
 * Navigates to `url` if the guard allows it: same-origin paths client-side through the
 * router, anything else as a page load. Returns false (and tells the user) when blocked.
 * Before the guard is installed it allows only the current origin.
 */
export function navigateTo(url: string): boolean {
  const state = active ?? { config: { siteHosts: [], allowedHosts: [] }, doc: document, onBlocked: notifyBlocked, navigate: undefined };
  const verdict = check(url, state);
  if (!verdict.allowed) {
    state.onBlocked(url, verdict.reason);
    return false;
  }
  const view = state.doc.defaultView ?? window;
  const { url: target } = verdict;
  if (state.navigate && target.origin === view.location.origin) {
    state.navigate(`${target.pathname}${target.search}${target.hash}`);
  } else {
    view.location.assign(target.href);
  }
  return true;
}
