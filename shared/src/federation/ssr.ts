/**
 * Server rendering across the federation (issue 9). A remote that renders pages on the server
 * builds a node bundle (`ssr/render.js` beside its client build and in every release) exporting a
 * `RemoteRenderer`; the remote's own server runs it at `{build}/ssr/render`, so each build renders
 * with exactly the code its browsers will hydrate. The shell server asks the live build of the
 * route's remote for every page of it: the remote answers the page's status, redirect and head, and
 * for a visitor its HTML and first data. The shell answers without them when the remote does not
 * answer in time or renders nothing (the browser then renders the page itself, as before).
 */
import type { LocaleCode } from '../locale/locales';
import type { RouteId } from '../routes/route-table';

/** Path of the render endpoint beside a build's manifest (`…/mf-manifest.json` → `…/ssr/render`). */
export const SSR_RENDER_PATH = 'ssr/render';
/** The folder of a build's server renderer: run by its server, never sent to a browser. */
export const SSR_DIR = 'ssr';
/** The render bundle inside a build folder. */
export const SSR_BUNDLE = `${SSR_DIR}/render.js`;

export interface RenderRequest {
  routeId: RouteId;
  locale: LocaleCode;
  /** Path and query string of the page, as the browser asked for it. */
  url: string;
  /** Origin of the site in the page's language (`https://raketa.cz`), for absolute URLs (JSON-LD). */
  origin: string;
  /**
   * Whether the page's markup and first data are wanted: false for a browser with a session, which
   * renders the page itself; the render still answers the page's status, redirect and head.
   * (Absent in a request of a shell before contract 5: true.)
   */
  markup: boolean;
}

/** A `<meta>` of the page's head, by `name` or by `property` (Open Graph). */
export type HeadMeta = { name: string; content: string } | { property: string; content: string };

/** What a page puts into the document head beside the shell's own tags (robots, og:url, canonical, hreflang). */
export interface RenderHead {
  /** The page's own title (the shell adds the domain name). */
  title?: string;
  meta?: HeadMeta[];
  /** Structured data, each one `<script type="application/ld+json">`. */
  jsonLd?: Record<string, unknown>[];
}

/**
 * The remote's answer for a page (contract 5): its status, a redirect, its head, and for a visitor
 * its markup and first data. The shell answers with exactly this: it knows routes and remotes,
 * never what a page shows.
 */
export interface RenderResult {
  /** REMOTE_CONTRACT_VERSION the renderer was built against: the shell uses no answer of another. */
  contractVersion: number | undefined;
  /**
   * The page's HTTP status (200 when absent): 404 answers the shell's not-found page (the client
   * shows it), any other status the page as rendered (a closed job: 410, its "no longer open" view).
   */
  status?: number;
  /** Go elsewhere instead: a path of this site (with its query), 301 when for good, 302 (never cached) when for now. */
  redirect?: { location: string; permanent: boolean };
  /** The page's markup, exactly what the remote's page renders first on the client with `queries` (markup asked only). */
  html?: string;
  /** The page's first data: a react-query dehydrated state the client hydrates before rendering. */
  queries?: unknown;
  head?: RenderHead;
}

/**
 * A page's markup from React's server render without what React hoists ahead of it (`<link>`s: the
 * preloads of the page's eager images). Rendering a part of a document, React writes them first, in
 * the page's area, where the client renders nothing of the kind: hydration failed there and the area
 * was drawn again. The images are in the same HTML, where the browser's preload scanner finds them.
 * (React escapes `>` in attribute values, so a tag ends at the first one.)
 */
export const withoutHoisted = (html: string) => html.replace(/^(?:<link\b[^>]*>)+/, '');

/** What a render bundle exports. Resolves null for a route it leaves wholly to the browser. */
export interface RemoteRenderer {
  render(request: RenderRequest, options: { apiUrl: string }): Promise<RenderResult | null>;
}

/** Ids of the elements in the page that carry inlined data for the client. */
export const INLINE_IDS = {
  remotesConfig: 'rk-remotes-config',
  queries: 'rk-queries',
} as const;

/**
 * The field of a remote's `mf-manifest.json` (under `metaData`) naming, per route, the files of the
 * lazy chunks its first render needs (FederationConfig `routeChunks`): the shell server preloads
 * them with the page, so that part hydrates without waiting one more round trip for its code.
 */
export const MANIFEST_ROUTE_CHUNKS_FIELD = 'raketaRouteChunks';

/** A built chunk's file name as a build names it (`name.0123456789ab.js`, beside the manifest). */
export const isChunkFile = (value: unknown): value is string =>
  typeof value === 'string' && /^[\w-]+(?:\.[\w-]+)*\.[0-9a-f]{12}\.(?:js|css)$/.test(value);
