// /api/me/company/{applications,answer-templates}: the applicant inbox (api/APPLICANTS.md). Any member
// of the company reads and moves its applications, writes notes and templates; another company's
// application (or template, or job) answers 404 as if it did not exist. The guard answers 401
// without a session and 403 for an account outside a company, before CSRF and the body.
import {
  answerTemplateListSchema,
  answerTemplateSchema,
  APPLICANTS_PER_PAGE,
  applicantBulkMoveResultSchema,
  applicantDetailSchema,
  applicantListSchema,
  APPLICATION_STATUSES,
  applicationNoteSchema,
  checkAnswerTemplate,
  checkApplicationBulkMove,
  checkApplicationMove,
  checkApplicationNote,
  type ApplicantFieldError,
  type ApplicationMove,
  type ApplicationStatus,
} from '@raketa/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { retentionMonths } from '../../../applicants/retention';
import { addNote, deleteNote, findApplicantDetail, findApplicants, isCompanyJob, listApplicants, readApplicantCv } from '../../../applicants/inbox';
import {
  AnswerTooLongError,
  ApplicationNotFoundError,
  changeApplicationStatus,
  InvalidApplicationMoveError,
  TemplateNotFoundError,
  type Answer,
} from '../../../applicants/pipeline';
import { createTemplate, deleteTemplate, listTemplates, TooManyTemplatesError, updateTemplate } from '../../../applicants/templates';
import { fieldErrors } from '../../../employer/field-messages';
import { requireCompanyMember } from '../../../employer/membership';
import { PROBLEM_CONTENT_TYPE, problem, problemRef, problemSchemaWith, sendProblem } from '../../../lib/problem';
import { attachmentHeader, inlineHeader } from '../../../profile/cv-file';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const idParams = { type: 'object', required: ['id'], properties: { id } } as const;

/** 409 `invalid_transition`: the applications that cannot make the move, and the status asked for. */
const invalidMoveSchema = problemSchemaWith({
  properties: {
    to: { type: 'string' },
    conflicts: {
      type: 'array',
      items: { type: 'object', required: ['id', 'status'], properties: { id: { type: 'integer' }, status: { type: 'string' } } },
    },
  },
});
/** 404 `application_not_found` of a bulk move: the ids that are not the company's. */
const notFoundSchema = problemSchemaWith({ properties: { ids: { type: 'array', items: { type: 'integer' } } } });

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'private, no-store');

const sendFieldProblems = (reply: FastifyReply, errors: ApplicantFieldError[] | { field: string; code: string }[]) =>
  sendProblem(reply, 422, 'Some fields are not valid', { code: 'validation_failed', errors: fieldErrors(errors) });

/** The answer to a pipeline refusal, or undefined for an error that is not one. */
function sendMoveProblem(reply: FastifyReply, error: unknown, bulk: boolean): FastifyReply | undefined {
  if (error instanceof ApplicationNotFoundError) {
    return reply
      .code(404)
      .type(PROBLEM_CONTENT_TYPE)
      .send({ ...problem(404, error.message, reply.request.url, { code: 'application_not_found' }), ...(bulk ? { ids: error.ids } : {}) });
  }
  if (error instanceof InvalidApplicationMoveError) {
    return reply
      .code(409)
      .type(PROBLEM_CONTENT_TYPE)
      .send({ ...problem(409, error.message, reply.request.url, { code: 'invalid_transition' }), to: error.to, conflicts: error.conflicts });
  }
  if (error instanceof AnswerTooLongError) {
    return sendProblem(reply, 422, 'Some fields are not valid', {
      code: 'validation_failed',
      errors: [{ field: 'message', code: 'too_long', message: error.message }],
    });
  }
  if (error instanceof TemplateNotFoundError) {
    return sendProblem(reply, 422, 'Some fields are not valid', {
      code: 'validation_failed',
      errors: [{ field: 'templateId', code: 'template_not_found', message: `No ${error.kind} template of this company has this id` }],
    });
  }
  return undefined;
}

const answerOf = (move: ApplicationMove): Answer | undefined =>
  move.templateId !== undefined ? { templateId: move.templateId } : move.message !== undefined ? { text: move.message } : undefined;

export default async function meCompanyApplicantsRoutes(app: FastifyInstance) {
  const member = requireCompanyMember();
  const change = { onRequest: [member, app.verifyCsrf] };
  const problems = { 400: problemRef, 401: problemRef, 403: problemRef, 404: problemRef, 409: problemRef, 422: problemRef };

  app.get<{ Querystring: { job?: number; status?: ApplicationStatus; page: number } }>(
    '/applications',
    {
      onRequest: [member],
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            job: id,
            status: { type: 'string', enum: APPLICATION_STATUSES },
            page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
          },
        },
        response: { 200: applicantListSchema, ...problems },
      },
    },
    async (request, reply) => {
      const companyId = request.company!.id;
      const { job, status, page } = request.query;
      if (job !== undefined && !(await isCompanyJob(app.db, companyId, job))) {
        return sendProblem(reply, 404, 'No such job', { code: 'job_not_found' });
      }
      const result = await listApplicants(app.db, {
        companyId,
        page,
        retentionMonths: retentionMonths(app.config),
        ...(job ? { jobId: job } : {}),
        ...(status ? { status } : {}),
      });
      const query = new URLSearchParams({ ...(job ? { job: String(job) } : {}), ...(status ? { status } : {}), page: String(page) });
      return noStore(reply).send({
        '@id': `/api/me/company/applications?${query}`,
        '@type': 'ApplicantList',
        ...result,
        page,
        perPage: APPLICANTS_PER_PAGE,
      });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/applications/:id',
    { onRequest: [member], schema: { params: idParams, response: { 200: applicantDetailSchema, ...problems } } },
    async (request, reply) => {
      const company = request.company!;
      let detail = await findApplicantDetail(app.db, company.id, request.params.id, retentionMonths(app.config));
      if (!detail) return sendProblem(reply, 404, 'No such application', { code: 'application_not_found' });
      // Opening a new application marks it seen (the candidate's tracker says so).
      if (detail.status === 'new') {
        try {
          await app.db.transaction((tx) =>
            changeApplicationStatus(tx, app.queue, {
              ids: [detail!.id],
              to: 'seen',
              actor: { kind: 'company', companyId: company.id, userId: request.user!.id },
              now: app.clock(),
            }),
          );
        } catch (error) {
          // Moved meanwhile by a colleague (or withdrawn): it is no longer new, which is all this wanted.
          if (!(error instanceof InvalidApplicationMoveError)) throw error;
        }
        detail = (await findApplicantDetail(app.db, company.id, request.params.id, retentionMonths(app.config)))!;
      }
      return noStore(reply).send(detail);
    },
  );

  app.get<{ Params: { id: number }; Querystring: { disposition: 'attachment' | 'inline' } }>(
    '/applications/:id/cv',
    {
      onRequest: [member],
      schema: {
        params: idParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { disposition: { type: 'string', enum: ['attachment', 'inline'], default: 'attachment' } },
        },
        response: problems,
      },
    },
    async (request, reply) => {
      const cv = await readApplicantCv(app.db, request.company!.id, request.params.id);
      if (!cv) return sendProblem(reply, 404, 'There is no CV for this application', { code: 'cv_not_found' });
      // Never sniffed, and sandboxed (a unique origin, no scripts, no forms) however it is opened. Only a
      // PDF (its bytes checked on upload) is shown inline, framed by the console's own pages only: the
      // frame cannot carry a sandbox attribute too, because Chromium then refuses to show any PDF.
      const inline = request.query.disposition === 'inline' && cv.mediaType === 'application/pdf';
      return reply
        .header('Content-Type', cv.mediaType)
        .header('Content-Disposition', inline ? inlineHeader(cv.fileName) : attachmentHeader(cv.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', `default-src 'none'; frame-ancestors ${inline ? "'self'" : "'none'"}; sandbox`)
        .header('X-Frame-Options', inline ? 'SAMEORIGIN' : 'DENY')
        .header('Cache-Control', 'private, no-store')
        .send(cv.content);
    },
  );

  const move = async (request: FastifyRequest, reply: FastifyReply, ids: number[], body: ApplicationMove, bulk: boolean) => {
    const company = request.company!;
    try {
      const answer = answerOf(body);
      await app.db.transaction((tx) =>
        changeApplicationStatus(tx, app.queue, {
          ids,
          to: body.status,
          reason: body.reason ?? null,
          ...(answer ? { answer } : {}),
          actor: { kind: 'company', companyId: company.id, userId: request.user!.id },
          now: app.clock(),
        }),
      );
    } catch (error) {
      const sent = sendMoveProblem(reply, error, bulk);
      if (sent) return sent;
      throw error;
    }
    request.log.info({ applications: ids, company: company.id, to: body.status, by: request.user!.id }, 'applications moved');
    return undefined;
  };

  app.post<{ Params: { id: number } }>(
    '/applications/:id/move',
    { ...change, schema: { params: idParams, response: { 200: applicantDetailSchema, ...problems, 409: invalidMoveSchema } } },
    async (request, reply) => {
      const checked = checkApplicationMove(request.body);
      if (!checked.ok) return sendFieldProblems(reply, checked.errors);
      const sent = await move(request, reply, [request.params.id], checked.value, false);
      if (sent) return sent;
      return noStore(reply).send(await findApplicantDetail(app.db, request.company!.id, request.params.id, retentionMonths(app.config)));
    },
  );

  app.post(
    '/applications/bulk-move',
    { ...change, schema: { response: { 200: applicantBulkMoveResultSchema, ...problems, 404: notFoundSchema, 409: invalidMoveSchema } } },
    async (request, reply) => {
      const checked = checkApplicationBulkMove(request.body);
      if (!checked.ok) return sendFieldProblems(reply, checked.errors);
      const sent = await move(request, reply, checked.value.ids, checked.value, true);
      if (sent) return sent;
      return noStore(reply).send({ applications: await findApplicants(app.db, request.company!.id, checked.value.ids, retentionMonths(app.config)) });
    },
  );

  app.post<{ Params: { id: number } }>(
    '/applications/:id/notes',
    { ...change, schema: { params: idParams, response: { 201: applicationNoteSchema, ...problems } } },
    async (request, reply) => {
      const checked = checkApplicationNote(request.body);
      if (!checked.ok) return sendFieldProblems(reply, checked.errors);
      const note = await addNote(app.db, {
        companyId: request.company!.id,
        applicationId: request.params.id,
        userId: request.user!.id,
        body: checked.value.body,
        now: app.clock(),
      });
      if (!note) return sendProblem(reply, 404, 'No such application', { code: 'application_not_found' });
      return noStore(reply).code(201).send(note);
    },
  );

  app.delete<{ Params: { id: number; noteId: number } }>(
    '/applications/:id/notes/:noteId',
    {
      ...change,
      schema: {
        params: { type: 'object', required: ['id', 'noteId'], properties: { id, noteId: id } },
        response: { 204: { type: 'null' }, ...problems },
      },
    },
    async (request, reply) => {
      const company = request.company!;
      const result = await deleteNote(app.db, {
        companyId: company.id,
        applicationId: request.params.id,
        noteId: request.params.noteId,
        userId: request.user!.id,
        owner: company.role === 'owner',
      });
      if (result === 'not_found') return sendProblem(reply, 404, 'No such note', { code: 'note_not_found' });
      if (result === 'not_author') return sendProblem(reply, 403, 'Only its author or the owner may delete a note', { code: 'note_author_only' });
      return reply.code(204).send();
    },
  );

  app.get(
    '/answer-templates',
    { onRequest: [member], schema: { response: { 200: answerTemplateListSchema, ...problems } } },
    async (request, reply) => noStore(reply).send({ templates: await listTemplates(app.db, request.company!.id) }),
  );

  app.post('/answer-templates', { ...change, schema: { response: { 201: answerTemplateSchema, ...problems } } }, async (request, reply) => {
    const checked = checkAnswerTemplate(request.body);
    if (!checked.ok) return sendFieldProblems(reply, checked.errors);
    try {
      const template = await createTemplate(app.db, request.company!.id, checked.value as Required<typeof checked.value>, app.clock());
      return noStore(reply).code(201).header('Location', `/api/me/company/answer-templates/${template.id}`).send(template);
    } catch (error) {
      if (error instanceof TooManyTemplatesError) return sendProblem(reply, 409, error.message, { code: 'too_many_templates' });
      throw error;
    }
  });

  app.patch<{ Params: { id: number } }>(
    '/answer-templates/:id',
    { ...change, schema: { params: idParams, response: { 200: answerTemplateSchema, ...problems } } },
    async (request, reply) => {
      const checked = checkAnswerTemplate(request.body, { patch: true });
      if (!checked.ok) return sendFieldProblems(reply, checked.errors);
      const template = await updateTemplate(app.db, request.company!.id, request.params.id, checked.value, app.clock());
      if (!template) return sendProblem(reply, 404, 'No such template', { code: 'template_not_found' });
      return noStore(reply).send(template);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/answer-templates/:id',
    { ...change, schema: { params: idParams, response: { 204: { type: 'null' }, ...problems } } },
    async (request, reply) => {
      if (!(await deleteTemplate(app.db, request.company!.id, request.params.id))) {
        return sendProblem(reply, 404, 'No such template', { code: 'template_not_found' });
      }
      return reply.code(204).send();
    },
  );
}
