// Server-only: the API process sweeps expired rows (cleanup.ts) every `intervalMs`, first once
// the app has started (never delaying start-up), one sweep at a time. Closing the app stops the
// timer, tells a running sweep to stop after its current batch and waits for it. Several API
// instances may sweep at once: deleting an already deleted row is a no-op.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sweepExpired, totalDeleted } from './cleanup';
import type { SweepOptions } from './cleanup';

/** What the server runs with (server.ts): often enough that tables stay small, rarely enough to cost nothing. */
export const CLEANUP_INTERVAL_MS = 15 * 60 * 1000;

export interface CleanupTaskOptions {
  intervalMs: number;
  /** Delay of the first sweep after start; defaults to a minute, or the interval when shorter. */
  firstDelayMs?: number;
  batchSize?: SweepOptions['batchSize'];
}

async function cleanupTask(app: FastifyInstance, { intervalMs, firstDelayMs, batchSize }: CleanupTaskOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closing = false;

  const sweep = async () => {
    try {
      const deleted = await sweepExpired(app.db, app.clock(), { batchSize, shouldStop: () => closing });
      if (totalDeleted(deleted) > 0) app.log.info({ deleted }, 'expired rows swept');
    } catch (error) {
      app.log.error({ err: error }, 'expired-row sweep failed');
    }
  };
  const schedule = (delay: number) => {
    if (closing) return;
    // unref: a pending sweep never keeps the process alive.
    timer = setTimeout(() => {
      running = sweep().finally(() => {
        running = undefined;
        schedule(intervalMs);
      });
    }, delay).unref();
  };

  app.addHook('onReady', async () => schedule(firstDelayMs ?? Math.min(intervalMs, 60_000)));
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
  });
}

export default fp(cleanupTask, { name: 'cleanup-task', decorators: { fastify: ['db', 'clock'] } });
