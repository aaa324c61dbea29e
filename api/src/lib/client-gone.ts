// Server-only: an AbortSignal that fires when the client of a request goes away before its answer
// is sent (closed tab, proxy timeout, an attacker's abandoned connection), so expensive work it
// queued (a password hash) is dropped instead of done for no one.
import type { FastifyReply, FastifyRequest } from 'fastify';

export function clientGoneSignal(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  if (request.raw.socket?.destroyed) {
    controller.abort();
    return controller.signal;
  }
  // The response closes when it is sent or when its connection does: only the latter before it finished.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
