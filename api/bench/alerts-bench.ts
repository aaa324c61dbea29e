// `npm run bench:alerts`: the daily alert run at scale (issue 25, api/ALERTS.md) on PostgreSQL.
// Builds database `raketa_alerts_bench` on DATABASE_URL's server, migrates, writes 100 000 jobs
// published before the alerts' watermark, 300 new ones after it and 100 000 active daily alerts of
// varied filters (fields, locations, work modes, seniority, salary, search words), then runs
// `runAlerts` once, as the cron job would at 8:00, and prints its time, the peak memory of the
// process and the mails it enqueued; then builds and sends a sample of those mails to the outbox
// (or SMTP_URL) and prints mails per second.
//
//   npm run bench:alerts
//   npm run bench:alerts -- --alerts=20000 --jobs=20000 --new=300 --mails=1000
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { FIELD_CODES, LOCATIONS } from '@raketa/shared/jobs';
import { alertMailJob, runAlerts } from '../src/alerts/alerts';
import { currentPeriod } from '../src/alerts/periods';
import { buildApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { createPostgresDb } from '../src/db/postgres-db';
import { testConfig } from '../src/testing/test-db';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key!, value ?? 'true'];
  }),
);
const ALERTS = Number(args.alerts ?? 100_000);
const JOBS = Number(args.jobs ?? 100_000);
const NEW_JOBS = Number(args.new ?? 300);
const SAMPLE_MAILS = Number(args.mails ?? 1_000);
const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DATABASE = 'raketa_alerts_bench';
const HOUR = 60 * 60 * 1000;

/** Czech and English title, field, technologies of the generated jobs. */
const ROLES: [string, string, string, string][] = [
  ['Vývojář backendu', 'Backend Developer', 'development.backend', 'nodejs,typescript,postgresql'],
  ['Python vývojářka', 'Python Developer', 'development.backend', 'python,django,aws'],
  ['Frontend vývojář', 'Frontend Developer', 'development.frontend', 'react,typescript,javascript'],
  ['Fullstack vývojář', 'Full-stack Engineer', 'development.fullstack', 'nodejs,react,typescript'],
  ['DevOps inženýr', 'DevOps Engineer', 'development.devops', 'kubernetes,docker,terraform'],
  ['Datový inženýr', 'Data Engineer', 'development.data', 'python,sql'],
  ['UX/UI designér', 'UX/UI Designer', 'design.ux', 'figma'],
  ['Produktový manažer', 'Product Manager', 'product', 'sql'],
  ['Marketingový specialista', 'Marketing Specialist', 'marketing', 'hubspot'],
  ['Obchodní zástupce', 'Account Executive', 'sales', 'salesforce,hubspot'],
  ['Datový analytik', 'Data Analyst', 'analytics', 'sql,python'],
  ['Projektový manažer', 'Project Manager', 'management', ''],
].map(([cs, en, field, techs]) => [cs!, en!, FIELD_CODES.includes(field!) ? field! : field!.split('.')[0]!, techs!]);
const WORDS = [
  'python',
  'react',
  'vyvojar',
  'developer',
  'designer',
  'analytik',
  'manazer',
  'devops',
  'marketing',
  'pyhton',
  'datovy inzenyr',
  'backend',
];
const ALERT_FIELDS = [...new Set(ROLES.flatMap((role) => [role[2], role[2].split('.')[0]!]))];

async function openDb() {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await admin.query(`create database ${BENCH_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

async function main() {
  const now = new Date();
  const watermark = new Date(now.getTime() - 2 * HOUR);
  const url = await openDb();
  // Filling takes long statements; the run gets the deployed limits (10 s a statement).
  const prep = createPostgresDb(url, { limits: { statementTimeoutMs: 0 } });
  const db = createPostgresDb(url);
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-alerts-bench-'));
  try {
    let started = Date.now();
    await migrate(prep);
    await prep.query(
      `insert into companies (slug, name, short_description_cs, short_description_en, description_cs, description_en,
         founded_year, size, type, locations, fields, technologies, benefits)
       select 'bench-company-' || i, 'Startup ' || i, 'Startup ' || i, 'Startup ' || i, 'Popis.', 'About.', 2015, '11-50', 'growth',
              '{praha}', '{development}', '{}', '{}'
       from generate_series(1, 300) i`,
    );
    // Jobs: before the watermark (`old`), then the run's new ones, a second apart.
    const insertJobs = (from: number, to: number, publishedAt: string, stepSeconds: number, base = from) =>
      prep.query(
        `with p as (select array(select id from companies order by id) as companies, $3::text[] as cs, $4::text[] as en,
                      $5::text[] as fields, $6::text[] as techs, $7::text[] as locations)
         insert into jobs (company_id, slug, language, title, description, fields, seniority, job_types, work_mode, locations,
           salary_min, salary_max, salary_currency, salary_period, technologies, benefits, is_hot, is_top, status, published_at, valid_until)
         select companies[1 + (i * 7919) % cardinality(companies)], 'bench-' || i, case when i % 3 = 0 then 'en' else 'cs' end,
                case when i % 3 = 0 then en[1 + (i * 31) % cardinality(en)] else cs[1 + (i * 31) % cardinality(cs)] end,
                '<p>Hledáme kolegu do týmu, který staví produkt pro tisíce zákazníků.</p>',
                array[fields[1 + (i * 31) % cardinality(fields)]], (array['junior', 'medior', 'senior'])[1 + i % 3], '{full-time}',
                (array['onsite', 'hybrid', 'remote'])[1 + (i * 7) % 3], array[locations[1 + (i * 11) % cardinality(locations)]],
                case when i % 5 = 0 then null else 30000 + (i * 37) % 120 * 1000 end,
                case when i % 5 = 0 then null else 50000 + (i * 37) % 120 * 1000 end,
                case when i % 5 = 0 then null else 'CZK' end, case when i % 5 = 0 then null else 'month' end,
                array(select t from unnest(string_to_array(techs[1 + (i * 31) % cardinality(techs)], ',')) t where t <> ''),
                '{}', false, false, 'published', $8::timestamptz + (i - $10) * make_interval(secs => $9), null
         from p, generate_series($1::int, $2::int) i`,
        [
          from,
          to,
          ROLES.map((r) => r[0]),
          ROLES.map((r) => r[1]),
          ROLES.map((r) => r[2]),
          ROLES.map((r) => r[3]),
          LOCATIONS.slice(0, 8),
          publishedAt,
          stepSeconds,
          base,
        ],
      );
    const oldStart = new Date(watermark.getTime() - 30 * 24 * HOUR).toISOString();
    for (let from = 1; from <= JOBS; from += 20_000) await insertJobs(from, Math.min(JOBS, from + 19_999), oldStart, (29 * 24 * 3600) / JOBS, 1);
    await insertJobs(JOBS + 1, JOBS + NEW_JOBS, new Date(watermark.getTime() + 10 * 60 * 1000).toISOString(), 1);
    // Alerts: every combination of a field (or none), a place, work modes, seniority, salary and search words.
    await prep.query(
      `insert into job_alerts (user_id, email, query, name, frequency, language, status, kind, watermark, sent_period,
         unsubscribe_key, created_at, updated_at)
       select null, 'bench-' || i || '@example.com',
              jsonb_strip_nulls(jsonb_build_object(
                'fields', case when i % 5 <> 4 then ($3::text[])[1 + i % cardinality($3::text[])] end,
                'locations', case when i % 3 = 0 then ($4::text[])[1 + (i / 3) % cardinality($4::text[])] end,
                'workModes', case i % 7 when 0 then 'remote' when 1 then 'hybrid,remote' end,
                'seniorities', case when i % 11 = 0 then 'senior' when i % 11 = 1 then 'junior,medior' end,
                'salaryMin', case when i % 4 = 1 then (30000 + (i % 37) * 1000)::text end,
                'q', case when i % 4 = 0 then ($5::text[])[1 + (i / 4) % cardinality($5::text[])] end)),
              'Bench ' || i, 'daily', case when i % 3 = 0 then 'en' else 'cs' end, 'active', 'search', $1::timestamptz, $2,
              decode(md5(i::text) || md5((i + 1)::text), 'hex'), $1::timestamptz, $1::timestamptz
       from generate_series(1, $6::int) i`,
      [watermark.toISOString(), '2000-01-01', ALERT_FIELDS, LOCATIONS.slice(0, 8), WORDS, ALERTS],
    );
    await prep.exec('vacuum analyze');
    await prep.close();
    const { rows: distinct } = await db.query<{ n: number }>('select count(distinct query)::int as n from job_alerts');
    console.log(
      `prepared ${JOBS} + ${NEW_JOBS} jobs and ${ALERTS} daily alerts (${distinct[0]!.n} distinct filters) in ${seconds(Date.now() - started)}`,
    );
    console.log(`daily period ${currentPeriod('daily', now)}; every alert due, watermark ${watermark.toISOString()}`);

    const app = await buildApp({ config: testConfig({ logLevel: 'silent', mailOutboxDir: outbox }), db });
    try {
      let peakRss = process.memoryUsage().rss;
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
      const rssBefore = process.memoryUsage().rss;
      started = Date.now();
      const result = await runAlerts(app.db, app.queue, now);
      const runMs = Date.now() - started;
      clearInterval(sampler);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      console.log(`\nmatch and enqueue: ${result.alerts} alerts, ${result.mails} mails enqueued in ${seconds(runMs)}`);
      console.log(`  ${(result.alerts / (runMs / 1000)).toFixed(0)} alerts/s; peak RSS ${mib(peakRss)} (${mib(rssBefore)} before the run)`);
      const again = await runAlerts(app.db, app.queue, now);
      console.log(`  a second run at the same time: ${again.alerts} alerts due, ${again.mails} mails`);

      // Mails per second: build and send a sample of the enqueued mails as the queue's worker does.
      const jobs = await app.queue.boss.fetch<{ alertId: number; jobIds: number[]; total: number }>('alert-mail', {
        batchSize: SAMPLE_MAILS,
        includeMetadata: true,
      });
      started = Date.now();
      for (const job of jobs) {
        await alertMailJob.run(app, job.data, { id: job.id, name: job.name, createdOn: new Date(job.createdOn), retryCount: 0 });
      }
      const mailMs = Date.now() - started;
      console.log(
        `\nmails: ${jobs.length} built and sent to ${app.config.smtpUrl ? 'SMTP' : 'the outbox'} in ${seconds(mailMs)}: ${(jobs.length / (mailMs / 1000)).toFixed(0)} mails/s`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    fs.rmSync(outbox, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
