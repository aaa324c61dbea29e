/**
 * What every remote's server renderer (`<remote>/src/ssr/render.tsx`; the protocol in ssr.ts) does
 * the same way: its API clients pointed at the API, the URL matched against the route asked for,
 * data fetched as a visitor's browser would, the answer stamped with the build's contract version,
 * and the page's markup drawn as the client's first render will draw it, with the data to hydrate.
 * A remote keeps only what its pages decide: which data, which status, redirect and head.
 *
 * Server render only, so it is its own entry (`@raketa/shared/ssr`): react-dom/server stays out of
 * the browser's shared singleton.
 */
import { dehydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, StaticRouter } from 'react-router';
import { api, createApiClients } from '../api/clients';
import { matchRoute, type RouteMatch } from '../routes/match';
import { routeDefs } from '../routes/route-table';
import { SESSION_QUERY_KEY, SIGNED_OUT } from '../session/session';
import { withoutHoisted, type RemoteRenderer, type RenderRequest, type RenderResult } from '../federation/ssr';

/** What a remote's page answer is given beside the request. */
export interface RemotePageContext {
  /** The route the URL matched, with its parameters. */
  match: RouteMatch;
  /** The URL's query string with its `?`, or ''. */
  search: string;
  /** Data as the client will fetch it: signed out (the markup is a visitor's), no retry, nothing stale. */
  client: QueryClient;
}

/** A page's answer; the renderer adds the contract version. */
export type RemotePageAnswer = Omit<RenderResult, 'contractVersion'>;

const contractVersion = typeof __RAKETA_CONTRACT_VERSION__ === 'number' ? __RAKETA_CONTRACT_VERSION__ : undefined;

/**
 * A remote's renderer from its pages' answer. A URL that is not the route asked for is left to the
 * browser (null) without asking `answer`.
 */
export function createRemoteRenderer(answer: (request: RenderRequest, page: RemotePageContext) => Promise<RemotePageAnswer | null>): RemoteRenderer {
  let configuredApi: string | null = null;
  return {
    async render(request, { apiUrl }) {
      // The bundle's own API clients, pointed at the API instead of the page's origin (one API per process).
      if (configuredApi !== apiUrl) {
        Object.assign(api, createApiClients(apiUrl));
        configuredApi = apiUrl;
      }
      const [pathname = '/', search = ''] = request.url.split(/(?=\?)/, 2);
      const match = matchRoute(pathname, request.locale);
      if (!match || match.id !== request.routeId) return null;
      const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
      client.setQueryData(SESSION_QUERY_KEY, SIGNED_OUT);
      const result = await answer(request, { match, search, client });
      return result && { ...result, contractVersion };
    },
  };
}

/**
 * The page's markup, `element` at its route inside the providers the remote's routes module gives
 * it in the browser, and the data it was drawn with (`client`'s) for the client to hydrate.
 */
export function renderRemotePage({
  url,
  match,
  client,
  i18n,
  element,
}: {
  url: string;
  match: RouteMatch;
  client: QueryClient;
  i18n: I18n;
  element: ReactElement;
}): { html: string; queries: DehydratedState } {
  const html = withoutHoisted(
    renderToString(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <StaticRouter location={url}>
            <Routes>
              <Route path={routeDefs[match.id].path[match.locale]} element={element} />
            </Routes>
          </StaticRouter>
        </I18nextProvider>
      </QueryClientProvider>,
    ),
  );
  return { html, queries: dehydrate(client) };
}
