import { cookieHeader, csrfToken, signedInUser, SITE } from '../../../testing/auth';
import type { TestContext } from '../../../testing/test-db';
import { createTestApp, testDrivers } from '../../../testing/test-db';
import { seedSkillTests } from '../../../skill-tests/seed';
import { TEST_ATTEMPTS_PER_IP } from '../../../skill-tests/skill-tests';
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
    {
      topic: 'alpha',
      cs: 'Otázka 1',
      en: 'Question 1',
      options: [
        { cs: 'A', en: 'A' },
        { cs: 'B', en: 'B', correct: true },
        { cs: 'C', en: 'C' },
      ],
    },
    {
      topic: 'alpha',
      cs: 'Otázka 2',
      en: 'Question 2',
      options: [
        { cs: 'A', en: 'A', correct: true },
        { cs: 'B', en: 'B' },
        { cs: 'C', en: 'C', correct: true },
      ],
    },
    {
      topic: 'beta',
      cs: 'Otázka 3',
      en: 'Question 3',
      options: [
        { cs: 'A', en: 'A', correct: true },
        { cs: 'B', en: 'B' },
      ],
    },
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
  // Each submission from its own client address unless a test names one, so the per-IP limit stays out of the way.
  let submitCounter = 0;
  const freshIp = () => `10.41.${Math.floor(submitCounter / 200)}.${((submitCounter += 1) % 200) + 1}`;

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

  interface SendOptions {
    session?: string;
    csrf?: boolean;
    ip?: string;
  }
  const send = async (method: 'POST' | 'PATCH', url: string, body: unknown, options: SendOptions = {}) => {
    const token = await csrfToken(ctx.app);
    return ctx.app.inject({
      method,
      url,
      headers: {
        origin: SITE,
        cookie: cookieHeader({ raketa_session: options.session, raketa_csrf: token }),
        'x-forwarded-for': options.ip ?? freshIp(),
        ...((options.csrf ?? true) ? { 'x-csrf-token': token } : {}),
      },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  };
  const post = (url: string, body: unknown, options: SendOptions = {}) => send('POST', url, body, options);
  const submit = (answers: unknown, options: SendOptions = {}) => post('/api/tests/fixture-test/attempts', { answers }, options);
  const patchResult = (id: string, body: unknown, options: SendOptions = {}) => send('PATCH', `/api/tests/results/${id}`, body, options);
  const getAs = (url: string, session?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: session ? { cookie: cookieHeader({ raketa_session: session }) } : {} });

  // Runs first, while the test has no attempts: a lone attempt read "as good as or better than 100 %".
  it('compares a result with the other attempts only: none for a lone one, and only those below it count', async () => {
    const percentileOf = async (id: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/tests/results/${id}` })).json<{ percentile: number | null }>().percentile;
    const first = (await submit(allRight())).json<{ id: string; percentile: number | null }>();
    expect(first.percentile).toBeNull();
    const none = (await submit([pick(0, 0), pick(1, 1), pick(2, 1)])).json<{ id: string; score: number; percentile: number | null }>();
    expect(none).toMatchObject({ score: 0, percentile: 0 });
    const third = (await submit([pick(0, 1), pick(1, 1), pick(2, 1)])).json<{ id: string; score: number; percentile: number | null }>();
    // Better than the 0 %, not the 100 %: one of the two others.
    expect(third).toMatchObject({ score: 33, percentile: 50 });
    expect(await percentileOf(first.id)).toBe(100);
    expect(await percentileOf(none.id)).toBe(0);
    // An equal score is not a worse one.
    const again = (await submit([pick(0, 1), pick(1, 1), pick(2, 1)])).json<{ percentile: number | null }>();
    expect(again.percentile).toBe(33);
  });

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

  it('reads a result publicly with a percentile against the other attempts of the test', async () => {
    const { id, guid } = (await submit(allRight())).json<{ id: string; guid: string }>();
    const response = await ctx.app.inject({ method: 'GET', url: `/api/tests/results/${id}` });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ id, score: 100, test: { slug: 'fixture-test' } });
    // Share view: neither the claim secret nor anyone's data.
    expect(result.guid).toBeUndefined();
    expect(response.body).not.toContain(guid);

    const { rows } = await ctx.db.query<{ below: number; all: number }>(
      `select count(*) filter (where score < 33)::int as below, count(*)::int as "all" from test_attempts`,
    );
    const low = (await submit([pick(0, 1), pick(1, 0), pick(2, 1)])).json();
    expect(low.percentile).toBe(Math.floor((100 * rows[0]!.below) / rows[0]!.all));
    const others = await ctx.db.query<{ below: number; all: number }>(
      `select count(*) filter (where score < 100)::int as below, count(*)::int as "all" from test_attempts where id <> $1`,
      [id],
    );
    expect((await ctx.app.inject({ method: 'GET', url: `/api/tests/results/${id}` })).json().percentile).toBe(
      Math.floor((100 * others.rows[0]!.below) / others.rows[0]!.all),
    );
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

    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/tests/results',
      headers: { cookie: cookieHeader({ raketa_session: owner.session }) },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()['hydra:totalItems']).toBe(2);
    expect(mine.json()['hydra:member'].map((result: { id: string }) => result.id)).toEqual(expect.arrayContaining([visitor.id, own.json().id]));
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: '/api/tests/results',
      headers: { cookie: cookieHeader({ raketa_session: intruder.session }) },
    });
    expect(theirs.json()['hydra:totalItems']).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/tests/results' })).statusCode).toBe(401);
  });

  describe('showing results to companies', () => {
    it('lets the owner flag a result (PATCH), and nobody else; the list carries the flag, the share view does not', async () => {
      const owner = await signedIn();
      const other = await signedIn();
      const { id } = (await submit(allRight(), { session: owner.session })).json<{ id: string }>();

      const mine = (await getAs('/api/tests/results', owner.session)).json()['hydra:member'];
      expect(mine).toEqual([expect.objectContaining({ id, shownToCompanies: false })]);

      const patched = await patchResult(id, { shownToCompanies: true }, { session: owner.session });
      expect(patched.statusCode).toBe(200);
      expect(patched.headers['content-type']).toContain('application/ld+json');
      expect(patched.json()).toMatchObject({ '@id': `/api/tests/results/${id}`, '@type': 'TestResult', id, score: 100, shownToCompanies: true });
      expect((await getAs('/api/tests/results', owner.session)).json()['hydra:member']).toEqual([
        expect.objectContaining({ id, shownToCompanies: true }),
      ]);
      const { rows } = await ctx.db.query<{ shown_to_companies: boolean }>('select shown_to_companies from test_attempts where id = $1', [id]);
      expect(rows[0]!.shown_to_companies).toBe(true);

      // The public share view: no private data, whatever the flag.
      const shared = await getAs(`/api/tests/results/${id}`);
      expect(shared.statusCode).toBe(200);
      expect(shared.json()).not.toHaveProperty('shownToCompanies');
      expect(shared.body).not.toContain('shownToCompanies');
      expect((await getAs(`/api/tests/results/${id}`, owner.session)).json()).not.toHaveProperty('shownToCompanies');

      // Someone else's result and an unknown one look alike; a visitor is refused; CSRF as everywhere.
      const foreign = await patchResult(id, { shownToCompanies: false }, { session: other.session });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ code: 'result_not_found' });
      expect(
        (await patchResult('00000000-0000-4000-8000-000000000000', { shownToCompanies: true }, { session: owner.session })).json(),
      ).toMatchObject({
        status: 404,
        code: 'result_not_found',
      });
      expect((await patchResult(id, { shownToCompanies: false })).statusCode).toBe(401);
      const forged = await patchResult(id, { shownToCompanies: false }, { session: owner.session, csrf: false });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toMatchObject({ code: 'csrf_token' });
      // None of those changed it.
      expect((await getAs('/api/tests/results', owner.session)).json()['hydra:member'][0].shownToCompanies).toBe(true);

      // A visitor's unclaimed result has no owner to flag it.
      const visitor = (await submit(allRight())).json<{ id: string }>();
      expect((await patchResult(visitor.id, { shownToCompanies: true }, { session: owner.session })).statusCode).toBe(404);

      expect((await patchResult(id, { shownToCompanies: false }, { session: owner.session })).json().shownToCompanies).toBe(false);
    });

    it('takes exactly { shownToCompanies: boolean }: 422 with field errors, 400 for another shape', async () => {
      const owner = await signedIn();
      const { id } = (await submit(allRight(), { session: owner.session })).json<{ id: string }>();
      const cases: [unknown, string[]][] = [
        [{}, ['shownToCompanies:required']],
        [{ shownToCompanies: 'true' }, ['shownToCompanies:invalid_type']],
        [{ shownToCompanies: 1 }, ['shownToCompanies:invalid_type']],
        [{ shownToCompanies: null }, ['shownToCompanies:invalid_type']],
        [{ shownToCompanies: true, score: 100 }, ['score:unknown_field']],
      ];
      for (const [body, errors] of cases) {
        const response = await patchResult(id, body, { session: owner.session });
        expect(response.statusCode).toBe(422);
        expect(response.json().code).toBe('validation_failed');
        expect(response.json().errors.map(({ field, code }: { field: string; code: string }) => `${field}:${code}`)).toEqual(errors);
      }
      expect((await patchResult(id, [true], { session: owner.session })).statusCode).toBe(400);
      expect((await patchResult('not-a-uuid', { shownToCompanies: true }, { session: owner.session })).statusCode).toBe(400);
      const { rows } = await ctx.db.query<{ shown_to_companies: boolean; score: number }>(
        'select shown_to_companies, score from test_attempts where id = $1',
        [id],
      );
      expect(rows[0]).toEqual({ shown_to_companies: false, score: 100 });
    });

    it('lists what an application would carry: the newest flagged result of each test', async () => {
      const owner = await signedIn();
      const ids: string[] = [];
      for (const answers of [allRight(), [pick(0, 1), pick(1, 0), pick(2, 1)], allRight()]) {
        ids.push((await submit(answers, { session: owner.session })).json<{ id: string }>().id);
      }
      // Oldest first (the test clock stands still, so the times are set here).
      for (const [index, id] of ids.entries()) {
        await ctx.db.query('update test_attempts set created_at = $2 where id = $1', [id, new Date(Date.UTC(2026, 2, 1 + index)).toISOString()]);
      }
      const shown = () => getAs('/api/tests/results/shown-to-companies', owner.session);
      expect((await shown()).json()['hydra:member']).toEqual([]);

      await patchResult(ids[0]!, { shownToCompanies: true }, { session: owner.session });
      await patchResult(ids[1]!, { shownToCompanies: true }, { session: owner.session });
      const response = await shown();
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      // The newest flagged one; the newer ids[2] is not flagged.
      expect(response.json()['hydra:member']).toEqual([
        expect.objectContaining({ id: ids[1], score: 33, shownToCompanies: true, test: expect.objectContaining({ slug: 'fixture-test' }) }),
      ]);
      expect(response.json()['hydra:totalItems']).toBe(1);

      await patchResult(ids[2]!, { shownToCompanies: true }, { session: owner.session });
      expect((await shown()).json()['hydra:member'].map((result: { id: string }) => result.id)).toEqual([ids[2]]);
      expect((await getAs('/api/tests/results/shown-to-companies', (await signedIn()).session)).json()['hydra:member']).toEqual([]);
      expect((await getAs('/api/tests/results/shown-to-companies')).statusCode).toBe(401);
    });
  });

  it(`answers 429 after ${TEST_ATTEMPTS_PER_IP.limit} submissions an hour from one address, refused ones counted`, async () => {
    const ip = '10.99.0.1';
    const before = (await ctx.db.query<{ n: number }>('select count(*)::int as n from test_attempts')).rows[0]!.n;
    for (let attempt = 0; attempt < TEST_ATTEMPTS_PER_IP.limit; attempt += 1) {
      // Alternately stored and refused (422): both use up the allowance.
      const response = await submit(attempt % 2 === 0 ? allRight() : [pick(0, 1)], { ip });
      expect(response.statusCode).toBe(attempt % 2 === 0 ? 201 : 422);
    }
    const refused = await submit(allRight(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json()).toMatchObject({ status: 429, code: 'too_many_attempts' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const after = (await ctx.db.query<{ n: number }>('select count(*)::int as n from test_attempts')).rows[0]!.n;
    expect(after - before).toBe(TEST_ATTEMPTS_PER_IP.limit / 2);
    // Another address is not affected.
    expect((await submit(allRight())).statusCode).toBe(201);
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
        const kinds = new Set(
          (await ctx.app.inject({ method: 'GET', url: `/api/tests/${item.slug}` })).json().questionList.map((q: { kind: string }) => q.kind),
        );
        expect(kinds).toEqual(new Set(['single', 'multiple']));
      }
    } finally {
      await ctx.close();
    }
  });
});
