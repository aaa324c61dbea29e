import {
  createBrowserRouter,
  hasOwnWords,
  isValidMatch,
  LOCALE_CODES,
  Navigate,
  Outlet,
  pathFor,
  ROUTE_IDS,
  routeDefs,
  twinPathFor,
  useLocation,
  useParams,
  type LocaleCode,
  type RouteId,
  type RouteObject,
} from '@raketa/shared';
import { Suspense, useEffect, useState } from 'react';
import { AuthDialogsMount } from '../features/auth-dialogs/auth-dialogs-mount';
import { FatalError } from '../lib/fatal-error';
import { RouteError } from './route-error';
import { IntercomUser } from '../features/analytics/intercom-user';
import { DocumentHead } from '../features/head/document-head';
import { Layout } from '../features/layout/layout';
import { useLocaleSuggestion, type LocaleSuggestionDeps } from '../features/locale/locale-suggestion';
import { createPageNoticeStore, PageNoticeContext, type PageNoticeStore } from '../lib/page-notice';
import { SHELL_PAGES } from '../features/pages/shell-page';
import { StatusPage } from './status-page';
import { RemoteArea } from '../features/remotes/remote-area';
import { remoteRouteLoader } from '../features/remotes/preload';

/** The error pages are routes too (/404, /500) and answer with their own status. */
const ERROR_PAGE_STATUS: Partial<Record<RouteId, number>> = { notFound: 404, serverError: 500 };

/**
 * One page of the table. `pathLocale` is the language of the path that matched; the
 * page itself is always in the site's language.
 */
function RoutePage({ id, locale, pathLocale }: { id: RouteId; locale: LocaleCode; pathLocale: LocaleCode }) {
  const params = useParams();
  const { search } = useLocation();
  const route = routeDefs[id];
  // Route-level validation: a matched path with a bad parameter is a fatal 404.
  if (!isValidMatch({ id, params })) throw new FatalError(404, `invalid parameters for route ${id}`);
  // The middleware redirect, and a path of the other language (or with its words) to its twin on this host (the server does both too).
  if (route.redirectTo) return <Navigate replace to={pathFor(route.redirectTo as RouteId, locale) + search} />;
  if (pathLocale !== locale || !hasOwnWords({ id, params }, locale)) return <Navigate replace to={twinPathFor({ id, params }, locale) + search} />;
  const status = ERROR_PAGE_STATUS[id];
  // /404 and /500: the page of that status; /404 names no path (it would be its own).
  if (status) return <StatusPage status={status} showPath={false} />;
  const ShellPage = SHELL_PAGES[id];
  return (
    <Layout layout={route.layout} routeId={id}>
      {route.owner !== 'shell' ? (
        <RemoteArea remote={route.owner} routeId={id} locale={locale} />
      ) : ShellPage ? (
        <Suspense fallback={null}>
          <ShellPage />
        </Suspense>
      ) : null}
    </Layout>
  );
}

/**
 * Above every page: the head, the locale suggestion and the page. Fatal page errors replace it with
 * RouteError. The suggestion's state lives here, across pages; its bar is drawn by the page's
 * layout after the skip link, which stays the first stop of the keyboard.
 */
function Root({ deps }: { deps: LocaleSuggestionDeps }) {
  const [notice] = useState(createPageNoticeStore);
  return (
    <>
      <DocumentHead />
      <IntercomUser />
      <LocaleSuggestionNotice deps={deps} notice={notice} />
      <PageNoticeContext.Provider value={notice}>
        <Outlet />
      </PageNoticeContext.Provider>
      <AuthDialogsMount />
    </>
  );
}

/** Keeps the locale suggestion's state and hands its bar to the page notice (drawn by the layout). */
function LocaleSuggestionNotice({ deps, notice }: { deps: LocaleSuggestionDeps; notice: PageNoticeStore }) {
  const bar = useLocaleSuggestion(deps);
  useEffect(() => notice.set(bar), [notice, bar]);
  return null;
}

/**
 * Every route of the table in both languages (twins with one path appear once);
 * the page locale is the site's, whichever language's path matched.
 */
export function buildRoutes(locale: LocaleCode, deps: LocaleSuggestionDeps, { loaders = true } = {}): RouteObject[] {
  const seen = new Set<string>();
  const children: RouteObject[] = [];
  for (const id of ROUTE_IDS) {
    for (const code of [locale, ...LOCALE_CODES.filter((c) => c !== locale)]) {
      const path = routeDefs[id].path[code];
      if (seen.has(path)) continue;
      seen.add(path);
      const { owner } = routeDefs[id];
      children.push({
        id: `${id}:${code}`,
        path,
        element: <RoutePage id={id} locale={locale} pathLocale={code} />,
        // Remote pages: the navigation waits (state `loading`, so the loading bar shows) for the remote's module.
        // (None in the server render: it renders the first page only, with the remote's markup.)
        loader: owner === 'shell' || !loaders ? undefined : remoteRouteLoader(owner),
      });
    }
  }
  children.push({
    id: 'notFound',
    path: '*',
    element: <StatusPage status={404} />,
  });
  return [{ id: 'root', element: <Root deps={deps} />, errorElement: <RouteError />, children }];
}

export function createRouter(locale: LocaleCode, deps: LocaleSuggestionDeps) {
  const routes = buildRoutes(locale, deps);
  // Marks every loader as already run for the first page, so it renders at once (its
  // RemoteArea loads the remote itself); loaders then hold only later navigations.
  const loaderData = Object.fromEntries(routes[0]!.children!.map((route) => [route.id, null]));
  return createBrowserRouter(routes, { hydrationData: { loaderData } });
}
