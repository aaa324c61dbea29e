import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { blackHole, closedPort, freezableProxy } from '../testing/sick-database';
import type { SickServer } from '../testing/sick-database';

const API_DIR = path.resolve(__dirname, '../..');
const databaseUrl = process.env.DATABASE_URL || undefined;
const onPostgres = databaseUrl ? it : it.skip;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Run {
  child: ChildProcess;
  stderr(): string;
  /** Resolves with the exit code and how long after `since` the process ended. */
  exited: Promise<{ code: number | null; at: number }>;
}

/** Runs src/server.ts in its own Node process (tsx as a loader, so signals and exit codes are its own). */
function startServer(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, LOG_LEVEL: 'silent', PGLITE_DIR: 'memory://', API_PORT: String(20_000 + Math.floor(Math.random() * 20_000)), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
  return { child, stderr: () => stderr, exited };
}

describe('server.ts with a database it cannot use', () => {
  const runs: Run[] = [];
  const servers: SickServer[] = [];
  afterEach(async () => {
    for (const run of runs.splice(0)) if (run.child.exitCode === null) run.child.kill('SIGKILL');
    for (const server of servers.splice(0)) await server.close();
  });

  it('refuses to start on a closed port: exit 1 and one line naming host and database, never the password', async () => {
    const port = await closedPort();
    const run = startServer({ DATABASE_URL: `postgres://raketa:hunter2secret@127.0.0.1:${port}/raketa` });
    runs.push(run);
    const { code } = await run.exited;
    expect(code).toBe(1);
    const lines = run.stderr().trim().split('\n');
    expect(lines).toEqual([
      `Cannot use the database: PostgreSQL at 127.0.0.1:${port}/raketa (DATABASE_URL) did not answer: connect ECONNREFUSED 127.0.0.1:${port}. The API did not start.`,
    ]);
    expect(run.stderr()).not.toContain('hunter2secret');
  }, 30_000);

  it('refuses to start on a database that never answers, within the connect timeout', async () => {
    const hole = await blackHole();
    servers.push(hole);
    const run = startServer({ DATABASE_URL: hole.url, DATABASE_CONNECT_TIMEOUT_MS: '500' });
    runs.push(run);
    const { code } = await run.exited;
    expect(code).toBe(1);
    expect(run.stderr()).toMatch(
      new RegExp(`^Cannot use the database: PostgreSQL at 127\\.0\\.0\\.1:${hole.port}/raketa \\(DATABASE_URL\\) did not answer: .*timeout`),
    );
    expect(run.stderr()).not.toContain('secret');
  }, 30_000);

  onPostgres(
    'exits cleanly within the grace period on SIGTERM while a request hangs on a database that stopped answering',
    async () => {
      // A database of its own: the API's job queue installs its tables in it.
      const name = `raketa_sick_${randomBytes(4).toString('hex')}`;
      const admin = async (sql: string) => {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          await client.query(sql);
        } finally {
          await client.end();
        }
      };
      await admin(`create database ${name}`);
      try {
        const target = new URL(databaseUrl!);
        target.pathname = `/${name}`;
        const proxy = await freezableProxy(target.toString());
        servers.push(proxy);
        const port = 20_000 + Math.floor(Math.random() * 20_000);
        // A statement timeout far past the grace period: only the shutdown's own cuts can end the request in time.
        const run = startServer({ DATABASE_URL: proxy.url, API_PORT: String(port), DATABASE_STATEMENT_TIMEOUT_MS: '60000' });
        runs.push(run);
        for (
          let waited = 0;
          !(await fetch(`http://127.0.0.1:${port}/health`).then(
            (response) => response.ok,
            () => false,
          ));
          waited += 200
        ) {
          if (waited > 30_000 || run.child.exitCode !== null) throw new Error(`the API did not start: ${run.stderr()}`);
          await sleep(200);
        }

        proxy.freeze();
        const hanging = fetch(`http://127.0.0.1:${port}/api/jobs/1`).then(
          (response) => response.status,
          () => 'connection closed',
        );
        await sleep(300);
        const signalled = Date.now();
        run.child.kill('SIGTERM');
        const { code, at } = await run.exited;
        // Before: the request held the shutdown until the forced exit (code 1) after 10 s.
        expect(code).toBe(0);
        expect(at - signalled).toBeLessThan(9_000);
        expect(await hanging).toBe('connection closed');
      } finally {
        await admin(`drop database if exists ${name} with (force)`);
      }
    },
    60_000,
  );
});
