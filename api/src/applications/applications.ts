// Server-only: job applications (api/JOBS.md, "Apply"). An application and its CV are one row,
// stored in one transaction; the database's unique index on (job, lower(email)) is the one judge
// of "already applied", so two racing requests cannot both get in.
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db/db';
import { applicationConfirmationMail, applicationNotificationMail } from '../mail/application-mail';
import type { MailLocale } from '../mail/password-reset-mail';
import type { ThrottleRule } from '../plugins/throttle';
import type { ApplicationInput } from './application-validation';

/**
 * Applications per client IP: 20 an hour. A candidate applies to a handful of jobs in a sitting
 * (an office or a career fair behind one address shares this), and it bounds how fast one client
 * can fill companies' inboxes or store CVs. Counted for every attempt that reaches an open job.
 */
export const APPLICATIONS_PER_IP: ThrottleRule = { limit: 20, windowMs: 60 * 60 * 1000 };

/** The job's page on each site (the route table's `jobDetail`). */
const JOB_PATHS: Record<MailLocale, string> = { cs: '/nabidka', en: '/job' };

export interface ApplicationJob {
  id: number;
  slug: string;
  title: string;
  language: MailLocale;
  open: boolean;
  companyName: string;
  contactEmail: string | null;
}

/** The job applied to, with whether it takes applications (published, not expired); undefined for none. */
export async function findApplicationJob(db: Queryable, jobId: number, now: Date): Promise<ApplicationJob | undefined> {
  const { rows } = await db.query<{
    id: number;
    slug: string;
    title: string;
    language: MailLocale;
    open: boolean;
    company_name: string;
    contact_email: string | null;
  }>(
    `select j.id, j.slug, j.title, j.language, c.name as company_name, c.contact_email,
       (j.status = 'published' and (j.valid_until is null or j.valid_until > $2::timestamptz)) as open
     from jobs j join companies c on c.id = j.company_id
     where j.id = $1`,
    [jobId, now.toISOString()],
  );
  const row = rows[0];
  return (
    row && {
      id: row.id,
      slug: row.slug,
      title: row.title,
      language: row.language,
      open: row.open,
      companyName: row.company_name,
      contactEmail: row.contact_email,
    }
  );
}

export interface ApplicationCv {
  fileName: string;
  mediaType: string;
  content: Buffer;
}

export class AlreadyAppliedError extends Error {
  constructor() {
    super('This e-mail has already applied to this job');
  }
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** Stores the application with its CV; AlreadyAppliedError when this e-mail applied already. */
export async function storeApplication(
  db: Db,
  { jobId, userId, input, cv, now }: { jobId: number; userId: number | null; input: ApplicationInput; cv: ApplicationCv; now: Date },
): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `insert into job_applications
           (job_id, user_id, name, email, phone, linkedin_url, message, cv_filename, cv_content_type, cv_data, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::timestamptz)
         returning id`,
        [jobId, userId, input.name, input.email, input.phone, input.linkedin, input.message, cv.fileName, cv.mediaType, cv.content, now.toISOString()],
      );
      return rows[0]!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AlreadyAppliedError();
    throw error;
  }
}

/**
 * After the commit: the candidate's confirmation in the language of the site they applied on, and
 * the company's notification (in the job's language) when it has a contact address. Each mail is
 * sent on its own and a failure is only logged: the application is stored either way.
 */
export function sendApplicationMails(
  app: FastifyInstance,
  {
    job,
    input,
    cv,
    locale,
    protocol,
  }: { job: ApplicationJob; input: ApplicationInput; cv: ApplicationCv; locale: MailLocale; protocol: string },
): void {
  const jobUrl = (language: MailLocale) => `${protocol}://${app.config.siteHosts[language]}${JOB_PATHS[language]}/${job.id}/${job.slug}`;
  const mailJob = (language: MailLocale) => ({ title: job.title, companyName: job.companyName, url: jobUrl(language) });
  const logFailure = (mail: string) => (error: unknown) => {
    app.log.error({ err: error, jobId: job.id, mail }, 'application mail failed');
  };

  app.background.run(() =>
    app.mailer
      .send(applicationConfirmationMail({ to: input.email, name: input.name, job: mailJob(locale), locale }))
      .catch(logFailure('confirmation')),
  );
  const contactEmail = job.contactEmail;
  if (contactEmail) {
    app.background.run(() =>
      app.mailer
        .send(
          applicationNotificationMail({
            to: contactEmail,
            application: input,
            job: mailJob(job.language),
            cv: { filename: cv.fileName, contentType: cv.mediaType, content: cv.content },
            locale: job.language,
          }),
        )
        .catch(logFailure('notification')),
    );
  }
}
