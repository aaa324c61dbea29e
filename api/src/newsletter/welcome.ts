// Server-only: what a new account gets from the newsletter side. Its preferences start at the
// defaults (every topic off, mails in the language of the site it registered on), stored with the
// account, and a candidate gets a welcome mail with an unsubscribe link, whose job is enqueued with
// the account too: the job queue sends it after the answer and retries it until it goes out.
import type { MailLanguage } from '@raketa/shared/account';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db';
import { stableMailId } from '../mail/mailer';
import { welcomeMail } from '../mail/newsletter-mail';
import type { User } from '../plugins/users-repository';
import { defineJob, MAIL_RETRIES } from '../queue/queue';
import { storeDefaults } from './preferences';
import { createUnsubscribeToken, NEWSLETTER_PATHS, unsubscribeLinks } from './unsubscribe';

const JOBS_PATHS: Record<MailLanguage, string> = { cs: '/nabidky', en: '/jobs' };

export interface WelcomeMailData {
  userId: number;
  locale: MailLanguage;
  siteOrigin: string;
}

export const welcomeMailJob = defineJob<WelcomeMailData, FastifyInstance>({
  name: 'welcome-mail',
  retries: MAIL_RETRIES,
  async run(app, { userId, locale, siteOrigin }, job) {
    const { rows } = await app.db.query<{ email: string; name: string }>('select email, name from users where id = $1', [userId]);
    const user = rows[0];
    // The account was deleted before its welcome went out.
    if (!user) return;
    const token = await createUnsubscribeToken(app.db, { userId, topic: null, locale, now: app.clock() });
    await app.mailer.send({
      ...welcomeMail({
        to: user.email,
        name: user.name,
        locale,
        jobsUrl: `${siteOrigin}${JOBS_PATHS[locale]}`,
        settingsUrl: `${siteOrigin}${NEWSLETTER_PATHS[locale]}`,
        unsubscribe: unsubscribeLinks(siteOrigin, locale, token),
      }),
      id: stableMailId(job.createdOn, job.id),
    });
  },
});

/** In the transaction that creates the account: its newsletter defaults and, for a candidate, the welcome mail's job. */
export async function welcomeNewAccount(
  app: FastifyInstance,
  tx: Queryable,
  { user, locale, siteOrigin }: { user: User; locale: MailLanguage; siteOrigin: string },
): Promise<void> {
  await storeDefaults(tx, user.id, locale, app.clock());
  if (user.type !== 'candidate') return;
  await app.queue.send(welcomeMailJob, { userId: user.id, locale, siteOrigin }, tx);
}
