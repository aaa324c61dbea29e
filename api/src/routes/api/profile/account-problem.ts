// The answer to an account action (password change, deletion) that did not succeed.
import type { FastifyReply } from 'fastify';
import type { AccountResult } from '../../../profile/account';
import { sendProblem } from '../../../lib/problem';

export function sendAccountProblem(reply: FastifyReply, result: Exclude<AccountResult, { kind: 'ok' }>) {
  if (result.kind === 'throttled') {
    reply.header('Retry-After', String(result.retryAfterSeconds));
    return sendProblem(reply, 429, 'Too many attempts; wait a minute', { code: 'too_many_attempts' });
  }
  return sendProblem(reply, 422, 'Some fields are not valid', { code: 'validation_failed', errors: result.errors });
}
