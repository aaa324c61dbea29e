// Test-only: real databases for tests. PGlite in memory always; PostgreSQL too when
// DATABASE_URL is set, each test file in its own throw-away schema.
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
import { pgliteTemplate } from './pglite-template';
import { createPostgresDb } from '../db/postgres-db';
import { seed } from '../db/seed';

const databaseUrl = process.env.DATABASE_URL || undefined;

/** Drivers to run each suite against (`describe.each(testDrivers)`). */
export const testDrivers: DbDriver[] = databaseUrl ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh, empty database; `close()` also removes it. */
export async function createTestDb(driver: DbDriver): Promise<Db> {
  if (driver === 'pglite') return createPgliteDb('memory://', { loadDataDir: pgliteTemplate() });
  if (!databaseUrl) throw new Error('DATABASE_URL is required for the postgres test driver');

  const schema = `raketa_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  // public stays on the path for the extensions (unaccent, pg_trgm) migration 0008 installs there.
  const db = createPostgresDb(databaseUrl, { searchPath: `${schema},public` });
  // Guard against a DATABASE_URL whose own `options` would override the throw-away schema.
  const { rows } = await db.query<{ schema: string }>('select current_schema() as schema');
  if (rows[0]?.schema !== schema) {
    await db.close();
    throw new Error(`Test database is using schema ${rows[0]?.schema}, not ${schema}; remove options from DATABASE_URL`);
  }
  return {
    ...db,
    // The job queue's tables beside it, so parallel test files do not share a queue.
    queueSchema: `${schema}_jobs`,
    async close() {
      await db.close();
      const cleaner = new pg.Client({ connectionString: databaseUrl });
      await cleaner.connect();
      try {
        await cleaner.query(`drop schema if exists ${schema} cascade`);
        await cleaner.query(`drop schema if exists ${schema}_jobs cascade`);
      } finally {
        await cleaner.end();
      }
    },
  };
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
  const db = await createTestDb(driver);
  await migrate(db);
  if (options.seed ?? true) await seed(db);
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
