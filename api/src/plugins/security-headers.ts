// Server-only: security headers on every answer of the API (issue 20), set by @fastify/helmet in
// onRequest, so refusals and 404s carry them too. The API answers data (JSON, images, the CV, the
// feeds) and redirects; pages come from the shell server, which proxies /api and the form posts
// under the site's own origin. Hence a CSP that allows nothing, no framing, no sniffing, no referrer.
// A route may set its own header after this (the CV download adds `sandbox` to its CSP).
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    // Nothing an API answer says is to be run, styled or loaded; an SVG opened on its own runs no script.
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Both language sites (localhost:3000 and en.localhost:3000 in development) are one site.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // HTTPS is the shell server's and the TLS terminator's business; the API itself answers over HTTP.
    strictTransportSecurity: false,
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
