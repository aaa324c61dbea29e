import { cookieHeader, csrfToken, signedInUser, SITE } from '../../../testing/auth';
import type { TestContext } from '../../../testing/test-db';
import { createTestApp, testDrivers } from '../../../testing/test-db';
import { seedSkillTests } from '../../../skill-tests/seed';
import { SEED_TESTS, type SeedTest } from '../../../skill-tests/seed-material';

// A small test with known answers: q1 single (B), q2 multiple (A + C), q3 single (A), two topics.
const FIXTURE: SeedTest = {
  slug: 'fixture-test',
  title: { cs: 'Zkušební test', en: 'Fixture test' },
  description: { cs: 'Popis', en: 'Description' },
  topic: { cs: 'Vývoj', en: 'Development' },
  minutes: 5,
  topics: { alpha: { cs: 'Alfa', en: 'Alpha' }, beta: { cs: 'Beta', en: 'Beta' } },
  questions: [
    { topic: 'alpha', cs: 'Otázka 1', en: 'Question 1', options: [{ cs: 'A', en: 'A' }, { cs: 'B', en: 'B', correct: true }, { cs: 'C', en: 'C' }] },
    {
      topic: 'alpha',
      cs: 'Otázka 2',
      en: 'Question 2',
      options: [{ cs: 'A', en: 'A', correct: true }, { cs: 'B', en: 'B' }, { cs: 'C', en: 'C', correct: true }],
    },
    { topic: 'beta', cs: 'Otázka 3', en: 'Question 3', options: [{ cs: 'A', en: 'A', correct: true }, { cs: 'B', en: 'B' }] },
  ],
};

interface PublicTest {
  questions: number;
  takers: number;
  questionList: { id: number; kind: string; options: { id: number }[] }[];
}

describe.each(testDrivers)('/api/tests on %s', (driver) => {
  let ctx: TestContext;
  let test: PublicTest;
  let ipCounter = 0;
  const signedIn = () => signedInUser(ctx.app, { ip: `10.40.0.${(ipCounter += 1)}` });

  beforeAll(async () => {
    ctx = await createTestApp(driver, { seed: false, clock: () => new Date('2026-04-01T10:00:00.000Z') });
    await seedSkillTests(ctx.db, [FIXTURE]);
    test = (await ctx.app.inject({ method: 'GET', url: '/api/tests/fixture-test' })).json<PublicTest>();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** The option ids of question `q` (0-based) at the given 0-based positions. */
  const pick = (q: number, ...positions: number[]) => ({
    question: test.questionList[q]!.id,
    options: positions.map((position) => test.questionList[q]!.options[position]!.id),
  });
  const allRight = () => [pick(0, 1), pick(1, 0, 2), pick(2, 0)];

  const post = async (url: string, body: unknown, options: { session?: string; csrf?: boolean } = {}) => {
    const token = await csrfToken(ctx.app);
    return ctx.app.inject({
      method: 'POST',
      url,
      headers: {
        origin: SITE,
        cookie: cookieHeader({ raketa_session: options.session, raketa_csrf: token }),
        ...((options.csrf ?? true) ? { 'x-csrf-token': token } : {}),
      },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  };
  const submit = (answers: unknown, options: { session?: string; csrf?: boolean } = {}) =>
    post('/api/tests/fixture-test/attempts', { answers }, options);

  it('lists tests with their length and number of takers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/tests' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/ld+json');
    const body = response.json();
    expect(body['@type']).toBe('hydra:Collection');
    expect((await ctx.app.inject({ method: 'GET', url: body['@context'] })).statusCode).toBe(200);
    expect(body['hydra:member']).toEqual([
      expect.objectContaining({ '@id': '/api/tests/fixture-test', slug: 'fixture-test', minutes: 5, questions: 3, title: FIXTURE.title }),
    ]);
  });

  it('shows a test without leaking which options are correct', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/tests/fixture-test' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/correct/i);
    expect(test.questionList.map((question) => question.kind)).toEqual(['single', 'multiple', 'single']);
    expect(test.questionList[0]!.options).toHaveLength(3);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/tests/nope' })).statusCode).toBe(404);
  });

  it('scores on the server: single, multiple, and partial multiple as wrong, with a topic breakdown', async () => {
    const perfect = await submit(allRight());
    expect(perfect.statusCode).toBe(201);
    expect(perfect.json()).toMatchObject({ score: 100, correct: 3, total: 3 });

    // q2 partially right (only A) counts as wrong; q3 wrong.
    const partial = await submit([pick(0, 1), pick(1, 0), pick(2, 1)]);
    expect(partial.statusCode).toBe(201);
    const body = partial.json();
    expect(body).toMatchObject({ score: 33, correct: 1, total: 3 });
    expect(body.topics).toEqual([
      { topic: 'alpha', label: { cs: 'Alfa', en: 'Alpha' }, correct: 1, total: 2, score: 50 },
      { topic: 'beta', label: { cs: 'Beta', en: 'Beta' }, correct: 0, total: 1, score: 0 },
    ]);
    // Too many options on a multiple-choice question is wrong too.
    expect((await submit([pick(0, 1), pick(1, 0, 1, 2), pick(2, 0)])).json()).toMatchObject({ score: 67 });
  });

  it('refuses malformed answers with field errors', async () => {
    const other = test.questionList[1]!.options[0]!.id;
    const cases: [unknown, string][] = [
      [[{ question: test.questionList[0]!.id, options: [other] }, pick(1, 0, 2), pick(2, 0)], 'unknown_option'],
      [[pick(0, 1), pick(1, 0, 2)], 'required'],
      [[pick(0, 0, 1), pick(1, 0, 2), pick(2, 0)], 'single_choice'],
      [[pick(0, 1), pick(0, 1), pick(1, 0, 2), pick(2, 0)], 'duplicate_question'],
      [[{ question: 999999, options: [1] }, ...allRight()], 'unknown_question'],
      [[pick(0, 1), pick(1), pick(2, 0)], 'required'],
    ];
    for (const [answers, code] of cases) {
      const response = await submit(answers);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ code })]));
    }
    expect((await submit('not a list')).statusCode).toBe(400);
    expect((await post('/api/tests/nope/attempts', { answers: [] })).statusCode).toBe(404);
    expect((await submit(allRight(), { csrf: false })).statusCode).toBe(403);
  });

  it('reads a result publicly with a percentile against all attempts of the test', async () => {
    const { id, guid } = (await submit(allRight())).json<{ id: string; guid: string }>();
    const response = await ctx.app.inject({ method: 'GET', url: `/api/tests/results/${id}` });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ id, score: 100, test: { slug: 'fixture-test' } });
    // Share view: neither the claim secret nor anyone's data.
    expect(result.guid).toBeUndefined();
    expect(response.body).not.toContain(guid);

    const { rows } = await ctx.db.query<{ below: number; all: number }>(
      `select count(*) filter (where score <= 33)::int as below, count(*)::int as "all" from test_attempts`,
    );
    const low = (await submit([pick(0, 1), pick(1, 0), pick(2, 1)])).json();
    expect(low.percentile).toBe(Math.round((100 * (rows[0]!.below + 1)) / (rows[0]!.all + 1)));
    expect((await ctx.app.inject({ method: 'GET', url: `/api/tests/results/${id}` })).json().percentile).toBe(100);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/tests/results/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/tests/results/not-a-uuid' })).statusCode).toBe(400);
  });

  it('lets a signed-in user claim a visitor attempt once, and nobody else', async () => {
    const visitor = (await submit(allRight())).json<{ id: string; guid: string }>();
    expect(visitor.guid).toMatch(/^[0-9a-f-]{36}$/);
    const owner = await signedIn();
    const intruder = await signedIn();

    expect((await post(`/api/tests/results/${visitor.guid}/claim`, undefined)).statusCode).toBe(401);
    expect((await post(`/api/tests/results/${visitor.guid}/claim`, undefined, { session: owner.session, csrf: false })).statusCode).toBe(403);
    // The public id is not the claim secret.
    expect((await post(`/api/tests/results/${visitor.id}/claim`, undefined, { session: owner.session })).statusCode).toBe(404);

    const claimed = await post(`/api/tests/results/${visitor.guid}/claim`, undefined, { session: owner.session });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ id: visitor.id, score: 100 });
    expect((await post(`/api/tests/results/${visitor.guid}/claim`, undefined, { session: owner.session })).statusCode).toBe(409);
    expect((await post(`/api/tests/results/${visitor.guid}/claim`, undefined, { session: intruder.session })).statusCode).toBe(409);
    expect((await post('/api/tests/results/00000000-0000-4000-8000-000000000000/claim', undefined, { session: owner.session })).statusCode).toBe(404);

    const { rows } = await ctx.db.query<{ user_id: number }>('select user_id from test_attempts where id = $1', [visitor.id]);
    expect(rows[0]!.user_id).toBe(owner.user.id);

    // A signed-in taker owns the attempt at once and gets no claim guid.
    const own = await submit(allRight(), { session: owner.session });
    expect(own.json().guid).toBeUndefined();

    const mine = await ctx.app.inject({ method: 'GET', url: '/api/tests/results', headers: { cookie: cookieHeader({ raketa_session: owner.session }) } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()['hydra:totalItems']).toBe(2);
    expect(mine.json()['hydra:member'].map((result: { id: string }) => result.id)).toEqual(expect.arrayContaining([visitor.id, own.json().id]));
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/tests/results', headers: { cookie: cookieHeader({ raketa_session: intruder.session }) } });
    expect(theirs.json()['hydra:totalItems']).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/tests/results' })).statusCode).toBe(401);
  });

  it('aggregates statistics per test: takers, average and 10 % buckets', async () => {
    const { rows } = await ctx.db.query<{ score: number }>('select score from test_attempts');
    const buckets = Array.from({ length: 10 }, () => 0);
    for (const { score } of rows) buckets[Math.min(Math.floor(score / 10), 9)]! += 1;
    const average = Math.round((10 * rows.reduce((sum, row) => sum + row.score, 0)) / rows.length) / 10;

    const one = await ctx.app.inject({ method: 'GET', url: '/api/tests/fixture-test/statistics' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ slug: 'fixture-test', takers: rows.length, distribution: buckets });
    expect(one.json().average).toBeCloseTo(average, 1);
    const all = await ctx.app.inject({ method: 'GET', url: '/api/tests/statistics' });
    expect(all.json()['hydra:member']).toHaveLength(1);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/tests' })).json()['hydra:member'][0].takers).toBe(rows.length);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/tests/nope/statistics' })).statusCode).toBe(404);
  });
});

describe.each(testDrivers)('skill test seed on %s', (driver) => {
  it('seeds the bilingual tests once, each with 8–10 questions of both kinds', async () => {
    const ctx = await createTestApp(driver, { seed: false });
    try {
      expect(await seedSkillTests(ctx.db)).toBe(SEED_TESTS.length);
      expect(await seedSkillTests(ctx.db)).toBe(0);
      const list = (await ctx.app.inject({ method: 'GET', url: '/api/tests' })).json()['hydra:member'];
      expect(list.map((item: { slug: string }) => item.slug)).toEqual(['javascript-basics', 'product-sense', 'work-style']);
      for (const item of list) {
        expect(item.questions).toBeGreaterThanOrEqual(8);
        expect(item.questions).toBeLessThanOrEqual(10);
        const kinds = new Set((await ctx.app.inject({ method: 'GET', url: `/api/tests/${item.slug}` })).json().questionList.map((q: { kind: string }) => q.kind));
        expect(kinds).toEqual(new Set(['single', 'multiple']));
      }
    } finally {
      await ctx.close();
    }
  });
});
