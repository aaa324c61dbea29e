// `npm run bench:api`: load test of the job list on realistic data, on both databases.
// For each driver it builds a bench database (PGlite in a temp dir; PostgreSQL database
// `raketa_bench` on DATABASE_URL's server), migrates, seeds, grows the jobs (PostgreSQL to 100 000
// with one `insert … select … from generate_series`; PGlite stays at the default seed unless
// --pglite-jobs says otherwise), VACUUM ANALYZEs, starts the real app on a free port and runs
// autocannon against: a trivial endpoint (GET /health, one `select 1`: the machine's own speed, so
// the list's figures can be read as a ratio on a shared host), the filtered full-text list without
// and with facets, the same with a search text new to the job index on every request (what a text's
// first search costs: api/src/jobs/job-index.ts caches what a text matches), the typo fallback with
// facets (words that match nothing), all without the answer cache, then the list with the 10 s
// answer cache. Prints p50/p95/p99, requests/s and the job index's memory.
//
//   npm run bench:api                                 both drivers (PostgreSQL when reachable)
//   npm run bench:api -- --drivers=postgres --jobs=50000 --duration=5
//   npm run bench:api -- --drivers=pglite --pglite-jobs=100000
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/app';
import type { Db, DbDriver } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { createPgliteDb } from '../src/db/pglite-db';
import { createPostgresDb } from '../src/db/postgres-db';
import { seed } from '../src/db/seed';
import { testConfig } from '../src/testing/test-db';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key!, value ?? 'true'];
  }),
);
const TARGET_JOBS = Number(args.jobs ?? 100_000);
/** PGlite's goal is at the default seed (about 5,200 jobs); 0 grows nothing. */
const PGLITE_JOBS = Number(args['pglite-jobs'] ?? 0);
const DURATION_S = Number(args.duration ?? 10);
const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DATABASE = 'raketa_bench';

/** The measured request and small variations of it (each connection cycles through them). */
const LIST_PATHS = [
  '/api/jobs?fields=development&workModes=remote,hybrid&q=vyvojar',
  '/api/jobs?fields=development&workModes=remote,hybrid&q=v%C3%BDvoj%C3%A1%C5%99',
  '/api/jobs?fields=development&workModes=remote&q=backend',
  '/api/jobs?fields=design&locations=praha,brno&q=designer',
  '/api/jobs?fields=marketing&workModes=hybrid,onsite&q=marketing',
  '/api/jobs?fields=development&seniorities=senior,medior&q=react',
  '/api/jobs?fields=analytics&workModes=remote,hybrid&q=analytik',
  '/api/jobs?fields=development&workModes=remote,hybrid&q=vyvojar&page=2',
];
/**
 * The typo fallback: words no job word starts with. Corrected to job words (`pyhton`, `vyvojrar`,
 * `desinger`), or matching nothing at all, so the titles' trigram similarity answers (`xqzvw`).
 */
const TYPO_PATHS = [
  '/api/jobs?fields=development&workModes=remote,hybrid&q=pyhton',
  '/api/jobs?fields=development&workModes=remote,hybrid&q=vyvojrar',
  '/api/jobs?fields=design&locations=praha,brno&q=desinger',
  '/api/jobs?fields=development&seniorities=senior,medior&q=xqzvw',
];
const TRIVIAL_PATHS = ['/health'];

/** Roles the generated jobs are made of: Czech and English title, field, technologies. */
const ROLES: [string, string, string, string][] = [
  ['Vývojář backendu', 'Backend Developer', 'development.backend', 'nodejs,typescript,postgresql'],
  ['Java vývojář', 'Java Developer', 'development.backend', 'java,kotlin,sql'],
  ['Python vývojářka', 'Python Developer', 'development.backend', 'python,django,aws'],
  ['Frontend vývojář', 'Frontend Developer', 'development.frontend', 'react,typescript,javascript'],
  ['Vue.js vývojářka', 'Vue.js Developer', 'development.frontend', 'vue,javascript'],
  ['Fullstack vývojář', 'Full-stack Engineer', 'development.fullstack', 'nodejs,react,typescript'],
  ['Vývojář mobilních aplikací', 'Mobile Developer', 'development.mobile', 'swift,kotlin,flutter'],
  ['DevOps inženýr', 'DevOps Engineer', 'development.devops', 'kubernetes,docker,terraform'],
  ['Tester softwaru', 'QA Engineer', 'development.qa', 'javascript,java'],
  ['Datový inženýr', 'Data Engineer', 'development.data', 'spark,python,sql'],
  ['Specialista kybernetické bezpečnosti', 'Security Engineer', 'development.security', 'go,rust'],
  ['UX/UI designér', 'UX/UI Designer', 'design.ux', 'figma'],
  ['Grafická designérka', 'Graphic Designer', 'design.graphic', 'figma'],
  ['Produktový designér', 'Product Designer', 'design.product', 'figma'],
  ['Produktový manažer', 'Product Manager', 'product.management', 'sql'],
  ['Performance marketingový specialista', 'Performance Marketing Specialist', 'marketing.performance', 'google-ads,hubspot'],
  ['Copywriterka', 'Content Marketer', 'marketing.content', 'hubspot'],
  ['Obchodní zástupce', 'Account Executive', 'sales.business', 'salesforce,hubspot'],
  ['Datový analytik', 'Data Analyst', 'analytics.analysis', 'sql,tableau,powerbi'],
  ['Data scientist', 'Data Scientist', 'analytics.science', 'python,spark'],
  ['HR specialistka', 'People Partner', 'operations.people', ''],
  ['Finanční controller', 'Finance Controller', 'operations.finance', ''],
  ['Projektový manažer', 'Project Manager', 'management.project', ''],
  ['Zákaznická podpora', 'Customer Support Specialist', 'customer_care.support', 'hubspot'],
];
const LOCATIONS = ['praha', 'praha', 'praha', 'brno', 'brno', 'ostrava', 'plzen', 'olomouc', 'liberec', 'bratislava', 'vienna', 'berlin'];
const DESCRIPTIONS = [
  '<p>Hledáme kolegu do týmu, který staví produkt pro tisíce zákazníků. Čeká tě práce s moderními technologiemi, code review a párové programování.</p><h3>Co budeš dělat</h3><ul><li>navrhovat a psát nové funkce</li><li>zlepšovat výkon a spolehlivost</li><li>pomáhat juniorním kolegům</li></ul>',
  '<p>We are a growing startup looking for someone who enjoys ownership. You will work closely with product and design.</p><h3>What you will do</h3><ul><li>ship features end to end</li><li>improve our tooling</li><li>mentor others</li></ul>',
  '<p>Přidej se k týmu, který mění způsob, jakým lidé nakupují. Nabízíme flexibilní pracovní dobu, home office a rozpočet na vzdělávání.</p><h4>Požadujeme</h4><ol><li>zkušenosti s obdobnou rolí</li><li>samostatnost</li></ol>',
];

/** `db` serves the app as deployed; `fillDb` builds the data (without the statement timeout a loaded host's bulk insert exceeds). */
async function openDb(driver: DbDriver): Promise<{ db: Db; fillDb: Db; cleanup: () => Promise<void> }> {
  if (driver === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-bench-'));
    const db = await createPgliteDb(dir);
    return { db, fillDb: db, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
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
  const fillDb = createPostgresDb(url.toString(), { limits: { statementTimeoutMs: 0 } });
  return { db: createPostgresDb(url.toString()), fillDb, cleanup: () => fillDb.close() };
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function fillDatabase(db: Db, targetJobs: number): Promise<void> {
  try {
    await seed(db);
  } catch (error) {
    console.log(`  seed failed (${(error as Error).message.split('\n')[0]}); generating companies instead`);
  }
  if (targetJobs === 0) {
    await db.exec('vacuum analyze');
    return;
  }
  // Enough companies for a realistic spread whatever the seed wrote.
  await db.query(
    `insert into companies (slug, name, short_description_cs, short_description_en, description_cs, description_en,
       founded_year, size, type, locations, fields, technologies, benefits)
     select 'bench-company-' || i,
            (array['Rychlá', 'Zelená', 'Chytrá', 'Nová', 'Česká', 'Modrá'])[1 + i % 6] || ' ' || (array['Raketa', 'Data', 'Labs', 'Logistika', 'Zdraví'])[1 + i % 5] || ' ' || i,
            'Startup číslo ' || i, 'Startup number ' || i, 'Popis firmy.', 'About the company.',
            2005 + i % 20, (array['1-10', '11-50', '51-200', '201-500', '500+'])[1 + i % 5],
            (array['early-stage', 'growth'])[1 + i % 2], array[($2::text[])[1 + i % 12]],
            array[split_part(($3::text[])[1 + i % 24], '.', 1)], '{}', '{}'
     from generate_series((select count(*)::int from companies) + 1, $1::int) i`,
    [300, LOCATIONS, ROLES.map((role) => role[2])],
  );
  const { rows } = await db.query<{ jobs: number }>('select count(*)::int as jobs from jobs');
  const start = rows[0]!.jobs + 1;
  // Titles and fields by role; seniority, place, mode, salary, dates and status vary by row number.
  await db.query(
    `with p as (
       select array(select id from companies order by id) as companies, $2::text[] as cs, $3::text[] as en,
              $4::text[] as fields, $5::text[] as techs, $6::text[] as locations, $7::text[] as descriptions,
              $8::timestamptz as now
     ), r as (
       select i, 1 + (i * 31) % 24 as role, p.* from p, generate_series($1::int, $9::int) i
     )
     insert into jobs (company_id, slug, language, title, description, fields, seniority, job_types, work_mode, locations,
       salary_min, salary_max, salary_currency, salary_period, technologies, benefits, is_hot, is_top, status,
       published_at, valid_until)
     select companies[1 + (i * 7919) % cardinality(companies)],
            'bench-' || i,
            case when i % 3 = 0 then 'en' else 'cs' end,
            (array['', 'Senior ', 'Junior ', ''])[1 + i % 4] || case when i % 3 = 0 then en[role] else cs[role] end
              || case when i % 5 = 0 then ' (' || locations[1 + i % 12] || ')' else '' end,
            descriptions[1 + i % 3],
            case when i % 7 = 0 then array[fields[role], split_part(fields[role], '.', 1)] else array[fields[role]] end,
            (array['medior', 'senior', 'junior', 'medior'])[1 + i % 4],
            case when i % 10 = 0 then '{full-time,contract}'::text[] else array[(array['full-time', 'full-time', 'part-time', 'contract', 'internship'])[1 + (i * 17) % 5]] end,
            (array['onsite', 'hybrid', 'remote'])[1 + (i * 7) % 3],
            case when i % 11 = 0 then array[locations[1 + i % 12], locations[1 + (i + 5) % 12]] else array[locations[1 + (i * 11) % 12]] end,
            case when i % 5 = 0 then null when i % 9 = 0 then 2000 + (i % 40) * 100 else 30000 + (i * 37) % 120 * 1000 end,
            case when i % 5 = 0 then null when i % 9 = 0 then 3000 + (i % 40) * 100 else 50000 + (i * 37) % 120 * 1000 end,
            case when i % 5 = 0 then null when i % 9 = 0 then 'EUR' else 'CZK' end,
            case when i % 5 = 0 then null else 'month' end,
            array(select distinct t from unnest(string_to_array(techs[role], ',')) t where t <> '' and (i + length(t)) % 4 <> 0),
            '{}', i % 20 = 0, i % 50 = 0,
            case when i % 25 = 0 then 'closed' when i % 40 = 1 then 'draft' else 'published' end,
            case when i % 40 = 1 then null else now - ((i * 7) % (120 * 24)) * interval '1 hour' end,
            case when i % 4 = 0 then now + (i % 60) * interval '1 day' when i % 8 = 1 then now - interval '1 day' else null end
     from r`,
    [
      start,
      ROLES.map((role) => role[0]),
      ROLES.map((role) => role[1]),
      ROLES.map((role) => role[2]),
      ROLES.map((role) => role[3]),
      LOCATIONS,
      DESCRIPTIONS,
      new Date().toISOString(),
      targetJobs,
    ],
  );
  // VACUUM too: it merges the GIN pending lists the bulk insert left and sets hint bits and the visibility map.
  await db.exec('vacuum analyze');
}

interface RunResult {
  label: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * A search text the job index has not seen, every request: the same words as LIST_PATHS, each letter
 * in another of its spellings each time (capital or not, with or without a Czech diacritic: `vYvOjář`;
 * the index caches a text as typed, PostgreSQL folds them all to the same search, so each request
 * pays one full text search of the whole board, as a new text does). Thousands of spellings per word;
 * should a run use them all, it starts over, long after the first ones left the index's 32 MB cache.
 */
const NEW_TEXT_WORDS = ['vyvojar', 'backend', 'designer', 'marketing', 'analytik', 'frontend'];
const NEW_TEXT_FILTERS = [
  'fields=development&workModes=remote,hybrid',
  'fields=development&workModes=remote',
  'fields=design&locations=praha,brno',
  'fields=marketing&workModes=hybrid,onsite',
  'fields=analytics&workModes=remote,hybrid',
  'fields=development&seniorities=senior,medior',
];
const DIACRITIC: Record<string, string> = { a: 'á', c: 'č', d: 'ď', e: 'é', i: 'í', n: 'ň', o: 'ó', r: 'ř', s: 'š', t: 'ť', u: 'ú', y: 'ý', z: 'ž' };
/** The `n`th spelling of `word` (mixed radix: each letter's spellings are one digit). */
function spelling(word: string, n: number): string {
  let rest = n;
  return [...word]
    .map((letter) => {
      const forms = [letter, letter.toUpperCase(), ...(DIACRITIC[letter] ? [DIACRITIC[letter], DIACRITIC[letter].toUpperCase()] : [])];
      const form = forms[rest % forms.length]!;
      rest = Math.floor(rest / forms.length);
      return form;
    })
    .join('');
}
let newTexts = 0;
function newTextPath(): string {
  const n = newTexts++;
  const word = NEW_TEXT_WORDS[n % NEW_TEXT_WORDS.length]!;
  // Spelling 0 is the word as LIST_PATHS has it (cached by the earlier runs): start at 1.
  const text = spelling(word, 1 + Math.floor(n / NEW_TEXT_WORDS.length));
  return `/api/jobs?${NEW_TEXT_FILTERS[n % NEW_TEXT_FILTERS.length]}&q=${encodeURIComponent(text)}&facets=true`;
}

async function load(base: string, label: string, connections: number, paths: string[] | (() => string)): Promise<RunResult> {
  const times: number[] = [];
  let errors = 0;
  let instance!: autocannon.Instance;
  const requests =
    typeof paths === 'function'
      ? [{ method: 'GET' as const, setupRequest: (request: autocannon.Request) => ({ ...request, path: paths() }) }]
      : paths.map((p) => ({ method: 'GET' as const, path: p }));
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon({ url: base, connections, duration: DURATION_S, requests }, (error, result) => (error ? reject(error) : resolve(result)));
  });
  // autocannon reports p97.5, not p95: keep every latency and take the percentiles ourselves.
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode !== 200) errors++;
    times.push(responseTime);
  });
  const result = await done;
  times.sort((a, b) => a - b);
  return {
    label,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: result.requests.average,
    errors: errors + result.errors + result.timeouts,
  };
}

async function benchDriver(driver: DbDriver): Promise<RunResult[]> {
  const targetJobs = driver === 'pglite' ? PGLITE_JOBS : TARGET_JOBS;
  console.log(`\n${driver}: preparing ${targetJobs ? `${targetJobs} jobs` : 'the default seed'}…`);
  const started = Date.now();
  const { db, fillDb, cleanup } = await openDb(driver);
  try {
    await migrate(fillDb);
    await fillDatabase(fillDb, targetJobs);
    const { rows } = await db.query<{ jobs: number; open: number; companies: number }>(
      `select count(*)::int as jobs, count(*) filter (where status = 'published')::int as open,
              (select count(*)::int from companies) as companies from jobs`,
    );
    console.log(
      `  ${rows[0]!.jobs} jobs (${rows[0]!.open} published), ${rows[0]!.companies} companies in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    // Two apps on the same database: one answering every request from the database (what the
    // queries and indexes cost) and one as deployed, reusing equal list answers for 10 s.
    const uncached = await buildApp({ config: testConfig({ logLevel: 'silent' }), db, jobListCacheMs: 0 });
    const cached = await buildApp({ config: testConfig({ logLevel: 'silent' }), db });
    const urls: string[] = [];
    for (const app of [uncached, cached]) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
    const [base, cachedBase] = urls as [string, string];
    try {
      // Warm up (plans, caches) and check the request is valid before measuring.
      const probe = await fetch(base + LIST_PATHS[0]!);
      const body = (await probe.json()) as { 'hydra:totalItems'?: number };
      console.log(`  ${LIST_PATHS[0]} → ${probe.status}, ${body['hydra:totalItems']} matches`);
      const withFacets = (paths: string[]) => paths.map((p) => `${p}&facets=true`);
      await load(base, 'warm-up', 10, withFacets([...LIST_PATHS, ...TYPO_PATHS])).catch(() => undefined);
      const results = [await load(base, `${driver} trivial (GET /health), 10 conn.`, 10, TRIVIAL_PATHS)];
      for (const connections of [10, 50]) {
        results.push(await load(base, `${driver} list, ${connections} conn.`, connections, LIST_PATHS));
      }
      results.push(await load(base, `${driver} list + facets (same texts), 10 conn.`, 10, withFacets(LIST_PATHS)));
      results.push(await load(base, `${driver} list + facets (new text each), 10 conn.`, 10, newTextPath));
      results.push(await load(base, `${driver} typo fallback + facets, 10 conn.`, 10, withFacets(TYPO_PATHS)));
      const index = uncached.jobIndex.stats();
      console.log(
        `  job index: ${index.jobs} listed jobs in ${(index.bytes / 1024 / 1024).toFixed(1)} MB, cached text matches ${(index.textBytes / 1024 / 1024).toFixed(1)} MB`,
      );
      for (const connections of [10, 50]) {
        results.push(await load(cachedBase, `${driver} list, ${connections} conn., 10 s cache`, connections, LIST_PATHS));
      }
      return results;
    } finally {
      await uncached.close();
      await cached.close();
    }
  } finally {
    await db.close();
    await cleanup();
  }
}

async function main() {
  const drivers = (args.drivers ?? 'pglite,postgres').split(',') as DbDriver[];
  const results: RunResult[] = [];
  for (const driver of drivers) {
    if (driver === 'postgres' && !(await postgresReachable())) {
      console.log(`\npostgres: ${SERVER_URL.replace(/\/\/[^@]*@/, '//')} not reachable, skipped`);
      continue;
    }
    try {
      results.push(...(await benchDriver(driver)));
    } catch (error) {
      console.error(`${driver} failed:`, error);
    }
  }
  console.log(
    `\n${'run'.padEnd(46)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'req/s'.padStart(8)} ${'errors'.padStart(7)}`,
  );
  for (const r of results) {
    console.log(
      `${r.label.padEnd(46)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${r.rps.toFixed(0).padStart(8)} ${String(r.errors).padStart(7)}`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
