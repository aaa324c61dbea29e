/**
 * Forwarding of the API paths (shared/src/routes/api-paths.ts), so the browser stays same-origin:
 * `/api`, `/support`, `/connect`, `/2fa_check`, the feeds and sitemap, and the form POSTs of
 * sign-in, sign-up, reset and sign-out. Answers are compressed as they are sent (app.ts).
 */
import httpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { API_FORM_POST_PATHS, API_PATH_PREFIXES } from '@raketa/shared';
import type { FastifyPluginAsync } from 'fastify';

export const apiForwardingPlugin: FastifyPluginAsync<{ apiUrl: string }> = async (app, { apiUrl }) => {
  // The API sees the shell as its client: pass on who the browser is (throttling per IP), the site
  // host (locale, CSRF) and https (Secure cookies). The API trusts these from the shell's address only.
  const replyOptions: FastifyHttpProxyOptions['replyOptions'] = {
    rewriteRequestHeaders: (request, headers) => ({
      ...headers,
      // The whole chain, browser first and this hop's peer last, as each proxy appends it.
      'x-forwarded-for': [...(request.ips ?? [request.ip])].reverse().join(', '),
      'x-forwarded-proto': request.protocol,
      'x-forwarded-host': request.host,
    }),
  };
  for (const prefix of API_PATH_PREFIXES) {
    await app.register(httpProxy, { upstream: apiUrl, prefix, rewritePrefix: prefix, replyOptions });
  }
  for (const formPath of API_FORM_POST_PATHS) {
    await app.register(httpProxy, { upstream: apiUrl, prefix: formPath, rewritePrefix: formPath, httpMethods: ['POST'], replyOptions });
  }
};
