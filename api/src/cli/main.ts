// The operators' command line: `npm run admin -w @raketa/api -- <command>` (api/COMPANY-PAGES.md).
// Uses the API's database settings (DATABASE_URL, else the PGlite folder), and refuses a PGlite
// folder a running API holds: PGlite allows one process at a time.
import { ConfigError, loadConfig, loadDotEnv } from '../config';
import { createDb } from '../db/create-db';
import { holdPgliteLock } from '../db/pglite-lock';
import { runCli, type OpenedDb } from './run';

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password (input is shown; prefer ADMIN_PASSWORD or a pipe), then Ctrl-D: ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function openDb(): Promise<OpenedDb> {
  loadDotEnv();
  const config = loadConfig();
  const lock = config.databaseUrl ? { release() {} } : holdPgliteLock(config.pgliteDir, 'cli');
  try {
    const db = await createDb(config);
    return {
      db,
      async close() {
        await db.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

runCli(process.argv.slice(2), { out: (line) => console.log(line), err: (line) => console.error(line), env: process.env, readStdin }, openDb).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  },
);
