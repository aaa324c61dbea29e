// /api/integrations/v1: what a company's ATS does with an API token (api/INTEGRATIONS.md, "The API").
// `Authorization: Bearer` only: no session, so no CSRF (a browser never sends the header by itself);
// a session cookie does not work here. Every route names its scope and counts against the token's
// rate limit; the company is the token's, so another company's application is not found.
import {
  checkIntegrationStatusInput,
  INTEGRATION_APPLICATIONS_PER_PAGE,
  integrationApplicationListSchema,
  integrationApplicationSchema,
  type ApplicationRejectionReason,
} from '@raketa/shared/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readApplicantCv } from '../../../applicants/inbox';
import { ApplicationNotFoundError, changeApplicationStatus, InvalidApplicationMoveError } from '../../../applicants/pipeline';
import { fieldErrors } from '../../../employer/field-messages';
import { decodeCursor, encodeCursor, findIntegrationApplication, listIntegrationApplications } from '../../../integrations/applications';
import { requireApiToken } from '../../../integrations/tokens';
import { PROBLEM_CONTENT_TYPE, problem, problemRef, problemSchemaWith, sendProblem } from '../../../lib/problem';
import { attachmentHeader } from '../../../profile/cv-file';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'private, no-store');
/** 409 `invalid_transition`, as the console's move answers it (api/APPLICANTS.md). */
const invalidMoveSchema = problemSchemaWith({
  properties: {
    to: { type: 'string' },
    conflicts: {
      type: 'array',
      items: { type: 'object', required: ['id', 'status'], properties: { id: { type: 'integer' }, status: { type: 'string' } } },
    },
  },
});
const problems = { 400: problemRef, 401: problemRef, 403: problemRef, 404: problemRef, 409: problemRef, 422: problemRef, 429: problemRef };

export default async function integrationsRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { since: string; cursor?: string } }>(
    '/applications',
    {
      onRequest: [requireApiToken('applications:read')],
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['since'],
          properties: { since: { type: 'string', format: 'date-time' }, cursor: { type: 'string', maxLength: 100 } },
        },
        response: { 200: integrationApplicationListSchema, ...problems },
      },
    },
    async (request, reply) => {
      const since = new Date(request.query.since);
      const cursor = request.query.cursor === undefined ? undefined : decodeCursor(request.query.cursor);
      if (request.query.cursor !== undefined && !cursor)
        return sendProblem(reply, 400, 'The cursor is not one this API gave', { code: 'invalid_cursor' });
      const { applications, last } = await listIntegrationApplications(app.db, {
        companyId: request.apiToken!.companyId,
        since,
        limit: INTEGRATION_APPLICATIONS_PER_PAGE,
        ...(cursor ? { cursor } : {}),
      });
      const next = last
        ? `/api/integrations/v1/applications?${new URLSearchParams({ since: since.toISOString(), cursor: encodeCursor(last) })}`
        : null;
      return noStore(reply).send({ applications, next });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/applications/:id',
    { onRequest: [requireApiToken('applications:read')], schema: { params: idParams, response: { 200: integrationApplicationSchema, ...problems } } },
    async (request, reply) => {
      const application = await findIntegrationApplication(app.db, request.params.id, request.apiToken!.companyId);
      if (!application) return sendProblem(reply, 404, 'No such application', { code: 'application_not_found' });
      return noStore(reply).send(application);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/applications/:id/cv',
    { onRequest: [requireApiToken('cv:read')], schema: { params: idParams, response: problems } },
    async (request, reply) => {
      const cv = await readApplicantCv(app.db, request.apiToken!.companyId, request.params.id);
      if (!cv) return sendProblem(reply, 404, 'There is no CV for this application', { code: 'cv_not_found' });
      return reply
        .header('Content-Type', cv.mediaType)
        .header('Content-Disposition', attachmentHeader(cv.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-store')
        .send(cv.content);
    },
  );

  app.post<{ Params: { id: number } }>(
    '/applications/:id/status',
    {
      onRequest: [requireApiToken('applications:write')],
      schema: { params: idParams, response: { 200: integrationApplicationSchema, ...problems, 409: invalidMoveSchema } },
    },
    async (request, reply) => {
      const checked = checkIntegrationStatusInput(request.body);
      if (!checked.ok)
        return sendProblem(reply, 422, 'Some fields are not valid', { code: 'validation_failed', errors: fieldErrors(checked.errors) });
      const companyId = request.apiToken!.companyId;
      try {
        // The pipeline of the console: history, the candidate's tracker, the webhooks, in one transaction.
        await app.db.transaction((tx) =>
          changeApplicationStatus(tx, app.queue, {
            ids: [request.params.id],
            to: checked.value.status,
            reason: (checked.value.reason ?? null) as ApplicationRejectionReason | null,
            actor: { kind: 'company', companyId, userId: null },
            now: app.clock(),
          }),
        );
      } catch (error) {
        if (error instanceof ApplicationNotFoundError) return sendProblem(reply, 404, 'No such application', { code: 'application_not_found' });
        if (error instanceof InvalidApplicationMoveError) {
          return reply
            .code(409)
            .type(PROBLEM_CONTENT_TYPE)
            .send({ ...problem(409, error.message, request.url, { code: 'invalid_transition' }), to: error.to, conflicts: error.conflicts });
        }
        throw error;
      }
      request.log.info(
        { application: request.params.id, company: companyId, to: checked.value.status, token: request.apiToken!.tokenId },
        'application moved by API token',
      );
      return noStore(reply).send(await findIntegrationApplication(app.db, request.params.id, companyId));
    },
  );
}
