// /api/admin/queue (api/CONSOLE.md, "Back office"): the job queue's failed jobs (mails that failed
// every retry, about two days of them) and running one again, as the command line's `jobs` and
// `retry-job` do. Guarded by requireAdmin in ./index.ts; a retry is recorded.
import { failedQueueJobsSchema, queueRetrySchema } from '@raketa/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { recordAdminAction } from '../../../admin/audit';
import { failedJobs, failedJobsPage, retryJobs } from '../../../cli/commands/jobs';
import { problemRef, sendProblem } from '../../../lib/problem';
import { pageQuery, type PageQuery } from './page-query';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' } },
} as const;

export default async function adminQueueRoutes(app: FastifyInstance) {
  app.get<{ Querystring: PageQuery }>(
    '/failed',
    {
      schema: {
        querystring: pageQuery,
        response: {
          200: failedQueueJobsSchema,
          400: problemRef,
          401: problemRef,
          403: problemRef,
        },
      },
    },
    async (request, reply) => {
      const { jobs, total } = await failedJobsPage(app.db, request.query);
      return reply.header('Cache-Control', 'no-store').send({ jobs: jobs.map((job) => ({ ...job, createdAt: job.createdOn.toISOString() })), total });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/failed/:id/retry',
    {
      onRequest: [app.verifyCsrf],
      schema: {
        params: idParams,
        response: {
          200: queueRetrySchema,
          400: problemRef,
          401: problemRef,
          403: problemRef,
          404: problemRef,
        },
      },
    },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const job = (await failedJobs(app.db)).find((failed) => failed.id === id);
      if (!job) return sendProblem(reply, 404, `No failed job ${id}`, { code: 'failed_job_not_found' });
      const actor = { id: request.user!.id, email: request.user!.email };
      // pg-boss's retry and the record in one transaction: a retry without its record cannot exist.
      const retried = await app.db.transaction(async (tx) => {
        const count = await retryJobs(app.db, [job], tx);
        if (count > 0)
          await recordAdminAction(
            tx,
            actor,
            'queue_job.retry',
            { type: 'queue_job', id },
            { queue: job.queue, attempts: job.attempts, lastError: job.lastError },
          );
        return count;
      });
      // Retried meanwhile by another admin (or the command line): it is no longer failed.
      if (retried === 0) return sendProblem(reply, 404, `No failed job ${id}`, { code: 'failed_job_not_found' });
      request.log.info({ job: id, queue: job.queue, by: actor.id }, 'failed job retried');
      return reply.header('Cache-Control', 'no-store').send({ id, queue: job.queue });
    },
  );
}
