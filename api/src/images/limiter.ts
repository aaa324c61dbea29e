// Server-only: at most `concurrency` tasks at once, at most `maxQueued` waiting; more is refused at
// once (QueueFullError) rather than piling up memory and latency. Resizing is CPU-heavy and runs on
// libuv's small thread pool, which password hashing (scrypt) and file access share.

export class QueueFullError extends Error {
  constructor() {
    super('Too many images are being resized; try again shortly');
    this.name = 'QueueFullError';
  }
}

export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly queued: number;
}

export function createLimiter(concurrency: number, maxQueued: number): Limiter {
  if (!(concurrency >= 1)) throw new Error('concurrency must be at least 1');
  let active = 0;
  const waiting: (() => void)[] = [];

  const next = () => {
    if (active >= concurrency) return;
    const start = waiting.shift();
    if (!start) return;
    active += 1;
    start();
  };

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= concurrency && waiting.length >= maxQueued) return Promise.reject(new QueueFullError());
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => {
          // A task that throws synchronously still frees its slot.
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              active -= 1;
              next();
            });
        });
        next();
      });
    },
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
  };
}
