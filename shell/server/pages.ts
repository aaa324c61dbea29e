/**
 * The site's pages: `index.html` for every other path, with the status, head and first view the
 * page should have. The shell knows routes and remotes only: a route of a remote is answered as
 * that remote's server render says (shared/src/federation/ssr.ts: status, redirect, head, and for a
 * visitor the markup and first data); a route of the shell, or a remote that says nothing in time,
 * answers 200 and the browser finds out itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  alternatesFor,
  documentTitle,
  hasOwnWords,
  HEAD_ATTRIBUTE,
  INLINE_IDS,
  isHashedMessagesPath,
  LOCALE_CODES,
  localeForHost,
  MESSAGES_DIR,
  PAGE_HEAD_ATTRIBUTE,
  pageHeadElements,
  pageUrl,
  resolvePath,
  robotsOfRoute,
  routeDefs,
  twinPathFor,
  type Alternate,
  type HeadElement,
  type LocaleCode,
  type MessagesPaths,
  type RemoteName,
  type RemotesConfig,
  type RenderHead,
  type RouteId,
} from '@raketa/shared';
import csMessages from '@raketa/shared/messages/cs.json';
import enMessages from '@raketa/shared/messages/en.json';
import { FIRST_VIEW_FILE, revalidated, REVALIDATE, type FirstViewAssets, type ResolvedTopology } from '@raketa/platform';
import type { DehydratedState } from '@tanstack/react-query';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PublicConfig } from '../src/config/public-config';
import type { SiteFlags } from './config';
import { escapeHtml, scriptJson } from './html';
import {
  firstViewLinks,
  hasSession,
  inlinableCss,
  loadShellRenderer,
  manifestHintsSource,
  messagesToPreload,
  remoteStylesOf,
  renderingRemote,
  renderRemotePage,
  stylesheetSource,
  type PageAnswer,
  type PreloadHints,
} from './server-render';

/** The live remotes (platform/releases.ts remotesConfigSource). */
export interface RemotesSource {
  entries(): RemotesConfig['remotes'];
}

const CONFIG_MARKER = '<!--raketa:public-config-->';
const ROUTE_TITLES: Record<LocaleCode, { routes: Record<string, string> }> = { cs: csMessages, en: enMessages };

export interface PageHead {
  title: string;
  robots: string;
  url: string;
  alternates: Alternate[];
  /** The page's own meta and structured data, from its remote's render. */
  page?: Omit<RenderHead, 'title'>;
}

/** What a page carries beyond the shell's index.html (server-render.ts). */
export interface FirstView {
  /** Stylesheets, as `<style>` or `<link>` elements. */
  links: string;
  /** Preload hints for the page's code and data, as `<link>` elements. */
  preloads: string;
  /** Inlined data by element id (INLINE_IDS): the remotes config, the page's first data. */
  inline: Record<string, unknown>;
  /** The server-rendered markup of `#root`, when the page has it. */
  root?: string;
}

const elementHtml = ({ tag, attributes }: HeadElement, mark: string) =>
  `<${tag}${Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('')} ${mark}>`;

/** The page's head as the client keeps it (shell/src/features/head): the same elements (shared pageHeadElements), marked alike. */
function headTags(head: PageHead): string {
  return [
    ...pageHeadElements({ robots: head.robots, url: head.url, alternates: head.alternates }).map((element) => elementHtml(element, HEAD_ATTRIBUTE)),
    ...(head.page?.meta ?? []).map((meta) => elementHtml({ tag: 'meta', attributes: meta as Record<string, string> }, PAGE_HEAD_ATTRIBUTE)),
    // The attribute a page's own script uses for its structured data (mf-jobs use-json-ld.ts): it replaces these.
    ...(head.page?.jsonLd ?? []).map((data) => `<script type="application/ld+json" data-rk-jsonld>${scriptJson(data)}</script>`),
  ].join('');
}

const ROOT_ELEMENT = '<div id="root"></div>';
/** Where the first view's code goes when the page loads it after its first paint. */
const BODY_END = '</body>';

/** The template's script elements (the entry html-webpack-plugin adds). */
const SCRIPT_ELEMENT = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;

/**
 * Starts the page's code once its server markup is on screen: the preloads and the entry script
 * are added after the first frame (a task after its animation frame), so nothing competes with the
 * first paint for the network or the CPU (issue 26: on a phone the first paint came up to twice as
 * late as the same page without scripts). A hidden tab paints nothing and starts at once.
 */
export function afterFirstPaint(preloads: string, scripts: string[]): string {
  return (
    `<script>(function(d,p,s){function go(){d.head.insertAdjacentHTML('beforeend',p);s.forEach(function(src){` +
    `var e=d.createElement('script');e.src=src;e.async=false;d.head.appendChild(e)})}` +
    `d.visibilityState==='hidden'?go():requestAnimationFrame(function(){setTimeout(go)})})` +
    `(document,${scriptJson(preloads)},${scriptJson(scripts)})</script>`
  );
}

/**
 * The page's HTML: the template with its language, head, inline data and first view. A page with
 * server markup loads its code after the first paint (afterFirstPaint); one without has nothing to
 * paint first, so its code and preloads stay in the head.
 */
export function renderIndex(template: string, locale: LocaleCode, config: PublicConfig, head?: PageHead, firstView?: FirstView): string {
  if (!template.includes(CONFIG_MARKER)) throw new Error(`index.html lacks the ${CONFIG_MARKER} marker`);
  let html = template.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
  if (head) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  const inline = Object.entries(firstView?.inline ?? {})
    .map(([id, value]) => `<script id="${escapeHtml(id)}" type="application/json">${scriptJson(value)}</script>`)
    .join('');
  const markup = firstView?.root;
  html = html.replace(
    CONFIG_MARKER,
    `${head ? headTags(head) : ''}${firstView?.links ?? ''}${markup ? '' : (firstView?.preloads ?? '')}<script id="rk-public-config" type="application/json">${scriptJson(config)}</script>${inline}`,
  );
  if (markup) {
    if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html lacks ${ROOT_ELEMENT}`);
    if (!html.includes(BODY_END)) throw new Error(`index.html lacks ${BODY_END}`);
    const scripts: string[] = [];
    html = html
      .replace(SCRIPT_ELEMENT, (_element, src: string) => (scripts.push(src), ''))
      .replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>`)
      .replace(BODY_END, () => `${afterFirstPaint(firstView.preloads, scripts)}${BODY_END}`);
  }
  return html;
}

/**
 * A page depends on the host (its language) and is compressed per Accept-Encoding: a shared cache
 * must key it on both, so the Czech page never reaches the English host. (Lower case as
 * @fastify/compress writes it, so it does not add its own.) Built files do not vary by host.
 */
const PAGE_VARY = 'Host, accept-encoding';
/** A remote's page may be rendered on the server for a visitor only (its render decides): it differs by the session cookie too. */
const REMOTE_PAGE_VARY = 'Host, Cookie, accept-encoding';

/** Pages with their own status: the error pages answer theirs. */
const PAGE_STATUS: Partial<Record<RouteId, number>> = { notFound: 404, serverError: 500 };

/**
 * The decoded path of a request URL, or null when it is not valid percent-encoding.
 * Not `new URL(url, base)`: it reads `//x/y` as a protocol-relative URL with path `/y`.
 */
function pathOf(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?', 1)[0]!);
  } catch {
    return null;
  }
}

/**
 * The shell build's first-view files (platform/first-view-assets.ts): scripts as URL paths,
 * styles with their text to inline (read once: a build's files never change). None for a build without them.
 */
function readFirstViewAssets(distDir: string): {
  scripts: string[];
  styles: { href: string; text: string | null }[];
  messages: MessagesPaths;
} {
  const file = path.join(distDir, FIRST_VIEW_FILE);
  if (!fs.existsSync(file)) return { scripts: [], styles: [], messages: {} };
  const assets = JSON.parse(fs.readFileSync(file, 'utf8')) as FirstViewAssets;
  return {
    scripts: assets.scripts.map((name) => `/${name}`),
    styles: assets.styles.map((name) => ({ href: `/${name}`, text: inlinableCss(fs.readFileSync(path.join(distDir, name), 'utf8')) })),
    messages: Object.fromEntries(
      LOCALE_CODES.flatMap((locale) => (isHashedMessagesPath(assets.messages?.[locale], locale) ? [[locale, `/${assets.messages![locale]}`]] : [])),
    ),
  };
}

export interface PagesOptions {
  distDir: string;
  topology: ResolvedTopology;
  flags: SiteFlags;
  remotes: RemotesSource;
  /** How long a page waits for its remote's render (server-render.ts) before answering without it. */
  serverRenderTimeoutMs: number;
}

const problem = (reply: FastifyReply, status: number, title: string) =>
  reply.code(status).type('application/problem+json').send({ type: 'about:blank', title, status });

/**
 * Every path no other part answers: a page of the route table with its status, the 404 page, or a
 * redirect; and the 500 page for a GET that failed. Not encapsulated (fastify-plugin): its
 * not-found and error handlers are the server's.
 */
export const pagesPlugin = fp<PagesOptions>(async (app, { distDir, topology, flags, remotes, serverRenderTimeoutMs }) => {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) throw new Error(`${indexFile} is missing: run npm run build first`);
  const template = fs.readFileSync(indexFile, 'utf8');
  const shellRenderer = loadShellRenderer(distDir);
  const shellAssets = readFirstViewAssets(distDir);
  const manifestHints = manifestHintsSource();
  const stylesheets = stylesheetSource();

  const originOf = (request: FastifyRequest, locale: LocaleCode) => `${request.protocol === 'https' ? 'https:' : 'http:'}//${topology.hosts[locale]}`;
  const manifestOf = (remote: RemoteName) => remotes.entries().find((entry) => entry.name === remote)?.entry;

  /**
   * The page's answer from its remote's render: markup for a visitor only (a browser with a
   * session renders its own page), when the shell can put it into its own. Null when the route is
   * the shell's, and when the remote renders nothing, fails or is late.
   */
  async function remoteAnswerOf(request: FastifyRequest, routeId: RouteId, locale: LocaleCode): Promise<PageAnswer | null> {
    const remote = renderingRemote(routeId);
    const manifestUrl = remote && manifestOf(remote);
    if (!manifestUrl) return null;
    const markup = shellRenderer !== null && !hasSession(request.headers.cookie);
    return renderRemotePage(
      manifestUrl,
      { routeId, locale, url: request.url, origin: originOf(request, locale), markup },
      serverRenderTimeoutMs,
    ).catch((error: unknown) => {
      request.log.warn({ err: error }, 'the remote did not answer for the page');
      return null;
    });
  }

  /**
   * The first view's extras (server-render.ts): the remotes config inline, preload hints for the
   * shell's and the route's remote code, and the page's markup and first data when its remote
   * rendered them. Every part that fails or is late is left out.
   */
  async function firstViewOf(request: FastifyRequest, routeId: RouteId | null, locale: LocaleCode, config: PublicConfig, answer: PageAnswer | null) {
    const entries = remotes.entries();
    const owner = routeId ? renderingRemote(routeId) : null;
    const manifestUrl = owner ? manifestOf(owner) : undefined;
    const url = request.url;
    const html = answer?.html;
    const [hints, root] = await Promise.all(
      [
        manifestUrl ? manifestHints(manifestUrl) : null,
        owner && shellRenderer && html !== undefined
          ? shellRenderer.render({ locale, url, config, area: { remote: owner, html }, queries: answer!.queries as DehydratedState })
          : null,
      ].map((part) =>
        Promise.resolve(part).catch((error: unknown) => {
          request.log.warn({ err: error }, 'first view: a part was left out');
          return null;
        }),
      ) as [Promise<PreloadHints | null>, Promise<string | null>],
    );
    const inline: Record<string, unknown> = { [INLINE_IDS.remotesConfig]: { remotes: entries } satisfies RemotesConfig };
    if (root !== null) inline[INLINE_IDS.queries] = answer!.queries;
    const remoteStyles = await Promise.all(remoteStylesOf(hints, routeId).map(async (href) => ({ href, text: await stylesheets(href) })));
    const { styles, preloads } = firstViewLinks(
      [...shellAssets.styles, ...remoteStyles],
      hints,
      shellAssets.scripts,
      messagesToPreload(locale, shellAssets.messages, hints),
      routeId,
    );
    return { links: styles, preloads, inline, root: root ?? undefined } satisfies FirstView;
  }

  /** index.html for this request: locale from the host, the page's head and first view, and the status the client should show. */
  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    routeId: RouteId | null,
    pathname: string,
    answer: PageAnswer | null = null,
  ) {
    const locale = localeForHost(request.headers.host, topology.hosts);
    const protocol = request.protocol === 'https' ? 'https:' : 'http:';
    const host = topology.hosts[locale];
    const config: PublicConfig = { hosts: topology.hosts, ...flags, status };
    const firstView = await firstViewOf(request, routeId, locale, config, answer);
    const { title: ownTitle, ...pageHead } = answer?.head ?? {};
    const head: PageHead = {
      title: documentTitle(ownTitle ?? ROUTE_TITLES[locale].routes[routeId ?? 'notFound'] ?? '', host),
      robots: robotsOfRoute(routeId, flags.robotsIndex),
      url: pageUrl(protocol, host, pathname, locale),
      alternates: routeId ? alternatesFor(pathname, locale, topology.hosts, protocol) : [],
      page: pageHead,
    };
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', REVALIDATE)
      .header('Vary', routeId && renderingRemote(routeId) ? REMOTE_PAGE_VARY : PAGE_VARY);
    // A 200 page carries an ETag, so a revalidation that finds it unchanged is a 304 without a body.
    return revalidated(request, reply, renderIndex(template, locale, config, head, firstView));
  }

  app.setErrorHandler(async (error, request, reply) => {
    request.log.error({ err: error }, 'request failed');
    if (request.method === 'GET' && !reply.sent) return sendPage(request, reply, 500, 'serverError', pathOf(request.url) ?? '/');
    return problem(reply, 500, 'Internal Server Error');
  });

  async function answerPage(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return problem(reply, 404, 'Not Found');
    // Only built files live under /_i18n/ (routes registered from dist at start): a missing one is no page.
    if (request.url.startsWith(`/${MESSAGES_DIR}/`)) return problem(reply, 404, 'Not Found');
    // The redirects below depend on the host too (a twin in the host's language).
    reply.header('Vary', 'Host');
    const locale = localeForHost(request.headers.host, topology.hosts);
    const pathname = pathOf(request.url);
    if (pathname === null) return sendPage(request, reply, 404, null, '/');
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const resolved = resolvePath(pathname, locale);
    if (resolved.kind === 'notFound') return sendPage(request, reply, 404, null, pathname);
    if (resolved.kind === 'redirect') return reply.redirect(resolved.location + query, 302);
    const { match } = resolved;
    // A path of the other language on this host, or with the other language's words in it
    // (/nabidky/development): the twin in this host's language (twinPathFor encodes parameters).
    if (match.locale !== locale || !hasOwnWords(match, locale)) return reply.redirect(twinPathFor(match, locale) + query, 301);
    // The server-side error test page: fails here, so the error handler answers with the 500 page.
    if (match.id === 'easterEggServer') throw new Error('easter egg: a deliberate server-side failure');
    // The route's remote says what the page is: elsewhere (a redirect: one for now is never
    // cached), not there (the 404 page), or its status, head and markup.
    const answer = routeDefs[match.id].owner === 'shell' ? null : await remoteAnswerOf(request, match.id, locale);
    if (answer?.redirect) {
      const { location, permanent } = answer.redirect;
      if (!permanent) reply.header('Cache-Control', 'no-store');
      return reply.redirect(location, permanent ? 301 : 302);
    }
    if (answer?.status === 404) return sendPage(request, reply, 404, null, pathname);
    return sendPage(request, reply, answer?.status ?? PAGE_STATUS[match.id] ?? 200, match.id, pathname, answer);
  }
  // Pages are a route, not only the not-found handler, so they are compressed (compression hooks
  // into routes); the handler still answers what a route passes on (a file not to be served raw).
  app.get('/*', answerPage);
  app.setNotFoundHandler(answerPage);
});
