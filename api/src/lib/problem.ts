// Server-only: RFC 9457 problem details, the API's one error shape.
import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

/** One invalid field of a 422 problem: the first rule it failed. */
export interface FieldError {
  field: string;
  code: string;
  message: string;
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  /** Machine-readable reason (spec section 8 codes such as `wrong_credentials`); `type` is `urn:raketa:problem:{code}`. */
  code?: string;
  errors?: FieldError[];
}

/** What a problem may carry besides status and detail. */
export interface ProblemExtras {
  code?: string;
  errors?: FieldError[];
}

export const problemSchema = {
  $id: 'Problem',
  type: 'object',
  required: ['type', 'title', 'status', 'detail'],
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    instance: { type: 'string' },
    code: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'code', 'message'],
        properties: { field: { type: 'string' }, code: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

/** `{ $ref: 'Problem#' }` for route response schemas. */
export const problemRef = { $ref: 'Problem#' } as const;

export function problem(status: number, detail: string, instance?: string, extras: ProblemExtras = {}): Problem {
  return {
    type: extras.code === undefined ? 'about:blank' : `urn:raketa:problem:${extras.code}`,
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail,
    ...(instance === undefined ? {} : { instance }),
    ...extras,
  };
}

export function sendProblem(reply: FastifyReply, status: number, detail: string, extras: ProblemExtras = {}) {
  return reply
    .code(status)
    .type(PROBLEM_CONTENT_TYPE)
    .send(problem(status, detail, reply.request.url, extras));
}

/** The problem's schema with more properties: what a resource's 409 or 422 carries besides a problem's own fields. */
export function problemSchemaWith(...extras: { properties: Record<string, unknown> }[]) {
  const { $id: _id, ...base } = problemSchema;
  return { ...base, properties: Object.assign({}, base.properties, ...extras.map((extra) => extra.properties)) as Record<string, unknown> };
}
