/**
 * robots.txt: crawlers learn the sitemap (the API's, per language host; it and the feeds are
 * forwarded API paths, api-forwarding.ts) here. A site without ROBOTS_INDEX blocks nothing: its
 * pages say noindex themselves, which a crawler kept out could not read.
 */
import { localeForHost } from '@raketa/shared';
import type { ResolvedTopology } from '@raketa/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { SiteFlags } from './config';

export const robotsPlugin: FastifyPluginAsync<{ topology: ResolvedTopology; flags: SiteFlags }> = async (app, { topology, flags }) => {
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
};
