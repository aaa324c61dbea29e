// Server-only: PGlite is single-process; two processes opening one data folder corrupt it. The API
// (and the operators' command line while it runs) holds a lock file in the folder naming its
// process; the other refuses a folder with a live holder, with a message that says what to do.
// A file left by a process that died is stale and taken over.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const PGLITE_LOCK_FILE = 'raketa.lock';

export interface PgliteLockHolder {
  pid: number;
  hostname: string;
  /** What holds it: `api` or `cli`. */
  role: string;
  since: string;
}

export class PgliteInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: PgliteLockHolder,
  ) {
    super(
      `The PGlite database at ${dir} is in use by the ${holder.role === 'api' ? 'API' : holder.role} ` +
        `(process ${holder.pid} on ${holder.hostname}, since ${holder.since}). PGlite allows one process at a time: ` +
        `stop it first (or switch campaigns through the admin API while it runs), then try again. ` +
        `If nothing is running, delete ${path.join(dir, PGLITE_LOCK_FILE)}.`,
    );
    this.name = 'PgliteInUseError';
  }
}

const usesFolder = (dir: string) => !dir.startsWith('memory://');

function readHolder(file: string): PgliteLockHolder | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<PgliteLockHolder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.hostname !== 'string') return null;
    return { pid: parsed.pid, hostname: parsed.hostname, role: String(parsed.role ?? 'api'), since: String(parsed.since ?? '?') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    // Unreadable or half-written: treat as a holder we cannot rule out.
    return { pid: -1, hostname: 'unknown', role: 'unknown process', since: '?' };
  }
}

/**
 * A process that has exited but was not reaped yet: a zombie holds no file, although signal 0 still
 * reaches it. An API killed under a PID 1 that does not reap (a container without an init) stays one
 * until that PID 1 exits, and its restart must not wait for that. Linux tells by /proc; elsewhere no.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state ...": the command may hold spaces and parentheses, the state follows the last ")".
    const state = stat.charAt(stat.lastIndexOf(')') + 2);
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}

/** Whether the holder still runs. On another host (a shared volume) it cannot be told, so it counts as running. */
function isAlive(holder: PgliteLockHolder): boolean {
  if (holder.hostname !== os.hostname() || holder.pid <= 0) return true;
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return !isZombie(holder.pid);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live holder of the folder's lock, or null when it is free (no file, or a stale one). */
export function pgliteLockHolder(dir: string): PgliteLockHolder | null {
  if (!usesFolder(dir)) return null;
  const holder = readHolder(path.join(dir, PGLITE_LOCK_FILE));
  return holder && isAlive(holder) ? holder : null;
}

/** Throws `PgliteInUseError` when another live process holds the folder. */
export function assertPgliteFree(dir: string): void {
  const holder = pgliteLockHolder(dir);
  if (holder) throw new PgliteInUseError(dir, holder);
}

/**
 * Takes the folder's lock for this process (`release()` gives it back), or throws
 * `PgliteInUseError`. Nothing to lock for `memory://`.
 */
export function holdPgliteLock(dir: string, role: 'api' | 'cli'): { release(): void } {
  if (!usesFolder(dir)) return { release() {} };
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, PGLITE_LOCK_FILE);
  const content = JSON.stringify({ pid: process.pid, hostname: os.hostname(), role, since: new Date().toISOString() } satisfies PgliteLockHolder);
  for (let attempt = 0; ; attempt += 1) {
    try {
      // `wx`: created only when absent, so of two starting processes one wins.
      fs.writeFileSync(file, content, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = readHolder(file);
      if (holder && isAlive(holder)) throw new PgliteInUseError(dir, holder);
      fs.rmSync(file, { force: true });
    }
  }
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      // Only our own file: never remove a lock another process took over meanwhile.
      if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
    },
  };
}
