// Test-only: real databases for tests. PGlite in memory always; PostgreSQL too when
// DATABASE_URL is set, each test file in its own throw-away database. Both start from the run's
// templates (pglite-template.ts).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { PasswordHasherOptions } from '../auth/passwords';
import type { Config } from '../config';
import type { Db, DbDriver } from '../db/db';
import { migrate } from '../db/migrate';
import { createPgliteDb } from '../db/pglite-db';
import { databaseUrlFor, pgliteTemplate, postgresTemplate, uniqueDatabaseName } from './pglite-template';
import { createPostgresDb } from '../db/postgres-db';
import { seed } from '../db/seed';

const databaseUrl = process.env.DATABASE_URL || undefined;

/** Drivers to run each suite against (`describe.each(testDrivers)`). */
export const testDrivers: DbDriver[] = databaseUrl ? ['pglite', 'postgres'] : ['pglite'];

/**
 * One driver, production's when the run has it: for suites whose subject sits above the database
 * (security headers, redirects, load shedding, input validation and fuzzing, throttling on top of
 * the throttle store, the OpenID flows). Both drivers run the same SQL on the same PostgreSQL
 * engine; what differs (their clients, transactions, concurrency) has the database layer's suites,
 * which run on both.
 */
export const httpTestDrivers: DbDriver[] = [testDrivers.at(-1)!];

export interface TestDbOptions {
  /**
   * Start from the run's migrated template (a copy: the PGlite dump or `CREATE DATABASE ... TEMPLATE`)
   * instead of an empty database. Only tests of the migrations themselves need an empty one.
   */
  migrated?: boolean;
  /** Start from the run's seeded template (migrated, and the default seed as `seed()` writes it at the run's start). */
  seeded?: boolean;
}

/** A fresh database of its own, empty unless `migrated` or `seeded`; `close()` also removes it. */
export async function createTestDb(driver: DbDriver, options: TestDbOptions = {}): Promise<Db> {
  const kind = options.seeded ? 'seeded' : options.migrated ? 'migrated' : 'empty';
  if (driver === 'pglite') return createPgliteDb('memory://', { loadDataDir: pgliteTemplate(kind) });
  if (!databaseUrl) throw new Error('DATABASE_URL is required for the postgres test driver');

  // A database of its own per test file (unique name: other runs may share the server); outside a
  // Jest run (no template) a migrated one is created empty and migrated by the caller as before.
  const name = uniqueDatabaseName('raketa_test_');
  const template = kind === 'empty' ? undefined : postgresTemplate(kind);
  await withAdmin((admin) => admin.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const db = createPostgresDb(databaseUrlFor(databaseUrl, name));
  return {
    ...db,
    async close() {
      await db.close();
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    pgliteDir: 'memory://',
    logLevel: 'silent',
    siteHosts: { cs: 'localhost:3000', en: 'en.localhost:3000' },
    // The shell's address in the local stack, where app.inject's requests come from by default.
    trustProxy: '127.0.0.1',
    intercomSecret: 'test-intercom-secret-0123456789',
    smtpUrl: undefined,
    mailFrom: 'Raketa <no-reply@raketa.cz>',
    // Created only when a mail is sent; createTestApp removes it.
    mailOutboxDir: path.join(os.tmpdir(), `raketa-test-outbox-${randomBytes(6).toString('hex')}`),
    contactEmail: 'kontakt@raketa.test',
    // No social provider: tests that need one pass `social` (api/src/testing/oidc-provider.ts).
    social: {},
    ...overrides,
  };
}

export interface TestContext {
  db: Db;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * argon2id at 1 MiB: the same code path as production at a fraction of its cost. The queue admits
 * every test's parallel requests; the tests of the queue itself pass their own limits.
 */
export const TEST_HASHING: Required<PasswordHasherOptions> = {
  argon2: { memoryCost: 1024, timeCost: 2, parallelism: 1 },
  limits: { concurrency: 2, maxQueued: 1000, maxQueuedPerClient: 1000 },
};

export interface TestAppOptions {
  seed?: boolean;
  config?: Partial<Config>;
  clock?: () => Date;
  /** Defaults to TEST_HASHING. */
  hashing?: PasswordHasherOptions;
}

/** A migrated (and by default seeded) database with an app on top, not listening. */
export async function createTestApp(driver: DbDriver, options: TestAppOptions = {}): Promise<TestContext> {
  const seeded = options.seed ?? true;
  const db = await createTestDb(driver, { migrated: true, seeded });
  // Nothing left to apply or seed on the run's templates; the whole work outside a Jest run.
  await migrate(db);
  if (seeded) await seed(db);
  const config = testConfig(options.config);
  const app = await buildApp({
    config,
    db,
    hashing: options.hashing ?? TEST_HASHING,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  return {
    db,
    app,
    async close() {
      await app.close();
      await db.close();
      if (!config.smtpUrl) fs.rmSync(config.mailOutboxDir, { recursive: true, force: true });
    },
  };
}
