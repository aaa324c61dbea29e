import { buildApp } from './app';
import type { Db } from './db/db';
import { lazySerializers } from './lib/lazy-serializers';
import { createTestDb, testConfig } from './testing/test-db';

// Routing and error behaviour that needs none of the app's tables: an empty in-memory database (a
// copy of the run's empty template), where only the job queue (installed when the app is built) has its own.
let unusedDb: Db;
beforeAll(async () => {
  unusedDb = await createTestDb('pglite');
});
afterAll(async () => {
  await unusedDb?.close();
});

describe('response serializers', () => {
  it("are compiled at a route's first answer, not as the app starts", () => {
    const route = { method: 'GET', url: '/x', httpStatus: '200', schema: { type: 'object', properties: { a: { $ref: '#/nowhere' } } } };
    // A schema that cannot compile: making the serializer does not fail, its first use does.
    const serialize = lazySerializers(undefined, {})(route);
    expect(() => serialize({ a: 1 })).toThrow();
    const good = lazySerializers(undefined, {})({ ...route, schema: { type: 'object', properties: { a: { type: 'integer' } } } });
    expect(good({ a: 1, b: 2 })).toBe('{"a":1}');
  });

  it('of every route compile, all at start when asked (as Fastify would)', async () => {
    const app = await buildApp({ config: testConfig(), db: unusedDb, eagerSerializers: true });
    await expect(app.ready()).resolves.toBe(app);
    await app.close();
  });
});

describe('app', () => {
  it('answers unknown routes with a 404 problem', async () => {
    const app = await buildApp({ config: testConfig(), db: unusedDb });
    const response = await app.inject({ method: 'GET', url: '/no/such/route?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.json()).toEqual({
      type: 'about:blank',
      title: 'Not Found',
      status: 404,
      detail: 'No route matches GET /no/such/route?x=1',
      instance: '/no/such/route?x=1',
    });
    await app.close();
  });

  it('answers unexpected errors with a 500 problem without internals', async () => {
    // Every statement but the job queue's fails.
    const db: Db = {
      ...unusedDb,
      query: async (sql, params) => {
        if (sql.includes('pgboss.')) return unusedDb.query(sql, params);
        throw new Error('secret internal failure');
      },
    };
    const app = await buildApp({ config: testConfig(), db });
    const response = await app.inject({ method: 'GET', url: '/api/jobs' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.body).not.toMatch(/secret|stack|at /);
    expect(response.json()).toMatchObject({ type: 'about:blank', title: 'Internal Server Error', status: 500 });
    await app.close();
  });

  it('answers malformed JSON bodies with a 400 problem', async () => {
    const app = await buildApp({ config: testConfig(), db: unusedDb });
    app.post('/echo', async (request) => request.body);
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.json()).toMatchObject({ status: 400, title: 'Bad Request' });
    await app.close();
  });

  it('serves the JSON-LD contexts the collections point to', async () => {
    const app = await buildApp({ config: testConfig(), db: unusedDb });
    const job = await app.inject({ method: 'GET', url: '/api/contexts/Job' });
    expect(job.statusCode).toBe(200);
    expect(job.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(job.json()['@context']).toHaveProperty('hydra', 'http://www.w3.org/ns/hydra/core#');
    expect((await app.inject({ method: 'GET', url: '/api/contexts/Nope' })).statusCode).toBe(404);
    await app.close();
  });
});
