import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '@raketa/shared/account';
import { buildApp } from '../app';
import type { Db } from './db';
import { migrate } from './migrate';
import { createPostgresDb, DEFAULT_DATABASE_LIMITS } from './postgres-db';
import { DatabaseUnavailableError, describeDatabaseUrl, isDatabaseUnavailable } from './unavailable';
import { blackHole, freezableProxy, switchableDb } from '../testing/sick-database';
import type { SickServer, SwitchableDb } from '../testing/sick-database';
import { createTestDb, testConfig, testDrivers } from '../testing/test-db';

const databaseUrl = process.env.DATABASE_URL || undefined;
const onPostgres = databaseUrl ? it : it.skip;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The 503 every request gets while the database is unavailable. */
function expectDatabaseUnavailable(response: Awaited<ReturnType<FastifyInstance['inject']>>) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toMatchObject({ status: 503, code: 'database_unavailable', type: 'urn:raketa:problem:database_unavailable' });
  // Nothing of the cause (addresses, driver messages) reaches the client.
  expect(response.body).not.toMatch(/127\.0\.0\.1|timeout|ECONN/i);
}

async function timed<T>(work: Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const result = await work;
  return [result, Date.now() - started];
}

describe('a sick database', () => {
  // Building the app reads the database, so it is built on a working one and then pointed at a sick one.
  let base: Db;
  let db: SwitchableDb;
  let app: FastifyInstance;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    base = await createTestDb(testDrivers.at(-1)!, { migrated: true });
    await migrate(base);
    db = switchableDb(base);
    app = await buildApp({ config: testConfig(), db });
    // Test-only: a statement slower than the statement timeouts below.
    app.get('/test/slow-statement', async () => {
      await app.db.query('select pg_sleep(2)');
      return { done: true };
    });
    await app.ready();
  });
  afterEach(async () => {
    db.use(base);
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await app?.close();
    await base?.close();
  });

  /** Points the app at a pool on `url`; closed (and the app pointed back) after the test. */
  function usePool(url: string, limits: Parameters<typeof createPostgresDb>[1] = {}): Db {
    const pool = createPostgresDb(url, { closeTimeoutMs: 100, ...limits });
    cleanups.push(() => pool.close());
    db.use(pool);
    return pool;
  }
  function track<T extends SickServer>(server: T): T {
    cleanups.push(() => server.close());
    return server;
  }

  it('that accepts connections and never answers: 503 database_unavailable within the connect timeout, not a hang', async () => {
    const hole = track(await blackHole());
    usePool(hole.url, { limits: { connectTimeoutMs: 500 } });

    const [response, elapsed] = await timed(app.inject({ method: 'GET', url: '/api/jobs' }));
    expectDatabaseUnavailable(response);
    expect(elapsed).toBeGreaterThanOrEqual(450);
    expect(elapsed).toBeLessThan(2_000);

    // 30 at once (three times the pool): each waits at most the connect timeout for a connection.
    const [responses, all] = await timed(
      Promise.all(Array.from({ length: 30 }, (_, index) => app.inject({ method: 'GET', url: `/api/jobs?page=${(index % 3) + 1}` }))),
    );
    for (const each of responses) expectDatabaseUnavailable(each);
    expect(all).toBeLessThan(3_000);

    // A route with its own error handler (multipart refusals) hands the failure on to the app's.
    const company = await app.inject({ method: 'GET', url: '/api/me/company', cookies: { [SESSION_COOKIE]: 'a'.repeat(43) } });
    expectDatabaseUnavailable(company);

    // /health says so too, in its own shape.
    const [health, healthElapsed] = await timed(app.inject({ method: 'GET', url: '/health' }));
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'error', database: { status: 'down', driver: 'postgres' } });
    expect(healthElapsed).toBeLessThan(2_500);
  });

  it('whose port is closed: 503 database_unavailable at once', async () => {
    usePool('postgres://raketa:secret@127.0.0.1:1/raketa', { limits: { connectTimeoutMs: 2_000 } });
    const [response, elapsed] = await timed(app.inject({ method: 'GET', url: '/api/jobs' }));
    expectDatabaseUnavailable(response);
    expect(elapsed).toBeLessThan(1_000);
  });

  onPostgres('that stops answering on an open connection: the client-side query timeout answers 503', async () => {
    const proxy = track(await freezableProxy(databaseUrl!));
    // A new connection (the list's second query) would wait 3 s: the mute one's query timeout comes first.
    const pool = usePool(proxy.url, { limits: { connectTimeoutMs: 3_000, statementTimeoutMs: 300 } });
    await pool.query('select 1'); // a pooled connection, then the server goes mute
    proxy.freeze();

    const [response, elapsed] = await timed(app.inject({ method: 'GET', url: '/api/jobs' }));
    expectDatabaseUnavailable(response);
    // statement_timeout (300 ms) cannot fire on a mute server; the client gives up 1 s after it.
    expect(elapsed).toBeGreaterThanOrEqual(1_200);
    expect(elapsed).toBeLessThan(2_500);
  });

  onPostgres('mid-transaction: the connection is dropped without waiting for a ROLLBACK that cannot come', async () => {
    const proxy = track(await freezableProxy(databaseUrl!));
    const pool = createPostgresDb(proxy.url, { limits: { statementTimeoutMs: 300 }, closeTimeoutMs: 100 });
    cleanups.push(() => pool.close());

    const started = Date.now();
    const failed = await pool
      .transaction(async (tx) => {
        await tx.query('select 1');
        proxy.freeze();
        await tx.query('select 2');
      })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(DatabaseUnavailableError);
    // One query timeout (1.3 s), not two.
    expect(Date.now() - started).toBeLessThan(2_300);
  });

  onPostgres('close() cuts connections stuck on a mute server instead of waiting for their queries', async () => {
    const proxy = track(await freezableProxy(databaseUrl!));
    const pool = createPostgresDb(proxy.url, { limits: { statementTimeoutMs: 60_000 }, closeTimeoutMs: 200 });
    await pool.query('select 1');
    proxy.freeze();
    const stuck = pool.query('select 1').catch((error: unknown) => error);
    await sleep(50);

    const [, elapsed] = await timed(pool.close());
    expect(elapsed).toBeLessThan(1_000);
    expect(isDatabaseUnavailable(await stuck)).toBe(true);
  });

  onPostgres('with a statement longer than statement_timeout: PostgreSQL cancels it (57014) and the request answers 503', async () => {
    const pool = usePool(databaseUrl!, { searchPath: 'public', limits: { statementTimeoutMs: 200, idleInTransactionTimeoutMs: 5_000 } });
    // The timeouts are startup parameters beside `options` (search_path): both apply.
    const { rows } = await pool.query<{ statement: string; idle: string; path: string }>(
      `select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle,
              current_setting('search_path') as path`,
    );
    expect(rows[0]).toEqual({ statement: '200ms', idle: '5s', path: 'public' });
    await expect(pool.query('select pg_sleep(2)')).rejects.toMatchObject({ code: '57014' });

    const [response, elapsed] = await timed(app.inject({ method: 'GET', url: '/test/slow-statement' }));
    expectDatabaseUnavailable(response);
    expect(elapsed).toBeLessThan(1_500);
  });

  onPostgres('that ends a connection left idle in a transaction: the transaction fails as unavailable, the process lives', async () => {
    const pool = createPostgresDb(databaseUrl!, { limits: { idleInTransactionTimeoutMs: 200 }, closeTimeoutMs: 100 });
    cleanups.push(() => pool.close());
    const failed = await pool
      .transaction(async (tx) => {
        await tx.query('select 1');
        await sleep(700);
        await tx.query('select 1');
      })
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failed)).toBe(true);
    // The pool goes on with a fresh connection.
    expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string) => Object.assign(new Error('x'), { code });

  it.each(['57014', '57P01', '57P03', '08006', '08001', '53300', '25P03'])('is true for SQLSTATE %s', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
  });

  it('is true for the driver timeouts and lost connections, false for statement errors and raw socket errors', () => {
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated due to connection timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseUnavailableError(withCode('ECONNREFUSED')))).toBe(true);
    // Unique violation, syntax error, undefined table: bugs or conflicts, not an outage.
    for (const code of ['23505', '42601', '42P01']) expect(isDatabaseUnavailable(withCode(code))).toBe(false);
    // An aborted upload is an ECONNRESET too: only the database drivers' own errors count.
    expect(isDatabaseUnavailable(withCode('ECONNRESET'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable('57014')).toBe(false);
  });

  it('describes a connection string without its credentials', () => {
    expect(describeDatabaseUrl('postgres://raketa:secret@db.internal:6543/raketa?sslmode=require')).toBe('db.internal:6543/raketa');
    expect(describeDatabaseUrl('postgresql://u@127.0.0.1')).toBe('127.0.0.1:5432/(default database)');
  });

  it('has defaults that bound every wait', () => {
    expect(DEFAULT_DATABASE_LIMITS).toEqual({ connectTimeoutMs: 5_000, statementTimeoutMs: 10_000, idleInTransactionTimeoutMs: 30_000, poolMax: 10 });
  });
});
