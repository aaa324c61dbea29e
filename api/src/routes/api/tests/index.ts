// /api/tests: skill tests, attempts scored on the server (throttled per IP), shareable results,
// claiming a visitor's result after signing in, the owner's choice of showing a result to companies,
// and aggregate statistics (api/TESTS.md).
import { localizedSchema as localized } from '@raketa/shared/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { JSON_LD_CONTENT_TYPE, hydraCollection, hydraCollectionSchema, pageQueryProperty } from '../../../lib/hydra';
import { problemRef, sendProblem } from '../../../lib/problem';
import {
  claimAttempt,
  findResult,
  findTest,
  listTests,
  resultsForCompanies,
  setShownToCompanies,
  submitAttempt,
  TEST_ATTEMPTS_PER_IP,
  testStatistics,
  userResults,
  UUID_PATTERN,
  validateResultPatch,
  type SubmittedAnswer,
} from '../../../skill-tests/skill-tests';

const RESULTS_PER_PAGE = 20;
const slugParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 100 } },
} as const;
const uuidParams = (name: string) =>
  ({ type: 'object', required: [name], properties: { [name]: { type: 'string', pattern: UUID_PATTERN } } }) as const;

const summaryProperties = {
  '@id': { type: 'string' },
  '@type': { type: 'string' },
  slug: { type: 'string' },
  title: localized,
  description: localized,
  topic: localized,
  minutes: { type: 'integer' },
  questions: { type: 'integer' },
  takers: { type: 'integer' },
} as const;
const summarySchema = { type: 'object', properties: summaryProperties } as const;
// Only what a taker may see: no correctness anywhere (response serialisation drops unknown keys too).
const questionSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    position: { type: 'integer' },
    kind: { type: 'string' },
    topic: { type: 'string' },
    topicLabel: localized,
    text: localized,
    options: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, text: localized } } },
  },
} as const;
const testSchema = {
  type: 'object',
  properties: { ...summaryProperties, questions: { type: 'integer' }, questionList: { type: 'array', items: questionSchema } },
} as const;
const resultSchema = {
  type: 'object',
  properties: {
    '@id': { type: 'string' },
    '@type': { type: 'string' },
    id: { type: 'string' },
    test: { type: 'object', properties: { slug: { type: 'string' }, title: localized } },
    score: { type: 'integer' },
    correct: { type: 'integer' },
    total: { type: 'integer' },
    topics: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          topic: { type: 'string' },
          label: localized,
          correct: { type: 'integer' },
          total: { type: 'integer' },
          score: { type: 'integer' },
        },
      },
    },
    percentile: { type: ['integer', 'null'] },
    createdAt: { type: 'string' },
    // Only in the answer to a visitor's submission: the secret that claims the result after signing in.
    guid: { type: 'string' },
  },
} as const;
// The owner's view adds their choice; the share view (resultSchema) never carries it.
const ownResultSchema = {
  type: 'object',
  properties: { ...resultSchema.properties, shownToCompanies: { type: 'boolean' } },
} as const;
const statisticsSchema = {
  type: 'object',
  properties: {
    '@id': { type: 'string' },
    '@type': { type: 'string' },
    slug: { type: 'string' },
    title: localized,
    takers: { type: 'integer' },
    average: { type: ['number', 'null'] },
    distribution: { type: 'array', items: { type: 'integer' } },
  },
} as const;

const withIds = <T extends { slug: string }>(test: T) => ({ '@id': `/api/tests/${test.slug}`, '@type': 'Test', ...test });
const resultIds = <T extends { id: string }>(result: T) => ({ '@id': `/api/tests/results/${result.id}`, '@type': 'TestResult', ...result });
const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'private, no-store');

export default async function testsRoutes(app: FastifyInstance) {
  app.get('/', { schema: { response: { 200: hydraCollectionSchema(summarySchema) } } }, async (_request, reply) => {
    const tests = await listTests(app.db);
    return reply.type(JSON_LD_CONTENT_TYPE).send(
      hydraCollection({
        resource: 'Test',
        path: '/api/tests',
        members: tests.map(withIds),
        totalItems: tests.length,
        page: 1,
        perPage: Math.max(1, tests.length),
      }),
    );
  });

  app.get('/statistics', { schema: { response: { 200: hydraCollectionSchema(statisticsSchema) } } }, async (_request, reply) => {
    const statistics = await testStatistics(app.db);
    const members = statistics.map((item) => ({ '@id': `/api/tests/${item.slug}/statistics`, '@type': 'TestStatistics', ...item }));
    return reply.type(JSON_LD_CONTENT_TYPE).send(
      hydraCollection({
        resource: 'TestStatistics',
        path: '/api/tests/statistics',
        members,
        totalItems: members.length,
        page: 1,
        perPage: Math.max(1, members.length),
      }),
    );
  });

  app.get<{ Querystring: { page: number } }>(
    '/results',
    {
      onRequest: [app.requireUser],
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { page: pageQueryProperty } },
        response: { 200: hydraCollectionSchema(ownResultSchema), 400: problemRef, 401: problemRef },
      },
    },
    async (request, reply) => {
      const { page } = request.query;
      const { items, total } = await userResults(app.db, request.user!.id, page, RESULTS_PER_PAGE);
      return noStore(reply)
        .type(JSON_LD_CONTENT_TYPE)
        .send(
          hydraCollection({
            resource: 'TestResult',
            path: '/api/tests/results',
            members: items.map(resultIds),
            totalItems: total,
            page,
            perPage: RESULTS_PER_PAGE,
          }),
        );
    },
  );

  // Static, so it wins over `/results/:id`.
  app.get(
    '/results/shown-to-companies',
    { onRequest: [app.requireUser], schema: { response: { 200: hydraCollectionSchema(ownResultSchema), 401: problemRef } } },
    async (request, reply) => {
      const results = await resultsForCompanies(app.db, request.user!.id);
      return noStore(reply)
        .type(JSON_LD_CONTENT_TYPE)
        .send(
          hydraCollection({
            resource: 'TestResult',
            path: '/api/tests/results/shown-to-companies',
            members: results.map(resultIds),
            totalItems: results.length,
            page: 1,
            perPage: Math.max(1, results.length),
          }),
        );
    },
  );

  app.get<{ Params: { id: string } }>(
    '/results/:id',
    { schema: { params: uuidParams('id'), response: { 200: resultSchema, 400: problemRef, 404: problemRef } } },
    async (request, reply) => {
      const result = await findResult(app.db, request.params.id.toLowerCase());
      if (!result) return sendProblem(reply, 404, `No test result ${request.params.id}`, { code: 'result_not_found' });
      return reply.type(JSON_LD_CONTENT_TYPE).send(resultIds(result));
    },
  );

  app.patch<{ Params: { id: string }; Body: Record<string, unknown> }>(
    '/results/:id',
    {
      onRequest: [app.requireUser, app.verifyCsrf],
      schema: {
        params: uuidParams('id'),
        body: { type: 'object' },
        response: { 200: ownResultSchema, 400: problemRef, 401: problemRef, 403: problemRef, 404: problemRef, 422: problemRef },
      },
    },
    async (request, reply) => {
      const validation = validateResultPatch(request.body);
      if (!validation.ok) return sendProblem(reply, 422, 'Some fields are not valid', { code: 'validation_failed', errors: validation.errors });
      // Someone else's result answers as an unknown one: ids are public, ownership is not.
      const result = await setShownToCompanies(app.db, request.params.id.toLowerCase(), request.user!.id, validation.shownToCompanies);
      if (!result) return sendProblem(reply, 404, `No test result ${request.params.id} of yours`, { code: 'result_not_found' });
      return noStore(reply).type(JSON_LD_CONTENT_TYPE).send(resultIds(result));
    },
  );

  app.post<{ Params: { guid: string } }>(
    '/results/:guid/claim',
    {
      onRequest: [app.requireUser, app.verifyCsrf],
      schema: {
        params: uuidParams('guid'),
        response: { 200: resultSchema, 400: problemRef, 401: problemRef, 403: problemRef, 404: problemRef, 409: problemRef },
      },
    },
    async (request, reply) => {
      const outcome = await claimAttempt(app.db, request.params.guid.toLowerCase(), request.user!.id, app.clock());
      if (outcome.kind === 'not_found') return sendProblem(reply, 404, 'No test result to claim with this guid', { code: 'result_not_found' });
      if (outcome.kind === 'already_claimed') {
        return sendProblem(reply, 409, 'This test result already belongs to an account', { code: 'result_already_claimed' });
      }
      return noStore(reply).type(JSON_LD_CONTENT_TYPE).send(resultIds(outcome.result));
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/:slug',
    { schema: { params: slugParams, response: { 200: testSchema, 400: problemRef, 404: problemRef } } },
    async (request, reply) => {
      const test = await findTest(app.db, request.params.slug);
      if (!test) return sendProblem(reply, 404, `No test ${request.params.slug}`, { code: 'test_not_found' });
      return reply.type(JSON_LD_CONTENT_TYPE).send(withIds(test));
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/:slug/statistics',
    { schema: { params: slugParams, response: { 200: statisticsSchema, 400: problemRef, 404: problemRef } } },
    async (request, reply) => {
      const [item] = await testStatistics(app.db, request.params.slug);
      if (!item) return sendProblem(reply, 404, `No test ${request.params.slug}`, { code: 'test_not_found' });
      return reply.type(JSON_LD_CONTENT_TYPE).send({ '@id': `/api/tests/${item.slug}/statistics`, '@type': 'TestStatistics', ...item });
    },
  );

  app.post<{ Params: { slug: string }; Body: { answers: SubmittedAnswer[] } }>(
    '/:slug/attempts',
    {
      // Visitors may submit too; the session only decides who owns the attempt.
      onRequest: [app.loadSession, app.verifyCsrf],
      schema: {
        params: slugParams,
        body: {
          type: 'object',
          required: ['answers'],
          additionalProperties: false,
          properties: {
            _csrf: { type: 'string' },
            answers: {
              type: 'array',
              maxItems: 200,
              items: {
                type: 'object',
                required: ['question', 'options'],
                additionalProperties: false,
                properties: {
                  question: { type: 'integer', minimum: 1, maximum: 2147483647 },
                  options: { type: 'array', maxItems: 50, items: { type: 'integer', minimum: 1, maximum: 2147483647 } },
                },
              },
            },
          },
        },
        response: { 201: resultSchema, 400: problemRef, 403: problemRef, 404: problemRef, 422: problemRef, 429: problemRef },
      },
    },
    async (request, reply) => {
      // Every submission past the CSRF and shape checks counts, refused ones too: made-up attempts
      // would skew the statistics and everyone's percentile.
      const hit = await app.throttle.hit(`test-attempt:ip:${request.ip}`, TEST_ATTEMPTS_PER_IP);
      if (!hit.allowed) {
        reply.header('Retry-After', String(hit.retryAfterSeconds));
        return sendProblem(reply, 429, 'Too many test attempts from this address; try again later', { code: 'too_many_attempts' });
      }
      const outcome = await submitAttempt(app.db, {
        slug: request.params.slug,
        answers: request.body.answers,
        userId: request.user?.id ?? null,
        now: app.clock(),
      });
      if (outcome.kind === 'not_found') return sendProblem(reply, 404, `No test ${request.params.slug}`, { code: 'test_not_found' });
      if (outcome.kind === 'invalid') {
        return sendProblem(reply, 422, 'The answers do not match the test', { code: 'validation_failed', errors: outcome.errors });
      }
      return noStore(reply)
        .code(201)
        .type(JSON_LD_CONTENT_TYPE)
        .send({ ...resultIds(outcome.result), ...(outcome.guid === null ? {} : { guid: outcome.guid }) });
    },
  );
}
