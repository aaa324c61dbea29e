// Server-only: picks the database from config: PostgreSQL when DATABASE_URL is set, else PGlite.
import type { Config } from '../config';
import type { Db } from './db';
import { createPgliteDb } from './pglite-db';
import { createPostgresDb } from './postgres-db';

export async function createDb(config: Pick<Config, 'databaseUrl' | 'pgliteDir' | 'database'>, onIdleError?: (error: Error) => void): Promise<Db> {
  if (config.databaseUrl) {
    return createPostgresDb(config.databaseUrl, { ...(onIdleError ? { onIdleError } : {}), ...(config.database ? { limits: config.database } : {}) });
  }
  return createPgliteDb(config.pgliteDir);
}
