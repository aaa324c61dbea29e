// Server-only: the mails of a job's life (api/CONSOLE.md, "Mails") as one queue job. A mail goes to
// the company's team (every member's account address), in the company's language (companies.language:
// the site a member last submitted a job or ordered a plan from). Enqueued in the transaction of the
// move that causes it, so a move that rolls back sends nothing and one that commits sends one mail;
// a retried job rewrites the same message (stableMailId).
import type { RejectionReason } from '@raketa/shared/contracts';
import { pathFor } from '@raketa/shared/routes';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Queryable } from '../db/db';
import { jobLifecycleMail, type JobMailEvent } from '../mail/job-lifecycle-mail';
import { stableMailId } from '../mail/mailer';
import type { MailLocale } from '../mail/password-reset-mail';
import { defineJob, MAIL_RETRIES, type JobQueue } from '../queue/queue';
import { activePlan, listingDaysOf } from './plans';

export interface JobMailData {
  jobId: number;
  event: JobMailEvent;
  /** The rejection as the admin gave it (the row may be edited before the mail goes). */
  rejection?: { reason: RejectionReason; message: string };
  /** Expiring: the end of listing warned about (ISO); a job renewed meanwhile gets no warning. */
  validUntil?: string;
}

/**
 * The site's origin in `locale`. The sweep's mails have no request to take the scheme from: a local
 * host (localhost, *.localhost, an IP address) is served over http, every other over https.
 */
export function siteOrigin(config: Pick<Config, 'siteHosts'>, locale: MailLocale): string {
  const host = config.siteHosts[locale];
  const name = host.replace(/:\d+$/, '');
  const local = name === 'localhost' || name.endsWith('.localhost') || /^[\d.]+$/.test(name) || name.startsWith('[');
  return `${local ? 'http' : 'https'}://${host}`;
}

/**
 * The job's page in the company console (the route table's `companyConsoleJob`), where the company
 * edits, renews or closes it.
 */
export const consoleJobPath = (locale: MailLocale, jobId: number) => pathFor('companyConsoleJob', locale, { id: String(jobId) });

interface MailJobRow {
  title: string;
  slug: string;
  status: string;
  valid_until: Date | string | null;
  company_id: number;
  company_name: string;
  language: MailLocale;
}

export const jobLifecycleMailJob = defineJob<JobMailData, FastifyInstance>({
  name: 'job-lifecycle-mail',
  retries: MAIL_RETRIES,
  async run(app, data, job) {
    const { rows } = await app.db.query<MailJobRow>(
      `select j.title, j.slug, j.status, j.valid_until, c.id as company_id, c.name as company_name, c.language
       from jobs j join companies c on c.id = j.company_id where j.id = $1`,
      [data.jobId],
    );
    const row = rows[0];
    // Deleted meanwhile: nothing to tell.
    if (!row) return;
    // Renewed (or closed) before the warning went: it warns of nothing.
    if (
      data.event === 'expiring' &&
      (row.status !== 'published' || row.valid_until === null || new Date(row.valid_until).toISOString() !== data.validUntil)
    )
      return;
    const { rows: team } = await app.db.query<{ email: string }>(
      `select u.email from company_members m join users u on u.id = m.user_id where m.company_id = $1 order by m.role = 'owner' desc, u.id`,
      [row.company_id],
    );
    if (team.length === 0) return;
    const locale = row.language;
    const origin = siteOrigin(app.config, locale);
    const validUntil = row.valid_until === null ? null : new Date(row.valid_until);
    const url =
      data.event === 'approved'
        ? `${origin}${pathFor('jobDetail', locale, { id: String(data.jobId), slug: row.slug })}`
        : `${origin}${consoleJobPath(locale, data.jobId)}`;
    await app.mailer.send({
      ...jobLifecycleMail({
        event: data.event,
        to: team.map((member) => member.email),
        locale,
        job: {
          title: row.title,
          companyName: row.company_name,
          validUntil,
          listingDays: listingDaysOf(await activePlan(app.db, row.company_id, app.clock())),
        },
        url,
        rulesUrl: `${origin}${pathFor('advertisingRules', locale)}`,
        ...(data.rejection ? { rejection: data.rejection } : {}),
      }),
      id: stableMailId(job.createdOn, job.id),
    });
  },
});

/** Enqueues a mail of the job's life in `tx`, the transaction of the move that causes it. */
export async function enqueueJobMail(queue: JobQueue, tx: Queryable, data: JobMailData): Promise<void> {
  await queue.send(jobLifecycleMailJob, data, tx);
}
