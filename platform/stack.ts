/**
 * Runs the topology as local processes: the API (after migrating and seeding
 * its database), the shell server and one static server per remote. Used by
 * `npm start` and by the end-to-end suite, which stops and restarts single
 * services to prove fault isolation.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { APP_IDS, APPS, REPO_ROOT, resolveTopology, type AppId, type Env, type ResolvedTopology } from './topology';

/** The file each service runs (under tsx). Remotes share one static server. */
function entryOf(id: AppId): string[] {
  const app = APPS[id];
  if (app.kind === 'api') return ['api/src/server.ts'];
  if (app.kind === 'host') return ['shell/server/main.ts'];
  return ['platform/cli.ts', 'serve-remote', id];
}

export interface StackOptions {
  env?: Env;
  /** Print service output as it comes (prefixed); otherwise keep it and print it only on failure. */
  verbose?: boolean;
  healthTimeoutMs?: number;
}

export interface Stack {
  topology: ResolvedTopology;
  urls: { cs: string; en: string };
  /** Absolute folder where the API keeps every mail (SMTP_URL unset), or null when mail goes to SMTP. */
  outboxDir: string | null;
  stop(): Promise<void>;
  stopService(id: AppId): Promise<void>;
  /** Starts a service; `extraEnv` overrides variables for this run only (a flag under test). */
  startService(id: AppId, extraEnv?: Env): Promise<void>;
}

function runNode(args: string[], env: Env, label: string, verbose: boolean): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: REPO_ROOT,
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      if (verbose) console.log(`[${label}] ${line}`);
      else output.push(line);
    }
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  Object.assign(child, { output });
  return child;
}

const outputOf = (child: ChildProcess) => ((child as unknown as { output: string[] }).output ?? []).join('\n');

/** Runs a one-off command (migrate, seed) to completion. */
export function runTask(args: string[], env: Env, label: string, verbose = false): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = runNode(args, env, label, verbose);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${label} failed (exit ${code})\n${outputOf(child)}`))));
  });
}

async function waitHealthy(id: AppId, port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${id} exited with code ${child.exitCode}\n${outputOf(child)}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${id} did not become healthy on port ${port} within ${timeoutMs} ms\n${outputOf(child)}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function prepareDatabase(env: Env, verbose = false): Promise<void> {
  await runTask(['api/src/db/cli.ts', 'migrate'], env, 'db:migrate', verbose);
  await runTask(['api/src/db/cli.ts', 'seed'], env, 'db:seed', verbose);
}

/**
 * Where the API keeps mail when SMTP_URL is unset: MAIL_OUTBOX_DIR if given, else `outbox` beside
 * the PGlite folder (`.data/outbox` by default, a test run's temp dir in e2e), so whoever chose the
 * data folder finds the mail there too. Absolute.
 */
export function mailOutboxDir(env: Env): string {
  if (env.MAIL_OUTBOX_DIR) return path.resolve(REPO_ROOT, env.MAIL_OUTBOX_DIR);
  const pglite = env.PGLITE_DIR && !env.PGLITE_DIR.startsWith('memory://') ? env.PGLITE_DIR : '.data/pglite';
  return path.resolve(REPO_ROOT, path.dirname(pglite), 'outbox');
}

/** The address the shell server reaches the API from in a local stack (API_URL on 127.0.0.1). */
export const LOCAL_SHELL_ADDRESS = '127.0.0.1';

/**
 * Whose X-Forwarded-For the API believes in a local stack: the shell's, so the browser's IP reaches
 * the throttles through it, and no one else's (the API trusts no proxy by default). An explicit
 * TRUST_PROXY wins.
 */
export function apiTrustProxy(env: Env): string {
  return env.TRUST_PROXY || LOCAL_SHELL_ADDRESS;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const env: Env = { ...process.env, ...options.env };
  const verbose = options.verbose ?? false;
  const timeout = options.healthTimeoutMs ?? 60_000;
  const topology = resolveTopology(env);
  // Every service gets the resolved site hosts (they follow SHELL_PORT when unset): the API checks
  // form posts against them, so it must know the hosts the shell actually serves.
  env.CS_HOST = topology.hosts.cs;
  env.EN_HOST = topology.hosts.en;
  env.MAIL_OUTBOX_DIR = mailOutboxDir(env);
  env.TRUST_PROXY = apiTrustProxy(env);
  const outboxDir = env.SMTP_URL ? null : env.MAIL_OUTBOX_DIR;
  const children = new Map<AppId, ChildProcess>();

  const startService = async (id: AppId, extraEnv: Env = {}) => {
    const child = runNode(entryOf(id), { ...env, ...extraEnv }, id, verbose);
    children.set(id, child);
    await waitHealthy(id, topology.ports[id], child, timeout);
  };
  const stopService = async (id: AppId) => {
    const child = children.get(id);
    children.delete(id);
    if (child) await stopChild(child);
  };
  const stop = async () => {
    await Promise.all([...children.keys()].map(stopService));
  };

  try {
    await prepareDatabase(env, verbose);
    // The API first (the shell forwards to it), then everything else at once.
    await startService('api');
    await Promise.all(APP_IDS.filter((id) => id !== 'api').map((id) => startService(id)));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    topology,
    urls: { cs: `http://${topology.hosts.cs}`, en: `http://${topology.hosts.en}` },
    outboxDir,
    stop,
    stopService,
    startService,
  };
}
