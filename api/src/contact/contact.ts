// Server-only: messages of the contact form (api/EMPLOYERS.md, "Contact"): stored first, then
// mailed to the team and confirmed to the sender after the answer. A failed mail is only logged.
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db';
import { contactConfirmationMail, contactNotificationMail } from '../mail/contact-mail';
import type { ThrottleRule } from '../plugins/throttle';
import type { ContactInput } from './contact-validation';

/**
 * Messages per client IP: 5 an hour. Nobody writes to the team more often in earnest, and each
 * message sends a mail to an address the sender chooses (the confirmation), which must not become
 * a way to mail strangers in bulk.
 */
export const CONTACT_PER_IP: ThrottleRule = { limit: 5, windowMs: 60 * 60 * 1000 };

export async function storeContactMessage(
  db: Queryable,
  { input, userId, now }: { input: ContactInput; userId: number | null; now: Date },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into contact_messages (name, email, subject, message, locale, user_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7::timestamptz) returning id`,
    [input.name, input.email, input.subject, input.message, input.locale, userId, now.toISOString()],
  );
  return rows[0]!.id;
}

export function sendContactMails(app: FastifyInstance, { id, input }: { id: number; input: ContactInput }): void {
  const logFailure = (mail: string) => (error: unknown) => {
    app.log.error({ err: error, contactMessageId: id, mail }, 'contact mail failed');
  };
  app.background.run(() =>
    app.mailer.send(contactNotificationMail({ to: app.config.contactEmail, id, input })).catch(logFailure('notification')),
  );
  app.background.run(() => app.mailer.send(contactConfirmationMail({ input })).catch(logFailure('confirmation')));
}
