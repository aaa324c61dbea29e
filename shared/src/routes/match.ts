import { generatePath, matchRoutes } from './router';
import { LOCALE_CODES, type LocaleCode } from '../locale/locales';
import { ROUTE_IDS, routeDefs, routes, type RouteId } from './route-table';

export interface RouteMatch {
  id: RouteId;
  locale: LocaleCode;
  params: Record<string, string | undefined>;
}

/** Route-level validation: false when a parameter fails the route's pattern (a fatal 404). */
export function isValidMatch({ id, params }: Pick<RouteMatch, 'id' | 'params'>): boolean {
  const patterns: Readonly<Record<string, RegExp>> = routeDefs[id].params ?? {};
  return Object.entries(patterns).every(([name, pattern]) => params[name] === undefined || pattern.test(params[name]!));
}

export type PathStatus =
  | { kind: 'page'; match: RouteMatch }
  | { kind: 'redirect'; match: RouteMatch; location: string }
  | { kind: 'notFound'; fatal: boolean; match: RouteMatch | null };

/**
 * What a path is: a page, a middleware redirect, or a 404 that is non-fatal (no route
 * matched: the 404 message inside the layout) or fatal (a route matched but failed its
 * validation: the error page).
 */
export function resolvePath(pathname: string, preferred: LocaleCode): PathStatus {
  const match = matchRoute(pathname, preferred);
  if (!match) return { kind: 'notFound', fatal: false, match: null };
  if (!isValidMatch(match)) return { kind: 'notFound', fatal: true, match };
  const target = routeDefs[match.id].redirectTo;
  if (target) return { kind: 'redirect', match, location: pathFor(target as RouteId, match.locale) };
  return { kind: 'page', match };
}

// One flat list of every (route, locale) path, ranked by react-router's own matcher so that
// static segments win over parameters (`/nabidky/ulozene` is saved jobs, not a fields filter).
interface FlatRoute {
  path: string;
  handle: { id: RouteId; locale: LocaleCode };
}
const flat: FlatRoute[] = ROUTE_IDS.flatMap((id) =>
  LOCALE_CODES.map((locale): FlatRoute => ({ path: routes[id].path[locale], handle: { id, locale } })),
);

// react-router's matchRoutes flattens and ranks the whole list on every call, and a page asks for
// its path's match several times per render (head, header, locale detection), on the server too:
// the latest answers are kept (the oldest dropped first).
const MATCH_CACHE_SIZE = 64;
const matches = new Map<string, RouteMatch | null>();

/**
 * Matches a pathname against the route table. Paths of `preferred` win where both
 * languages share a path (for example `/startup/:slug`).
 */
export function matchRoute(pathname: string, preferred: LocaleCode): RouteMatch | null {
  const key = `${preferred} ${pathname}`;
  let match = matches.get(key);
  if (match === undefined) {
    match = computeMatch(pathname, preferred);
    if (matches.size >= MATCH_CACHE_SIZE) matches.delete(matches.keys().next().value!);
    matches.set(key, match);
  }
  // A copy: callers own what they get.
  return match && { ...match, params: { ...match.params } };
}

function computeMatch(pathname: string, preferred: LocaleCode): RouteMatch | null {
  const found = matchRoutes(flat, pathname);
  if (!found) return null;
  const best = found[found.length - 1]!;
  const { handle } = best.route;
  const twin = routes[handle.id].path[preferred] === routes[handle.id].path[handle.locale];
  return { id: handle.id, locale: twin ? preferred : handle.locale, params: { ...best.params } };
}

/** Builds the path of a route in a locale; optional parameters may be left out. */
export function pathFor(id: RouteId, locale: LocaleCode, params: Record<string, string | undefined> = {}): string {
  return generatePath(routes[id].path[locale], params as Record<string, string>);
}

/** A match's parameters as `locale` spells them (route-table.ts, `localizeParams`); others as they are. */
export function localizedParams(match: Pick<RouteMatch, 'id' | 'params'>, locale: LocaleCode): Record<string, string | undefined> {
  const localize = routeDefs[match.id].localizeParams ?? {};
  const params = { ...match.params };
  for (const [name, spell] of Object.entries(localize)) {
    const value = params[name];
    if (value !== undefined && value !== '') params[name] = spell(value, locale) ?? value;
  }
  return params;
}

/** The path of the page `match` names in `locale`: the twin page, its words in that language (`/nabidky/vyvoj` → `/jobs/development`). */
export function twinPathFor(match: Pick<RouteMatch, 'id' | 'params'>, locale: LocaleCode): string {
  // generatePath encodes the fields separator; `+` is as valid in a path and is how the list writes it.
  return pathFor(match.id, locale, localizedParams(match, locale)).replaceAll('%2B', '+');
}

/** Whether the match's word parameters are already `locale`'s (else the page redirects to `twinPathFor`). */
export function hasOwnWords(match: Pick<RouteMatch, 'id' | 'params'>, locale: LocaleCode): boolean {
  const localized = localizedParams(match, locale);
  return Object.keys(localized).every((name) => localized[name] === match.params[name]);
}
