// /api/admin/jobs (api/CONSOLE.md, "Back office"): the moderation queue with each job's pre-check
// findings, approving and rejecting a job, and running the expiry sweep now. Guarded by
// requireAdmin in ./index.ts; every change is recorded in admin_actions in its own transaction.
import {
  checkJobRejection,
  jobLifecycleSchema,
  moderationQueueSchema,
  ownJobSchema,
  type ModerationItem,
  type RejectionReason,
} from '@raketa/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { sweepJobExpiry } from '../../../employer/job-expiry';
import { findCompanyJob } from '../../../employer/company-jobs';
import { findingsOf, type PrecheckRow } from '../../../employer/job-findings';
import { approveJob, findJobLifecycle, rejectJob } from '../../../employer/job-lifecycle';
import { problemRef, sendProblem } from '../../../lib/problem';
import { jobNotReadySchema, lifecycleConflictSchema, sendFieldErrors, sendLifecycleProblem } from '../me-company/lifecycle';
import { pageQuery } from './page-query';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

interface ReviewRow extends PrecheckRow {
  id: number;
  slug: string;
  status: 'submitted' | 'published';
  queued_at: Date | string;
  company_id: number;
  company_slug: string;
  company_name: string;
  company_approved: boolean;
  rejection_reason: RejectionReason | null;
  rejection_message: string | null;
  rejected_at: Date | string | null;
  total: number;
}

export default async function adminJobsRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { limit: number; offset: number } }>(
    '/review',
    {
      schema: {
        querystring: pageQuery,
        response: {
          200: moderationQueueSchema,
          400: problemRef,
          401: problemRef,
          403: problemRef,
        },
      },
    },
    async (request, reply) => {
      // Waiting longest first: new submissions and edits of published jobs that asked for another look.
      const { rows } = await app.db.query<ReviewRow>(
        `select j.id, j.slug, j.title, j.description, j.language, j.salary_min, j.salary_max, j.status,
           case when j.status = 'submitted' then j.submitted_at else j.review_requested_at end as queued_at,
           c.id as company_id, c.slug as company_slug, c.name as company_name, c.approved_at is not null as company_approved,
           j.rejection_reason, j.rejection_message, j.rejected_at, count(*) over ()::int as total
         from jobs j join companies c on c.id = j.company_id
         where j.status = 'submitted' or (j.status = 'published' and j.review_requested_at is not null)
         order by queued_at, j.id
         limit $1 offset $2`,
        [request.query.limit, request.query.offset],
      );
      const jobs: ModerationItem[] = rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        language: row.language,
        review: row.status === 'submitted' ? 'new' : 'edit',
        submittedAt: new Date(row.queued_at).toISOString(),
        company: { id: row.company_id, slug: row.company_slug, name: row.company_name, approved: row.company_approved },
        findings: findingsOf(row),
        previousRejection:
          row.rejection_reason !== null && row.rejected_at !== null
            ? { reason: row.rejection_reason, message: row.rejection_message ?? '', at: new Date(row.rejected_at).toISOString() }
            : null,
      }));
      return reply.header('Cache-Control', 'no-store').send({ jobs, total: rows[0]?.total ?? 0 });
    },
  );

  // One job as its company's editor has it (the job editor's OwnJob): what a reviewer reads before
  // deciding, whatever its state or company.
  app.get<{ Params: { id: number } }>(
    '/:id',
    { schema: { params: idParams, response: { 200: ownJobSchema, 400: problemRef, 401: problemRef, 403: problemRef, 404: problemRef } } },
    async (request, reply) => {
      const { rows } = await app.db.query<{ company_id: number }>('select company_id from jobs where id = $1', [request.params.id]);
      const job = rows[0] && (await findCompanyJob(app.db, rows[0].company_id, request.params.id));
      if (!job) return sendProblem(reply, 404, `No job ${request.params.id}`, { code: 'job_not_found' });
      return reply.header('Cache-Control', 'no-store').send(job);
    },
  );

  const moveResponses = {
    200: jobLifecycleSchema,
    400: problemRef,
    401: problemRef,
    403: problemRef,
    404: problemRef,
    409: lifecycleConflictSchema,
    422: jobNotReadySchema,
  };

  app.post<{ Params: { id: number } }>(
    '/:id/approve',
    { onRequest: [app.verifyCsrf], schema: { params: idParams, response: moveResponses } },
    async (request, reply) => {
      const actor = { id: request.user!.id, email: request.user!.email };
      try {
        await app.db.transaction((tx) => approveJob(tx, { jobId: request.params.id, actor, now: app.clock(), queue: app.queue }));
      } catch (error) {
        const sent = sendLifecycleProblem(reply, error);
        if (sent) return sent;
        throw error;
      }
      request.log.info({ job: request.params.id, by: actor.id }, 'job approved');
      return reply.header('Cache-Control', 'no-store').send(await findJobLifecycle(app.db, request.params.id, app.clock()));
    },
  );

  app.post<{ Params: { id: number } }>(
    '/:id/reject',
    // The body is checked by the contract (422 with each field's rule), after the job's id.
    { onRequest: [app.verifyCsrf], schema: { params: idParams, body: { type: 'object' }, response: moveResponses } },
    async (request, reply) => {
      const actor = { id: request.user!.id, email: request.user!.email };
      const body = checkJobRejection(request.body);
      if (!body.ok) return sendFieldErrors(reply, body.errors);
      const { reason, message } = body.value;
      try {
        await app.db.transaction((tx) => rejectJob(tx, { jobId: request.params.id, actor, now: app.clock(), queue: app.queue, reason, message }));
      } catch (error) {
        const sent = sendLifecycleProblem(reply, error);
        if (sent) return sent;
        throw error;
      }
      request.log.info({ job: request.params.id, by: actor.id, reason }, 'job rejected');
      return reply.header('Cache-Control', 'no-store').send(await findJobLifecycle(app.db, request.params.id, app.clock()));
    },
  );

  // The periodic sweep (every 10 minutes) run now: after the e2e moved the test clock, or to see its
  // effect at once. Idempotent: it changes only what is due and mails each once. Not recorded as an
  // admin action: what it changes is the clock's doing, the same as the scheduled run's.
  app.post(
    '/expiry-sweep',
    {
      onRequest: [app.verifyCsrf],
      schema: {
        response: {
          200: { type: 'object', required: ['expired', 'warned'], properties: { expired: { type: 'integer' }, warned: { type: 'integer' } } },
          401: problemRef,
          403: problemRef,
        },
      },
    },
    async (request, reply) => {
      const result = await sweepJobExpiry(app.db, app.queue, app.clock());
      request.log.info({ ...result, by: request.user!.id }, 'job expiry swept on request');
      return reply.header('Cache-Control', 'no-store').send(result);
    },
  );
}
