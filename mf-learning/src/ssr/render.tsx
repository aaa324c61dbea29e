/**
 * This remote's server renderer (shared/src/federation/ssr.ts): a StartupEDU chapter, which
 * crawlers should read. For every browser it answers the page's status (404 for no such course or
 * chapter) and head (the chapter's title, a description from its text); for a visitor also the page
 * as the client's first render will draw it (same components, same data, signed out) with the data
 * to hydrate. The chapter's first data is declared beside its page (chapter-page.tsx). Built as a
 * node bundle (`ssr/render.js`) with its build.
 */
import { RemotePages, serverI18n } from '@raketa/shared';
import type { ChapterDetail } from '@raketa/shared/learning';
import sharedCs from '@raketa/shared/messages/cs.json';
import sharedEn from '@raketa/shared/messages/en.json';
import { createRemoteRenderer, renderRemotePage, type RemotePageAnswer } from '@raketa/shared/ssr';
import { ChapterPage, prefetchChapter } from '../features/courses/components/chapter-page';
import { isNotFound } from '../lib/courses-api';
import learningCs from '../locales/cs.json';
import learningEn from '../locales/en.json';

const MESSAGES = { cs: { learning: learningCs, shared: sharedCs }, en: { learning: learningEn, shared: sharedEn } };

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

export default createRemoteRenderer(async ({ routeId, locale, url, markup }, { match, client }) => {
  if (routeId !== 'chapter') return null;
  const query = prefetchChapter(match.params, locale);
  // Not a chapter's path: the page itself shows the not-found page.
  if (!query) return { status: 404 };

  let chapter: ChapterDetail;
  try {
    chapter = await client.fetchQuery({ ...query, retry: false });
  } catch (error) {
    // No such course or chapter: the not-found page. Any other failure leaves the page to the browser.
    return isNotFound(error) ? { status: 404 } : null;
  }
  const answer: RemotePageAnswer = {
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
  const element = <RemotePages pages={{ chapter: ChapterPage }} props={{ routeId, locale }} />;
  return { ...answer, ...renderRemotePage({ url, match, client, i18n, element }) };
});
