// Social sign-in (spec section 7: browser navigation to /connect/{service}?back=...), for apple,
// linkedin, facebook and google. The start sends the browser to the provider; the provider sends it
// back to /connect/{service}/callback (Apple with a form POST). Every failure lands on the login
// dialog with `?error={code}` (api/AUTH.md), never on an error page.
import formbody from '@fastify/formbody';
import { isSocialService, type SocialSignInError } from '@raketa/shared/account';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { secondFactorLocation, signInUser } from '../../auth/sign-in';
import { problemRef, sendProblem } from '../../lib/problem';
import { safeRedirectTarget } from '../../lib/safe-redirect';
import { beginAttempt, takeAttempt } from '../../social/attempts';
import { createSocialClients } from '../../social/providers';
import { resolveSocialIdentity } from '../../social/social-sign-in';
import { LOGIN_FRAGMENTS, LOGIN_PATHS } from '../forms/index';

type Locale = 'cs' | 'en';
/** Onboarding after sign-up, the same path in both languages (shared route table). */
const ONBOARDING_PATH = '/onboarding';
/** Providers' words for "the user said no" (OAuth: access_denied; Apple: user_cancelled_authorize). */
const CANCELLED = new Set(['access_denied', 'user_cancelled_authorize']);

interface ServiceParams {
  service: string;
}

const paramsSchema = {
  type: 'object',
  required: ['service'],
  properties: { service: { type: 'string', maxLength: 32 } },
} as const;

/** The authorization response as sent: the query, or a form_post body (repeated keys kept). */
function responseParams(request: FastifyRequest): URLSearchParams {
  if (request.method === 'GET') return new URL(request.url, 'http://raketa.invalid').searchParams;
  const params = new URLSearchParams();
  const body = request.body;
  if (body !== null && typeof body === 'object') {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      for (const item of Array.isArray(value) ? value : [value]) if (typeof item === 'string') params.append(key, item);
    }
  }
  return params;
}

export default async function connectRoutes(app: FastifyInstance) {
  // Apple's form_post; scoped to these routes. No CSRF token here: the provider posts cross-site by
  // design, and the state bound to this browser is what proves the answer belongs to its request.
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  const clients = createSocialClients(app.config.social, app.clock);
  const siteHosts = [app.config.siteHosts.cs, app.config.siteHosts.en];
  const localeOf = (request: FastifyRequest): Locale => (request.host.toLowerCase() === app.config.siteHosts.en ? 'en' : 'cs');
  const seeOther = (reply: FastifyReply, location: string) => reply.header('Cache-Control', 'no-store').redirect(location, 303);
  /** The login dialog of the request's language with the error, like a refused form sign-in. */
  const refuse = (request: FastifyRequest, reply: FastifyReply, error: SocialSignInError, back: string) => {
    const locale = localeOf(request);
    const query = new URLSearchParams({ error, redirect_to: back });
    return seeOther(reply, `${LOGIN_PATHS[locale]}?${query}#${LOGIN_FRAGMENTS[locale]}`);
  };
  const unknownService = (reply: FastifyReply, service: string) =>
    sendProblem(reply, 404, `There is no sign-in with ${JSON.stringify(service)}; use apple, linkedin, facebook or google`, {
      code: 'unknown_service',
    });

  app.get<{ Params: ServiceParams; Querystring: { back?: unknown } }>(
    '/connect/:service',
    { preHandler: [app.loadSession], schema: { params: paramsSchema, response: { 404: problemRef } } },
    async (request, reply) => {
      const { service } = request.params;
      if (!isSocialService(service)) return unknownService(reply, service);
      const back = safeRedirectTarget(request.query.back, siteHosts);
      const client = clients[service];
      if (!client) return refuse(request, reply, 'social_unavailable', back);

      // Built from the configured site host, never the Host header: the provider sends the code there.
      const redirectUri = `${request.protocol}://${app.config.siteHosts[localeOf(request)]}/connect/${service}/callback`;
      const attempt = await beginAttempt(app, request, reply, {
        service,
        redirectUri,
        back,
        // A signed-in user links the identity to the account instead of signing in.
        linkUserId: request.user?.id ?? null,
        crossSitePost: client.responseMode === 'form_post',
      });
      try {
        return seeOther(reply, (await client.authorizationUrl(attempt)).href);
      } catch (error) {
        request.log.warn({ err: error, service }, 'social provider discovery failed');
        return refuse(request, reply, 'social_unavailable', back);
      }
    },
  );

  const callback = async (request: FastifyRequest<{ Params: ServiceParams }>, reply: FastifyReply) => {
    const { service } = request.params;
    if (!isSocialService(service)) return unknownService(reply, service);
    const params = responseParams(request);
    const taken = await takeAttempt(app, request, reply, { service, state: params.get('state') });
    if (taken.kind === 'missing') return refuse(request, reply, 'social_state_invalid', '/');
    const { attempt } = taken;
    if (taken.kind === 'state_mismatch') return refuse(request, reply, 'social_state_invalid', attempt.back);

    const providerError = params.get('error');
    if (providerError !== null) {
      request.log.info({ service, providerError }, 'social provider refused the sign-in');
      return refuse(request, reply, CANCELLED.has(providerError) ? 'social_cancelled' : 'social_failed', attempt.back);
    }
    const client = clients[service];
    if (!client) return refuse(request, reply, 'social_unavailable', attempt.back);
    // Each provider answers one way only: a GET for a form_post provider (or the reverse) is not its answer.
    if ((request.method === 'POST') !== (client.responseMode === 'form_post')) {
      return refuse(request, reply, 'social_failed', attempt.back);
    }
    // The user who started a link must still be the one signed in (GET callbacks carry the session cookie).
    if (attempt.linkUserId !== null) {
      await app.loadSession(request, reply);
      if (request.user && request.user.id !== attempt.linkUserId) return refuse(request, reply, 'social_state_invalid', attempt.back);
    }

    let profile;
    try {
      profile = await client.complete({ ...attempt, params });
    } catch (error) {
      request.log.warn({ err: error, service }, 'social sign-in failed at the provider exchange');
      return refuse(request, reply, 'social_failed', attempt.back);
    }

    const outcome = await resolveSocialIdentity(app, { service, profile, linkUserId: attempt.linkUserId });
    if (outcome.kind === 'refused') return refuse(request, reply, outcome.error, attempt.back);
    if (outcome.kind === 'linked') return seeOther(reply, attempt.back);
    // The shared first-factor step: a two-factor account gets a session waiting for its code.
    const secondFactorPending = await signInUser(app, request, reply, outcome.userId);
    if (outcome.newAccount) {
      return seeOther(reply, `${ONBOARDING_PATH}?${new URLSearchParams({ redirect_to: attempt.back })}`);
    }
    return seeOther(reply, secondFactorPending ? secondFactorLocation(attempt.back) : attempt.back);
  };

  const callbackSchema = { params: paramsSchema, response: { 404: problemRef } };
  app.get<{ Params: ServiceParams }>('/connect/:service/callback', { schema: callbackSchema }, callback);
  app.post<{ Params: ServiceParams }>('/connect/:service/callback', { schema: callbackSchema }, callback);
}
