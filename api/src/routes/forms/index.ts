// The browser's form posts of sign-in, sign-up, sign-out and reset requests (spec section 7), on both
// languages' paths (shared/src/routes/route-table.ts; the shell server forwards their POSTs here).
// Each accepts multipart and urlencoded bodies (and JSON for the UI's fetch), and passes CSRF first.
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestPasswordReset, RESET_PATHS } from '../../auth/password-reset';
import { checkCredentials, secondFactorLocation, signInUser } from '../../auth/sign-in';
import { registrationThrottle, validateRegistration } from '../../auth/registration';
import { clientGoneSignal } from '../../lib/client-gone';
import { problemRef, sendProblem } from '../../lib/problem';
import { safeRedirectTarget } from '../../lib/safe-redirect';
import { welcomeNewAccount } from '../../newsletter/welcome';
import { createUsersRepository, EmailTakenError, publicUser } from '../../plugins/users-repository';
import { userSchema } from '../api/me/index';

type Locale = 'cs' | 'en';
export const LOGIN_PATHS: Record<Locale, string> = { cs: '/prihlasit', en: '/login' };
export const REGISTER_PATHS: Record<Locale, string> = { cs: '/registrovat', en: '/register' };
export const LOGOUT_PATH = '/logout';
/** The dialog fragment of the login tab per language (spec section 2). */
export const LOGIN_FRAGMENTS: Record<Locale, string> = { cs: 'prihlaseni', en: 'login' };

type FormBody = Record<string, unknown>;

const field = (body: unknown, name: string): string => {
  const value = body !== null && typeof body === 'object' ? (body as FormBody)[name] : undefined;
  return typeof value === 'string' ? value : '';
};

// Fields only: a file part, a flood of fields or an oversized value ends the request with a 4xx.
const multipartLimits = { fields: 20, fieldSize: 8 * 1024, files: 0, parts: 20 };
const formBodySchema = { type: 'object' } as const;

export default async function formRoutes(app: FastifyInstance) {
  // Scoped to these routes: the rest of the API reads JSON only.
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: multipartLimits });

  const siteHosts = [app.config.siteHosts.cs, app.config.siteHosts.en];
  const localeOf = (request: FastifyRequest): Locale => (request.host.toLowerCase() === app.config.siteHosts.en ? 'en' : 'cs');
  const back = (request: FastifyRequest) => safeRedirectTarget(field(request.body, 'back'), siteHosts);
  const seeOther = (reply: FastifyReply, location: string) => reply.header('Cache-Control', 'no-store').redirect(location, 303);

  const preHandler = [app.verifyCsrf];

  for (const path of Object.values(LOGIN_PATHS)) {
    app.post(path, { preHandler, schema: { body: formBodySchema, response: { 403: problemRef } } }, async (request, reply) => {
      const target = back(request);
      const result = await checkCredentials(app, {
        username: field(request.body, 'username'),
        password: field(request.body, 'password'),
        ip: request.ip,
        signal: clientGoneSignal(request, reply),
      });
      if (result.kind === 'ok') {
        // A two-factor account lands on the #2fa dialog, with a session that waits for the code.
        const pending = await signInUser(app, request, reply, result.user.id);
        return seeOther(reply, pending ? secondFactorLocation(target) : target);
      }
      // Back to the login dialog, which shows the error; the page the user came from stays in redirect_to.
      // A busy hasher reads as "try again later" too (the dialog knows no other wording for it).
      const locale = localeOf(request);
      const error = result.kind === 'throttled' || result.kind === 'busy' ? 'too_many_attempts' : 'wrong_credentials';
      const query = new URLSearchParams({ error, redirect_to: target });
      return seeOther(reply, `${LOGIN_PATHS[locale]}?${query}#${LOGIN_FRAGMENTS[locale]}`);
    });
  }

  for (const path of Object.values(REGISTER_PATHS)) {
    app.post(
      path,
      {
        preHandler,
        schema: { body: formBodySchema, response: { 201: userSchema, 403: problemRef, 409: problemRef, 422: problemRef, 429: problemRef } },
      },
      async (request, reply) => {
        const validation = validateRegistration((request.body ?? {}) as FormBody);
        if (!validation.ok) {
          return sendProblem(reply, 422, 'Some fields are not valid', { code: 'validation_failed', errors: validation.errors });
        }
        const retryAfter = await registrationThrottle(app, request.ip);
        if (retryAfter !== undefined) {
          reply.header('Retry-After', String(retryAfter));
          return sendProblem(reply, 429, 'Too many sign-ups from this address; try again later', { code: 'too_many_attempts' });
        }
        const { type, name, email, password } = validation.value;
        const taken = () =>
          sendProblem(reply, 409, 'This user is already registered', {
            code: 'username_exists',
            errors: [{ field: 'username', code: 'username_exists', message: 'This user is already registered.' }],
          });
        if (await app.usersRepository.emailExists(email)) return taken();
        try {
          const passwordHash = await app.passwords.hash(password);
          const locale = localeOf(request);
          const siteOrigin = `${request.protocol}://${app.config.siteHosts[locale]}`;
          // The account, its newsletter defaults and, for a candidate, the job of the welcome mail in
          // the site's language commit together.
          const user = await app.db.transaction(async (tx) => {
            const created = await createUsersRepository(tx).create({ type, name, email, passwordHash });
            await welcomeNewAccount(app, tx, { user: publicUser(created), locale, siteOrigin });
            return created;
          });
          // The client goes on to /onboarding signed in.
          await app.sessions.start(request, reply, user.id);
          return reply.code(201).header('Cache-Control', 'no-store').send(publicUser(user));
        } catch (error) {
          if (error instanceof EmailTakenError) return taken();
          throw error;
        }
      },
    );
  }

  // The forgotten-password dialog posts the form with fetch and shows its success toast on any 2xx.
  // Known or not, an address gets the same 200, as fast (the job queue looks the address up and mails).
  for (const path of Object.values(RESET_PATHS)) {
    app.post(
      path,
      {
        preHandler,
        schema: {
          body: formBodySchema,
          response: {
            200: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } },
            403: problemRef,
            422: problemRef,
            429: problemRef,
          },
        },
      },
      async (request, reply) => {
        const locale = localeOf(request);
        const result = await requestPasswordReset(app, {
          email: field(request.body, 'email'),
          ip: request.ip,
          locale,
          // The configured host, never the raw Host header: a forged one must not end up in the mailed link.
          siteOrigin: `${request.protocol}://${app.config.siteHosts[locale]}`,
        });
        if (result.kind === 'invalid') {
          return sendProblem(reply, 422, 'Some fields are not valid', { code: 'validation_failed', errors: result.errors });
        }
        if (result.kind === 'throttled') {
          reply.header('Retry-After', String(result.retryAfterSeconds));
          return sendProblem(reply, 429, 'Too many reset requests; try again later', { code: 'too_many_attempts' });
        }
        return reply.header('Cache-Control', 'no-store').send({ ok: true });
      },
    );
  }

  app.post(LOGOUT_PATH, { preHandler, schema: { body: formBodySchema, response: { 403: problemRef } } }, async (request, reply) => {
    await app.sessions.end(request, reply);
    return seeOther(reply, back(request));
  });
}
