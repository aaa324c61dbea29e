// Server-only: RFC 9457 problem details, the API's one error shape.
import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
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
  },
} as const;

/** `{ $ref: 'Problem#' }` for route response schemas. */
export const problemRef = { $ref: 'Problem#' } as const;

export function problem(status: number, detail: string, instance?: string): Problem {
  return {
    type: 'about:blank',
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail,
    ...(instance === undefined ? {} : { instance }),
  };
}

export function sendProblem(reply: FastifyReply, status: number, detail: string) {
  return reply
    .code(status)
    .type(PROBLEM_CONTENT_TYPE)
    .send(problem(status, detail, reply.request.url));
}
