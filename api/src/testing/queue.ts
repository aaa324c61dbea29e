// Test-only: runs the job queue on demand. Test apps do not start the queue's workers, so a test
// decides when the mails of what it did go out, and reads the outbox after.
import type { FastifyInstance } from 'fastify';
import type { DrainOptions } from '../queue/queue';

/** Runs the app's due jobs, and the jobs they enqueue, until none is left; answers how many ran. */
export function drainQueue(app: FastifyInstance, options?: DrainOptions): Promise<number> {
  return app.queue.drain(options);
}
