// Server-only: errors that the request's own input or its client caused, which the error handlers
// must answer with a 4xx problem instead of a 500 (issue 20): a refused input (plugins/input-guard),
// a multipart body that is not multipart or is malformed or cut off, and a client that went away.
import type { FastifyError, FastifyRequest } from 'fastify';
import { InputError } from '../plugins/input-guard';
import type { ProblemExtras } from './problem';

export interface InputProblem {
  status: number;
  detail: string;
  extras: ProblemExtras;
  /** The client closed the connection: nobody reads the answer, and it is no server failure. */
  aborted?: boolean;
}

// busboy throws or emits these as plain Errors, without a code or a status: no boundary, an
// unusable one, a body that ends before its closing boundary, a part without its headers' end.
const MALFORMED_MULTIPART = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^The needle (cannot|has to)/,
  /^Unexpected end of (multipart data|form)$/,
  /terminated early due to unexpected end of multipart data$/,
  /^Malformed part header$/,
  /^Unsupported Content-Type\.$/,
  /^Missing Content-Type-header\.$/,
];

/** True when the request's connection closed before its answer: a closed tab, a cancelled upload. */
export function clientAborted(error: FastifyError, request: FastifyRequest): boolean {
  if (error.code === 'FST_MP_PREMATURE_CLOSE' || error.code === 'ERR_STREAM_PREMATURE_CLOSE') return true;
  // Node's IncomingMessage errors with ECONNRESET "aborted" when the body stops coming.
  if (error.code === 'ECONNRESET' || error.message === 'aborted') return true;
  return request.raw.destroyed && !request.raw.complete;
}

export function inputProblem(error: FastifyError, request: FastifyRequest): InputProblem | undefined {
  if (error instanceof InputError) return { status: 400, detail: error.message, extras: { code: error.code, errors: error.errors } };
  if (clientAborted(error, request)) return { status: 400, detail: 'The client closed the request', extras: {}, aborted: true };
  // @fastify/multipart says 406 (not acceptable), but it is the request's media type that is wrong.
  if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return { status: 415, detail: 'Send the form as multipart/form-data', extras: { code: 'not_multipart' } };
  }
  if (error.code === 'FST_INVALID_JSON_FIELD_ERROR') return { status: 400, detail: error.message, extras: { code: 'malformed_multipart' } };
  if (error.statusCode === undefined && MALFORMED_MULTIPART.some((pattern) => pattern.test(error.message))) {
    return { status: 400, detail: `The multipart body is malformed: ${error.message}`, extras: { code: 'malformed_multipart' } };
  }
  return undefined;
}
