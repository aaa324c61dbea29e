// Server-only command line: `npm run db:cleanup -w @raketa/api` sweeps expired rows once, the
// same sweep the running API does every 15 minutes (for a database no API runs against, or after
// an outage). Prints what it deleted per table.
import { ConfigError, loadConfig, loadDotEnv } from '../config';
import { createDb } from '../db/create-db';
import { sweepExpired, totalDeleted } from './cleanup';

async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const db = await createDb(config);
  const target = db.driver === 'postgres' ? 'PostgreSQL' : `PGlite at ${config.pgliteDir}`;
  try {
    const deleted = await sweepExpired(db, new Date());
    const details = Object.entries(deleted)
      .map(([table, count]) => `${table} ${count}`)
      .join(', ');
    console.log(`Deleted ${totalDeleted(deleted)} expired row(s) from ${target}: ${details}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else if ((error as { code?: string }).code === '42P01') {
    console.error(`${(error as Error).message}: the database is not migrated yet; run npm run db:migrate first`);
  } else console.error(error);
  process.exitCode = 1;
});
