// Server-only: PGlite (Postgres compiled to WASM, in-process) behind the Db interface.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Db, Queryable } from './db';

// exec answers one result per statement.
const lastRows = <T>(results: { rows: unknown[] }[]) => ({ rows: (results.at(-1)?.rows ?? []) as T[] });

export interface PgliteDbOptions {
  /** A data folder dumped by PGlite (`dumpDataDir`) to start from instead of a new cluster (tests). */
  loadDataDir?: Blob;
}

/** Opens PGlite at `dataDir` (created if missing) or in memory for `memory://`. */
export async function createPgliteDb(dataDir = 'memory://', options: PgliteDbOptions = {}): Promise<Db> {
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  // The extensions the migrations create (search: diacritics folding and trigram similarity).
  const pg = await PGlite.create(dataDir, {
    extensions: { pg_trgm, unaccent },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });

  return {
    driver: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await pg.query<T>(sql, params);
      return { rows: result.rows };
    },
    async exec<T>(sql: string) {
      return lastRows<T>(await pg.exec(sql));
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return pg.transaction((tx) =>
        fn({
          async query<R>(sql: string, params?: unknown[]) {
            const result = await tx.query<R>(sql, params);
            return { rows: result.rows };
          },
          async exec<R>(sql: string) {
            return lastRows<R>(await tx.exec(sql));
          },
        }),
      );
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
  };
}
