// Server-only: what a new account gets from the newsletter side. Its preferences start at the
// defaults (every topic off, mails in the language of the site it registered on), and a candidate
// gets a welcome mail with an unsubscribe link. Runs in the background, after the answer.
import type { MailLanguage } from '@raketa/shared/account';
import type { FastifyInstance } from 'fastify';
import { welcomeMail } from '../mail/newsletter-mail';
import type { User } from '../plugins/users-repository';
import { storeDefaults } from './preferences';
import { createUnsubscribeToken, NEWSLETTER_PATHS, unsubscribeLinks } from './unsubscribe';

const JOBS_PATHS: Record<MailLanguage, string> = { cs: '/nabidky', en: '/jobs' };

export async function welcomeNewAccount(
  app: FastifyInstance,
  { user, locale, siteOrigin }: { user: User; locale: MailLanguage; siteOrigin: string },
): Promise<void> {
  const now = app.clock();
  await storeDefaults(app.db, user.id, locale, now);
  if (user.type !== 'candidate') return;
  const token = await createUnsubscribeToken(app.db, { userId: user.id, topic: null, locale, now });
  await app.mailer.send(
    welcomeMail({
      to: user.email,
      name: user.name,
      locale,
      jobsUrl: `${siteOrigin}${JOBS_PATHS[locale]}`,
      settingsUrl: `${siteOrigin}${NEWSLETTER_PATHS[locale]}`,
      unsubscribe: unsubscribeLinks(siteOrigin, locale, token),
    }),
  );
}
