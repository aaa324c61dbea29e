// Server-only: the job queue on the app (`app.queue`), over the app's database. Building the app
// installs or migrates pg-boss's tables and sends jobs; only `app.queue.startWorkers()` (server.ts,
// after listen) works them, so tests run jobs when they choose (`drainQueue`, testing/queue.ts).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { JOBS } from './jobs';
import { createJobQueue, type JobQueue } from './queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable background work (mail, the expired-row sweep): api/src/queue/queue.ts. */
    queue: JobQueue;
  }
}

/** A mail job taking longer than this failed (SMTP timeouts are shorter); a replica that died mid-job is noticed after it. */
export const DEFAULT_JOB_TIMEOUT_SECONDS = 300;
export const DEFAULT_JOB_RETRY_DELAY_SECONDS = 30;

async function queuePlugin(app: FastifyInstance) {
  const queue = await createJobQueue({
    db: app.db,
    jobs: JOBS,
    context: app,
    log: app.log,
    timeoutSeconds: app.config.jobQueue?.timeoutSeconds ?? DEFAULT_JOB_TIMEOUT_SECONDS,
    retryDelaySeconds: app.config.jobQueue?.retryDelaySeconds ?? DEFAULT_JOB_RETRY_DELAY_SECONDS,
  });
  app.decorate('queue', queue);
}

export default fp(queuePlugin, { name: 'job-queue', decorators: { fastify: ['db', 'config', 'mailer', 'clock'] } });
