// The newsletter calls (api/AUTH.md, "Newsletter"): the signed-in account's preferences, and the
// unsubscribe links of newsletter-type mails, which work without a session. The one-click POST of
// RFC 8058 comes from mail providers' servers as a form post with the token in the URL: the token
// is its only authority, so it has no CSRF check (a forged request would need the token itself).
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { DIGEST_FREQUENCIES, MAIL_LANGUAGES, TOPICS, type MailLanguage } from '@raketa/shared/account';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { syncDigestAlert } from '../../../alerts/digest';
import { problemRef, sendProblem } from '../../../lib/problem';
import { preferencesOf, savePreferences, validatePreferences } from '../../../newsletter/preferences';
import { describeUnsubscribe, NEWSLETTER_PATHS, unsubscribe, UNSUBSCRIBE_TOKEN_PATTERN } from '../../../newsletter/unsubscribe';
import type { TokenProblem } from '../../../newsletter/unsubscribe';

const preferencesSchema = {
  type: 'object',
  required: ['jobDigest', 'startupNews', 'coursesAndEvents', 'productTips', 'language'],
  properties: {
    jobDigest: { type: 'string', enum: [...DIGEST_FREQUENCIES] },
    startupNews: { type: 'boolean' },
    coursesAndEvents: { type: 'boolean' },
    productTips: { type: 'boolean' },
    language: { type: 'string', enum: [...MAIL_LANGUAGES] },
  },
} as const;
const topicList = { type: 'array', items: { type: 'string', enum: [...TOPICS] } } as const;

const TOKEN_PROBLEMS: Record<TokenProblem, { status: number; detail: string }> = {
  unsubscribe_token_invalid: { status: 400, detail: 'This unsubscribe link is not valid' },
  unsubscribe_token_expired: { status: 410, detail: 'This unsubscribe link has expired; sign in to change your newsletter settings' },
};
const sendTokenProblem = (reply: FastifyReply, code: TokenProblem) =>
  sendProblem(reply, TOKEN_PROBLEMS[code].status, TOKEN_PROBLEMS[code].detail, { code });

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/** The one-click POST carries the token in its URL; the page's button sends it in a JSON body. */
function tokenOf(request: FastifyRequest<{ Querystring: { token?: string } }>): string {
  const fromQuery = request.query.token;
  if (typeof fromQuery === 'string' && fromQuery !== '') return fromQuery;
  const body = request.body;
  const fromBody = body !== null && typeof body === 'object' ? (body as Record<string, unknown>).token : undefined;
  return typeof fromBody === 'string' ? fromBody : '';
}

export default async function newsletterRoutes(app: FastifyInstance) {
  // RFC 8058 lets the one-click POST be urlencoded or multipart (`List-Unsubscribe=One-Click`);
  // its content is not needed, so any other body type is accepted and ignored.
  await app.register(formbody, { bodyLimit: 4 * 1024 });
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fields: 5, fieldSize: 1024, files: 0, parts: 5 } });
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4 * 1024 }, (_request, _body, done) => done(null, undefined));

  const localeOf = (request: FastifyRequest): MailLanguage => (request.host.toLowerCase() === app.config.siteHosts.en ? 'en' : 'cs');

  app.get('/', { preHandler: [app.requireUser], schema: { response: { 200: preferencesSchema, 401: problemRef } } }, async (request, reply) =>
    noStore(reply).send(await preferencesOf(app.db, request.user!.id, localeOf(request))),
  );

  app.put(
    '/',
    {
      preHandler: [app.verifyCsrf, app.requireUser],
      schema: { response: { 200: preferencesSchema, 401: problemRef, 403: problemRef, 422: problemRef } },
    },
    async (request, reply) => {
      const validation = validatePreferences(request.body);
      if (!validation.ok) {
        return sendProblem(reply, 422, 'Some fields are not valid', { code: 'validation_failed', errors: validation.errors });
      }
      const now = app.clock();
      // The digest is an alert (api/ALERTS.md): saved with the preferences, or neither.
      await app.db.transaction(async (tx) => {
        await savePreferences(tx, request.user!.id, validation.value, 'settings', now);
        await syncDigestAlert(tx, request.user!, validation.value, now);
      });
      return noStore(reply).send(validation.value);
    },
  );

  const tokenQuery = { type: 'object', properties: { token: { type: 'string', maxLength: 100 } } } as const;

  // Read-only: what the link would turn off, for the page to show before its button is pressed.
  app.post<{ Body: { token: string } }>(
    '/unsubscribe/check',
    {
      schema: {
        body: { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 100 } } },
        response: {
          200: {
            type: 'object',
            required: ['email', 'topic', 'subscribed'],
            properties: {
              email: { type: 'string' },
              topic: { anyOf: [{ type: 'string', enum: [...TOPICS] }, { type: 'null' }] },
              subscribed: topicList,
            },
          },
          400: problemRef,
          410: problemRef,
        },
      },
    },
    async (request, reply) => {
      const view = await describeUnsubscribe(app.db, request.body.token, app.clock());
      if (typeof view === 'string') return sendTokenProblem(reply, view);
      return noStore(reply).send(view);
    },
  );

  app.post<{ Querystring: { token?: string } }>(
    '/unsubscribe',
    {
      schema: {
        querystring: tokenQuery,
        response: {
          200: { type: 'object', required: ['unsubscribed'], properties: { unsubscribed: topicList } },
          400: problemRef,
          410: problemRef,
        },
      },
    },
    async (request, reply) => {
      const result = await unsubscribe(app.db, tokenOf(request), app.clock());
      if (typeof result === 'string') return sendTokenProblem(reply, result);
      return noStore(reply).send(result);
    },
  );

  // The List-Unsubscribe address opened in a browser (or fetched by a mail scanner): changes
  // nothing, only leads to the page with the button.
  app.get<{ Querystring: { token?: string } }>(
    '/unsubscribe',
    { schema: { querystring: tokenQuery, response: { 400: problemRef } } },
    async (request, reply) => {
      const token = request.query.token ?? '';
      if (!UNSUBSCRIBE_TOKEN_PATTERN.test(token)) return sendTokenProblem(reply, 'unsubscribe_token_invalid');
      const page = `${NEWSLETTER_PATHS[localeOf(request)]}?${new URLSearchParams({ unsubscribe: token })}`;
      return noStore(reply).redirect(page, 303);
    },
  );
}
