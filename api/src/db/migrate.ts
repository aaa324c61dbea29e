// Server-only: applies `api/migrations/NNNN_name.sql` in order, each in its own transaction,
// recording them in `schema_migrations`. The same files run on PGlite and PostgreSQL.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db, Queryable } from './db';

export const migrationsDir = path.resolve(__dirname, '../../migrations');

/** Serialises concurrent migrators (several API replicas starting at once). */
const MIGRATION_LOCK_KEY = 7_245_113_210;

export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

const FILE_NAME = /^(\d{4})_([a-z0-9_]+)\.sql$/;

export function readMigrations(dir = migrationsDir): Migration[] {
  const files = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const seen = new Set<string>();
  return files.map((file) => {
    const match = FILE_NAME.exec(file);
    if (!match) throw new Error(`Migration file ${file} must be named NNNN_snake_case_name.sql`);
    const [, version, name] = match as unknown as [string, string, string];
    if (seen.has(version)) throw new Error(`Two migration files share version ${version}`);
    seen.add(version);
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    return { version, name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
  });
}

async function lockAndLoadApplied(tx: Queryable): Promise<Map<string, string>> {
  await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
  await tx.exec(`
    create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    )
  `);
  const { rows } = await tx.query<{ version: string; checksum: string }>('select version, checksum from schema_migrations');
  return new Map(rows.map((row) => [row.version, row.checksum]));
}

export interface MigrateResult {
  /** `NNNN_name` of each migration applied by this run, in order. */
  applied: string[];
}

export async function migrate(db: Db, migrations: Migration[] = readMigrations()): Promise<MigrateResult> {
  const appliedBefore = await db.transaction(lockAndLoadApplied);
  for (const migration of migrations) {
    const checksum = appliedBefore.get(migration.version);
    if (checksum !== undefined && checksum !== migration.checksum) {
      throw new Error(
        `Migration ${migration.version}_${migration.name}.sql was changed after it was applied; ` +
          'add a new migration instead of editing an applied one',
      );
    }
  }

  const applied: string[] = [];
  for (const migration of migrations) {
    if (appliedBefore.has(migration.version)) continue;
    const ran = await db.transaction(async (tx) => {
      // Re-check under the lock: another process may have applied it meanwhile.
      if ((await lockAndLoadApplied(tx)).has(migration.version)) return false;
      try {
        await tx.exec(migration.sql);
      } catch (error) {
        throw new Error(`Migration ${migration.version}_${migration.name}.sql failed: ${(error as Error).message}`, { cause: error });
      }
      await tx.query('insert into schema_migrations (version, name, checksum) values ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      return true;
    });
    if (ran) applied.push(`${migration.version}_${migration.name}`);
  }
  return { applied };
}
