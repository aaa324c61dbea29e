// The company console's moves of a job and its plan (api/CONSOLE.md, "Job lifecycle", "Plans and
// orders"), under /api/me/company: submit, close and renew a job (any member), read the plan and
// the orders (any member), order a plan (the owner). A job of another company is 404, as if it did
// not exist; the guard answers 401 without a session and 403 for an account outside a company.
import {
  companyPlanSchema,
  invalidTransitionSchema,
  jobLifecycleSchema,
  noFreeSlotSchema,
  checkPlanOrder,
  planOrderSchema,
  lifecycleFindingSchema,
  type LifecycleFieldError,
} from '@raketa/shared/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  closeJob,
  findJobLifecycle,
  InvalidTransitionError,
  JobNotFoundError,
  JobNotReadyError,
  NoFreeSlotError,
  renewJob,
  submitJob,
} from '../../../employer/job-lifecycle';
import { requireCompanyMember } from '../../../employer/membership';
import { companyOrders, companyPlan, orderPlan, OrderPendingError, PlanNotFoundError } from '../../../employer/plans';
import { PROBLEM_CONTENT_TYPE, problem, problemRef, problemSchemaWith, sendProblem, type FieldError } from '../../../lib/problem';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

const FIELD_MESSAGES: Record<string, string> = {
  required: 'This field is required',
  too_long: 'This is too long',
  invalid_choice: 'Choose one of the offered values',
  invalid_format: 'This value is not valid',
  invalid_type: 'This value is not valid',
  unknown_field: 'This field is not known',
};

/** A contract's field errors with their messages: the 422 `validation_failed` of a lifecycle body. */
export function sendFieldErrors(reply: FastifyReply, errors: LifecycleFieldError[]) {
  const withMessages: FieldError[] = errors.map(({ field, code }) => ({ field, code, message: FIELD_MESSAGES[code] ?? 'This value is not valid' }));
  return sendProblem(reply, 422, 'Some fields are not valid', { code: 'validation_failed', errors: withMessages });
}

/** 409: `invalid_transition` (the job's state and the move) or `no_free_slot` (the slots and what to do). */
export const lifecycleConflictSchema = problemSchemaWith(invalidTransitionSchema, noFreeSlotSchema);
/** 422 `job_not_ready`: the pre-check's findings (warnings too) and the fields a review needs that are missing. */
export const jobNotReadySchema = problemSchemaWith({ properties: { findings: { type: 'array', items: lifecycleFindingSchema } } });

/** The answer to a move the job cannot make, or undefined for an error that is not one of the lifecycle's. */
export function sendLifecycleProblem(reply: FastifyReply, error: unknown): FastifyReply | undefined {
  if (error instanceof JobNotFoundError) return sendProblem(reply, 404, 'No such job', { code: 'job_not_found' });
  if (error instanceof InvalidTransitionError) {
    return reply
      .code(409)
      .type(PROBLEM_CONTENT_TYPE)
      .send({ ...problem(409, error.message, reply.request.url, { code: 'invalid_transition' }), jobStatus: error.status, action: error.action });
  }
  if (error instanceof JobNotReadyError) {
    return reply
      .code(422)
      .type(PROBLEM_CONTENT_TYPE)
      .send({
        ...problem(422, 'Fix what the check found, then submit the job again', reply.request.url, {
          code: 'job_not_ready',
          errors: error.result.errors,
        }),
        findings: error.result.findings,
      });
  }
  if (error instanceof NoFreeSlotError) {
    const { plan, used, free } = error.slots;
    const detail = plan
      ? `Every job slot of your plan is in use (${used} of ${plan.jobSlots}): close a published job, or order a bigger plan`
      : 'Your company has no plan running: order a plan on the price list';
    return reply
      .code(409)
      .type(PROBLEM_CONTENT_TYPE)
      .send({
        ...problem(409, detail, reply.request.url, { code: 'no_free_slot' }),
        plan: plan ? { code: plan.code, jobSlots: plan.jobSlots, validUntil: plan.validUntil.toISOString() } : null,
        usedSlots: used,
        freeSlots: free,
        actions: plan ? ['close_job', 'upgrade_plan'] : ['order_plan'],
      });
  }
  return undefined;
}

export default async function meCompanyLifecycleRoutes(app: FastifyInstance) {
  const member = requireCompanyMember();
  const owner = requireCompanyMember({ owner: true });
  const localeOf = (host: string) => (host.toLowerCase() === app.config.siteHosts.en ? 'en' : 'cs');

  const moves = {
    submit: (jobId: number, companyId: number, host: string) =>
      app.db.transaction((tx) => submitJob(tx, { companyId, jobId, now: app.clock(), queue: app.queue, locale: localeOf(host) })),
    close: (jobId: number, companyId: number) => app.db.transaction((tx) => closeJob(tx, { companyId, jobId, now: app.clock() })),
    renew: (jobId: number, companyId: number) => app.db.transaction((tx) => renewJob(tx, { companyId, jobId, now: app.clock() })),
  } as const;

  for (const [name, move] of Object.entries(moves)) {
    app.post<{ Params: { id: number } }>(
      `/jobs/:id/${name}`,
      {
        onRequest: [member, app.verifyCsrf],
        schema: {
          params: idParams,
          response: {
            200: jobLifecycleSchema,
            400: problemRef,
            401: problemRef,
            403: problemRef,
            404: problemRef,
            409: lifecycleConflictSchema,
            422: jobNotReadySchema,
          },
        },
      },
      async (request, reply) => {
        const company = request.company!;
        try {
          await move(request.params.id, company.id, request.host);
        } catch (error) {
          const sent = sendLifecycleProblem(reply, error);
          if (sent) return sent;
          throw error;
        }
        request.log.info({ job: request.params.id, company: company.id, move: name, by: request.user!.id }, 'job moved');
        return noStore(reply).send(await findJobLifecycle(app.db, request.params.id, app.clock()));
      },
    );
  }

  app.get(
    '/plan',
    { onRequest: [member], schema: { response: { 200: companyPlanSchema, 401: problemRef, 403: problemRef } } },
    async (request, reply) => noStore(reply).send(await companyPlan(app.db, request.company!.id, app.clock())),
  );

  app.get(
    '/orders',
    {
      onRequest: [member],
      schema: {
        response: {
          200: { type: 'object', required: ['orders'], properties: { orders: { type: 'array', items: planOrderSchema } } },
          401: problemRef,
          403: problemRef,
        },
      },
    },
    async (request, reply) => noStore(reply).send({ orders: await companyOrders(app.db, request.company!.id) }),
  );

  app.post(
    '/orders',
    {
      onRequest: [owner, app.verifyCsrf],
      schema: {
        body: { type: 'object' },
        response: { 201: planOrderSchema, 400: problemRef, 401: problemRef, 403: problemRef, 409: problemRef, 422: problemRef },
      },
    },
    async (request, reply) => {
      const body = checkPlanOrder(request.body);
      if (!body.ok) return sendFieldErrors(reply, body.errors);
      const company = request.company!;
      try {
        const order = await app.db.transaction(async (tx) => {
          const placed = await orderPlan(tx, { companyId: company.id, planCode: body.value.planCode, userId: request.user!.id, now: app.clock() });
          // The site the owner orders from is the company's mail language from now on.
          await tx.query('update companies set language = $2 where id = $1 and language <> $2', [company.id, localeOf(request.host)]);
          return placed;
        });
        request.log.info({ order: order.id, company: company.id, plan: order.plan.code, by: request.user!.id }, 'plan ordered');
        return noStore(reply).code(201).header('Location', '/api/me/company/orders').send(order);
      } catch (error) {
        if (error instanceof PlanNotFoundError) {
          return sendProblem(reply, 422, 'Some fields are not valid', {
            code: 'validation_failed',
            errors: [{ field: 'planCode', code: 'plan_not_found', message: error.message }],
          });
        }
        if (error instanceof OrderPendingError) return sendProblem(reply, 409, error.message, { code: 'order_pending' });
        throw error;
      }
    },
  );
}
