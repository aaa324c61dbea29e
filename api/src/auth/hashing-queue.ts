// Server-only: the queue in front of password hashing. A hash costs tens of milliseconds of a core
// and runs on libuv's thread pool (4 threads, shared with file access, DNS and image resizing), so a
// flood of sign-ins must not start them all at once: at most `concurrency` run, a bounded number wait,
// and more is refused at once (HashingBusyError: the routes answer 503 with Retry-After) instead of
// piling up latency for everyone. Waiting jobs are served per client (IP), as fq_codel serves flows:
// a client that has not been served since it began waiting goes first (a user signing in waits only
// for the hashes already running), the others take turns, so a few flooding addresses cannot stand
// between a user and the hasher. When the queue is full a newcomer takes the place of the newest job
// of the client with the most waiting. A job whose client has gone (its signal aborted) leaves the
// queue without being hashed.
import os from 'node:os';

/** The hasher is busy: the queue is full, or this client already has its share waiting. */
export class HashingBusyError extends Error {
  /** Where it is not handled, the error handler answers 503. */
  readonly statusCode = 503;
  constructor() {
    super('Too many passwords are being checked; try again shortly');
    this.name = 'HashingBusyError';
  }
}

/** The client went away before its hash started; nothing was hashed. */
export class ClientGoneError extends Error {
  /** nginx's "client closed request": nobody reads the answer. */
  readonly statusCode = 499;
  constructor() {
    super('The client has gone; the password was not checked');
    this.name = 'ClientGoneError';
  }
}

export interface HashingLimits {
  /** Hashes running at once. */
  concurrency: number;
  /** Jobs waiting, all clients together. */
  maxQueued: number;
  /** Jobs waiting per client. */
  maxQueuedPerClient: number;
}

/**
 * One thread of libuv's pool stays free for everything else, and there is no point running more
 * hashes than cores: each would only take longer. Eight waiting per running hash bound the wait to
 * well under a second at production cost.
 */
export function defaultHashingLimits(): HashingLimits {
  const threadPool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  const concurrency = Math.max(1, Math.min(threadPool - 1, os.availableParallelism()));
  return { concurrency, maxQueued: 8 * concurrency, maxQueuedPerClient: 4 };
}

export interface HashingJob {
  /** Aborted when the client has gone: a waiting job is dropped, one not yet queued is refused. */
  signal?: AbortSignal | undefined;
  /** Who asked (the client IP): the unit of fairness. */
  client?: string | undefined;
  /** The reservation made for this job (`reserve`): given back as the job is queued. */
  reservation?: Reservation | undefined;
}

/** A place held for a job that will come (`HashingQueue.reserve`); release it when none will. */
export interface Reservation {
  release(): void;
}

export interface HashingStats {
  active: number;
  queued: number;
  /** Jobs started since the queue was made. */
  started: number;
  /** Jobs dropped because their client had gone. */
  dropped: number;
  /** Jobs refused (or evicted) because the queue was full. */
  refused: number;
}

export interface HashingQueue {
  run<T>(task: () => Promise<T>, job?: HashingJob): Promise<T>;
  /**
   * Holds a place for a job of `client` that will come after other work of its request (database
   * queries), or answers undefined when the queue would refuse it: a flood is refused before it
   * costs anything else. The places held count against the same limits as queued jobs (per client
   * also its share of the running ones), so a burst of requests cannot all pass before any queues.
   */
  reserve(client?: string): Reservation | undefined;
  readonly limits: HashingLimits;
  stats(): HashingStats;
}

interface Waiter {
  client: string;
  start(): void;
  fail(error: Error): void;
}

export function createHashingQueue(limits: HashingLimits = defaultHashingLimits()): HashingQueue {
  if (!(limits.concurrency >= 1)) throw new Error('concurrency must be at least 1');
  let active = 0;
  let queued = 0;
  const counts = { started: 0, dropped: 0, refused: 0 };
  // Clients waiting and not served since (first come, first served), and clients served at least
  // once with more waiting (in turns: one served goes to the back). Insertion order is the order.
  const fresh = new Map<string, Waiter[]>();
  const rotating = new Map<string, Waiter[]>();
  const waitingOf = (client: string) => fresh.get(client) ?? rotating.get(client);
  const lists = () => [...fresh.values(), ...rotating.values()];

  const remove = (waiter: Waiter): boolean => {
    const list = waitingOf(waiter.client);
    const index = list ? list.indexOf(waiter) : -1;
    if (!list || index < 0) return false;
    list.splice(index, 1);
    if (list.length === 0) {
      fresh.delete(waiter.client);
      rotating.delete(waiter.client);
    }
    queued -= 1;
    return true;
  };

  const next = () => {
    while (active < limits.concurrency) {
      const from = fresh.size > 0 ? fresh : rotating;
      const first = from.entries().next();
      if (first.done) return;
      const [client, list] = first.value;
      const waiter = list.shift()!;
      from.delete(client);
      if (list.length > 0) rotating.set(client, list);
      queued -= 1;
      waiter.start();
    }
  };

  /** The waiting jobs of the client with the most, when that is more than `client`'s own plus one. */
  const evictableFor = (client: string): Waiter[] | undefined => {
    const own = waitingOf(client)?.length ?? 0;
    let longest: Waiter[] | undefined;
    for (const list of lists()) if (!longest || list.length > longest.length) longest = list;
    return longest && longest.length > own + 1 ? longest : undefined;
  };

  /** Makes room for `client` by evicting the newest job of the client with the most waiting, if that is more than its own. */
  const evictFor = (client: string): boolean => {
    const longest = evictableFor(client);
    if (!longest) return false;
    const evicted = longest[longest.length - 1]!;
    remove(evicted);
    counts.refused += 1;
    evicted.fail(new HashingBusyError());
    return true;
  };

  const admits = (client = '') =>
    active < limits.concurrency ||
    ((waitingOf(client)?.length ?? 0) < limits.maxQueuedPerClient && (queued < limits.maxQueued || evictableFor(client) !== undefined));

  const reserved = new Map<string, number>();
  let reservedTotal = 0;
  const reserve = (client = ''): Reservation | undefined => {
    const holds = (other: string) => (waitingOf(other)?.length ?? 0) + (reserved.get(other) ?? 0);
    const own = holds(client);
    // Full, a client may still come in when another holds more than it plus one: once queued, its
    // job takes the place of one of theirs (evictFor), as a newcomer's does.
    const others = new Set([...fresh.keys(), ...rotating.keys(), ...reserved.keys()]);
    const free = active + queued + reservedTotal < limits.concurrency + limits.maxQueued || [...others].some((other) => holds(other) > own + 1);
    if (own >= limits.maxQueuedPerClient + limits.concurrency || !free) {
      counts.refused += 1;
      return undefined;
    }
    reserved.set(client, (reserved.get(client) ?? 0) + 1);
    reservedTotal += 1;
    let held = true;
    return {
      release() {
        if (!held) return;
        held = false;
        reservedTotal -= 1;
        const left = reserved.get(client)! - 1;
        if (left > 0) reserved.set(client, left);
        else reserved.delete(client);
      },
    };
  };

  return {
    limits,
    reserve,
    run<T>(task: () => Promise<T>, { signal, client = '', reservation }: HashingJob = {}): Promise<T> {
      reservation?.release();
      if (signal?.aborted) {
        counts.dropped += 1;
        return Promise.reject(new ClientGoneError());
      }
      if (!admits(client) || (active >= limits.concurrency && queued >= limits.maxQueued && !evictFor(client))) {
        counts.refused += 1;
        return Promise.reject(new HashingBusyError());
      }
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => {
          if (!remove(waiter)) return;
          counts.dropped += 1;
          reject(new ClientGoneError());
        };
        const waiter: Waiter = {
          client,
          start() {
            signal?.removeEventListener('abort', onAbort);
            active += 1;
            counts.started += 1;
            // The slot is free before the caller hears back; a task that throws synchronously frees it too.
            const done = () => {
              active -= 1;
              next();
            };
            Promise.resolve()
              .then(task)
              .then(
                (value) => {
                  done();
                  resolve(value);
                },
                (error: unknown) => {
                  done();
                  reject(error);
                },
              );
          },
          fail(error) {
            signal?.removeEventListener('abort', onAbort);
            reject(error);
          },
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        const list = waitingOf(client);
        if (list) list.push(waiter);
        else fresh.set(client, [waiter]);
        queued += 1;
        next();
      });
    },
    stats: () => ({ active, queued, ...counts }),
  };
}
