// Test-only: a new database costs seconds (PGlite's initdb inside WebAssembly, the migrations, the
// job queue's tables: pg-boss makes a partition table with six indexes per queue, and the seed) and
// every API test file opens one or more. Jest's global setup builds the databases tests start from
// once per run: a PGlite cluster dumped empty, migrated (with the job queue installed, as the app's
// start would leave it) and seeded, and with DATABASE_URL the same as PostgreSQL template databases.
// Each test database is then a copy (test-db.ts).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';
import { JOBS } from '../queue/jobs';
import { createJobQueue } from '../queue/queue';
import { DEFAULT_JOB_RETRY_DELAY_SECONDS, DEFAULT_JOB_TIMEOUT_SECONDS } from '../queue/queue-plugin';
import type { Db, Queryable } from '../db/db';
import { createPostgresDb } from '../db/postgres-db';

/** Where this run's templates live; the setup names them in the environment the test workers inherit. */
export const TEMPLATE_ENV = 'RAKETA_PGLITE_TEMPLATE';
export const MIGRATED_TEMPLATE_ENV = 'RAKETA_PGLITE_MIGRATED_TEMPLATE';
export const SEEDED_TEMPLATE_ENV = 'RAKETA_PGLITE_SEEDED_TEMPLATE';
export const POSTGRES_TEMPLATE_ENV = 'RAKETA_POSTGRES_TEMPLATE';
export const POSTGRES_SEEDED_TEMPLATE_ENV = 'RAKETA_POSTGRES_SEEDED_TEMPLATE';

/** Test databases and templates are named with this prefix, the creation time (s, hex) and random hex. */
export const POSTGRES_TEMPLATE_PREFIX = 'raketa_tpl_';
/** Templates older than this were left by a run that was killed; the next setup removes them. */
const STALE_TEMPLATE_S = 6 * 3600;

/** Empty; migrated with the job queue installed; and that seeded (the default seed, dated at the run's start). */
export type TemplateKind = 'empty' | 'migrated' | 'seeded';
const PGLITE_TEMPLATE_ENV: Record<TemplateKind, string> = { empty: TEMPLATE_ENV, migrated: MIGRATED_TEMPLATE_ENV, seeded: SEEDED_TEMPLATE_ENV };

/** A template of this run as PGlite loads it, or undefined outside a Jest run (a fresh cluster then). */
export function pgliteTemplate(kind: TemplateKind = 'empty'): Blob | undefined {
  const file = process.env[PGLITE_TEMPLATE_ENV[kind]];
  if (!file || !fs.existsSync(file)) return undefined;
  return new Blob([fs.readFileSync(file)]);
}

/** The PostgreSQL template database of this run (migrated or seeded), or undefined outside a Jest run. */
export function postgresTemplate(kind: Exclude<TemplateKind, 'empty'> = 'migrated'): string | undefined {
  return process.env[kind === 'migrated' ? POSTGRES_TEMPLATE_ENV : POSTGRES_SEEDED_TEMPLATE_ENV] || undefined;
}

/** What the app's start leaves in a new database besides the migrations: pg-boss's schema and every queue of JOBS. */
async function installJobQueue(db: Db): Promise<void> {
  const quiet = { error: () => undefined, warn: () => undefined };
  const queue = await createJobQueue({
    db,
    jobs: JOBS,
    context: undefined as never,
    log: quiet,
    timeoutSeconds: DEFAULT_JOB_TIMEOUT_SECONDS,
    retryDelaySeconds: DEFAULT_JOB_RETRY_DELAY_SECONDS,
  });
  await queue.stop();
}

/** `url` pointing at database `name` on the same server. */
export function databaseUrlFor(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A unique database name: prefix, creation time in seconds (hex) and random hex. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}${Math.floor(Date.now() / 1000).toString(16)}${randomBytes(6).toString('hex')}`;
}

async function withAdmin<T>(databaseUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Removes PostgreSQL templates of earlier runs that never reached their teardown. */
async function dropStaleTemplates(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${POSTGRES_TEMPLATE_PREFIX}%`]);
  const now = Date.now() / 1000;
  for (const { datname } of rows) {
    const created = Number.parseInt(datname.slice(POSTGRES_TEMPLATE_PREFIX.length, POSTGRES_TEMPLATE_PREFIX.length + 8), 16);
    if (Number.isFinite(created) && now - created > STALE_TEMPLATE_S) {
      await admin.query(`drop database if exists ${datname} with (force)`).catch(() => undefined);
    }
  }
}

/** Just enough of the Db interface for migrate() on a PGlite kept at hand for its dump. */
function pgliteAsDb(pgliteDb: PGlite): Db {
  const queryable = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await target.query<T>(sql, params)).rows }),
    // The last statement's rows, as the Db interface answers them (pg-boss reads its version so).
    exec: async <T>(sql: string) => ({ rows: ((await target.exec(sql)).at(-1)?.rows ?? []) as T[] }),
  });
  return {
    driver: 'pglite',
    ...queryable(pgliteDb),
    transaction: (fn) => pgliteDb.transaction((tx) => fn(queryable(tx))),
    close: () => pgliteDb.close(),
  };
}

async function dumpPglite(pgliteDb: PGlite, name: string): Promise<string> {
  // Checkpointed first: every copy would otherwise replay the template's write-ahead log as it
  // starts (a migrated copy started in 1.5 s in a test file, 0.9 s checkpointed).
  await pgliteDb.exec('checkpoint');
  // Uncompressed: loading then skips the unzip.
  const dump = await pgliteDb.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `raketa-pglite-${name}-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/** Jest global setup (api/jest.config.js). */
export default async function createTemplates(): Promise<void> {
  const empty = await PGlite.create('memory://', { extensions: { pg_trgm, unaccent } });
  process.env[TEMPLATE_ENV] = await dumpPglite(empty, 'empty');
  await empty.close();

  // Migrated from the empty dump, as a test database would be, then seeded from the migrated one.
  const migrated = await PGlite.create('memory://', { extensions: { pg_trgm, unaccent }, loadDataDir: pgliteTemplate('empty') });
  await migrate(pgliteAsDb(migrated));
  await installJobQueue(pgliteAsDb(migrated));
  process.env[MIGRATED_TEMPLATE_ENV] = await dumpPglite(migrated, 'migrated');
  await seed(pgliteAsDb(migrated));
  process.env[SEEDED_TEMPLATE_ENV] = await dumpPglite(migrated, 'seeded');
  await migrated.close();

  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (!databaseUrl) return;
  const name = uniqueDatabaseName(POSTGRES_TEMPLATE_PREFIX);
  const seededName = uniqueDatabaseName(POSTGRES_TEMPLATE_PREFIX);
  await withAdmin(databaseUrl, async (admin) => {
    await dropStaleTemplates(admin);
    await admin.query(`create database ${name}`);
  });
  // Named before migrating, so the teardown removes it even when a migration fails.
  process.env[POSTGRES_TEMPLATE_ENV] = name;
  await withPostgres(databaseUrlFor(databaseUrl, name), async (db) => {
    await migrate(db);
    await installJobQueue(db);
  });
  await withAdmin(databaseUrl, (admin) => admin.query(`create database ${seededName} template ${name}`));
  process.env[POSTGRES_SEEDED_TEMPLATE_ENV] = seededName;
  await withPostgres(databaseUrlFor(databaseUrl, seededName), (db) => seed(db));
}

async function withPostgres(url: string, work: (db: Db) => Promise<unknown>): Promise<void> {
  const db = createPostgresDb(url);
  try {
    await work(db);
  } finally {
    // No connection may stay on a template while it is copied.
    await db.close();
  }
}

/** Jest global teardown: removes this run's templates. */
export async function removeTemplates(): Promise<void> {
  for (const env of Object.values(PGLITE_TEMPLATE_ENV)) {
    const file = process.env[env];
    if (file) fs.rmSync(file, { force: true });
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (!databaseUrl) return;
  for (const name of [postgresTemplate('seeded'), postgresTemplate('migrated')]) {
    if (name) await withAdmin(databaseUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
  }
}
