/**
 * Static serving for the built apps. Content-hashed files are immutable; the
 * files that name the current build (manifest, remote entry, build info,
 * index.html) are revalidated on every use so a new release shows at once.
 * Translation files (`_i18n/{hash}/{locale}/messages.json`) are kept 24 hours.
 *
 * Compression: text files are sent as the brotli or gzip sibling their build wrote
 * (platform/precompress.ts), chosen by Accept-Encoding (br first); a file without one
 * (a build from before precompression) is compressed as it is sent. Either way a text file's
 * response says `Vary: accept-encoding`, and nothing here varies by Host.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { MESSAGES_DIR, MESSAGES_HASH_LENGTH, SSR_DIR } from '@raketa/shared/federation';
import { isCompressible, isPrecompressedSibling, originalOf } from './precompress';
import { RELEASES_URL_DIR } from './releases';
import { registerRenderer } from './ssr-endpoint';

const HASHED = /\.[0-9a-f]{12}\.[a-z0-9]+$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/**
 * Spec section 9, "Translation cache 24 hours": a browser keeps a message file a
 * day without asking again (`immutable`: not even on reload). The URL carries a
 * content hash, so the file never changes under it: a shared cache (CDN) may keep
 * it a year, and a browser's revalidation after the day is a cheap 304 (ETag).
 */
export const TRANSLATIONS = 'public, max-age=86400, s-maxage=31536000, immutable';

// `_i18n/{hash}/{locale}/messages.json`; a file under another segment (no hash known) is not cacheable.
const TRANSLATION_FILE = new RegExp(`(?:^|[\\\\/])${MESSAGES_DIR}[\\\\/]([^\\\\/]+)[\\\\/][^\\\\/]+[\\\\/]messages\\.json$`);
const MESSAGES_HASH = new RegExp(`^[0-9a-f]{${MESSAGES_HASH_LENGTH}}$`);

export function cacheControlFor(file: string): string {
  const translation = TRANSLATION_FILE.exec(file);
  if (translation) return MESSAGES_HASH.test(translation[1]!) ? TRANSLATIONS : REVALIDATE;
  return HASHED.test(path.basename(file)) ? IMMUTABLE : REVALIDATE;
}

/**
 * Brotli quality of responses compressed as they are sent (HTML rendered per request, forwarded API
 * answers, built files without a sibling): fast, about 0.05 ms for a small page. Built files are
 * compressed once at 11 instead (precompress.ts).
 */
export const DYNAMIC_BROTLI_QUALITY = 5;

/**
 * Compresses every text response of `app`'s routes registered after this (`@fastify/compress`:
 * br, else gzip, by Accept-Encoding; `Vary: accept-encoding` when compressed; not below 1 KB,
 * not images, fonts or partial content). Register it before the routes and the static files.
 * Routes only: a not-found handler's replies are not compressed.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
    // Request bodies pass untouched (the shell forwards them to the API as they came).
    globalDecompression: false,
  });
  // A 204 or 304 has no body, so no encoding either: the plugin would still name one, and on a 304
  // that header could overwrite what a cache keeps of the stored response. Runs before the
  // plugin's hook (instance hooks run before route hooks); without a payload it leaves the reply be.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode !== 204 && reply.statusCode !== 304) return payload;
    // A forwarded answer's (empty) body stream is drained, so its connection is freed.
    if (payload instanceof Readable) payload.resume();
    return null;
  });
}

/** Whether an If-None-Match header names `etag` (weak comparison, as for GET and HEAD). */
export function ifNoneMatchNames(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
}

/**
 * Sends a body rendered per request (a revalidated page): a 200 gets a weak ETag of the body
 * (weak: one tag for every content coding of it) and becomes a 304 without a body when the
 * request's If-None-Match names it. Other statuses are sent as they are.
 */
export function revalidated(request: FastifyRequest, reply: FastifyReply, body: string): FastifyReply {
  if (reply.statusCode !== 200) return reply.send(body);
  const etag = `W/"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('ETag', etag);
  if (ifNoneMatchNames(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.send(body);
}

/** Headers of a served file; `file` may be its precompressed sibling, whose rules are the original's. */
function staticHeaders(cors: boolean) {
  return (res: { setHeader(name: string, value: string): unknown }, file: string) => {
    const original = originalOf(file);
    res.setHeader('Cache-Control', cacheControlFor(original));
    // Lower case, as @fastify/compress writes it (it appends its own unless it finds this).
    if (isCompressible(original)) res.setHeader('Vary', 'accept-encoding');
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
  };
}

/** A build's server renderer (`ssr/`) is run by the server, never sent. */
const SERVER_ONLY = new RegExp(`(?:^|/)${SSR_DIR}/`);

/** A sibling (`x.js.br`) is sent for its original only, never under its own name. */
const servable = (pathname: string, exclude: readonly string[]) =>
  !exclude.includes(pathname) && !isPrecompressedSibling(pathname) && !SERVER_ONLY.test(pathname);

/** Registers `distDir` under `/`; `cors` adds `Access-Control-Allow-Origin: *` (remotes are fetched cross-origin). */
export async function registerStatic(app: FastifyInstance, distDir: string, { cors = false, exclude = [] as string[] } = {}) {
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    // Routes for the files present at start only, so unknown paths reach the app's not-found handler.
    wildcard: false,
    globIgnore: ['**/*.br', '**/*.gz'],
    preCompressed: true,
    allowedPath: (pathname) => servable(pathname, exclude),
    cacheControl: false,
    setHeaders: staticHeaders(cors),
  });
}

/**
 * Serves `dir` under `prefix` with the same cache rules, for files that appear after start (a
 * release published while the server runs): a wildcard route looks each request up on disk.
 */
export async function registerLiveStatic(app: FastifyInstance, dir: string, prefix: string, { cors = false } = {}) {
  fs.mkdirSync(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dir,
    prefix,
    // The first registration decorates the reply already.
    decorateReply: false,
    index: false,
    wildcard: true,
    // Staging folders of a release being built (`.staging-*`) are not served.
    dotfiles: 'ignore',
    preCompressed: true,
    allowedPath: (pathname) => servable(pathname, []),
    cacheControl: false,
    setHeaders: staticHeaders(cors),
  });
}

export interface RemoteServerOptions {
  logger?: boolean;
  /** Where the remote's server renderer fetches page data (shared/src/federation/ssr.ts). */
  apiUrl?: string;
  /** The remote's release folders (platform/releases.ts), served under `/releases/`. */
  releasesDir?: string;
}

/** The server of one remote: its `dist/` with CORS (preflight included), its releases, and `/health`. */
export async function buildRemoteServer(
  distDir: string,
  { logger = false, releasesDir, apiUrl }: RemoteServerOptions = {},
): Promise<FastifyInstance> {
  if (!fs.existsSync(path.join(distDir, 'mf-manifest.json'))) {
    throw new Error(`${distDir} holds no build (mf-manifest.json missing): run npm run build first`);
  }
  const app = Fastify({ logger });
  await registerCompression(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });
  // A cross-origin request with a non-safelisted header (the translation loader's
  // `Cache-Control: no-cache` when its messages are not cacheable) is preflighted.
  app.options('/*', async (_request, reply) =>
    reply
      .code(204)
      .header('Access-Control-Allow-Methods', 'GET, HEAD')
      .header('Access-Control-Allow-Headers', 'Cache-Control')
      .header('Access-Control-Max-Age', '86400')
      .send(),
  );
  app.get('/health', async () => ({ status: 'ok' }));
  if (apiUrl) registerRenderer(app, { distDir, releasesDir, apiUrl });
  await registerStatic(app, distDir, { cors: true });
  if (releasesDir) await registerLiveStatic(app, releasesDir, `/${RELEASES_URL_DIR}/`, { cors: true });
  return app;
}
