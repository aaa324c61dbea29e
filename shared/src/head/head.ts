/**
 * Document head of every page (spec section 2, "Page-wide behaviour"): the title is the
 * page title followed by the site domain name, og:url and canonical name the page,
 * hreflang alternates link it to its twin on the other language's domain, and the
 * robots meta follows a config flag. The shell server renders these tags into
 * index.html and the shell updates the same elements after each navigation.
 */
import { LOCALE_CODES, DEFAULT_LOCALE, type LocaleCode } from '../locale/locales';
import { matchRoute, pathFor, twinPathFor } from '../routes/match';
import { routeDefs, type RouteId } from '../routes/route-table';

export const ROBOTS_ALL = 'all';
export const ROBOTS_NOINDEX = 'noindex,nofollow';
export const robotsContent = (indexable: boolean) => (indexable ? ROBOTS_ALL : ROBOTS_NOINDEX);
/** A page's robots: the site's flag, except that a route marked `noindex` (the back office) never is indexed. */
export const robotsOfRoute = (id: RouteId | null | undefined, indexable: boolean) => robotsContent(indexable && !(id && routeDefs[id].noindex));

/** Marks the head elements the server renders and the client keeps up to date. */
export const HEAD_ATTRIBUTE = 'data-rk-head';

/** `localhost:3000` → `localhost`, `www.raketa.cz` → `www.raketa.cz`. */
export function siteDomainName(host: string): string {
  return host.replace(/:\d+$/, '').toLowerCase();
}

export function documentTitle(pageTitle: string, host: string): string {
  const domain = siteDomainName(host);
  return pageTitle ? `${pageTitle} | ${domain}` : domain;
}

export interface Alternate {
  hreflang: LocaleCode | 'x-default';
  href: string;
}

/**
 * The page in every language, on that language's host; x-default is the default
 * language's page. An unknown path has no twins, so none are listed. `pathname` is
 * decoded (as matched); the hrefs are percent-encoded.
 */
export function alternatesFor(pathname: string, locale: LocaleCode, hosts: Record<LocaleCode, string>, protocol: 'http:' | 'https:'): Alternate[] {
  const match = matchRoute(pathname, locale);
  if (!match) return [];
  const links: Alternate[] = LOCALE_CODES.map((code) => ({
    hreflang: code,
    href: `${protocol}//${hosts[code]}${twinPathFor(match, code)}`, // its words in that language; parameters encoded
  }));
  const fallback = links.find((link) => link.hreflang === DEFAULT_LOCALE)!;
  return [...links, { hreflang: 'x-default', href: fallback.href }];
}

/**
 * The page's URL for og:url and canonical, without query or fragment: its own, or for a variant
 * page (route `canonicalOf`) the page it is a variant of. `pathname` is decoded.
 */
export function pageUrl(protocol: 'http:' | 'https:', host: string, pathname: string, locale: LocaleCode): string {
  const match = matchRoute(pathname, locale);
  const canonicalOf = match ? routeDefs[match.id].canonicalOf : undefined;
  if (match && canonicalOf) return `${protocol}//${host}${pathFor(canonicalOf as RouteId, locale, match.params)}`;
  return `${protocol}//${host}${encodeURI(pathname)}`;
}

/** `decodeURIComponent` that keeps a malformed path as it is instead of throwing. */
export function safeDecodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Marks the head elements a page's own render adds (its meta): the client drops them when the page changes. */
export const PAGE_HEAD_ATTRIBUTE = 'data-rk-page-head';

/** One element of the document head, as the server writes it and the client keeps it. */
export interface HeadElement {
  tag: 'meta' | 'link';
  attributes: Record<string, string>;
}

/**
 * The head elements of every page, in order (spec section 2): robots, og:url, canonical and the
 * hreflang twins. The one list both sides use: the shell server writes it into index.html, the
 * client's DocumentHead puts the same elements in place after each navigation.
 */
export function pageHeadElements({ robots, url, alternates }: { robots: string; url: string; alternates: Alternate[] }): HeadElement[] {
  return [
    { tag: 'meta', attributes: { name: 'robots', content: robots } },
    { tag: 'meta', attributes: { property: 'og:url', content: url } },
    { tag: 'link', attributes: { rel: 'canonical', href: url } },
    ...alternates.map((link): HeadElement => ({ tag: 'link', attributes: { rel: 'alternate', hreflang: link.hreflang, href: link.href } })),
  ];
}
