/**
 * A remote server's render endpoint (shared/src/federation/ssr.ts): `POST /ssr/render` runs the
 * server renderer of the build in `dist/`, `POST /releases/{id}/ssr/render` that of a release, so
 * the shell asks the build its remotes config names and gets markup that build's client hydrates.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  isLocaleCode,
  SSR_BUNDLE,
  SSR_RENDER_PATH,
  type RemoteRenderer,
  type RenderRequest,
  ROUTE_IDS,
  type RouteId,
} from '@raketa/shared/federation';
import { RELEASE_ID, RELEASES_URL_DIR } from './releases';

/** A render bundle's exports (a CommonJS file), evaluated as Node would load it (its own `require` for node built-ins). */
export function evaluateBundle(file: string): unknown {
  const module = { exports: {} as unknown };
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${fs.readFileSync(file, 'utf8')}\n})`, {
    filename: file,
  }) as (...args: unknown[]) => void;
  wrapper(module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}

const loaded = new Map<string, { mtimeMs: number; renderer: RemoteRenderer }>();

/**
 * The renderer in `buildDir`, or null when that build has none. Loaded once per file version: a
 * build rewritten in place (`npm run build` beside a running server) is loaded again, so the markup
 * always comes from the code the browsers get. A release's folder never changes.
 */
export function rendererIn(buildDir: string): RemoteRenderer | null {
  const file = path.join(buildDir, SSR_BUNDLE);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return null;
  const known = loaded.get(file);
  if (known?.mtimeMs === stat.mtimeMs) return known.renderer;
  const renderer = evaluateBundle(file) as Partial<RemoteRenderer>;
  if (typeof renderer.render !== 'function') throw new Error(`${file} does not export render()`);
  loaded.set(file, { mtimeMs: stat.mtimeMs, renderer: renderer as RemoteRenderer });
  return renderer as RemoteRenderer;
}

/** The body of a render request, or a reason it is refused. */
export function parseRenderRequest(body: unknown): RenderRequest | string {
  if (typeof body !== 'object' || body === null) return 'expected a JSON object';
  const { routeId, locale, url, origin, markup = true } = body as Record<string, unknown>;
  if (typeof routeId !== 'string' || !(ROUTE_IDS as readonly string[]).includes(routeId)) return 'routeId: not a route of the table';
  if (typeof locale !== 'string' || !isLocaleCode(locale)) return 'locale: not a supported locale';
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.length > 2048) return 'url: expected a path';
  if (typeof origin !== 'string' || !/^https?:\/\/[^/?#\s]+$/.test(origin)) return 'origin: expected an http(s) origin';
  if (typeof markup !== 'boolean') return 'markup: expected true or false';
  return { routeId: routeId as RouteId, locale, url, origin, markup };
}

const problem = (reply: FastifyReply, status: number, title: string, detail?: string) =>
  reply
    .code(status)
    .type('application/problem+json')
    .send({ type: 'about:blank', title, status, ...(detail ? { detail } : {}) });

export function registerRenderer(app: FastifyInstance, options: { distDir: string; releasesDir?: string; apiUrl: string }) {
  const answer = async (buildDir: string, body: unknown, reply: FastifyReply) => {
    const request = parseRenderRequest(body);
    if (typeof request === 'string') return problem(reply, 422, 'Unprocessable Entity', request);
    const renderer = rendererIn(buildDir);
    if (!renderer) return problem(reply, 404, 'Not Found', 'this build renders nothing on the server');
    const result = await renderer.render(request, { apiUrl: options.apiUrl });
    // 204: a page this remote leaves to the browser (not one it renders, or its data did not come).
    if (result === null) return reply.code(204).send();
    return reply.header('Cache-Control', 'no-store').send(result);
  };
  // Loaded before the server listens: evaluating a bundle takes 25 to 115 ms here, and the shell
  // waits only SERVER_RENDER_TIMEOUT_MS for a page, so a first visitor after a restart got no markup.
  app.addHook('onReady', async () => {
    try {
      rendererIn(options.distDir);
    } catch (error) {
      // A broken bundle fails its renders (500) as before; the server still serves its files.
      app.log.error({ err: error }, 'the server renderer could not be loaded');
    }
  });
  app.post(`/${SSR_RENDER_PATH}`, async (request, reply) => answer(options.distDir, request.body, reply));
  const { releasesDir } = options;
  if (releasesDir) {
    app.post<{ Params: { release: string } }>(`/${RELEASES_URL_DIR}/:release/${SSR_RENDER_PATH}`, async (request, reply) => {
      // Only a release id names a folder: nothing else of the file system is reachable.
      if (!RELEASE_ID.test(request.params.release)) return problem(reply, 404, 'Not Found');
      return answer(path.join(releasesDir, request.params.release), request.body, reply);
    });
  }
}
