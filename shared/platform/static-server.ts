/**
 * Static serving for the built apps. Content-hashed files are immutable; the
 * files that name the current build (manifest, remote entry, build info,
 * index.html) are revalidated on every use so a new release shows at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

const HASHED = /\.[0-9a-f]{12}\.[a-z0-9]+$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(file: string): string {
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

/** The server of one remote: its `dist/` with CORS, and `/health`. */
export async function buildRemoteServer(distDir: string, { logger = false } = {}): Promise<FastifyInstance> {
  if (!fs.existsSync(path.join(distDir, 'mf-manifest.json'))) {
    throw new Error(`${distDir} holds no build (mf-manifest.json missing): run npm run build first`);
  }
  const app = Fastify({ logger });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });
  app.get('/health', async () => ({ status: 'ok' }));
  await registerStatic(app, distDir, { cors: true });
  return app;
}
