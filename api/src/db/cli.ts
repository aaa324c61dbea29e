// Server-only command line: `tsx src/db/cli.ts migrate|seed` (npm run db:migrate / db:seed).
import { createPasswordHasher } from '../auth/passwords';
import { ConfigError, loadConfig, loadDotEnv } from '../config';
import { createDb } from './create-db';
import { migrate } from './migrate';
import { seed } from './seed';

const commands = ['migrate', 'seed'] as const;
type Command = (typeof commands)[number];

async function main(command: string | undefined): Promise<void> {
  if (!commands.includes(command as Command)) {
    console.error(`Usage: tsx src/db/cli.ts <${commands.join('|')}> (got ${JSON.stringify(command ?? '')})`);
    process.exitCode = 2;
    return;
  }
  loadDotEnv();
  const config = loadConfig();
  // A migration may rewrite a big table: no statement timeout for it (the connect timeout stays).
  const limits = command === 'migrate' && config.database ? { ...config.database, statementTimeoutMs: 0 } : config.database;
  const db = await createDb({ ...config, ...(limits ? { database: limits } : {}) });
  const target = db.driver === 'postgres' ? 'PostgreSQL' : `PGlite at ${config.pgliteDir}`;
  try {
    if (command === 'migrate') {
      const { applied } = await migrate(db);
      console.log(
        applied.length > 0
          ? `Applied ${applied.length} migration(s) to ${target}: ${applied.join(', ')}`
          : `${target} is up to date; no migrations to apply`,
      );
    } else {
      // The demo employer's passwords are in the README: never in production.
      const production = process.env.NODE_ENV?.trim() === 'production';
      const result = await seed(db, production ? {} : { demoAccounts: createPasswordHasher() });
      console.log(
        result.seeded ? `Seeded ${target}: ${result.companies} companies, ${result.jobs} jobs` : `${target} already has data; seed skipped`,
      );
    }
  } finally {
    await db.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else if ((error as { code?: string }).code === '42P01') {
    console.error(`${(error as Error).message}: the database is not migrated yet; run npm run db:migrate first`);
  } else console.error(error);
  process.exitCode = 1;
});
