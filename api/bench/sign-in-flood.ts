// `npm run bench:sign-in`: how long a correct sign-in takes while wrong sign-ins flood the API
// (issue 20). Starts the real app on a free port with production hashing (argon2id, the default
// hashing queue) and TRUST_PROXY unset, on a throw-away database (PGlite in memory, or PostgreSQL
// on DATABASE_URL with --driver=postgres). For each scenario `C x N`, C connections send wrong
// passwords back to back for --duration seconds from N addresses (127.0.1.1…, real source addresses
// on loopback), each request with a random forged X-Forwarded-For, spraying other accounts. Meanwhile
// a user at 127.0.2.1 signs in with the right password once a second. Prints the user's times and
// what the flood got (answers by status, hashes run, dropped and refused).
//
//   npm run bench:sign-in                               50 x 2 and 100 x 4, 10 s each, PGlite
//   npm run bench:sign-in -- --scenarios=100x4 --duration=20 --driver=postgres
//   npm run bench:sign-in -- --before                   the first release's setup, for comparison:
//       scrypt N = 2^17 hashes, no hashing queue, X-Forwarded-For believed from any loopback peer
import { fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { DEFAULT_ARGON2_PARAMS, hashWithScrypt } from '../src/auth/passwords';
import type { PasswordHasherOptions } from '../src/auth/passwords';
import { defaultHashingLimits } from '../src/auth/hashing-queue';
import type { DbDriver } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { createTestDb, testConfig } from '../src/testing/test-db';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key!, value ?? 'true'];
  }),
);
const DRIVER = (args.driver ?? 'pglite') as DbDriver;
const DURATION_MS = Number(args.duration ?? 10) * 1000;
const SCENARIOS = (args.scenarios ?? '50x2,100x4').split(',').map((scenario) => {
  const [connections, addresses] = scenario.split('x').map(Number);
  return { connections: connections!, addresses: addresses! };
});
const BEFORE = args.before === 'true';
/** A request without an answer by then counts as unanswered. */
const REQUEST_TIMEOUT_MS = 60_000;
const PASSWORD = 'correct horse battery staple';
const SPRAYED_ACCOUNTS = 200;
const USER_ADDRESS = '127.0.2.1';

interface Answer {
  status: number | 'timeout' | 'error';
  ms: number;
}

function post(port: number, localAddress: string, body: object, forgedFor?: string): Promise<Answer> {
  const payload = JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        agent: false,
        method: 'POST',
        path: '/api/login',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(forgedFor ? { 'x-forwarded-for': forgedFor } : {}),
        },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    request.on('timeout', () => {
      request.destroy();
      resolve({ status: 'timeout', ms: performance.now() - started });
    });
    request.on('error', () => resolve({ status: 'error', ms: performance.now() - started }));
    request.end(payload);
  });
}

const randomIp = () => `198.51.100.${Math.floor(Math.random() * 254) + 1}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function runScenario(connections: number, addresses: number) {
  const db = await createTestDb(DRIVER);
  await migrate(db);
  // The first release: scrypt hashes (about 1 s of CPU each), every hash started at once, and
  // X-Forwarded-For believed from loopback and private peers.
  const hashing: PasswordHasherOptions = BEFORE
    ? { argon2: DEFAULT_ARGON2_PARAMS, limits: { concurrency: 10_000, maxQueued: 1e9, maxQueuedPerClient: 1e9 } }
    : { argon2: DEFAULT_ARGON2_PARAMS, limits: defaultHashingLimits() };
  const app = await buildApp({ config: testConfig({ trustProxy: BEFORE ? 'loopback,uniquelocal' : undefined }), db, hashing });
  try {
    // Every account shares one hash (made once): the user's password, in the setup's format.
    const passwordHash = BEFORE ? await hashWithScrypt(PASSWORD, { logN: 17, r: 8, p: 1 }) : await app.passwords.hash(PASSWORD);
    const insert = (email: string) =>
      db.query(`insert into users (type, name, email, password_hash) values ('candidate', 'Bench', $1, $2)`, [email, passwordHash]);
    await insert('user@bench.test');
    for (let i = 0; i < SPRAYED_ACCOUNTS; i += 1) await insert(`sprayed-${i}@bench.test`);

    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const statsBefore = app.passwords.stats();

    // The clients run in a process of their own, as they would on other machines: their work must
    // not queue on the API's event loop (the cores are still shared).
    const child = fork(
      __filename,
      ['--client', `--port=${port}`, `--connections=${connections}`, `--addresses=${addresses}`, `--duration=${DURATION_MS / 1000}`],
      {
        execArgv: process.execArgv,
      },
    );
    const { flood, user } = await new Promise<{ flood: Answer[]; user: Answer[] }>((resolve, reject) => {
      child.once('message', (message) => resolve(message as { flood: Answer[]; user: Answer[] }));
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`the clients exited with ${code}`)));
    });
    child.kill();
    const stats = app.passwords.stats();

    const byStatus = new Map<string, number>();
    for (const answer of flood) byStatus.set(String(answer.status), (byStatus.get(String(answer.status)) ?? 0) + 1);
    const times = user.map((answer) => answer.ms).sort((a, b) => a - b);
    const ok = user.filter((answer) => answer.status === 200).length;
    console.log(
      `\n${connections} connections of wrong sign-ins from ${addresses} addresses, ${DURATION_MS / 1000} s (${BEFORE ? 'before: scrypt, no queue, forged X-Forwarded-For believed' : 'argon2id and the hashing queue'}, ${DRIVER})`,
    );
    console.log(
      `  correct sign-in: ${user.length} tries, ${ok} answered 200; min ${fmt(times[0] ?? 0)}, median ${fmt(times[Math.floor(times.length / 2)] ?? 0)}, max ${fmt(times.at(-1) ?? 0)}` +
        (ok < user.length
          ? `; others: ${user
              .filter((answer) => answer.status !== 200)
              .map((answer) => answer.status)
              .join(', ')}`
          : ''),
    );
    console.log(`  flood answers: ${[...byStatus].map(([status, count]) => `${status} x${count}`).join(', ')} (${flood.length} in all)`);
    console.log(
      `  hashes: ${stats.started - statsBefore.started} run, ${stats.dropped - statsBefore.dropped} dropped (client gone), ${stats.refused - statsBefore.refused} refused (queue full); limits ${JSON.stringify(app.passwords.limits)}`,
    );
  } finally {
    await app.close();
    await db.close();
  }
}

/** The clients' process: the flood and the user's sign-ins; sends back every answer. */
async function clients() {
  const port = Number(args.port);
  const addresses = Number(args.addresses);
  const deadline = performance.now() + DURATION_MS;
  const flood: Answer[] = [];
  let guess = 0;
  const attacker = async (index: number) => {
    const address = `127.0.1.${(index % addresses) + 1}`;
    while (performance.now() < deadline) {
      guess += 1;
      const username = `sprayed-${guess % SPRAYED_ACCOUNTS}@bench.test`;
      flood.push(await post(port, address, { username, password: `guess-${guess}` }, randomIp()));
    }
  };
  const user: Answer[] = [];
  const signIns = (async () => {
    await sleep(500);
    while (performance.now() < deadline) {
      const answer = await post(port, USER_ADDRESS, { username: 'user@bench.test', password: PASSWORD });
      user.push(answer);
      await sleep(Math.max(0, 1000 - answer.ms));
    }
  })();
  await Promise.all([...Array.from({ length: Number(args.connections) }, (_, index) => attacker(index)), signIns]);
  process.send!({ flood, user });
}

async function main() {
  if (args.client === 'true') return clients();
  for (const { connections, addresses } of SCENARIOS) await runScenario(connections, addresses);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
