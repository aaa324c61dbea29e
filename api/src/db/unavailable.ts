// Server-only: tells "the database is down, slow or out of connections" (answer 503 and let the
// client retry) from every other error (a bug: 500). api/src/plugins/error-handler.ts uses it.

/**
 * SQLSTATEs of a server that cannot serve now: 57014 query_canceled (statement_timeout),
 * 57P01–57P03 admin shutdown / crash shutdown / cannot connect now, 25P03 idle in transaction
 * timeout, 53300 too many connections, 53000/53100/53200 out of resources.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '25P03', '53000', '53100', '53200', '53300']);

/**
 * What the `pg` driver (ours or another pool on the same server) says when the connection never
 * came, was lost or stopped answering: exact texts of pg 8 and pg-pool 3.
 */
const DRIVER_MESSAGES = [
  /^Query read timeout$/,
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];

/** Socket errors of a connection to the database (refused, unreachable, reset, timed out, name not found). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

// Duck-typed, not `instanceof Error`: errors made by Node itself (sockets) come from another realm under Jest.
const isErrorLike = (error: unknown): error is Error & { code?: unknown } =>
  typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string';

/** Marks a driver or socket error as the database's: only the database drivers wrap errors in it. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${isErrorLike(cause) ? cause.message || String(cause.code) : String(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

const sqlstateOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};

/**
 * Whether `error` says the connection itself failed (never opened, lost, or the server stopped
 * answering) rather than a statement: such a connection cannot even roll back. A socket code
 * counts here only because the caller knows the error came from a database connection.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (!isErrorLike(error)) return false;
  if (typeof error.code === 'string' && SOCKET_CODES.has(error.code)) return true;
  if (sqlstateOf(error)?.startsWith('08')) return true;
  return DRIVER_MESSAGES.some((message) => message.test(error.message));
}

/**
 * Whether the request failed because the database is unreachable, too slow or refusing
 * connections: a `DatabaseUnavailableError` from our Db, a PostgreSQL error of the classes above
 * or 08xxx (connection exception), or a `pg` driver message. Raw socket codes do not count here:
 * an aborted upload is an ECONNRESET too.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!isErrorLike(error)) return false;
  const sqlstate = sqlstateOf(error);
  if (sqlstate !== undefined && (UNAVAILABLE_SQLSTATES.has(sqlstate) || sqlstate.startsWith('08'))) return true;
  return DRIVER_MESSAGES.some((message) => message.test(error.message));
}

/** `host:port/database` of a connection string, never its user or password: for messages. */
export function describeDatabaseUrl(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || '(default database)';
    return `${url.hostname}:${url.port || '5432'}/${database}`;
  } catch {
    return 'the PostgreSQL server of DATABASE_URL';
  }
}
