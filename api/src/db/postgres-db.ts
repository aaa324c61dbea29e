// Server-only: PostgreSQL through a `pg` connection pool behind the Db interface.
import pg from 'pg';
import type { PoolClient, QueryResultRow } from 'pg';
import type { Db, Queryable } from './db';

export interface PostgresDbOptions {
  /** Sets `search_path` on every connection (tests use a throw-away schema). */
  searchPath?: string;
  /** Called for errors of idle pooled connections (for example the server restarting). */
  onIdleError?: (error: Error) => void;
}

function queryable(client: pg.Pool | PoolClient): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await client.query<QueryResultRow>(sql, params);
      return { rows: result.rows as T[] };
    },
    async exec<T>(sql: string) {
      // Without parameters pg uses the simple query protocol, which accepts several statements
      // (and then answers one result per statement).
      const result: pg.QueryResult | pg.QueryResult[] = await client.query(sql);
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last?.rows ?? []) as T[] };
    },
  };
}

export function createPostgresDb(connectionString: string, options: PostgresDbOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', (error) => options.onIdleError?.(error));
  let closed = false;

  return {
    driver: 'postgres',
    ...queryable(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        // A connection that could not roll back is discarded rather than returned to the pool.
        client.release(broken);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
