// Server-only: CSRF protection for the state-changing browser posts (login, logout, register,
// reset), also before sign-in, so nobody can sign a victim into the attacker's account.
// Two independent checks: the request must come from a site host (Sec-Fetch-Site, then Origin,
// else Referer), and it must carry the token of the `raketa_csrf` cookie (double submit) in the
// `_csrf` field or the `X-CSRF-Token` header. `GET /api/csrf` hands the token to the UI.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from '../lib/problem';

export const CSRF_COOKIE = 'raketa_csrf';
export const CSRF_FIELD = '_csrf';
export const CSRF_HEADER = 'x-csrf-token';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler (after body parsing, so a multipart `_csrf` field counts): 403 problem unless both checks pass. */
    verifyCsrf(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** Why the request's origin is not acceptable, or undefined when it is one of `siteHosts`. */
export function originProblem(request: FastifyRequest, siteHosts: readonly string[]): string | undefined {
  if (request.headers['sec-fetch-site'] === 'cross-site') return 'Cross-site requests are not accepted';
  const origin = request.headers.origin;
  let source: string | undefined;
  if (typeof origin === 'string' && origin !== '') {
    source = origin;
  } else if (typeof request.headers.referer === 'string' && request.headers.referer !== '') {
    source = request.headers.referer;
  } else {
    return 'The request names no Origin or Referer';
  }
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return 'The request comes from an unknown origin';
  }
  // An https site only accepts https origins; `null` (sandboxed or file origins) fails the URL check.
  const schemeOk = url.protocol === 'https:' || (url.protocol === 'http:' && request.protocol === 'http');
  if (!schemeOk || !siteHosts.includes(url.host.toLowerCase())) return 'The request comes from an unknown origin';
  return undefined;
}

function submittedToken(request: FastifyRequest): unknown {
  const header = request.headers[CSRF_HEADER];
  if (typeof header === 'string' && header !== '') return header;
  const body = request.body;
  return body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[CSRF_FIELD] : undefined;
}

function tokensMatch(cookie: string | undefined, submitted: unknown): boolean {
  if (cookie === undefined || !TOKEN_PATTERN.test(cookie)) return false;
  if (typeof submitted !== 'string' || !TOKEN_PATTERN.test(submitted)) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(submitted));
}

async function csrf(app: FastifyInstance) {
  const siteHosts = [app.config.siteHosts.cs, app.config.siteHosts.en];

  app.decorate('verifyCsrf', async (request: FastifyRequest, reply: FastifyReply) => {
    const problem = originProblem(request, siteHosts);
    if (problem) return sendProblem(reply, 403, problem, { code: 'csrf_origin' });
    if (!tokensMatch(request.cookies[CSRF_COOKIE], submittedToken(request))) {
      return sendProblem(reply, 403, 'The CSRF token is missing or does not match; fetch one from /api/csrf', {
        code: 'csrf_token',
      });
    }
  });

  app.get(
    '/api/csrf',
    {
      schema: {
        response: { 200: { type: 'object', required: ['token'], properties: { token: { type: 'string' } } } },
      },
    },
    async (request, reply) => {
      let token = request.cookies[CSRF_COOKIE];
      if (token === undefined || !TOKEN_PATTERN.test(token)) {
        token = randomBytes(32).toString('base64url');
        // HttpOnly: the UI reads the token from this answer, never from the cookie.
        reply.setCookie(CSRF_COOKIE, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
        });
      }
      return reply.header('Cache-Control', 'no-store').send({ token });
    },
  );
}

export default fp(csrf, { name: 'csrf', dependencies: ['@fastify/cookie'] });
