/**
 * Static serving for the built apps. Content-hashed files are immutable; the
 * files that name the current build (manifest, remote entry, build info,
 * index.html) are revalidated on every use so a new release shows at once.
 * Translation files (`_i18n/{hash}/{locale}/messages.json`) are kept 24 hours.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { MESSAGES_DIR, MESSAGES_HASH_LENGTH } from '../src/i18n/messages-path';
import { RELEASES_URL_DIR } from './releases';

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

/** Registers `distDir` under `/`; `cors` adds `Access-Control-Allow-Origin: *` (remotes are fetched cross-origin). */
export async function registerStatic(
  app: FastifyInstance,
  distDir: string,
  { cors = false, exclude = [] as string[] } = {},
) {
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    // Routes for the files present at start only, so unknown paths reach the app's not-found handler.
    wildcard: false,
    allowedPath: (pathname) => !exclude.includes(pathname),
    cacheControl: false,
    setHeaders(res, file) {
      res.setHeader('Cache-Control', cacheControlFor(file));
      if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    },
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
    cacheControl: false,
    setHeaders(res, file) {
      res.setHeader('Cache-Control', cacheControlFor(file));
      if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
}

export interface RemoteServerOptions {
  logger?: boolean;
  /** The remote's release folders (shared/platform/releases.ts), served under `/releases/`. */
  releasesDir?: string;
}

/** The server of one remote: its `dist/` with CORS (preflight included), its releases, and `/health`. */
export async function buildRemoteServer(distDir: string, { logger = false, releasesDir }: RemoteServerOptions = {}): Promise<FastifyInstance> {
  if (!fs.existsSync(path.join(distDir, 'mf-manifest.json'))) {
    throw new Error(`${distDir} holds no build (mf-manifest.json missing): run npm run build first`);
  }
  const app = Fastify({ logger });
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
  await registerStatic(app, distDir, { cors: true });
  if (releasesDir) await registerLiveStatic(app, releasesDir, `/${RELEASES_URL_DIR}/`, { cors: true });
  return app;
}
