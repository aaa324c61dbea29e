// Server-only: the applicant inbox of a local start (api/APPLICANTS.md, "Seed"): applications on the
// demo company's live jobs in every status of the pipeline, with their histories, and its rejection
// and invitation templates, so a fresh `npm start` shows the inbox working (and a response rate on
// the company's profile). Written with the demo employer's accounts (never in production), once:
// nothing when the demo company has applications already.
import type { ApplicationRejectionReason, ApplicationStatus } from '@raketa/shared/contracts';
import type { Queryable } from '../db/db';
import { DEMO_ACCOUNTS, DEMO_COMPANY_SLUG } from '../employer/demo-accounts';

const DAY = 86_400_000;

interface SeedMove {
  to: ApplicationStatus;
  /** Days after the application arrived. */
  after: number;
  reason?: ApplicationRejectionReason;
  message?: string;
  by?: 'owner' | 'member' | 'candidate';
}

interface SeedApplication {
  name: string;
  locale: 'cs' | 'en';
  daysAgo: number;
  message: string;
  moves: SeedMove[];
}

const REJECTION_CS =
  'Dobrý den, {{name}},\n\nděkujeme za váš zájem o pozici {{job}}. Tentokrát jsme se rozhodli pokračovat s jinými uchazeči. Přejeme hodně štěstí a budeme rádi, když se ozvete znovu.\n\nTým {{company}}';
const REJECTION_EN =
  'Hello {{name}},\n\nthank you for your interest in the {{job}} position. This time we decided to go on with other candidates. We wish you luck and would be glad to hear from you again.\n\nThe {{company}} team';
const INVITATION_CS =
  'Dobrý den, {{name}},\n\nvaše přihláška na pozici {{job}} nás zaujala. Rádi bychom vás pozvali na úvodní rozhovor (45 minut, online). Napište nám prosím, které termíny příští týden se vám hodí.\n\nTým {{company}}';
const INVITATION_EN =
  'Hello {{name}},\n\nyour application for {{job}} caught our eye. We would like to invite you to a first interview (45 minutes, online). Please reply with the times next week that suit you.\n\nThe {{company}} team';

export const SEED_APPLICATIONS: readonly SeedApplication[] = [
  { name: 'Jana Nováková', locale: 'cs', daysAgo: 1, message: 'Dobrý den, platby mě baví a rád bych se přidala k vašemu týmu.', moves: [] },
  { name: 'Tomáš Kučera', locale: 'cs', daysAgo: 2, message: '', moves: [] },
  { name: 'Emily Carter', locale: 'en', daysAgo: 9, message: 'I am moving to Prague in spring and would love to join.', moves: [] },
  { name: 'Petr Svoboda', locale: 'cs', daysAgo: 5, message: 'Posílám životopis, těším se na odpověď.', moves: [{ to: 'seen', after: 1 }] },
  { name: 'Lucie Dvořáková', locale: 'cs', daysAgo: 20, message: '', moves: [{ to: 'shortlisted', after: 2 }] },
  {
    name: 'Martin Horák',
    locale: 'cs',
    daysAgo: 25,
    message: 'Pět let dělám backend v TypeScriptu.',
    moves: [
      { to: 'seen', after: 1 },
      { to: 'interview', after: 3, by: 'owner', message: INVITATION_CS },
    ],
  },
  {
    name: 'Anna Müller',
    locale: 'en',
    daysAgo: 30,
    message: 'Happy to work in a hybrid setup.',
    moves: [
      { to: 'shortlisted', after: 1 },
      { to: 'interview', after: 4, message: INVITATION_EN },
      { to: 'offer', after: 12, by: 'owner' },
    ],
  },
  {
    name: 'Karel Novotný',
    locale: 'cs',
    daysAgo: 45,
    message: '',
    moves: [
      { to: 'shortlisted', after: 2 },
      { to: 'interview', after: 5, message: INVITATION_CS },
      { to: 'offer', after: 10, by: 'owner' },
      { to: 'hired', after: 15, by: 'owner' },
    ],
  },
  {
    name: 'Veronika Malá',
    locale: 'cs',
    daysAgo: 18,
    message: '',
    moves: [{ to: 'rejected', after: 3, reason: 'not_relevant', message: REJECTION_CS }],
  },
  {
    name: 'David Brown',
    locale: 'en',
    daysAgo: 22,
    message: '',
    moves: [{ to: 'rejected', after: 9, reason: 'other_candidate', message: REJECTION_EN }],
  },
  {
    name: 'Eva Benešová',
    locale: 'cs',
    daysAgo: 35,
    message: 'Hledám práci na zkrácený úvazek.',
    moves: [
      { to: 'seen', after: 1 },
      { to: 'rejected', after: 20, reason: 'position_filled', message: REJECTION_CS },
    ],
  },
  { name: 'Jakub Procházka', locale: 'cs', daysAgo: 40, message: '', moves: [{ to: 'withdrawn', after: 6, by: 'candidate' }] },
  { name: 'Sofie Černá', locale: 'cs', daysAgo: 28, message: 'Mám zkušenosti z fintechu.', moves: [{ to: 'seen', after: 2 }] },
  { name: 'Ondřej Veselý', locale: 'cs', daysAgo: 16, message: '', moves: [{ to: 'shortlisted', after: 1 }] },
  { name: 'Filip Král', locale: 'en', daysAgo: 60, message: '', moves: [{ to: 'rejected', after: 4, reason: 'not_relevant' }] },
];

/** A one-page PDF that says `text` (ASCII), with a correct cross-reference table: a CV the browser opens. */
export function seedCvPdf(text: string): Buffer {
  const ascii = text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${ascii}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (match, key: string) => values[key] ?? match);
const emailOf = (name: string) =>
  `${name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '.')}@kandidat.example`;

/** Writes the demo company's applications and templates; answers how many applications it wrote. */
export async function seedDemoApplications(tx: Queryable, now: Date): Promise<number> {
  const { rows: companies } = await tx.query<{ id: number; name: string }>('select id, name from companies where slug = $1', [DEMO_COMPANY_SLUG]);
  const company = companies[0];
  if (!company) return 0;
  const { rows: existing } = await tx.query('select 1 from job_applications a join jobs j on j.id = a.job_id where j.company_id = $1 limit 1', [
    company.id,
  ]);
  if (existing.length > 0) return 0;
  const { rows: jobs } = await tx.query<{ id: number; title: string }>(
    `select id, title from jobs where company_id = $1 and status = 'published' and (valid_until is null or valid_until > $2::timestamptz)
     order by published_at desc, id limit 3`,
    [company.id, now.toISOString()],
  );
  if (jobs.length === 0) return 0;
  const { rows: accounts } = await tx.query<{ id: number; email: string }>('select id, email from users where email = any($1::text[])', [
    DEMO_ACCOUNTS.map((account) => account.email),
  ]);
  const userOf = (role: 'owner' | 'member') =>
    accounts.find((account) => account.email === DEMO_ACCOUNTS.find((demo) => demo.role === role)!.email)?.id ?? null;

  let written = 0;
  for (const [index, seeded] of SEED_APPLICATIONS.entries()) {
    const job = jobs[index % jobs.length]!;
    const createdAt = new Date(now.getTime() - seeded.daysAgo * DAY);
    const last = seeded.moves.at(-1);
    const status = last?.to ?? 'new';
    const withdrawn = status === 'withdrawn';
    const { rows } = await tx.query<{ id: number }>(
      `insert into job_applications (job_id, name, email, message, cv_filename, cv_content_type, cv_data, locale, created_at,
         status, rejection_reason, status_changed_at, reminded_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9::timestamptz, $10, $11, $12::timestamptz, $13::timestamptz) returning id`,
      [
        job.id,
        seeded.name,
        emailOf(seeded.name),
        seeded.message,
        withdrawn ? null : `${seeded.name.replace(/\s+/g, '-')}-CV.pdf`,
        withdrawn ? null : 'application/pdf',
        withdrawn ? null : seedCvPdf(`${seeded.name}: CV`),
        seeded.locale,
        createdAt.toISOString(),
        status,
        status === 'rejected' ? last!.reason! : null,
        last ? new Date(createdAt.getTime() + last.after * DAY).toISOString() : null,
        // Old untouched ones count as reminded already: a fresh start sends the demo team no reminder at once.
        status === 'new' && seeded.daysAgo >= 7 ? now.toISOString() : null,
      ],
    );
    const id = rows[0]!.id;
    let from: ApplicationStatus = 'new';
    for (const move of seeded.moves) {
      const candidate = move.by === 'candidate';
      const message = move.message ? fill(move.message, { name: seeded.name, job: job.title, company: company.name }) : null;
      await tx.query(
        `insert into job_application_events (application_id, from_status, to_status, rejection_reason, actor, actor_user_id, message, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz)`,
        [
          id,
          from,
          move.to,
          move.reason ?? null,
          candidate ? 'candidate' : 'company',
          candidate ? null : userOf(move.by === 'owner' ? 'owner' : 'member'),
          message,
          new Date(createdAt.getTime() + move.after * DAY).toISOString(),
        ],
      );
      from = move.to;
    }
    written += 1;
  }
  const { rows: templates } = await tx.query('select 1 from company_answer_templates where company_id = $1 limit 1', [company.id]);
  if (templates.length === 0) {
    await tx.query(
      `insert into company_answer_templates (company_id, kind, name, body_cs, body_en, created_at, updated_at)
       values ($1, 'rejection', 'Zdvořilé odmítnutí', $2, $3, $6::timestamptz, $6::timestamptz),
              ($1, 'invitation', 'Pozvání na první kolo', $4, $5, $6::timestamptz, $6::timestamptz)`,
      [company.id, REJECTION_CS, REJECTION_EN, INVITATION_CS, INVITATION_EN, now.toISOString()],
    );
  }
  return written;
}
