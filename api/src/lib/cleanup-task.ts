// Server-only: the sweep of expired rows (cleanup.ts) as a job of the queue (api/src/queue),
// scheduled by pg-boss's cron every 15 minutes: however many API replicas run, one sweep runs per
// period. A failed sweep is not retried (the next period's takes what it left); a closing app
// stops a running sweep after its current batch.
import type { FastifyInstance } from 'fastify';
import { defineJob } from '../queue/queue';
import { sweepExpired, totalDeleted } from './cleanup';

/** Often enough that tables stay small, rarely enough to cost nothing. */
export const CLEANUP_CRON = '*/15 * * * *';

export const cleanupJob = defineJob<Record<string, never>, FastifyInstance>({
  name: 'expired-rows-sweep',
  cron: CLEANUP_CRON,
  async run(app) {
    const deleted = await sweepExpired(app.db, app.clock(), { shouldStop: () => app.queue.stopping });
    if (totalDeleted(deleted) > 0) app.log.info({ deleted }, 'expired rows swept');
  },
});
