/**
 * The shell server, made of its parts (each a Fastify plugin): the shell's built files, the
 * remotes config (remotes-config.ts), robots.txt (robots.ts), forwarding of the API paths, feeds
 * and sitemap included (api-forwarding.ts), and every other path a page (pages.ts), whose status,
 * head and first view the route's remote answers. The shell knows routes and remotes, not what
 * their pages show.
 */
import { registerCompression, registerStatic, remotesConfigSource, type ResolvedTopology } from '@raketa/platform';
import Fastify, { type FastifyInstance } from 'fastify';
import { apiForwardingPlugin } from './api-forwarding';
import { DEFAULT_FLAGS, type SiteFlags } from './config';
import { pagesPlugin } from './pages';
import { remotesConfigPlugin } from './remotes-config';
import { robotsPlugin } from './robots';
import { SERVER_RENDER_TIMEOUT_MS } from './server-render';

export { renderIndex, type FirstView, type PageHead } from './pages';

export interface ShellServerOptions {
  distDir: string;
  topology: ResolvedTopology;
  flags?: SiteFlags;
  /** Proxies in front whose X-Forwarded-* count; none by default (see config.ts). */
  trustProxy?: string | false;
  logger?: boolean;
  /** How long a page waits for its remote's server render (server-render.ts) before answering without it. */
  serverRenderTimeoutMs?: number;
}

export async function buildShellServer({
  distDir,
  topology,
  flags = DEFAULT_FLAGS,
  trustProxy = false,
  logger = false,
  serverRenderTimeoutMs = SERVER_RENDER_TIMEOUT_MS,
}: ShellServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy });
  // Before every route: pages, the remotes config and the forwarded API answers (XML feeds
  // included) are compressed as sent; the built files are sent as their build precompressed them.
  await registerCompression(app);
  // Each remote's live release (its registry, re-read when it changes), else the topology's manifest URL.
  const remotes = remotesConfigSource(topology.remoteUrls, topology.releasesRoot, (message) => app.log.warn(message));
  app.get('/health', async () => ({ status: 'ok' }));
  await app.register(remotesConfigPlugin, { remotes });
  await app.register(robotsPlugin, { topology, flags });
  await app.register(apiForwardingPlugin, { apiUrl: topology.apiUrl });
  await registerStatic(app, distDir, { exclude: ['/index.html'] });
  await app.register(pagesPlugin, { distDir, topology, flags, remotes, serverRenderTimeoutMs });
  return app;
}
