// Server-only: sheds load before the event loop drowns (@fastify/under-pressure). Past the event-loop
// delay or heap limit, requests answer 503 `overloaded` with Retry-After at once instead of queueing
// behind work that is already late. /health keeps answering from the database: an orchestrator that
// restarts a busy but healthy instance only moves its load to the others.
import underPressure from '@fastify/under-pressure';
import type { FastifyUnderPressureOptions } from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoadSheddingLimits } from '../config';
import { PROBLEM_CONTENT_TYPE, problem } from '../lib/problem';
import { RETRY_AFTER_SECONDS } from './error-handler';

export interface LoadSheddingOptions extends LoadSheddingLimits {
  /** How often load is measured (default 1 s); tests shorten it. */
  sampleIntervalMs?: number;
}

/** One log line per this long while shedding, not one per refused request (that would add to the load). */
const LOG_EVERY_MS = 10_000;

async function loadShedding(app: FastifyInstance, options: LoadSheddingOptions) {
  const sampleInterval = options.sampleIntervalMs ?? 1_000;
  // Starting (loading modules, compiling schemas) blocks the loop for seconds: the first measurements
  // would refuse the first requests. Counted from two measurements after the app is ready.
  let armedAt = Infinity;
  app.addHook('onReady', async () => {
    armedAt = Date.now() + 2 * sampleInterval;
  });
  let loggedAt = -Infinity;
  // Nothing returned lets the request through; a value is sent as the answer (and the request
  // goes no further). under-pressure's types only know the first.
  const pressureHandler = (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
    const now = Date.now();
    if (request.routeOptions.url === '/health' || now < armedAt) return undefined;
    if (now - loggedAt >= LOG_EVERY_MS) {
      loggedAt = now;
      request.log.warn(
        { type, value, limits: { maxEventLoopDelayMs: options.maxEventLoopDelayMs, maxHeapUsedBytes: options.maxHeapUsedBytes } },
        'overloaded: shedding requests',
      );
    }
    reply.code(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).type(PROBLEM_CONTENT_TYPE);
    return problem(503, 'The server is overloaded right now. Please try again in a moment.', request.url, { code: 'overloaded' });
  };
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxHeapUsedBytes: options.maxHeapUsedBytes,
    sampleInterval,
    pressureHandler: pressureHandler as unknown as FastifyUnderPressureOptions['pressureHandler'],
  });
}

export default fp(loadShedding, { name: 'load-shedding' });
