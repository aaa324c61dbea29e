// Server-only: the reminder about untouched applications (api/APPLICANTS.md, "Reminder"). A periodic
// queue job, by the app's clock (`app.clock()`, which the test clock moves): applications still
// `new` REMINDER_DAYS after they arrived are claimed (reminded_at set) and their company's team gets
// one mail listing them, in the company's language. Each application is reminded about once, however
// many API processes sweep at once or how often a sweep is retried: rows are claimed with FOR UPDATE
// SKIP LOCKED and changed only while still unreminded, in the transaction that enqueues the mail.
import { pathFor } from '@raketa/shared/routes';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { siteOrigin } from '../employer/job-mails';
import { applicantReminderMail } from '../mail/applicant-mail';
import { stableMailId } from '../mail/mailer';
import type { MailLocale } from '../mail/password-reset-mail';
import { defineJob, MAIL_RETRIES, type JobQueue } from '../queue/queue';

/** An application untouched this long is worth a reminder. */
export const REMINDER_DAYS = 7;
/** Every hour: a reminder goes at most an hour late. */
export const APPLICANT_REMINDER_CRON = '17 * * * *';
const BATCH = 500;

export interface ReminderSweepResult {
  applications: number;
  mails: number;
}

export async function sweepApplicantReminders(
  db: Db,
  queue: JobQueue,
  now: Date,
  shouldStop: () => boolean = () => false,
): Promise<ReminderSweepResult> {
  const result: ReminderSweepResult = { applications: 0, mails: 0 };
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number; company_id: number; team: boolean }>(
        `with due as (
           select a.id from job_applications a
           where a.status = 'new' and a.reminded_at is null and a.created_at <= $1::timestamptz - make_interval(days => $2::integer)
           order by a.created_at, a.id limit ${BATCH} for update of a skip locked)
         update job_applications a set reminded_at = $1::timestamptz from due, jobs j
         where a.id = due.id and j.id = a.job_id and a.status = 'new' and a.reminded_at is null
         returning a.id, j.company_id, exists (select 1 from company_members m where m.company_id = j.company_id) as team`,
        [now.toISOString(), REMINDER_DAYS],
      );
      // One mail per company and batch; a company without a team has no one to tell (still marked: once means once).
      const byCompany = new Map<number, number[]>();
      for (const row of rows) if (row.team) byCompany.set(row.company_id, [...(byCompany.get(row.company_id) ?? []), row.id]);
      for (const [companyId, applicationIds] of byCompany) {
        await queue.send(applicantReminderMailJob, { companyId, applicationIds: applicationIds.sort((a, b) => a - b) }, tx);
      }
      result.mails += byCompany.size;
      return rows.length;
    });
    result.applications += count;
    if (count < BATCH || shouldStop()) break;
  }
  return result;
}

export const applicantReminderMailJob = defineJob<{ companyId: number; applicationIds: number[] }, FastifyInstance>({
  name: 'applicant-reminder-mail',
  retries: MAIL_RETRIES,
  async run(app, { companyId, applicationIds }, job) {
    const { rows: companies } = await app.db.query<{ name: string; language: MailLocale }>('select name, language from companies where id = $1', [
      companyId,
    ]);
    const company = companies[0];
    if (!company) return;
    // Those answered since the sweep are left out; none left, no mail.
    const { rows: items } = await app.db.query<{ name: string; job_id: number; title: string; created_at: Date | string }>(
      `select a.name, j.id as job_id, j.title, a.created_at from job_applications a join jobs j on j.id = a.job_id
       where a.id = any($1::int[]) and j.company_id = $2 and a.status = 'new' order by a.created_at, a.id`,
      [applicationIds, companyId],
    );
    const { rows: team } = await app.db.query<{ email: string }>(
      `select u.email from company_members m join users u on u.id = m.user_id where m.company_id = $1 order by m.role = 'owner' desc, u.id`,
      [companyId],
    );
    if (items.length === 0 || team.length === 0) return;
    const locale = company.language;
    const origin = siteOrigin(app.config, locale);
    await app.mailer.send({
      ...applicantReminderMail({
        to: team.map((member) => member.email),
        locale,
        company: company.name,
        items: items.map((item) => ({
          name: item.name,
          job: item.title,
          appliedAt: new Date(item.created_at),
          url: `${origin}${pathFor('companyConsoleJob', locale, { id: String(item.job_id) })}`,
        })),
      }),
      id: stableMailId(job.createdOn, job.id),
    });
  },
});

export const applicantReminderJob = defineJob<Record<string, never>, FastifyInstance>({
  name: 'applicant-reminder-sweep',
  cron: APPLICANT_REMINDER_CRON,
  async run(app) {
    const result = await sweepApplicantReminders(app.db, app.queue, app.clock(), () => app.queue.stopping);
    if (result.applications > 0) app.log.info(result, 'applicant reminders swept');
  },
});
