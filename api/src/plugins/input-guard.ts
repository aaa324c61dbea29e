// Server-only: refuses input that no handler can store or compute with, before any handler runs
// (issue 20), as a 400 problem naming the field:
// - a NUL character (U+0000) in the query string, path parameters, headers, cookies or body:
//   PostgreSQL text cannot hold one (error 22021), so it would end as a 500 wherever it reaches SQL;
// - a number that is not finite in the parameters, query or body: Ajv coerces `Infinity` and `1e400`
//   to Infinity and lets it through `type: integer` and `maximum` alike, and JSON.parse reads `1e400`
//   as Infinity.
// Multipart parts that handlers read themselves (`request.parts()`) go through `checkPart`.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem, type FieldError } from '../lib/problem';

export const INVALID_INPUT = 'invalid_input';

/** A refused input; the app's error handler answers it as a 400 problem with its `errors`. */
export class InputError extends Error {
  readonly statusCode = 400;
  readonly code = INVALID_INPUT;

  constructor(readonly errors: FieldError[]) {
    super(errors.map((error) => error.message).join('; '));
    this.name = 'InputError';
  }
}

const NUL = '\u0000';

const fieldPath = (parent: string, key: string | number) =>
  typeof key === 'number' ? `${parent}[${key}]` : parent === '' ? key : `${parent}.${key}`;

/**
 * An unusable value in `value` (strings, numbers, and arrays and objects of them, keys included),
 * named `where field`, or undefined. Walks without recursion: a JSON body may nest thousands deep.
 */
export function findInvalidInput(value: unknown, where: string, field = ''): FieldError | undefined {
  const stack: [unknown, string][] = [[value, field]];
  // The body itself (a text body) has no field name.
  const name = (path: string) => (path === '' ? 'The body' : `${where} ${path}`);
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return { field: path || 'body', code: 'nul_character', message: `${name(path)} must not contain a NUL character` };
    } else if (typeof current === 'number') {
      if (!Number.isFinite(current)) return { field: path || 'body', code: 'not_finite', message: `${name(path)} must be a finite number` };
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, fieldPath(path, index)]));
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes(NUL)) return { field: path || 'body', code: 'nul_character', message: `${where} names must not contain a NUL character` };
        stack.push([item, fieldPath(path, key)]);
      }
    }
  }
  return undefined;
}

/** Throws an InputError for a NUL in a multipart part's field name, file name or value. */
export function checkPart(part: { fieldname: string; filename?: string; value?: unknown }): void {
  if (part.fieldname.includes(NUL)) {
    throw new InputError([
      { field: part.fieldname.replaceAll(NUL, ''), code: 'nul_character', message: 'Field names must not contain a NUL character' },
    ]);
  }
  const invalid =
    (part.filename === undefined ? undefined : findInvalidInput(part.filename, 'The file name of field', part.fieldname)) ??
    findInvalidInput(part.value, 'Field', part.fieldname);
  if (invalid) throw new InputError([invalid]);
}

function refuse(reply: FastifyReply, invalid: FieldError) {
  return sendProblem(reply, 400, invalid.message, { code: INVALID_INPUT, errors: [invalid] });
}

async function inputGuard(app: FastifyInstance) {
  // Before the sessions and throttles read cookies and headers, and before any route hook.
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const invalid =
      findInvalidInput(request.params, 'Path parameter') ??
      findInvalidInput(request.query, 'Query parameter') ??
      findInvalidInput(request.headers, 'Header') ??
      findInvalidInput(request.cookies, 'Cookie');
    if (invalid) return refuse(reply, invalid);
  });

  // After parsing and validation (the coercions and the body exist by now), before the route's own
  // preHandlers (CSRF) and the handler.
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const invalid =
      findInvalidInput(request.params, 'Path parameter') ??
      findInvalidInput(request.query, 'Query parameter') ??
      findInvalidInput(request.body, 'Field');
    if (invalid) return refuse(reply, invalid);
  });
}

export default fp(inputGuard, { name: 'input-guard', dependencies: ['@fastify/cookie'] });
