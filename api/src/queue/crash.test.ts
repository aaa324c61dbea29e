// The crash test of issue 20: the real API in a child process gets a burst of applications over
// HTTP, is killed with SIGKILL in the middle of it, and is started again. Every application it
// acknowledged (201) must end with both of its mails in the outbox, none of them twice.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Db, DbDriver } from '../db/db';
import { migrate } from '../db/migrate';
import { createPgliteDb } from '../db/pglite-db';
import { createPostgresDb } from '../db/postgres-db';
import { readOutbox, type OutboxEntry } from '../mail/mailer';
import { insertCompany, insertJob } from '../testing/job-board';
import { testDrivers } from '../testing/test-db';

const API_DIR = path.resolve(__dirname, '../..');
const TSX = path.resolve(API_DIR, '../node_modules/.bin/tsx');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const COMPANY_EMAIL = 'jobs@crash-test.example';
const APPLICATIONS = 40;
/** The kill comes once this many were acknowledged and mails are going out, with more applications in flight. */
const KILL_AFTER = 15;
/** …or at this many, whether or not a mail went out yet. */
const KILL_AT_LATEST = 30;
const CONCURRENCY = 4;
/** Between one lane's applications: the burst lasts long enough for the workers to be mid-mail at the kill. */
const PACE_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  body: string;
  cookies: string[];
}

/** node:http, not fetch: the test must send Host and Origin as the site would. */
function request(port: number, options: { method: string; path: string; headers?: Record<string, string>; body?: Buffer }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: options.method, path: options.path, headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), cookies: res.headers['set-cookie'] ?? [] }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

function applicationBody(email: string) {
  const boundary = '----raketa-crash-test';
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(field('name', 'Jana Nováková') + field('email', email)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A fresh database the child API can use: a PGlite folder, or a PostgreSQL database of its own. */
async function freshDatabase(driver: DbDriver, dir: string): Promise<{ env: Record<string, string>; open(): Promise<Db>; drop(): Promise<void> }> {
  if (driver === 'pglite') {
    const pgliteDir = path.join(dir, 'pglite');
    return { env: { DATABASE_URL: '', PGLITE_DIR: pgliteDir }, open: () => createPgliteDb(pgliteDir), drop: async () => {} };
  }
  const name = `raketa_crash_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: async () => createPostgresDb(url.toString()),
    async drop() {
      const cleaner = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

describe.each(testDrivers)('a crash of the API on %s', (driver) => {
  let dir: string;
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  const children: ChildProcess[] = [];
  let output = '';

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-crash-'));
    database = await freshDatabase(driver, dir);
  });
  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
    }
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('loses no mail of an acknowledged application and sends none twice', async () => {
    const started = Date.now();
    const outboxDir = path.join(dir, 'outbox');
    // The server does not migrate: the database is migrated and given one open job first.
    const db = await database!.open();
    await migrate(db);
    const company = await insertCompany(db, { name: 'Crash Test Labs' });
    await db.query('update companies set contact_email = $2 where id = $1', [company.id, COMPANY_EMAIL]);
    const job = await insertJob(db, { companyId: company.id, title: 'Spolehlivý vývojář' });
    await db.close();

    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const env = {
      ...process.env,
      ...database!.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      MAIL_OUTBOX_DIR: outboxDir,
      // A job cut off by the kill is retried once this expires (PostgreSQL cannot tell a dead replica from a slow one).
      JOB_TIMEOUT_SECONDS: '4',
      JOB_RETRY_DELAY_SECONDS: '1',
      // The test is the proxy: each application's X-Forwarded-For is its client address.
      TRUST_PROXY: 'loopback',
      // No load shedding: on a busy test machine it would answer some of the burst 503.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      MAX_HEAP_USED_MB: '0',
    };
    const startApi = async () => {
      // Its own process group: the kill takes tsx and the node process running server.ts at once.
      const child = spawn(TSX, ['src/server.ts'], { cwd: API_DIR, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      children.push(child);
      for (let waited = 0; ; waited += 200) {
        if (
          await request(port, { method: 'GET', path: '/health' }).then(
            (answer) => answer.status === 200,
            () => false,
          )
        )
          return child;
        if (waited > 40_000 || child.exitCode !== null) throw new Error(`the API did not start:\n${output}`);
        await sleep(200);
      }
    };

    const lap = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
    const laps: string[] = [];
    let api = await startApi();
    laps.push(`started ${lap()}`);
    const csrf = await request(port, { method: 'GET', path: '/api/csrf', headers: { host: 'localhost:3000' } });
    const token = JSON.parse(csrf.body).token as string;
    const acknowledged: { id: number; email: string }[] = [];
    let killed = false;
    const apply = async (index: number) => {
      const email = `crash-${index}-${randomBytes(3).toString('hex')}@example.cz`;
      const body = applicationBody(email);
      try {
        const answer = await request(port, {
          method: 'POST',
          path: `/api/jobs/${job.id}/applications`,
          headers: {
            host: 'localhost:3000',
            origin: 'http://localhost:3000',
            'content-type': body.contentType,
            // Each from its own address: the per-IP limit (20 an hour) stays out of the way.
            'x-forwarded-for': `10.77.0.${index + 1}`,
            cookie: `raketa_csrf=${token}`,
            'x-csrf-token': token,
          },
          body: body.payload,
        });
        if (answer.status === 201) acknowledged.push({ id: JSON.parse(answer.body).id, email });
        else if (!killed) throw new Error(`application ${index} answered ${answer.status}: ${answer.body}`);
      } catch (error) {
        if (!killed) throw error;
      }
      const mailing = () => fs.existsSync(outboxDir) && fs.readdirSync(outboxDir).some((name) => name.endsWith('.json'));
      if (!killed && acknowledged.length >= KILL_AFTER && (acknowledged.length >= KILL_AT_LATEST || mailing())) {
        killed = true;
        process.kill(-api.pid!, 'SIGKILL');
      }
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (!killed && next < APPLICATIONS) {
          await apply((next += 1) - 1);
          await sleep(PACE_MS);
        }
      }),
    );
    expect(killed).toBe(true);
    await new Promise((resolve) => (api.exitCode === null && api.signalCode === null ? api.once('exit', resolve) : resolve(undefined)));
    const deliveredAtKill = (await readOutbox(outboxDir)).length;
    laps.push(`killed ${lap()}`);

    api = await startApi();
    laps.push(`restarted ${lap()}`);
    const mailsOf = (entries: OutboxEntry[], email: string) => ({
      confirmations: entries.filter((entry) => entry.to === email).length,
      notifications: entries.filter((entry) => entry.to === COMPANY_EMAIL && entry.headers?.['Reply-To'] === email).length,
    });
    // Drained: every acknowledged application has both mails, and nothing more arrives for a while.
    let entries: OutboxEntry[] = [];
    for (let waited = 0, stableFor = 0, last = -1; ; waited += 250) {
      entries = await readOutbox(outboxDir);
      const complete = acknowledged.every(({ email }) => {
        const mails = mailsOf(entries, email);
        return mails.confirmations >= 1 && mails.notifications >= 1;
      });
      stableFor = entries.length === last ? stableFor + 250 : 0;
      last = entries.length;
      if (complete && stableFor >= 1500) break;
      if (waited > 40_000) break;
      await sleep(250);
    }
    laps.push(`drained ${lap()}`);
    const exited = new Promise((resolve) => api.once('exit', resolve));
    process.kill(-api.pid!, 'SIGTERM');
    await exited;

    // What the database holds: the applications stored (acknowledged or cut off before the answer) and jobs left.
    const check = await database!.open();
    const stored = (await check.query<{ id: number; email: string }>('select id, email from job_applications order by id')).rows;
    const pending = (
      await check.query<{ n: number }>("select count(*)::int as n from pgboss.job where name like 'application-%' and state < 'completed'")
    ).rows[0]!.n;
    await check.close();

    const keys = entries.map((entry) => `${entry.to}|${entry.headers?.['Reply-To'] ?? ''}|${entry.subject}`);
    const duplicates = keys.length - new Set(keys).size;
    console.log(
      `crash test on ${driver}: acknowledged ${acknowledged.length} of ${APPLICATIONS} sent, stored ${stored.length}; ` +
        `mails expected ${stored.length * 2} (${acknowledged.length * 2} for acknowledged), in the outbox at the kill ${deliveredAtKill}, ` +
        `delivered ${entries.length}, duplicates ${duplicates}, jobs left ${pending}; ${laps.join(', ')}, done ${lap()}`,
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    for (const { email } of acknowledged) expect({ email, ...mailsOf(entries, email) }).toEqual({ email, confirmations: 1, notifications: 1 });
    // Stored but not answered (the kill came between commit and answer): their mails go out too.
    for (const { email } of stored) expect({ email, ...mailsOf(entries, email) }).toEqual({ email, confirmations: 1, notifications: 1 });
    expect(stored.map((row) => row.id)).toEqual(expect.arrayContaining(acknowledged.map((row) => row.id)));
    expect(duplicates).toBe(0);
    expect(entries).toHaveLength(stored.length * 2);
    expect(pending).toBe(0);
  }, 120_000);
});
