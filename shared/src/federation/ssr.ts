/**
 * Server rendering across the federation (issue 9). A remote that renders pages on the server
 * builds a node bundle (`ssr/render.js` beside its client build and in every release) exporting a
 * `RemoteRenderer`; the remote's own server runs it at `{build}/ssr/render`, so each build renders
 * with exactly the code its browsers will hydrate. The shell server asks the live build for the
 * page's HTML, its first data and head, puts them into the page, and answers without them when the
 * remote does not answer in time (the browser then renders the page itself, as before).
 */
import type { LocaleCode } from '../locale/locales';
import type { RouteId } from '../routes/route-table';

/** Routes whose page the remote renders on the server, and whose first data the page carries. */
export const SERVER_RENDERED_ROUTES: readonly RouteId[] = ['home', 'jobList', 'jobDetail', 'companyProfile'];

export const isServerRendered = (routeId: RouteId) => SERVER_RENDERED_ROUTES.includes(routeId);

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
}

/**
 * What a page's main resource is, as far as the page's HTTP status goes (a job detail: open under
 * its own slug, or closed: 410). The shell answers with it instead of asking the API again.
 */
export type ResourceState = { kind: 'open'; slug: string } | { kind: 'closed' };

export interface RenderResult {
  /** The page's markup, exactly what the remote's page renders first on the client with `queries`. */
  html: string;
  /** The page's first data: a react-query dehydrated state the client hydrates before rendering. */
  queries: unknown;
  /** What the page puts into the document head. */
  head: { title?: string; jsonLd?: Record<string, unknown>[] };
  /** The state of the resource the page shows, where its status depends on one (a job detail). */
  resource?: ResourceState;
}

/**
 * A page's markup from React's server render without what React hoists ahead of it (`<link>`s: the
 * preloads of the page's eager images). Rendering a part of a document, React writes them first, in
 * the page's area, where the client renders nothing of the kind: hydration failed there and the area
 * was drawn again. The images are in the same HTML, where the browser's preload scanner finds them.
 * (React escapes `>` in attribute values, so a tag ends at the first one.)
 */
export const withoutHoisted = (html: string) => html.replace(/^(?:<link\b[^>]*>)+/, '');

/** What a render bundle exports. Resolves null for a route it does not render. */
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
export const isChunkFile = (value: unknown): value is string => typeof value === 'string' && /^[\w-]+(?:\.[\w-]+)*\.[0-9a-f]{12}\.(?:js|css)$/.test(value);
