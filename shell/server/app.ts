/**
 * The shell server: the shell's assets, `index.html` with the right status for
 * every path (200 for a route of the table, 404 otherwise), the remotes config,
 * and forwarding of the API paths so the browser stays same-origin.
 */
import fs from 'node:fs';
import path from 'node:path';
import httpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import {
  alternatesFor,
  API_FORM_POST_PATHS,
  campaignOfRoute,
  API_PATH_PREFIXES,
  documentTitle,
  HEAD_ATTRIBUTE,
  INLINE_IDS,
  isHashedMessagesPath,
  LOCALE_CODES,
  localeForHost,
  MESSAGES_DIR,
  pageUrl,
  pathFor,
  REMOTES_CONFIG_PATH,
  resolvePath,
  robotsContent,
  routeDefs,
  type LocaleCode,
  type MessagesPaths,
  type RemotesConfig,
  type RemoteName,
  type RenderResult,
  type RouteId,
} from '@raketa/shared';
import csMessages from '@raketa/shared/messages/cs.json';
import enMessages from '@raketa/shared/messages/en.json';
import {
  FIRST_VIEW_FILE,
  registerCompression,
  registerStatic,
  remotesConfigSource,
  revalidated,
  REVALIDATE,
  type FirstViewAssets,
  type ResolvedTopology,
} from '@raketa/shared/platform';
import type { DehydratedState } from '@tanstack/react-query';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { PublicConfig } from '../src/config/public-config';
import { DEFAULT_FLAGS, type SiteFlags } from './config';
import { escapeHtml, scriptJson } from './html';
import {
  firstViewLinks,
  hasSession,
  inlinableCss,
  loadShellRenderer,
  manifestHintsSource,
  messagesToPreload,
  remoteStylesOf,
  renderRemotePage,
  SERVER_RENDER_TIMEOUT_MS,
  serverRenderingRemote,
  stylesheetSource,
  type PreloadHints,
} from './server-render';

export interface ShellServerOptions {
  distDir: string;
  topology: ResolvedTopology;
  flags?: SiteFlags;
  /** Proxies in front whose X-Forwarded-* count; none by default (see config.ts). */
  trustProxy?: string | false;
  logger?: boolean;
  /** How long a job detail's status waits for the API before answering 200 without it. */
  jobStatusTimeoutMs?: number;
  /** How long a campaign page waits for its campaign's state before answering the page without it. */
  campaignTimeoutMs?: number;
  /** How long a page waits for its remote's server render (server-render.ts) before answering without it. */
  serverRenderTimeoutMs?: number;
}

export const JOB_STATUS_TIMEOUT_MS = 800;
export const CAMPAIGN_TIMEOUT_MS = 800;

/** What the API says of a job, as far as the detail page's HTTP status goes. */
type JobState = { kind: 'open'; slug: string } | { kind: 'closed' } | { kind: 'missing' } | { kind: 'unknown' };

/**
 * `GET {api}/api/jobs/{id}` (api/JOBS.md): open (with its canonical slug), closed (410) or missing
 * (404). Anything else, a timeout included, is `unknown`: the page then answers 200 as any route
 * and the client finds out itself, so a slow API never holds the page up for long.
 */
async function jobState(apiUrl: string, id: string, timeoutMs: number, request: FastifyRequest): Promise<JobState> {
  try {
    const response = await fetch(`${apiUrl}/api/jobs/${encodeURIComponent(id)}`, {
      headers: { accept: 'application/ld+json', 'x-forwarded-host': request.host },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 404) return { kind: 'missing' };
    if (response.status === 410) return { kind: 'closed' };
    if (!response.ok) return { kind: 'unknown' };
    const body = (await response.json()) as { slug?: unknown };
    return typeof body.slug === 'string' && body.slug !== '' ? { kind: 'open', slug: body.slug } : { kind: 'unknown' };
  } catch (error) {
    request.log.warn({ err: error }, 'job status: the API did not answer in time');
    return { kind: 'unknown' };
  }
}

/**
 * `GET {api}/api/campaigns/{slug}` (api/COMPANY-PAGES.md): false only when the API says the campaign
 * is inactive (or unknown). A failure or a timeout answers true: the page is served and the client
 * checks for itself. Asked on every load (the API answers no-store), so a switch shows at once.
 */
async function campaignMayShow(apiUrl: string, slug: string, timeoutMs: number, request: FastifyRequest): Promise<boolean> {
  try {
    const response = await fetch(`${apiUrl}/api/campaigns/${encodeURIComponent(slug)}`, {
      headers: { accept: 'application/ld+json', 'x-forwarded-host': request.host },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 404) return false;
    if (!response.ok) return true;
    const body = (await response.json()) as { active?: unknown };
    return body.active !== false;
  } catch (error) {
    request.log.warn({ err: error }, 'campaign state: the API did not answer in time');
    return true;
  }
}

const CONFIG_MARKER = '<!--raketa:public-config-->';
const ROUTE_TITLES: Record<LocaleCode, { routes: Record<string, string> }> = { cs: csMessages, en: enMessages };

export interface PageHead {
  title: string;
  robots: string;
  url: string;
  alternates: { hreflang: string; href: string }[];
  /** Structured data of the page (a job's JobPosting), as the page's own script would put it. */
  jsonLd?: Record<string, unknown>[];
}

/** What a page carries beyond the shell's index.html (server-render.ts). */
export interface FirstView {
  /** Preload hints and stylesheets, as `<link>` elements. */
  links: string;
  /** Inlined data by element id (INLINE_IDS): the remotes config, the page's first data. */
  inline: Record<string, unknown>;
  /** The server-rendered markup of `#root`, when the page has it. */
  root?: string;
}

/** The page's head as the client keeps it (shell/src/features/head): same elements, same marker attribute. */
function headTags(head: PageHead): string {
  const mark = HEAD_ATTRIBUTE;
  return [
    `<meta name="robots" content="${escapeHtml(head.robots)}" ${mark}>`,
    `<meta property="og:url" content="${escapeHtml(head.url)}" ${mark}>`,
    `<link rel="canonical" href="${escapeHtml(head.url)}" ${mark}>`,
    ...head.alternates.map(
      (link) => `<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}" ${mark}>`,
    ),
    // The attribute the job page's own script uses (mf-jobs use-json-ld.ts): it replaces these.
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json" data-rk-jsonld>${scriptJson(data)}</script>`),
  ].join('');
}

const ROOT_ELEMENT = '<div id="root"></div>';

export function renderIndex(template: string, locale: LocaleCode, config: PublicConfig, head?: PageHead, firstView?: FirstView): string {
  if (!template.includes(CONFIG_MARKER)) throw new Error(`index.html lacks the ${CONFIG_MARKER} marker`);
  let html = template.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
  if (head) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  const inline = Object.entries(firstView?.inline ?? {})
    .map(([id, value]) => `<script id="${escapeHtml(id)}" type="application/json">${scriptJson(value)}</script>`)
    .join('');
  html = html.replace(
    CONFIG_MARKER,
    `${head ? headTags(head) : ''}${firstView?.links ?? ''}<script id="rk-public-config" type="application/json">${scriptJson(config)}</script>${inline}`,
  );
  if (firstView?.root) {
    if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html lacks ${ROOT_ELEMENT}`);
    html = html.replace(ROOT_ELEMENT, () => `<div id="root">${firstView.root}</div>`);
  }
  return html;
}

/**
 * A page depends on the host (its language) and is compressed per Accept-Encoding: a shared cache
 * must key it on both, so the Czech page never reaches the English host. (Lower case as
 * @fastify/compress writes it, so it does not add its own.) Built files do not vary by host.
 */
const PAGE_VARY = 'Host, accept-encoding';
/** A page the server may render differs by the session cookie too (server-render.ts renders for visitors only). */
const SERVER_RENDERED_PAGE_VARY = 'Host, Cookie, accept-encoding';

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
 * The shell build's first-view files (shared/platform/first-view-assets.ts): scripts as URL paths,
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

export async function buildShellServer({
  distDir,
  topology,
  flags = DEFAULT_FLAGS,
  trustProxy = false,
  logger = false,
  jobStatusTimeoutMs = JOB_STATUS_TIMEOUT_MS,
  campaignTimeoutMs = CAMPAIGN_TIMEOUT_MS,
  serverRenderTimeoutMs = SERVER_RENDER_TIMEOUT_MS,
}: ShellServerOptions): Promise<FastifyInstance> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) throw new Error(`${indexFile} is missing: run npm run build first`);
  const template = fs.readFileSync(indexFile, 'utf8');
  const shellRenderer = loadShellRenderer(distDir);
  const shellAssets = readFirstViewAssets(distDir);
  const manifestHints = manifestHintsSource();
  const stylesheets = stylesheetSource();

  const app = Fastify({ logger, trustProxy });
  // Before every route: pages, the remotes config and the forwarded API answers (XML feeds
  // included) are compressed as sent; the built files are sent as their build precompressed them.
  await registerCompression(app);
  // Each remote's live release (its registry, re-read when it changes), else the topology's manifest URL.
  const remotes = remotesConfigSource(topology.remoteUrls, topology.releasesRoot, (message) => app.log.warn(message));
  app.get('/health', async () => ({ status: 'ok' }));
  app.get(REMOTES_CONFIG_PATH, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ remotes: remotes.entries() } satisfies RemotesConfig),
  );
  // Crawlers learn the sitemap (the API's, per language host) here. A site without ROBOTS_INDEX
  // blocks nothing: its pages say noindex themselves, which a crawler kept out could not read.
  app.get('/robots.txt', async (request, reply) => {
    const protocol = request.protocol === 'https' ? 'https' : 'http';
    const host = topology.hosts[localeForHost(request.headers.host, topology.hosts)];
    const sitemap = flags.robotsIndex ? `\nSitemap: ${protocol}://${host}/sitemap.xml\n` : '';
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .header('Vary', 'Host')
      .send(`User-agent: *\nDisallow:\n${sitemap}`);
  });

  // The API sees the shell as its client: pass on who the browser is (throttling per IP), the site
  // host (locale, CSRF) and https (Secure cookies). The API trusts these from the shell's address only.
  const replyOptions: FastifyHttpProxyOptions['replyOptions'] = {
    rewriteRequestHeaders: (request, headers) => ({
      ...headers,
      // The whole chain, browser first and this hop's peer last, as each proxy appends it.
      'x-forwarded-for': [...(request.ips ?? [request.ip])].reverse().join(', '),
      'x-forwarded-proto': request.protocol,
      'x-forwarded-host': request.host,
    }),
  };
  for (const prefix of API_PATH_PREFIXES) {
    await app.register(httpProxy, { upstream: topology.apiUrl, prefix, rewritePrefix: prefix, replyOptions });
  }
  for (const formPath of API_FORM_POST_PATHS) {
    await app.register(httpProxy, { upstream: topology.apiUrl, prefix: formPath, rewritePrefix: formPath, httpMethods: ['POST'], replyOptions });
  }

  await registerStatic(app, distDir, { exclude: ['/index.html'] });

  const originOf = (request: FastifyRequest, locale: LocaleCode) => `${request.protocol === 'https' ? 'https:' : 'http:'}//${topology.hosts[locale]}`;

  /**
   * The route's page as its remote renders it on the server (server-render.ts), for a visitor on a
   * server-rendered route; null for anyone else, and when the remote fails or is late.
   */
  function remotePageOf(request: FastifyRequest, routeId: RouteId, locale: LocaleCode): Promise<RenderResult | null> | null {
    const remote = serverRenderingRemote(routeId);
    const manifestUrl = remote && remotes.entries().find((entry) => entry.name === remote)?.entry;
    if (!manifestUrl || !shellRenderer || hasSession(request.headers.cookie)) return null;
    return renderRemotePage(manifestUrl, { routeId, locale, url: request.url, origin: originOf(request, locale) }, serverRenderTimeoutMs).catch(
      (error: unknown) => {
        request.log.warn({ err: error }, 'first view: the remote did not render the page');
        return null;
      },
    );
  }

  /**
   * The first view's extras (server-render.ts): the remotes config inline, preload hints for the
   * shell's and the route's remote code, and for a server-rendered route (a visitor's page) the
   * page's markup, first data and head. Every part that fails or is late is left out.
   */
  async function firstViewOf(request: FastifyRequest, routeId: RouteId | null, locale: LocaleCode, config: PublicConfig, remotePage: Promise<RenderResult | null> | null) {
    const entries = remotes.entries();
    const owner = routeId ? routeDefs[routeId].owner : 'shell';
    const manifestUrl = owner === 'shell' ? undefined : entries.find((remote) => remote.name === owner)?.entry;
    const url = request.url;
    const [hints, page] = await Promise.all([
      manifestUrl ? manifestHints(manifestUrl) : null,
      remotePage && shellRenderer
        ? remotePage.then(async (result) => {
            if (!result) return null;
            const area = { remote: owner as RemoteName, html: result.html };
            const root = await shellRenderer.render({ locale, url, config, area, queries: result.queries as DehydratedState });
            return root === null ? null : { ...result, root };
          })
        : null,
    ].map((part) =>
      Promise.resolve(part).catch((error: unknown) => {
        request.log.warn({ err: error }, 'first view: a part was left out');
        return null;
      }),
    ) as [Promise<PreloadHints | null>, Promise<(RenderResult & { root: string }) | null>]);
    const inline: Record<string, unknown> = { [INLINE_IDS.remotesConfig]: { remotes: entries } satisfies RemotesConfig };
    if (page) inline[INLINE_IDS.queries] = page.queries;
    const remoteStyles = await Promise.all(remoteStylesOf(hints, routeId).map(async (href) => ({ href, text: await stylesheets(href) })));
    const links = firstViewLinks([...shellAssets.styles, ...remoteStyles], hints, shellAssets.scripts, messagesToPreload(locale, shellAssets.messages, hints), routeId);
    return { firstView: { links, inline, root: page?.root } satisfies FirstView, head: page?.head };
  }

  /**
   * index.html for this request: locale from the host, head of the page, and the status the client
   * should show. A 200 page of a server-rendered route is rendered by its remote, unless the caller
   * has already asked for `remotePage` (null: none).
   */
  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    routeId: RouteId | null,
    pathname: string,
    remotePage?: Promise<RenderResult | null> | null,
  ) {
    const locale = localeForHost(request.headers.host, topology.hosts);
    const protocol = request.protocol === 'https' ? 'https:' : 'http:';
    const host = topology.hosts[locale];
    const config: PublicConfig = { hosts: topology.hosts, ...flags, status };
    const page = remotePage !== undefined ? remotePage : routeId && status === 200 ? remotePageOf(request, routeId, locale) : null;
    const { firstView, head: pageHead } = await firstViewOf(request, routeId, locale, config, page);
    const pageTitle = pageHead?.title ?? ROUTE_TITLES[locale].routes[routeId ?? 'notFound'] ?? '';
    const head: PageHead = {
      title: documentTitle(pageTitle, host),
      robots: robotsContent(flags.robotsIndex),
      url: pageUrl(protocol, host, pathname, locale),
      alternates: routeId ? alternatesFor(pathname, locale, topology.hosts, protocol) : [],
      jsonLd: pageHead?.jsonLd,
    };
    // A server-rendered page differs with the session cookie (a signed-in browser renders its own).
    const vary = routeId && serverRenderingRemote(routeId) ? SERVER_RENDERED_PAGE_VARY : PAGE_VARY;
    reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', REVALIDATE).header('Vary', vary);
    // A 200 page carries an ETag, so a revalidation that finds it unchanged is a 304 without a body.
    return revalidated(request, reply, renderIndex(template, locale, config, head, firstView));
  }

  app.setErrorHandler(async (error, request, reply) => {
    request.log.error({ err: error }, 'request failed');
    if (request.method === 'GET' && !reply.sent) return sendPage(request, reply, 500, 'serverError', pathOf(request.url) ?? '/');
    return reply.code(500).type('application/problem+json').send({ type: 'about:blank', title: 'Internal Server Error', status: 500 });
  });

  /** Any other path: a page of the route table with its status, the 404 page, or a redirect. */
  async function answerPage(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).type('application/problem+json').send({ type: 'about:blank', title: 'Not Found', status: 404 });
    }
    // Only built files live under /_i18n/ (routes registered from dist at start): a missing one is no page.
    if (request.url.startsWith(`/${MESSAGES_DIR}/`)) {
      return reply.code(404).type('application/problem+json').send({ type: 'about:blank', title: 'Not Found', status: 404 });
    }
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
    // A path of the other language on this host: the twin in this host's language (pathFor encodes parameters).
    if (match.locale !== locale) return reply.redirect(pathFor(match.id, locale, match.params) + query, 301);
    // The server-side error test page: fails here, so the error handler answers with the 500 page.
    if (match.id === 'easterEggServer') throw new Error('easter egg: a deliberate server-side failure');
    // A job detail answers the job's status: 404 (the client shows the error page), 410 (its
    // "no longer open" view), or 301 to the job's own slug. A visitor's page is rendered by the
    // remote, which tells the job's state; the API is asked here only when it did not render.
    if (match.id === 'jobDetail') {
      const rendered = await remotePageOf(request, match.id, locale);
      const job: JobState = rendered?.resource ?? (await jobState(topology.apiUrl, match.params.id!, jobStatusTimeoutMs, request));
      if (job.kind === 'missing') return sendPage(request, reply, 404, null, pathname);
      if (job.kind === 'open' && job.slug !== match.params.slug) {
        return reply.redirect(pathFor('jobDetail', locale, { id: match.params.id!, slug: job.slug }) + query, 301);
      }
      return sendPage(request, reply, job.kind === 'closed' ? 410 : 200, match.id, pathname, Promise.resolve(rendered));
    }
    // An inactive campaign's page is the price list in this host's language (302: it may come back on).
    const campaign = campaignOfRoute(match.id);
    if (campaign !== null && !(await campaignMayShow(topology.apiUrl, campaign, campaignTimeoutMs, request))) {
      return reply.header('Cache-Control', 'no-store').redirect(pathFor('priceList', locale) + query, 302);
    }
    return sendPage(request, reply, PAGE_STATUS[match.id] ?? 200, match.id, pathname);
  }
  // Pages are a route, not only the not-found handler, so they are compressed (compression hooks
  // into routes); the handler still answers what a route passes on (a file not to be served raw).
  app.get('/*', answerPage);
  app.setNotFoundHandler(answerPage);
  return app;
}
