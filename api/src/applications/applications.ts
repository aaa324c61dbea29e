// Server-only: job applications (api/JOBS.md, "Apply"). An application and its CV are one row,
// stored in one transaction with the test results it carries; the database's unique index on
// (job, lower(email)) is the one judge of "already applied", so two racing requests cannot both get in.
import { pathFor } from '@raketa/shared/routes';
import type { FastifyInstance } from 'fastify';
import { publicCompanyCondition } from '../jobs/company-summary';
import { openJobCondition } from '../jobs/job-summary';
import type { Db, Queryable } from '../db/db';
import { applicationConfirmationMail, applicationNotificationMail } from '../mail/application-mail';
import { stableMailId } from '../mail/mailer';
import type { MailLocale } from '../mail/password-reset-mail';
import { defineJob, MAIL_RETRIES, type JobQueue } from '../queue/queue';
import type { ThrottleRule } from '../plugins/throttle';
import { applicationResults, sharedAttemptIds, type TestResult } from '../skill-tests/skill-tests';
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
       ${openJobCondition('j', '$2')} as open
     from jobs j join companies c on c.id = j.company_id
     where j.id = $1 and ${publicCompanyCondition('c')}`,
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

/** Where the application's CV comes from: an uploaded file, or the profile of this user. */
export type ApplicationCvSource = { kind: 'upload'; cv: ApplicationCv } | { kind: 'profile'; userId: number };

export class AlreadyAppliedError extends Error {
  constructor() {
    super('This e-mail has already applied to this job');
  }
}

/** `profileCv=true`, but the profile has no CV (never uploaded, or deleted meanwhile). */
export class NoProfileCvError extends Error {
  constructor() {
    super('The profile has no CV');
  }
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

export interface StoredApplication {
  id: number;
  cv: ApplicationCv;
  /** The test results stored with it (public view; empty unless asked for). */
  testResults: TestResult[];
}

/**
 * Stores the application with its CV and, with `testResults`, the user's results shown to companies
 * (the newest per test, none when none is shown), and answers what was stored (for the mails).
 * AlreadyAppliedError when this e-mail applied already; NoProfileCvError for a profile without a CV.
 */
export async function storeApplication(
  db: Db,
  {
    jobId,
    userId,
    input,
    cv,
    testResults = false,
    locale = 'cs',
    now,
    afterInsert,
  }: {
    jobId: number;
    userId: number | null;
    input: ApplicationInput;
    cv: ApplicationCvSource;
    testResults?: boolean;
    /** The site's language: the company's answers are mailed in it (api/APPLICANTS.md). */
    locale?: MailLocale;
    now: Date;
    /** Work that must commit with the application (enqueueing its mails). */
    afterInsert?: (tx: Queryable, applicationId: number) => Promise<void>;
  },
): Promise<StoredApplication> {
  const fields = [jobId, userId, input.name, input.email, input.phone, input.linkedin, input.message];
  const columns = 'job_id, user_id, name, email, phone, linkedin_url, message, cv_filename, cv_content_type, cv_data, created_at, locale';
  // In the same transaction as the application: the flags as they are at this moment, all or nothing.
  const attachResults = async (tx: Queryable, applicationId: number): Promise<TestResult[]> => {
    if (!testResults || userId === null) return [];
    await tx.query(
      `insert into job_application_test_results (application_id, attempt_id)
       select $1::integer, shared.id from (${sharedAttemptIds('$2::integer')}) shared`,
      [applicationId, userId],
    );
    return applicationResults(tx, applicationId);
  };
  try {
    return await db.transaction(async (tx) => {
      if (cv.kind === 'upload') {
        const { rows } = await tx.query<{ id: number }>(
          `insert into job_applications (${columns})
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::timestamptz, $12)
           returning id`,
          [...fields, cv.cv.fileName, cv.cv.mediaType, cv.cv.content, now.toISOString(), locale],
        );
        const id = rows[0]!.id;
        const stored = { id, cv: cv.cv, testResults: await attachResults(tx, id) };
        await afterInsert?.(tx, id);
        return stored;
      }
      // One statement copies the profile's CV as it is at this moment: a CV replaced or deleted
      // concurrently is either copied whole or not found, never half of each.
      const { rows } = await tx.query<{ id: number; cv_filename: string; cv_content_type: string; cv_data: Uint8Array }>(
        `insert into job_applications (${columns})
         select $1::integer, $2::integer, $3::text, $4::text, $5::text, $6::text, $7::text, p.file_name, p.media_type, p.content, $9::timestamptz, $10::text
         from profile_cvs p where p.user_id = $8
         returning id, cv_filename, cv_content_type, cv_data`,
        [...fields, cv.userId, now.toISOString(), locale],
      );
      const row = rows[0];
      if (!row) throw new NoProfileCvError();
      const stored = {
        id: row.id,
        // pg answers a Buffer, PGlite a Uint8Array.
        cv: { fileName: row.cv_filename, mediaType: row.cv_content_type, content: Buffer.from(row.cv_data) },
        testResults: await attachResults(tx, row.id),
      };
      await afterInsert?.(tx, row.id);
      return stored;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AlreadyAppliedError();
    throw error;
  }
}

/** What the mail jobs of an application carry: ids and how to build links, never the CV. */
export interface ApplicationMailData {
  applicationId: number;
  /** The site the candidate applied on (their confirmation's language). */
  locale: MailLocale;
  /** `http` or `https`, as the site was reached (the links in the mails). */
  protocol: string;
}

interface ApplicationRow {
  name: string;
  email: string;
  phone: string | null;
  linkedin_url: string | null;
  message: string;
  cv_filename: string;
  cv_content_type: string;
  /** Null once the candidate withdrew (api/APPLICANTS.md). */
  cv_data: Uint8Array | null;
  job_id: number;
  slug: string;
  title: string;
  language: MailLocale;
  company_name: string;
  contact_email: string | null;
}

/** The application as stored, with its job and company as they are now; undefined once it is gone. */
async function loadApplication(db: Queryable, applicationId: number, { withCv }: { withCv: boolean }) {
  const { rows } = await db.query<ApplicationRow>(
    `select a.name, a.email, a.phone, a.linkedin_url, a.message, a.cv_filename, a.cv_content_type,
       ${withCv ? 'a.cv_data' : 'null as cv_data'}, j.id as job_id, j.slug, j.title, j.language,
       c.name as company_name, c.contact_email
     from job_applications a join jobs j on j.id = a.job_id join companies c on c.id = j.company_id
     where a.id = $1`,
    [applicationId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const input: ApplicationInput = { name: row.name, email: row.email, phone: row.phone, linkedin: row.linkedin_url, message: row.message };
  return { row, input };
}

function mailLinks(app: FastifyInstance, row: Pick<ApplicationRow, 'job_id' | 'slug' | 'title' | 'company_name'>, protocol: string) {
  const siteUrl = (language: MailLocale, path: string) => `${protocol}://${app.config.siteHosts[language]}${path}`;
  return {
    siteUrl,
    mailJob: (language: MailLocale) => ({
      title: row.title,
      companyName: row.company_name,
      url: siteUrl(language, `${JOB_PATHS[language]}/${row.job_id}/${row.slug}`),
    }),
  };
}

/** The candidate's confirmation, in the language of the site they applied on. */
export const applicationConfirmationJob = defineJob<ApplicationMailData, FastifyInstance>({
  name: 'application-confirmation-mail',
  retries: MAIL_RETRIES,
  async run(app, { applicationId, locale, protocol }, job) {
    const loaded = await loadApplication(app.db, applicationId, { withCv: false });
    // Deleted meanwhile (the job or the company went): nothing to confirm.
    if (!loaded) return;
    const { mailJob } = mailLinks(app, loaded.row, protocol);
    await app.mailer.send({
      ...applicationConfirmationMail({ to: loaded.input.email, name: loaded.input.name, job: mailJob(locale), locale }),
      id: stableMailId(job.createdOn, job.id),
    });
  },
});

/**
 * The company's notification with the CV, in the job's language, to the contact address it has
 * when the mail goes out, listing the test results sent with the application and their share links.
 */
export const applicationNotificationJob = defineJob<ApplicationMailData, FastifyInstance>({
  name: 'application-notification-mail',
  retries: MAIL_RETRIES,
  async run(app, { applicationId, protocol }, job) {
    const loaded = await loadApplication(app.db, applicationId, { withCv: true });
    // Withdrawn before the mail went out (its CV is gone): nothing to tell the company.
    if (!loaded?.row.contact_email || loaded.row.cv_data === null) return;
    const { row, input } = loaded;
    const { siteUrl, mailJob } = mailLinks(app, row, protocol);
    const testResults = await applicationResults(app.db, applicationId);
    await app.mailer.send({
      ...applicationNotificationMail({
        to: row.contact_email!,
        application: input,
        job: mailJob(row.language),
        // pg answers a Buffer, PGlite a Uint8Array.
        cv: { filename: row.cv_filename, contentType: row.cv_content_type, content: Buffer.from(row.cv_data!) },
        testResults: testResults.map((result) => ({
          title: result.test.title[row.language],
          score: result.score,
          percentile: result.percentile,
          url: siteUrl(row.language, pathFor('testResult', row.language, { slug: result.test.slug, id: result.id })),
        })),
        locale: row.language,
      }),
      id: stableMailId(job.createdOn, job.id),
    });
  },
});

/**
 * The application's mails, enqueued in the transaction that stores it: both commit with the row
 * or neither does. The company's only when it has a contact address.
 */
export async function enqueueApplicationMails(
  queue: JobQueue,
  tx: Queryable,
  { job, ...data }: ApplicationMailData & { job: ApplicationJob },
): Promise<void> {
  await queue.send(applicationConfirmationJob, data, tx);
  if (job.contactEmail) await queue.send(applicationNotificationJob, data, tx);
}
