/**
 * The first view of a page (issue 9), put together by the shell server: the route's remote renders
 * its page on the server (shared/src/federation/ssr.ts), the shell's render bundle renders the
 * page around it, and the HTML carries both, the page's first data and the remotes config inline,
 * and preload hints for the page's code (added after its first paint: pages.ts). Whatever does not
 * answer in time is left out: the page still answers, and the browser loads and renders the rest
 * as it would without any of this.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SESSION_COOKIE } from '@raketa/shared/account';
import { evaluateBundle } from '@raketa/platform';
import {
  isChunkFile,
  isHashedMessagesPath,
  LOCALE_CODES,
  MANIFEST_MESSAGES_FIELD,
  MANIFEST_ROUTE_CHUNKS_FIELD,
  REMOTE_CONTRACT_VERSION,
  ROUTE_IDS,
  ROUTES_EXPOSE,
  routeDefs,
  SSR_BUNDLE,
  SSR_RENDER_PATH,
  type LocaleCode,
  type MessagesPaths,
  type RemoteName,
  type RenderRequest,
  type HeadMeta,
  type RenderHead,
  type RenderResult,
  type RouteId,
} from '@raketa/shared';
import type { ShellRenderer, ShellRenderRequest } from '../src/ssr/render';
import { escapeHtml } from './html';

/** How long the page waits for the remote's render (its API calls included) before answering without it. */
export const SERVER_RENDER_TIMEOUT_MS = 1000;
/** How long the page waits for a remote's manifest (for its preload hints); kept MANIFEST_TTL_MS once read. */
export const MANIFEST_TIMEOUT_MS = 300;
export const MANIFEST_TTL_MS = 5000;

/** The shell's render bundle of this build, or null (a build without one renders nothing on the server). */
export function loadShellRenderer(distDir: string): ShellRenderer | null {
  const file = path.join(distDir, SSR_BUNDLE);
  return fs.existsSync(file) ? (evaluateBundle(file) as ShellRenderer) : null;
}

/** A browser with a session gets the page its browser renders: the server renders for visitors only. */
export const hasSession = (cookieHeader: string | undefined) =>
  cookieHeader !== undefined && new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`).test(cookieHeader);

/** The remote whose render answers `routeId`'s page (its owner), or null for the shell's own pages. */
export function renderingRemote(routeId: RouteId): RemoteName | null {
  const { owner } = routeDefs[routeId];
  return owner === 'shell' ? null : owner;
}

/** A page's answer as the shell uses it: a render's, checked (RenderResult without the contract version). */
export type PageAnswer = Omit<RenderResult, 'contractVersion'>;

/**
 * `POST {build}/ssr/render` of the remote build at `manifestUrl`: the page's status, redirect, head
 * and (asked for a visitor) markup. Null when the remote leaves the page to the browser (204, or 404: it has no renderer);
 * throws when it fails, is late, or answers for another contract version or what cannot be used.
 */
export async function renderRemotePage(
  manifestUrl: string,
  request: RenderRequest,
  timeoutMs = SERVER_RENDER_TIMEOUT_MS,
): Promise<PageAnswer | null> {
  const response = await fetch(new URL(SSR_RENDER_PATH, manifestUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status !== 200) {
    // Read to its end, so the connection is free for the next render.
    await response.arrayBuffer();
    // 204: a page the remote leaves to the browser; 404: a build without a server renderer (mf-auth).
    if (response.status !== 204 && response.status !== 404) throw new Error(`${SSR_RENDER_PATH} answered ${response.status}`);
    return null;
  }
  const result = (await response.json()) as Record<string, unknown>;
  // A build of another contract (an older remote still live) may mean something else by its answer.
  if (result.contractVersion !== REMOTE_CONTRACT_VERSION) {
    throw new Error(`${SSR_RENDER_PATH} answered for contract version ${String(result.contractVersion)}, the shell's is ${REMOTE_CONTRACT_VERSION}`);
  }
  return pageAnswerOf(result, request.markup);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A path of this site: one slash (`//x` is another host; browsers read `/\\x` as one too). */
export const isSitePath = (value: unknown): value is string => typeof value === 'string' && /^\/(?![/\\])/.test(value) && !/[\s\\]/.test(value);

function headOf(value: unknown): RenderHead {
  if (!isObject(value)) return {};
  const head: RenderHead = {};
  if (typeof value.title === 'string') head.title = value.title;
  if (Array.isArray(value.meta)) {
    head.meta = value.meta.filter(
      (meta): meta is HeadMeta =>
        isObject(meta) && typeof meta.content === 'string' && (typeof meta.name === 'string') !== (typeof meta.property === 'string'),
    );
  }
  if (Array.isArray(value.jsonLd)) head.jsonLd = value.jsonLd.filter(isObject);
  return head;
}

/** What of a render's answer the page can use; an answer that says nothing usable throws. */
export function pageAnswerOf(result: Record<string, unknown>, markup: boolean): PageAnswer {
  const answer: PageAnswer = { head: headOf(result.head) };
  if (result.redirect !== undefined) {
    const { location, permanent } = isObject(result.redirect) ? result.redirect : {};
    if (!isSitePath(location) || typeof permanent !== 'boolean')
      throw new Error(`${SSR_RENDER_PATH} answered a redirect off the site or without its kind`);
    return { ...answer, redirect: { location, permanent } };
  }
  if (result.status !== undefined) {
    if (
      typeof result.status !== 'number' ||
      !Number.isInteger(result.status) ||
      result.status < 200 ||
      result.status > 599 ||
      (result.status >= 300 && result.status < 400)
    ) {
      throw new Error(`${SSR_RENDER_PATH} answered status ${String(result.status)}`);
    }
    answer.status = result.status;
  }
  // Markup only with its data (the client renders its first view from both), and only when asked for.
  if (markup && typeof result.html === 'string' && isObject(result.queries)) {
    answer.html = result.html;
    answer.queries = result.queries;
  }
  return answer;
}

export interface PreloadHints {
  manifest: string;
  scripts: string[];
  styles: string[];
  /** The remote's message file of each locale (absolute URLs). */
  messages: MessagesPaths;
  /** The lazy chunks' files a route's first render needs (absolute URLs). */
  routeChunks: Partial<Record<RouteId, string[]>>;
}

interface Manifest {
  metaData?: {
    remoteEntry?: { name?: string; path?: string };
    [MANIFEST_MESSAGES_FIELD]?: Record<string, unknown>;
    [MANIFEST_ROUTE_CHUNKS_FIELD]?: Record<string, unknown>;
  };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

const isRouteId = (id: string): id is RouteId => (ROUTE_IDS as readonly string[]).includes(id);
const routeFiles = (hints: PreloadHints | null, routeId: RouteId | null) => (routeId && hints?.routeChunks[routeId]) || [];

/** The scripts of the route's lazy chunks (a remote's `routeChunks`): fetched with the rest, run when rendered. */
const routeScripts = (hints: PreloadHints | null, routeId: RouteId | null) => routeFiles(hints, routeId).filter((href) => href.endsWith('.js'));

/** The remote's styles the page needs first: its routes module's and the route's lazy chunks' (inlined with the rest). */
export const remoteStylesOf = (hints: PreloadHints | null, routeId: RouteId | null) => [
  ...(hints?.styles ?? []),
  ...routeFiles(hints, routeId).filter((href) => href.endsWith('.css')),
];

/** What the browser will fetch for a remote's routes module, read from its manifest (absolute URLs). */
export function hintsOf(manifestUrl: string, manifest: Manifest): PreloadHints {
  const base = new URL('./', manifestUrl);
  const url = (file: string) => new URL(file, base).toString();
  const entry = manifest.metaData?.remoteEntry;
  const routes = manifest.exposes?.find((expose) => expose.name === ROUTES_EXPOSE)?.assets;
  const files = (list: unknown) => (Array.isArray(list) ? list.filter((file): file is string => typeof file === 'string') : []);
  const entryFile = entry?.name ? url(`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`) : null;
  const messages = manifest.metaData?.[MANIFEST_MESSAGES_FIELD] ?? {};
  const routeChunks = manifest.metaData?.[MANIFEST_ROUTE_CHUNKS_FIELD] ?? {};
  return {
    manifest: manifestUrl,
    scripts: [...(entryFile ? [entryFile] : []), ...files(routes?.js?.sync).map(url)],
    styles: files(routes?.css?.sync).map(url),
    messages: Object.fromEntries(
      LOCALE_CODES.flatMap((locale) => (isHashedMessagesPath(messages[locale], locale) ? [[locale, url(messages[locale])]] : [])),
    ),
    // Only routes of the table, and only files named as a build names its chunks (beside the manifest).
    routeChunks: Object.fromEntries(
      Object.entries(routeChunks).flatMap(([routeId, list]) =>
        isRouteId(routeId) && Array.isArray(list) ? [[routeId, list.filter(isChunkFile).map(url)]] : [],
      ),
    ),
  };
}

/** Manifests by URL, each kept a few seconds (a rebuild in place changes the file behind the same URL). */
export function manifestHintsSource(fetchManifest: (url: string) => Promise<Manifest> = defaultFetchManifest) {
  const cache = new Map<string, { at: number; hints: Promise<PreloadHints | null> }>();
  return (manifestUrl: string): Promise<PreloadHints | null> => {
    const cached = cache.get(manifestUrl);
    if (cached && Date.now() - cached.at < MANIFEST_TTL_MS) return cached.hints;
    const hints = fetchManifest(manifestUrl).then(
      (manifest) => hintsOf(manifestUrl, manifest),
      () => {
        cache.delete(manifestUrl);
        return null;
      },
    );
    cache.set(manifestUrl, { at: Date.now(), hints });
    return hints;
  };
}

/** The largest stylesheet put into a page as it is (larger ones stay links). */
export const INLINE_STYLE_MAX_BYTES = 64 * 1024;

/**
 * A stylesheet's text to inline, or null to link it instead (too large, or it names other files by
 * url(), which inline would resolve against the page). `</style` cannot end the element early.
 */
export function inlinableCss(text: string): string | null {
  if (Buffer.byteLength(text) > INLINE_STYLE_MAX_BYTES || /url\(/i.test(text)) return null;
  return text.replace(/<\/style/gi, '<\\/style');
}

/** Built stylesheets by URL: their names carry a content hash, so each is read once (a failure is tried again). */
export function stylesheetSource(fetchText: (url: string) => Promise<string> = defaultFetchText) {
  const cache = new Map<string, Promise<string | null>>();
  return (url: string): Promise<string | null> => {
    let text = cache.get(url);
    if (!text) {
      text = fetchText(url).then(inlinableCss, () => {
        cache.delete(url);
        return null;
      });
      cache.set(url, text);
    }
    return text;
  };
}

async function defaultFetchText(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * The first view's links. Styles inline, each marked with the URL its chunk loader would fetch
 * (`data-href`: mini-css-extract finds it and loads nothing), so the first paint waits for no other
 * file; a style that cannot be inlined is a stylesheet link. Preloads for the code and data the page
 * starts with: the shell's and the remote's scripts, the remote's manifest, the message files
 * (renderIndex puts them after the first paint when the page has markup to paint).
 */
export function firstViewLinks(
  styles: { href: string; text: string | null }[],
  hints: PreloadHints | null,
  shellScripts: string[],
  messages: string[] = [],
  routeId: RouteId | null = null,
): { styles: string; preloads: string } {
  // Fetched (not run): as=fetch in CORS mode without credentials, as the app's own request is made.
  const fetched = (href: string) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="anonymous">`;
  return {
    styles: styles
      .map(({ href, text }) =>
        text === null ? `<link rel="stylesheet" href="${escapeHtml(href)}">` : `<style data-href="${escapeHtml(href)}">${text}</style>`,
      )
      .join(''),
    preloads: [
      ...(hints ? [fetched(hints.manifest)] : []),
      ...[...shellScripts, ...(hints?.scripts ?? []), ...routeScripts(hints, routeId)].map(
        (href) => `<link rel="preload" href="${escapeHtml(href)}" as="script">`,
      ),
      // The page's messages: the shell's and the remote's are fetched before their first render.
      ...messages.map(fetched),
    ].join(''),
  };
}

/** The message files of the page's language to preload: the shell's (`/_i18n/…`) and the route's remote's. */
export function messagesToPreload(locale: LocaleCode, shellMessages: MessagesPaths, hints: PreloadHints | null): string[] {
  return [shellMessages[locale], hints?.messages[locale]].filter((href): href is string => href !== undefined);
}

async function defaultFetchManifest(url: string): Promise<Manifest> {
  const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Manifest;
}

export type { ShellRenderer, ShellRenderRequest };
