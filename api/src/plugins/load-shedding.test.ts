import type { FastifyInstance } from 'fastify';
import { createTestApp, httpTestDrivers } from '../testing/test-db';
import type { TestContext } from '../testing/test-db';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Shedding starts two measurements (of 1 s) after the app is ready: starting blocks the loop too. */
const ARMED_AFTER_MS = 2_100;

/** Blocks the event loop for `busyMs` of every `periodMs`, like a process drowning in work, until stopped. */
function busyLoop(busyMs: number, periodMs: number): () => void {
  const timer = setInterval(() => {
    const until = Date.now() + busyMs;
    while (Date.now() < until);
  }, periodMs);
  return () => clearInterval(timer);
}

function expectOverloaded(response: Awaited<ReturnType<FastifyInstance['inject']>>) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toMatchObject({ status: 503, code: 'overloaded', type: 'urn:raketa:problem:overloaded' });
}

describe.each(httpTestDrivers)('load shedding on %s', (driver) => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  it('answers 503 overloaded with Retry-After past the event-loop delay limit, keeps /health, and recovers', async () => {
    ctx = await createTestApp(driver, { seed: false, config: { loadShedding: { maxEventLoopDelayMs: 25, maxHeapUsedBytes: 0 } } });
    const { app } = ctx;
    expect((await app.inject({ method: 'GET', url: '/api/jobs' })).statusCode).toBe(200);

    // 60 ms of work in every 65 ms past the arming and over a whole measurement: a mean delay far past 25 ms.
    const stop = busyLoop(60, 65);
    try {
      await sleep(ARMED_AFTER_MS + 300);
      expectOverloaded(await app.inject({ method: 'GET', url: '/api/jobs' }));
      // /health still answers from the database: a busy instance is not a dead one.
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      stop();
    }
    // The next measurement is calm again.
    await sleep(2_200);
    expect((await app.inject({ method: 'GET', url: '/api/jobs' })).statusCode).toBe(200);
  });

  it('answers 503 overloaded past the heap limit, before reading a session or a body', async () => {
    ctx = await createTestApp(driver, { seed: false, config: { loadShedding: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 1 } } });
    const { app } = ctx;
    await app.ready();
    await sleep(ARMED_AFTER_MS);
    expectOverloaded(await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@b.cz', password: 'x' } }));
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
