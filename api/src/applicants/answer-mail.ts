// Server-only: the company's answer to a candidate (api/APPLICANTS.md, "Answers"), one queue job per
// status change that carried a message, enqueued in the change's transaction. The text is the one
// stored with the change (filled in for this candidate), in the application's language.
import { TEMPLATE_KIND_OF_STATUS, type ApplicationStatus } from '@raketa/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { applicantAnswerMail } from '../mail/applicant-mail';
import { stableMailId } from '../mail/mailer';
import type { MailLocale } from '../mail/password-reset-mail';
import { defineJob, MAIL_RETRIES } from '../queue/queue';

export const applicantAnswerMailJob = defineJob<{ eventId: number }, FastifyInstance>({
  name: 'applicant-answer-mail',
  retries: MAIL_RETRIES,
  async run(app, { eventId }, job) {
    const { rows } = await app.db.query<{
      to_status: ApplicationStatus;
      message: string | null;
      email: string;
      locale: MailLocale;
      title: string;
      company_name: string;
      contact_email: string | null;
    }>(
      `select e.to_status, e.message, a.email, a.locale, j.title, c.name as company_name, c.contact_email
       from job_application_events e join job_applications a on a.id = e.application_id
         join jobs j on j.id = a.job_id join companies c on c.id = j.company_id
       where e.id = $1`,
      [eventId],
    );
    const row = rows[0];
    const kind = row && TEMPLATE_KIND_OF_STATUS[row.to_status];
    // Deleted meanwhile (the job, the company), or nothing to say.
    if (!row || row.message === null || !kind) return;
    await app.mailer.send({
      ...applicantAnswerMail({
        to: row.email,
        replyTo: row.contact_email,
        kind,
        locale: row.locale,
        job: row.title,
        company: row.company_name,
        message: row.message,
      }),
      id: stableMailId(job.createdOn, job.id),
    });
  },
});
