import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertPgliteFree, holdPgliteLock, PGLITE_LOCK_FILE, PgliteInUseError, pgliteLockHolder } from './pglite-lock';

const API_DIR = path.resolve(__dirname, '../..');
const TSX = path.resolve(API_DIR, '../node_modules/.bin/tsx');

describe('PGlite lock', () => {
  let dir: string;
  const children: ChildProcess[] = [];
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-lock-'));
  });
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A process that stays alive until killed. */
  function liveProcess(): ChildProcess {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    children.push(child);
    return child;
  }
  const writeLock = (pid: number, hostname = os.hostname()) =>
    fs.writeFileSync(path.join(dir, PGLITE_LOCK_FILE), JSON.stringify({ pid, hostname, role: 'api', since: '2032-03-01T08:00:00.000Z' }));

  it('is taken and given back, and leaves memory:// alone', () => {
    const lock = holdPgliteLock(dir, 'api');
    expect(JSON.parse(fs.readFileSync(path.join(dir, PGLITE_LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid, role: 'api' });
    lock.release();
    expect(fs.existsSync(path.join(dir, PGLITE_LOCK_FILE))).toBe(false);
    expect(() => holdPgliteLock('memory://', 'cli').release()).not.toThrow();
    expect(pgliteLockHolder('memory://')).toBeNull();
  });

  it('refuses a folder held by a live process, with a message that says what to do', () => {
    const holder = liveProcess();
    writeLock(holder.pid!);
    expect(pgliteLockHolder(dir)).toMatchObject({ pid: holder.pid, role: 'api' });
    expect(() => assertPgliteFree(dir)).toThrow(PgliteInUseError);
    expect(() => holdPgliteLock(dir, 'cli')).toThrow(
      new RegExp(`in use by the API \\(process ${holder.pid} on .*\\)\\. PGlite allows one process at a time: stop it first`),
    );
    // The holder's file stays.
    expect(JSON.parse(fs.readFileSync(path.join(dir, PGLITE_LOCK_FILE), 'utf8')).pid).toBe(holder.pid);
    // A holder on another host cannot be checked, so it counts as live.
    writeLock(999_999, 'another-host');
    expect(() => assertPgliteFree(dir)).toThrow(/another-host/);
  });

  // A process killed under a parent that does not reap it (a container's PID 1 without an init) stays a zombie.
  (process.platform === 'linux' ? it : it.skip)('takes over the file of a process that died but was not reaped (a zombie)', async () => {
    // `sleep 30` replaces the shell and never reaps its child, which exits a second later: a zombie.
    // (A child that exits at once may be reaped by the shell itself before its `exec`, under load.)
    const parent = spawn('sh', ['-c', 'sleep 1 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    children.push(parent);
    const zombie = Number(await new Promise<string>((resolve) => parent.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString()))));
    const stateOf = () => {
      const stat = fs.readFileSync(`/proc/${zombie}/stat`, 'utf8');
      return stat.charAt(stat.lastIndexOf(')') + 2);
    };
    for (let waited = 0; stateOf() !== 'Z' && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stateOf()).toBe('Z');
    writeLock(zombie);
    expect(pgliteLockHolder(dir)).toBeNull();
    holdPgliteLock(dir, 'api').release();
  });

  it('takes over the file of a process that died', () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeLock(dead);
    expect(pgliteLockHolder(dir)).toBeNull();
    const lock = holdPgliteLock(dir, 'cli');
    expect(JSON.parse(fs.readFileSync(path.join(dir, PGLITE_LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('is held by the running API, and the command line refuses the folder until the API stops', async () => {
    const pgliteDir = path.join(dir, 'pglite');
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const env = { ...process.env, DATABASE_URL: '', PGLITE_DIR: pgliteDir, LOG_LEVEL: 'silent', API_PORT: String(port) };
    const api = spawn(TSX, ['src/server.ts'], { cwd: API_DIR, env, stdio: 'ignore' });
    children.push(api);
    const lockFile = path.join(pgliteDir, PGLITE_LOCK_FILE);
    for (let waited = 0; !fs.existsSync(lockFile); waited += 100) {
      if (waited > 20_000) throw new Error('the API did not take the lock');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const cli = spawnSync(TSX, ['src/cli/main.ts', 'campaigns'], { cwd: API_DIR, env, encoding: 'utf8' });
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain(`The PGlite database at ${pgliteDir} is in use by the API`);
    expect(cli.stdout).toBe('');

    // Once it listens, SIGTERM closes it and it gives the folder back.
    for (
      let waited = 0;
      !(await fetch(`http://127.0.0.1:${port}/health`).then(
        (response) => response.ok,
        () => false,
      ));
      waited += 200
    ) {
      if (waited > 20_000) throw new Error('the API did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
    // tsx relays the signal to the process running server.ts, which may finish closing a moment later.
    for (let waited = 0; fs.existsSync(lockFile) && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fs.existsSync(lockFile)).toBe(false);
  }, 60_000);
});
