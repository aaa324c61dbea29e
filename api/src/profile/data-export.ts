// Server-only: everything Raketa keeps about a candidate, as one ZIP archive (api/AUTH.md, "Data
// export"): the account and profile, the CV, every application sent from the account with its
// statuses and the company's messages (never the team's notes or rejection reasons: those are the
// company's), the CV copy sent with each, test results, job alerts, saved jobs, followed companies
// and newsletter choices, with a README.txt in the account's language. The JSON parts are read
// first (small); the CVs follow one at a time into the stream (fflate's streaming Zip), so a
// candidate with many applications never has all their CVs in memory at once.
import { PassThrough, type Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Config } from '../config';
import type { Queryable } from '../db/db';
import { toAlert, ALERT_COLUMNS, type AlertRow } from '../alerts/alerts';
import { retentionMonths } from '../applicants/retention';
import { myApplications } from '../applicants/tracker';
import type { MailLanguage } from '@raketa/shared/account';
import { preferencesOf } from '../newsletter/preferences';
import { userResults } from '../skill-tests/skill-tests';
import { getProfile } from './profiles';

const iso = (value: Date | string) => new Date(value).toISOString();
/** Test results in the archive: more than anyone takes (each test may be retaken, 20 tests). */
const RESULTS_MAX = 10_000;

/** A name safe as a path part inside the archive: no folders, no control characters, not too long. */
export function archiveName(fileName: string): string {
  const clean = fileName
    // eslint-disable-next-line no-control-regex -- control characters are exactly what goes
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_')
    .replace(/^\.+/, '_')
    .trim();
  return (clean || 'cv').slice(-120);
}

/** The download's name: `raketa-data-2026-11-26.zip` (the day it was made, UTC). */
export const exportFileName = (now: Date) => `raketa-data-${now.toISOString().slice(0, 10)}.zip`;

const README: Record<MailLanguage, (files: string[], now: Date) => string> = {
  cs: (files, now) =>
    [
      'Vaše data z Raketa.cz',
      '',
      `Archiv vznikl ${now.toISOString()} (UTC) na vaši žádost a obsahuje vše, co o vás Raketa uchovává:`,
      '',
      '- account.json: účet (jméno, e-mail, typ, kdy vznikl) a profil (obor, senioritu, plat, lokalitu, jazyky, odkazy).',
      '- cv/: životopis nahraný do profilu.',
      '- applications.json: vaše přihlášky s tím, co jste firmě poslali, stavem, průběhem (odesláno, viděno firmou, v řízení, nevybráno, přijato, staženo) a zprávami firmy. Interní poznámky firmy k nim nepatří vám a nejsou v archivu.',
      '- applications/<číslo přihlášky>/: kopie životopisu odeslaná s přihláškou (po stažení přihlášky se maže).',
      '- test-results.json: výsledky testů dovedností a zda je ukazujete firmám.',
      '- alerts.json: hlídací psi nabídek.',
      '- saved-jobs.json: uložené nabídky.',
      '- followed-companies.json: sledované firmy.',
      '- newsletter.json: nastavení newsletteru.',
      '',
      'Přihlášky na nabídky, které skončily, mažeme po uplynutí lhůty uvedené u každé z nich (deletesAt).',
      'Časy jsou v UTC ve formátu ISO 8601.',
      '',
      `Soubory v archivu: ${files.join(', ')}`,
      '',
    ].join('\n'),
  en: (files, now) =>
    [
      'Your data from Raketa.cz',
      '',
      `This archive was made at ${now.toISOString()} (UTC) at your request and holds everything Raketa keeps about you:`,
      '',
      '- account.json: your account (name, e-mail, type, when it was made) and profile (fields, seniority, salary, location, languages, links).',
      '- cv/: the CV uploaded to your profile.',
      '- applications.json: your applications with what you sent the company, their status, progress (sent, seen by the company, in progress, not selected, hired, withdrawn) and the company’s messages. The company’s internal notes on them are not yours and are not in the archive.',
      '- applications/<application number>/: the copy of your CV sent with the application (deleted when you withdraw it).',
      '- test-results.json: your skill test results and whether companies see them.',
      '- alerts.json: your job alerts.',
      '- saved-jobs.json: the jobs you saved.',
      '- followed-companies.json: the companies you follow.',
      '- newsletter.json: your newsletter settings.',
      '',
      'Applications to jobs that have ended are deleted after the period shown on each (deletesAt).',
      'Times are UTC, in ISO 8601.',
      '',
      `Files in the archive: ${files.join(', ')}`,
      '',
    ].join('\n'),
};

interface ApplicationRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  linkedin_url: string | null;
  message: string;
  locale: MailLanguage;
  cv_filename: string | null;
}

export interface DataExport {
  fileName: string;
  /** The archive's bytes; ends once `finish` has added the files. */
  stream: Readable;
  language: MailLanguage;
  /** Adds the CVs and ends the archive: called once the answer streams. */
  finish: () => Promise<void>;
}

/** Until the reader took what is queued, or went away. */
const drained = (stream: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });

/**
 * The archive of `userId`'s data, streamed. The JSON is read before the first byte goes out (a
 * failure then is an ordinary 500 problem); a failure while the CVs stream destroys the stream.
 */
export async function dataExport(
  db: Queryable,
  config: Pick<Config, 'applicationRetentionMonths'>,
  userId: number,
  siteLanguage: MailLanguage,
  now: Date,
): Promise<DataExport> {
  const { rows: users } = await db.query<{ created_at: Date | string }>('select created_at from users where id = $1', [userId]);
  const profile = await getProfile(db, userId);
  if (!profile || !users[0]) throw new Error(`no account ${userId}`);
  const newsletter = await preferencesOf(db, userId, siteLanguage);
  const language = newsletter.language;

  const { rows: cvRows } = await db.query<{ file_name: string }>('select file_name from profile_cvs where user_id = $1', [userId]);
  const profileCv = cvRows[0] ? `cv/${archiveName(cvRows[0].file_name)}` : null;

  const tracked = await myApplications(db, userId, retentionMonths(config));
  const { rows: sent } = await db.query<ApplicationRow>(
    `select id, name, email, phone, linkedin_url, message, locale, cv_filename from job_applications where user_id = $1`,
    [userId],
  );
  const sentById = new Map(sent.map((row) => [row.id, row]));
  const { rows: messages } = await db.query<{ application_id: number; message: string; created_at: Date | string }>(
    `select e.application_id, e.message, e.created_at from job_application_events e join job_applications a on a.id = e.application_id
     where a.user_id = $1 and e.actor = 'company' and e.message is not null order by e.created_at, e.id`,
    [userId],
  );
  const { rows: attached } = await db.query<{ application_id: number; attempt_id: string }>(
    `select r.application_id, r.attempt_id from job_application_test_results r join job_applications a on a.id = r.application_id
     where a.user_id = $1 order by r.attempt_id`,
    [userId],
  );
  const cvFiles: { path: string; applicationId: number }[] = [];
  const applications = tracked.map((application) => {
    const row = sentById.get(application.id)!;
    const cv = row.cv_filename === null ? null : `applications/${application.id}/${archiveName(row.cv_filename)}`;
    if (cv) cvFiles.push({ path: cv, applicationId: application.id });
    const { '@id': _id, '@type': _type, ...rest } = application;
    return {
      ...rest,
      sent: { name: row.name, email: row.email, phone: row.phone, linkedin: row.linkedin_url, message: row.message, language: row.locale, cv },
      testResults: attached.filter((item) => item.application_id === application.id).map((item) => item.attempt_id),
      companyMessages: messages
        .filter((item) => item.application_id === application.id)
        .map((item) => ({ text: item.message, at: iso(item.created_at) })),
    };
  });

  const results = (await userResults(db, userId, 1, RESULTS_MAX)).items;
  const { rows: alertRows } = await db.query<AlertRow>(`select ${ALERT_COLUMNS} from job_alerts where user_id = $1 order by id`, [userId]);
  const { rows: saved } = await db.query<{ id: number; slug: string; title: string; company: string; created_at: Date | string }>(
    `select j.id, j.slug, j.title, c.name as company, s.created_at from saved_jobs s join jobs j on j.id = s.job_id
     join companies c on c.id = j.company_id where s.user_id = $1 order by s.created_at, j.id`,
    [userId],
  );
  const { rows: followed } = await db.query<{ slug: string; name: string; created_at: Date | string }>(
    `select c.slug, c.name, f.created_at from company_follows f join companies c on c.id = f.company_id where f.user_id = $1 order by f.created_at, c.id`,
    [userId],
  );

  const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
  const parts: [string, Uint8Array][] = [
    [
      'account.json',
      json({
        account: { name: profile.name, email: profile.email, type: profile.type, createdAt: iso(users[0].created_at) },
        profile: { ...profile, cv: profile.cv && { ...profile.cv, file: profileCv } },
      }),
    ],
    ['applications.json', json(applications)],
    ['test-results.json', json(results)],
    ['alerts.json', json(alertRows.map(toAlert))],
    [
      'saved-jobs.json',
      json(saved.map((row) => ({ id: row.id, slug: row.slug, title: row.title, company: row.company, savedAt: iso(row.created_at) }))),
    ],
    ['followed-companies.json', json(followed.map((row) => ({ slug: row.slug, name: row.name, followedAt: iso(row.created_at) })))],
    ['newsletter.json', json(newsletter)],
  ];
  const files = ['README.txt', ...parts.map(([name]) => name), ...(profileCv ? [profileCv] : []), ...cvFiles.map((file) => file.path)];

  const stream = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) stream.destroy(error);
    else {
      stream.write(chunk);
      if (final) stream.end();
    }
  });
  const add = (name: string, data: Uint8Array, compress: boolean) => {
    const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    file.mtime = now;
    zip.add(file);
    file.push(data, true);
  };
  add('README.txt', strToU8(README[language](files, now)), true);
  for (const [name, data] of parts) add(name, data, true);

  // The files: stored as they are (PDF and DOCX are compressed already), one read at a time, waiting
  // for a slow reader to take what is queued.
  const writeFiles = async () => {
    if (profileCv) {
      const { rows } = await db.query<{ content: Uint8Array }>('select content from profile_cvs where user_id = $1', [userId]);
      if (rows[0]) add(profileCv, new Uint8Array(rows[0].content), false);
    }
    for (const file of cvFiles) {
      if (stream.destroyed) return;
      if (stream.writableNeedDrain) await drained(stream);
      const { rows } = await db.query<{ cv_data: Uint8Array | null }>('select cv_data from job_applications where id = $1 and user_id = $2', [
        file.applicationId,
        userId,
      ]);
      // Withdrawn (or deleted) since the list was read: an empty placeholder keeps the listing true.
      add(file.path, rows[0]?.cv_data ? new Uint8Array(rows[0].cv_data) : new Uint8Array(0), false);
    }
    zip.end();
  };
  return { fileName: exportFileName(now), stream, language, finish: writeFiles };
}
