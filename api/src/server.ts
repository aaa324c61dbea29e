// Starts the API: validate env, open the database, listen; close both on SIGINT/SIGTERM.
import { buildApp } from './app';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import type { Config } from './config';
import { createDb } from './db/create-db';
import { holdPgliteLock, PgliteInUseError } from './db/pglite-lock';

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
  const app = await buildApp({ config, db });

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await db.close();
    } finally {
      lock.release();
      clearTimeout(force);
    }
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
    app.log.error({ err: error }, 'could not start the API');
    await db.close();
    lock.release();
    process.exit(1);
  }
}

void start();
