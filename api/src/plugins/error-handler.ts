// Server-only: every error and unknown route answers `application/problem+json`,
// without stack traces or internal messages for server errors.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { inputProblem } from '../lib/input-problems';
import { PROBLEM_CONTENT_TYPE, problem, problemSchema } from '../lib/problem';
import { isDatabaseUnavailable } from '../db/unavailable';

/** What a 503 tells clients to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

async function errorHandler(app: FastifyInstance) {
  app.addSchema(problemSchema);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The request's own fault (refused input, broken multipart) or a client that left: no server failure.
    const input = inputProblem(error, request);
    if (input) {
      request.log.info({ err: { message: error.message, code: error.code } }, input.aborted ? 'request aborted by the client' : 'request rejected');
      return reply
        .code(input.status)
        .type(PROBLEM_CONTENT_TYPE)
        .send(problem(input.status, input.detail, request.url, input.extras));
    }

    // Down, too slow or out of connections (api/src/db/unavailable.ts): a retry may work, the request was fine.
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .type(PROBLEM_CONTENT_TYPE)
        .send(problem(503, 'The database is not available right now. Please try again in a moment.', request.url, { code: 'database_unavailable' }));
    }

    const status =
      error.validation !== undefined
        ? 400
        : typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
          ? error.statusCode
          : 500;

    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ err: { message: error.message, code: error.code } }, 'request rejected');
    }

    const detail = status >= 500 ? 'The server could not handle the request. Please try again later.' : error.message;
    return reply
      .code(status)
      .type(PROBLEM_CONTENT_TYPE)
      .send(problem(status, detail, request.url));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .type(PROBLEM_CONTENT_TYPE)
      .send(problem(404, `No route matches ${request.method} ${request.url}`, request.url)),
  );
}

export default fp(errorHandler, { name: 'error-handler' });
