// POST /api/contact: the contact form (api/EMPLOYERS.md, "Contact"), from visitors and users alike.
import type { FastifyInstance } from 'fastify';
import { CONTACT_PER_IP, storeContactMessageWithMails } from '../../../contact/contact';
import { validateContact } from '../../../contact/contact-validation';
import { problemRef, sendProblem } from '../../../lib/problem';

export default async function contactRoutes(app: FastifyInstance) {
  app.post(
    '/',
    {
      // The session only names the sender's account (if any). CSRF for everybody, as the form
      // makes the API send mail to the address it names; checked before the body is read.
      onRequest: [app.loadSession, app.verifyCsrf],
      bodyLimit: 64 * 1024,
      schema: {
        response: {
          201: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
          400: problemRef,
          403: problemRef,
          415: problemRef,
          422: problemRef,
          429: problemRef,
        },
      },
    },
    async (request, reply) => {
      const validation = validateContact(request.body);
      if (!validation.ok) {
        return sendProblem(reply, 422, 'Some fields are not valid', { code: 'validation_failed', errors: validation.errors });
      }
      // Counted once the message is valid: a typo does not use up the sender's allowance.
      const hit = await app.throttle.hit(`contact:ip:${request.ip}`, CONTACT_PER_IP);
      if (!hit.allowed) {
        reply.header('Retry-After', String(hit.retryAfterSeconds));
        return sendProblem(reply, 429, 'Too many messages from this address; try again later', { code: 'too_many_attempts' });
      }
      const id = await storeContactMessageWithMails(app, { input: validation.value, userId: request.user?.id ?? null, now: app.clock() });
      return reply.code(201).header('Cache-Control', 'no-store').send({ id });
    },
  );
}
