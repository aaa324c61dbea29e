// Server-only: messages of the contact form (api/EMPLOYERS.md, "Contact"): stored with the jobs of
// their two mails in one transaction (to the team, and the sender's confirmation), which the job
// queue sends after the answer and retries until they go out.
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db';
import { contactConfirmationMail, contactNotificationMail } from '../mail/contact-mail';
import { stableMailId } from '../mail/mailer';
import { defineJob, MAIL_RETRIES } from '../queue/queue';
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

/** A stored message as the mails show it; undefined once it is gone. */
async function loadContactMessage(db: Queryable, id: number): Promise<ContactInput | undefined> {
  const { rows } = await db.query<ContactInput>('select name, email, subject, message, locale from contact_messages where id = $1', [id]);
  return rows[0];
}

export interface ContactMailData {
  contactMessageId: number;
}

/** The message to the team (Reply-To the sender). */
export const contactNotificationJob = defineJob<ContactMailData, FastifyInstance>({
  name: 'contact-notification-mail',
  retries: MAIL_RETRIES,
  async run(app, { contactMessageId: id }, job) {
    const input = await loadContactMessage(app.db, id);
    if (!input) return;
    await app.mailer.send({ ...contactNotificationMail({ to: app.config.contactEmail, id, input }), id: stableMailId(job.createdOn, job.id) });
  },
});

/** The sender's confirmation, in the language of the site they wrote from. */
export const contactConfirmationJob = defineJob<ContactMailData, FastifyInstance>({
  name: 'contact-confirmation-mail',
  retries: MAIL_RETRIES,
  async run(app, { contactMessageId: id }, job) {
    const input = await loadContactMessage(app.db, id);
    if (!input) return;
    await app.mailer.send({ ...contactConfirmationMail({ input }), id: stableMailId(job.createdOn, job.id) });
  },
});

/** Stores the message and enqueues both mails in one transaction; answers its id. */
export async function storeContactMessageWithMails(
  app: FastifyInstance,
  message: { input: ContactInput; userId: number | null; now: Date },
): Promise<number> {
  return app.db.transaction(async (tx) => {
    const id = await storeContactMessage(tx, message);
    await app.queue.send(contactNotificationJob, { contactMessageId: id }, tx);
    await app.queue.send(contactConfirmationJob, { contactMessageId: id }, tx);
    return id;
  });
}
