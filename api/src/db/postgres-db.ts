// Server-only: PostgreSQL through a `pg` connection pool behind the Db interface.
import pg from 'pg';
import type { PoolClient, QueryResultRow } from 'pg';
import type { Db, Queryable } from './db';
import { DatabaseUnavailableError, isConnectionFailure } from './unavailable';

/** Timeouts (ms; 0 turns one off) and size of the pool; api/.env.example explains each. */
export interface DatabaseLimits {
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  poolMax: number;
}

/** Without them a database that accepts connections and never answers holds every request forever. */
export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = {
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 10_000,
  idleInTransactionTimeoutMs: 30_000,
  poolMax: 10,
};

/**
 * The client gives up this long after statement_timeout: the server's own cancel (57014) normally
 * comes first; this one covers a server that no longer answers at all.
 */
export const QUERY_TIMEOUT_MARGIN_MS = 1_000;

export interface PostgresDbOptions {
  /** Sets `search_path` on every connection (tests use a throw-away schema). */
  searchPath?: string;
  /** Called for errors of idle pooled connections (for example the server restarting). */
  onIdleError?: (error: Error) => void;
  /** Defaults to DEFAULT_DATABASE_LIMITS. */
  limits?: Partial<DatabaseLimits>;
  /** How long `close()` waits for connections in use before cutting them (default 1 s). */
  closeTimeoutMs?: number;
}

/** Connection failures leave as `DatabaseUnavailableError` (503 database_unavailable); statement errors as they are. */
async function tagged<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isConnectionFailure(error) ? new DatabaseUnavailableError(error) : error;
  }
}

function queryable(client: pg.Pool | PoolClient): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await tagged(() => client.query<QueryResultRow>(sql, params));
      return { rows: result.rows as T[] };
    },
    async exec<T>(sql: string) {
      // Without parameters pg uses the simple query protocol, which accepts several statements
      // (and then answers one result per statement).
      const result: pg.QueryResult | pg.QueryResult[] = await tagged(() => client.query(sql));
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last?.rows ?? []) as T[] };
    },
  };
}

export function createPostgresDb(connectionString: string, options: PostgresDbOptions = {}): Db {
  const limits = { ...DEFAULT_DATABASE_LIMITS, ...options.limits };
  const pool = new pg.Pool({
    connectionString,
    max: limits.poolMax,
    // Covers both opening a connection and waiting for a free one of a full pool.
    connectionTimeoutMillis: limits.connectTimeoutMs,
    // Startup parameters of each connection (beside `options`, so a search_path there does not clash).
    ...(limits.statementTimeoutMs > 0
      ? { statement_timeout: limits.statementTimeoutMs, query_timeout: limits.statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS }
      : {}),
    ...(limits.idleInTransactionTimeoutMs > 0 ? { idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs } : {}),
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', (error) => options.onIdleError?.(error));
  // The open connections, so `close()` can cut the ones stuck on a server that stopped answering.
  const clients = new Set<pg.PoolClient>();
  pool.on('connect', (client) => clients.add(client));
  pool.on('remove', (client) => clients.delete(client));
  let closed = false;

  return {
    driver: 'postgres',
    ...queryable(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await tagged(() => pool.connect());
      let broken: Error | undefined;
      // The pool stops listening while a client is checked out: a connection the server ends meanwhile
      // (idle_in_transaction_session_timeout, a restart) would throw an unhandled 'error' and crash
      // the process. The next query of `fn` reports it.
      const onError = (error: Error) => {
        broken = error;
      };
      client.on('error', onError);
      try {
        await tagged(() => client.query('BEGIN'));
        const result = await fn(queryable(client));
        await tagged(() => client.query('COMMIT'));
        return result;
      } catch (error) {
        // A lost or mute connection cannot roll back (waiting for it would double the wait):
        // it is discarded, and the server rolls back when the connection closes.
        if (error instanceof DatabaseUnavailableError) broken = error;
        else {
          await client.query('ROLLBACK').catch((rollbackError: Error) => {
            broken = rollbackError;
          });
        }
        throw error;
      } finally {
        // A connection that could not roll back is discarded rather than returned to the pool.
        client.off('error', onError);
        client.release(broken);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      // pool.end() waits for the connections in use; one stuck on a server that stopped answering
      // would hold a shutdown until its query timeout, so past closeTimeoutMs they are cut.
      const ended = pool.end();
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), options.closeTimeoutMs ?? 1_000);
      });
      const outcome = await Promise.race([ended, waited]);
      clearTimeout(timer);
      if (outcome === 'late') for (const client of clients) client.connection.stream.destroy();
    },
  };
}
