// Starts the API: validate env, open the database, listen; close both on SIGINT/SIGTERM.
import { buildApp } from './app';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import type { Config } from './config';
import { createDb } from './db/create-db';
import { holdPgliteLock, PgliteInUseError } from './db/pglite-lock';
import { fileOffsetClock } from './lib/test-clock';
import { describeDatabaseUrl } from './db/unavailable';

/** SIGTERM to exit (then a forced exit 1). */
const SHUTDOWN_GRACE_MS = 10_000;
/** What requests in flight get; then open connections and the database pool are cut (the rest of the grace is for the cleanup). */
const SHUTDOWN_CUT_MS = 4_000;

async function start() {
  loadDotEnv();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // PGlite is single-process: the lock keeps the operators' command line (and a second API) off the folder.
  let lock: { release(): void } = { release() {} };
  if (!config.databaseUrl) {
    try {
      lock = holdPgliteLock(config.pgliteDir, 'api');
      process.once('exit', () => lock.release());
    } catch (error) {
      if (!(error instanceof PgliteInUseError)) throw error;
      console.error(error.message);
      process.exit(1);
    }
  }

  const db = await createDb(config, (error) => app.log.error({ err: error }, 'idle database connection failed'));
  // A wrong DATABASE_URL or a database that does not answer stops the start here, with one line
  // that says where (never the password), instead of an API that serves nothing but errors.
  try {
    await db.query('select 1');
  } catch (error) {
    const cause = (error as Error).cause ?? error;
    const reason = (cause as Error).message || (cause as NodeJS.ErrnoException).code || String(cause);
    const where = config.databaseUrl ? `PostgreSQL at ${describeDatabaseUrl(config.databaseUrl)} (DATABASE_URL)` : `PGlite at ${config.pgliteDir}`;
    console.error(`Cannot use the database: ${where} did not answer: ${reason}. The API did not start.`);
    await db.close();
    lock.release();
    process.exit(1);
  }
  const app = await buildApp({ config, db, ...(config.testClockFile ? { clock: fileOffsetClock(config.testClockFile) } : {}) });
  if (config.testClockFile) app.log.warn({ file: config.testClockFile }, 'the clock is moved by TEST_CLOCK_FILE (tests only)');

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    let dbClosed: Promise<void> | undefined;
    const closeDb = () => (dbClosed ??= db.close());
    // Still closing after SHUTDOWN_CUT_MS: something waits on a hung database (a request, the
    // job queue's loop) or a body that never ends. Open connections are cut and the pool closed (it
    // cuts its own stuck connections soon after), so those waits fail fast and the exit stays in time.
    const cut = setTimeout(() => {
      app.log.warn('shutdown still waiting: cutting open connections and the database pool');
      app.server.closeAllConnections();
      void closeDb();
    }, SHUTDOWN_CUT_MS).unref();
    try {
      // A hook failing on a database that is gone (the job queue's stop) must not skip the rest.
      await app.close().catch((error: unknown) => app.log.error({ err: error }, 'closing the app failed'));
      clearTimeout(cut);
      await closeDb();
    } finally {
      lock.release();
      clearTimeout(force);
    }
    // Closed: whatever is left (timers of a job queue that could not stop on a hung database) must
    // not keep the process alive past the grace period.
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  try {
    await app.listen({ port: config.port, host: config.host });
    app.log.info({ driver: db.driver }, 'database ready');
    app.log.info({ destination: app.mailer.destination }, 'mail ready');
    // After listen: jobs left by a previous run (or enqueued by other replicas) go out from here on.
    await app.queue.startWorkers();
    app.log.info({ schema: app.queue.schema }, 'job queue working');
  } catch (error) {
    // A start cut short by SIGTERM/SIGINT (its database hung meanwhile): the shutdown closes everything.
    if (closing) return;
    app.log.error({ err: error }, 'could not start the API');
    await db.close();
    lock.release();
    process.exit(1);
  }
}

void start();
