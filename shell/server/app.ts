/**
 * The shell server: the shell's assets, `index.html` with the right status for
 * every path (200 for a route of the table, 404 otherwise), the remotes config,
 * and forwarding of the API paths so the browser stays same-origin.
 */
import fs from 'node:fs';
import path from 'node:path';
import httpProxy from '@fastify/http-proxy';
import {
  API_FORM_POST_PATHS,
  API_PATH_PREFIXES,
  localeForHost,
  matchRoute,
  REMOTE_NAMES,
  REMOTES_CONFIG_PATH,
  type LocaleCode,
  type RemotesConfig,
} from '@raketa/shared';
import { registerStatic, REVALIDATE, type ResolvedTopology } from '@raketa/shared/platform';
import Fastify, { type FastifyInstance } from 'fastify';
import type { PublicConfig } from '../src/config/public-config';

export interface ShellServerOptions {
  distDir: string;
  topology: ResolvedTopology;
  logger?: boolean;
}

const CONFIG_MARKER = '<!--raketa:public-config-->';

/** JSON that is safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderIndex(template: string, locale: LocaleCode, config: PublicConfig): string {
  if (!template.includes(CONFIG_MARKER)) throw new Error(`index.html lacks the ${CONFIG_MARKER} marker`);
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(CONFIG_MARKER, `<script id="rk-public-config" type="application/json">${scriptJson(config)}</script>`);
}

export async function buildShellServer({ distDir, topology, logger = false }: ShellServerOptions): Promise<FastifyInstance> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) throw new Error(`${indexFile} is missing: run npm run build first`);
  const template = fs.readFileSync(indexFile, 'utf8');
  const publicConfig: PublicConfig = { hosts: topology.hosts };
  const pages = {
    cs: renderIndex(template, 'cs', publicConfig),
    en: renderIndex(template, 'en', publicConfig),
  };
  const remotesConfig: RemotesConfig = {
    remotes: REMOTE_NAMES.map((name) => ({ name, entry: topology.remoteUrls[name] })),
  };

  const app = Fastify({ logger, trustProxy: true });
  app.get('/health', async () => ({ status: 'ok' }));
  app.get(REMOTES_CONFIG_PATH, async (_request, reply) => reply.header('Cache-Control', 'no-store').send(remotesConfig));

  for (const prefix of API_PATH_PREFIXES) {
    await app.register(httpProxy, { upstream: topology.apiUrl, prefix, rewritePrefix: prefix });
  }
  for (const formPath of API_FORM_POST_PATHS) {
    await app.register(httpProxy, { upstream: topology.apiUrl, prefix: formPath, rewritePrefix: formPath, httpMethods: ['POST'] });
  }

  await registerStatic(app, distDir, { exclude: ['/index.html'] });

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).type('application/problem+json').send({ type: 'about:blank', title: 'Not Found', status: 404 });
    }
    const locale = localeForHost(request.headers.host, topology.hosts);
    // Not `new URL(request.url, base)`: it reads `//x/y` as a protocol-relative URL with path `/y`.
    const pathname = decodeURIComponent(request.url.split('?', 1)[0]!);
    const status = matchRoute(pathname, locale) ? 200 : 404;
    return reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', REVALIDATE).header('Vary', 'Host').send(pages[locale]);
  });
  return app;
}
