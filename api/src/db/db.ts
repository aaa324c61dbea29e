// Server-only: the one database interface the API talks to. Two implementations:
// PGlite (in-process, default) and PostgreSQL through a `pg` Pool.
export type DbDriver = 'pglite' | 'postgres';

export interface QueryResult<T> {
  rows: T[];
}

/** What both a database and an open transaction can do. */
export interface Queryable {
  /** One statement with `$1…` parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /**
   * A script of one or more statements without parameters (migrations). Both drivers answer the
   * last statement's rows (the job queue reads them); a test's stand-in may answer nothing.
   */
  exec<T = Record<string, unknown>>(sql: string): Promise<QueryResult<T> | void>;
}

export interface Db extends Queryable {
  readonly driver: DbDriver;
  /** The schema of the job queue's tables (pg-boss; api/src/queue/queue.ts); unset means `pgboss`. */
  readonly queueSchema?: string;
  /** Runs `fn` in a transaction: commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Releases connections; safe to call more than once. */
  close(): Promise<void>;
}
