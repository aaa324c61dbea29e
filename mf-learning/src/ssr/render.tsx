/**
 * This remote's server renderer (shared/src/federation/ssr.ts): a StartupEDU chapter, which
 * crawlers should read. For every browser it answers the page's status (404 for no such course or
 * chapter) and head (the chapter's title, a description from its text); for a visitor also the page
 * as the client's first render will draw it (same components, same data, signed out) with the data
 * to hydrate. The chapter's first data is declared beside its page (chapter-page.tsx). Built as a
 * node bundle (`ssr/render.js`) with its build.
 */
import {
  api,
  createApiClients,
  matchRoute,
  RemotePages,
  routeDefs,
  serverI18n,
  SESSION_QUERY_KEY,
  SIGNED_OUT,
  withoutHoisted,
  type RemoteRenderer,
  type RenderRequest,
  type RenderResult,
} from '@raketa/shared';
import type { ChapterDetail } from '@raketa/shared/learning';
import sharedCs from '@raketa/shared/messages/cs.json';
import sharedEn from '@raketa/shared/messages/en.json';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, StaticRouter } from 'react-router';
import { ChapterPage, prefetchChapter } from '../features/courses/components/chapter-page';
import { isNotFound } from '../lib/courses-api';
import learningCs from '../locales/cs.json';
import learningEn from '../locales/en.json';

const MESSAGES = { cs: { learning: learningCs, shared: sharedCs }, en: { learning: learningEn, shared: sharedEn } };

const contractVersion = typeof __RAKETA_CONTRACT_VERSION__ === 'number' ? __RAKETA_CONTRACT_VERSION__ : undefined;

/** The longest description a search result shows whole. */
const DESCRIPTION_LENGTH = 160;

/** Plain text of Markdown: marks, images and link targets left out. */
const plainText = (markdown: string) =>
  markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(?:[-+]|\d+\.)\s+/gm, '')
    .replace(/[*_`>~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The chapter's opening paragraphs as plain text (headings, code and tables left out), cut at a word, for its description. */
export function descriptionOf(markdown: string): string {
  let text = '';
  for (const paragraph of markdown.split(/\n\s*\n/)) {
    if (/^\s*(#|```|\|)/.test(paragraph)) continue;
    text = `${text} ${plainText(paragraph)}`.trim();
    if (text.length >= DESCRIPTION_LENGTH / 2) break;
  }
  if (text.length <= DESCRIPTION_LENGTH) return text;
  return `${text.slice(0, DESCRIPTION_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
}

let configuredApi: string | null = null;

async function render(request: RenderRequest, { apiUrl }: { apiUrl: string }): Promise<RenderResult | null> {
  // The bundle's own API clients, pointed at the API instead of the page's origin (one API per process).
  if (configuredApi !== apiUrl) {
    Object.assign(api, createApiClients(apiUrl));
    configuredApi = apiUrl;
  }
  const { routeId, locale, url, markup } = request;
  const [pathname = '/'] = url.split('?', 1);
  const match = matchRoute(pathname, locale);
  if (routeId !== 'chapter' || !match || match.id !== routeId) return null;
  const query = prefetchChapter(match.params, locale);
  // Not a chapter's path: the page itself shows the not-found page.
  if (!query) return { contractVersion, status: 404 };

  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(SESSION_QUERY_KEY, SIGNED_OUT);
  let chapter: ChapterDetail;
  try {
    chapter = await client.fetchQuery({ ...query, retry: false });
  } catch (error) {
    // No such course or chapter: the not-found page. Any other failure leaves the page to the browser.
    return isNotFound(error) ? { contractVersion, status: 404 } : null;
  }
  const answer: RenderResult = {
    contractVersion,
    head: {
      title: chapter.title,
      meta: [
        { name: 'description', content: descriptionOf(chapter.body) },
        { property: 'og:title', content: chapter.title },
        { property: 'og:type', content: 'article' },
      ],
    },
  };
  if (!markup) return answer;

  const i18n = await serverI18n(locale, MESSAGES, 'learning');
  // The same tree as the browser's routes module (RemotePages: the page in its Suspense boundary).
  const html = withoutHoisted(
    renderToString(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <StaticRouter location={url}>
            <Routes>
              <Route
                path={routeDefs[routeId].path[match.locale]}
                element={<RemotePages pages={{ chapter: ChapterPage }} props={{ routeId, locale }} />}
              />
            </Routes>
          </StaticRouter>
        </I18nextProvider>
      </QueryClientProvider>,
    ),
  );
  return { ...answer, html, queries: dehydrate(client) };
}

export default { render } satisfies RemoteRenderer;
