// `npm run bench:images`: image requests on a cold API after seeding (issue 26, api/JOBS.md "Images").
// For each driver it builds a bench database (PGlite in a temp dir; PostgreSQL database
// `raketa_images_bench` on DATABASE_URL's server), migrates and seeds it, starts the app's job queue
// in this process and waits until every seeded picture's variants are made (the start sweep's
// jobs), stops, then starts the real API (`tsx src/server.ts`) in a new process: a cold server with
// an empty memory cache. It then asks for every variant the company profile and list pages use of
// every seeded company (logo, cover, photos; each size, 1x and 2x, each format: the contract's
// list, shared/contracts/images.ts), once each, a few at a time, with GET /health (one `select 1`)
// in between as the trivial endpoint of the same run, and prints p50/p95/max per format and where
// the answers came from (X-Image-Source). Goal: p95 at most 50 ms for every format.
//
//   npm run bench:images                              PGlite
//   npm run bench:images -- --drivers=pglite,postgres --concurrency=4 --companies=60
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { imageUrlOf, pageVariantsOf, type ImageRole } from '@raketa/shared/contracts';
import { buildApp } from '../src/app';
import type { Db, DbDriver } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { createPgliteDb } from '../src/db/pglite-db';
import { createPostgresDb } from '../src/db/postgres-db';
import { seed } from '../src/db/seed';
import { imageVariantsJob } from '../src/images/variants';
import { testConfig } from '../src/testing/test-db';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key!, value ?? 'true'];
  }),
);
const DRIVERS = (args.drivers ?? 'pglite').split(',') as DbDriver[];
const CONCURRENCY = Number(args.concurrency ?? 4);
/**
 * Companies whose pictures are kept after seeding (0: all of the seed's, about 320, whose 1,600 pictures take the
 * queue minutes of CPU): a loaded machine measures the same requests on fewer pictures.
 */
const COMPANIES = Number(args.companies ?? 0);
/** A /health request after this many image requests. */
const TRIVIAL_EVERY = 10;
const GOAL_P95_MS = 50;
const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DATABASE = 'raketa_images_bench';
const API_DIR = path.resolve(__dirname, '..');

interface Target {
  url: string;
  /** avif, webp, png, or health. */
  kind: string;
}

async function openDb(driver: DbDriver): Promise<{ db: Db; env: Record<string, string>; cleanup: () => Promise<void> }> {
  if (driver === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-images-bench-'));
    return { db: await createPgliteDb(dir), env: { PGLITE_DIR: dir }, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
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
  return { db: createPostgresDb(url.toString()), env: { DATABASE_URL: url.toString() }, cleanup: async () => {} };
}

/** Every URL the pages ask for of the seeded companies' pictures, grouped by format. */
async function targetsOf(db: Db): Promise<Target[]> {
  const { rows } = await db.query<{ logo: number | null; cover: number | null; photos: number[] }>(
    `select c.logo_image_id as logo, c.cover_image_id as cover,
            coalesce(array(select image_id from company_photos p where p.company_id = c.id order by position), '{}') as photos
     from companies c order by c.id`,
  );
  const targets: Target[] = [];
  const add = (id: number | null, role: ImageRole) => {
    if (id === null) return;
    for (const query of pageVariantsOf(role)) targets.push({ url: imageUrlOf(id, query), kind: query.f });
  };
  for (const row of rows) {
    add(row.logo, 'logo');
    add(row.cover, 'cover');
    for (const photo of row.photos) add(photo, 'photo');
  }
  // One request per URL, as a browser's cache sees it (a 48 px logo at 2x is the 96 px one at 1x).
  return [...new Map(targets.map((target) => [target.url, target])).values()];
}

async function waitForVariants(db: Db, schema: string): Promise<void> {
  const started = Date.now();
  let reported = 0;
  for (;;) {
    const { rows } = await db.query<{ waiting: string }>(
      `select count(*) as waiting from ${schema}.job where name = any($1::text[]) and state in ('created', 'retry', 'active')`,
      [[imageVariantsJob.name, 'image-variants-sweep']],
    );
    const waiting = Number(rows[0]!.waiting);
    if (waiting === 0 && Date.now() - started > 2_000) return;
    if (Date.now() - reported > 15_000) {
      console.log(`  variants: ${waiting} pictures left after ${Math.round((Date.now() - started) / 1000)} s`);
      reported = Date.now();
    }
    await sleep(1_000);
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function startServer(env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, API_PORT: String(port), API_HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: childEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) {
        // Past its start (the queue's start sweep finds nothing to do); the memory cache is still empty.
        await sleep(3_000);
        return { base, child };
      }
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the API did not start in 60 s');
}

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return { count: sorted.length, p50: at(50), p95: at(95), max: sorted.at(-1) ?? 0 };
}

async function measure(
  base: string,
  images: Target[],
): Promise<{ latencies: Map<string, number[]>; sources: Map<string, number>; failures: number }> {
  // Image requests in the pages' order (company by company), /health among them.
  const queue: Target[] = [];
  images.forEach((target, index) => {
    queue.push(target);
    if (index % TRIVIAL_EVERY === 0) queue.push({ url: '/health', kind: 'health' });
  });
  const latencies = new Map<string, number[]>();
  const sources = new Map<string, number>();
  let failures = 0;
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const target = queue[next++]!;
      const started = performance.now();
      const response = await fetch(base + target.url);
      await response.arrayBuffer();
      const ms = performance.now() - started;
      if (!response.ok) {
        failures += 1;
        if (failures <= 3) console.log(`  ${target.url} answered ${response.status}`);
      }
      latencies.set(target.kind, [...(latencies.get(target.kind) ?? []), ms]);
      if (target.kind !== 'health') {
        const source = response.headers.get('x-image-source') ?? 'none';
        sources.set(source, (sources.get(source) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { latencies, sources, failures };
}

async function benchDriver(driver: DbDriver): Promise<boolean> {
  console.log(`\n== ${driver} ==`);
  const { db, env, cleanup } = await openDb(driver);
  let child: ChildProcess | undefined;
  try {
    await migrate(db);
    let started = Date.now();
    const seeded = await seed(db);
    console.log(`  seeded ${seeded.companies} companies in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (COMPANIES > 0) {
      // Before the queue starts, so its sweep finds only the kept companies' pictures.
      const others = 'select id from companies order by id offset $1';
      await db.query(`update companies set logo_image_id = null, cover_image_id = null where id in (${others})`, [COMPANIES]);
      await db.query(`delete from company_photos where company_id in (${others})`, [COMPANIES]);
      console.log(`  kept the pictures of the first ${COMPANIES} companies`);
    }

    // The queue's workers as the API runs them: the start sweep enqueues the seed's pictures.
    started = Date.now();
    const app = await buildApp({ config: testConfig({ logLevel: 'warn', ...(driver === 'postgres' ? { databaseUrl: env.DATABASE_URL } : {}) }), db });
    await app.queue.startWorkers();
    await waitForVariants(db, app.queue.schema);
    await app.close();
    const { rows } = await db.query<{ variants: string; bytes: string }>(
      'select count(*) as variants, sum(length(body)) as bytes from image_variants',
    );
    console.log(
      `  variants made in ${((Date.now() - started) / 1000).toFixed(1)} s: ${rows[0]!.variants}, ${(Number(rows[0]!.bytes) / 1024 / 1024).toFixed(1)} MB`,
    );
    const targets = await targetsOf(db);
    await db.close();

    const server = await startServer(env);
    child = server.child;
    console.log(`  cold API started; ${targets.length} image requests (each once), ${CONCURRENCY} at a time, /health every ${TRIVIAL_EVERY}`);
    const { latencies, sources, failures } = await measure(server.base, targets);
    console.log('  kind      count     p50 ms    p95 ms    max ms');
    let ok = true;
    for (const [kind, values] of [...latencies.entries()].sort()) {
      const s = stats(values);
      if (kind !== 'health' && s.p95 > GOAL_P95_MS) ok = false;
      console.log(
        `  ${kind.padEnd(8)} ${String(s.count).padStart(6)} ${s.p50.toFixed(1).padStart(10)} ${s.p95.toFixed(1).padStart(9)} ${s.max.toFixed(1).padStart(9)}`,
      );
    }
    const all = stats([...latencies.entries()].filter(([kind]) => kind !== 'health').flatMap(([, values]) => values));
    console.log(
      `  images   ${String(all.count).padStart(6)} ${all.p50.toFixed(1).padStart(10)} ${all.p95.toFixed(1).padStart(9)} ${all.max.toFixed(1).padStart(9)}`,
    );
    const health = stats(latencies.get('health') ?? []);
    console.log(`  images p95 / health p95: ${(all.p95 / Math.max(0.1, health.p95)).toFixed(2)}`);
    console.log(`  sources: ${[...sources.entries()].map(([source, count]) => `${source} ${count}`).join(', ')}; failures: ${failures}`);
    console.log(`  goal p95 <= ${GOAL_P95_MS} ms for every format: ${ok && failures === 0 ? 'met' : 'NOT met'}`);
    return ok && failures === 0;
  } finally {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child!.once('exit', resolve));
    }
    await cleanup();
  }
}

async function main() {
  let ok = true;
  for (const driver of DRIVERS) ok = (await benchDriver(driver)) && ok;
  process.exit(ok ? 0 : 1);
}

void main();
