import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { testClock } from '../testing/test-app';
import { createTestDb, testDrivers } from '../testing/test-db';
import { createThrottle } from './throttle';

const RULE = { limit: 5, windowMs: 60_000 };

describe.each(testDrivers)('throttle (sliding window) on %s', (driver) => {
  let db: Db;
  const clock = testClock('2031-01-01T00:00:00.000Z');
  const throttle = () => createThrottle(db, clock.now);
  let keyCounter = 0;
  const freshKey = () => `test:${(keyCounter += 1)}`;

  beforeAll(async () => {
    db = await createTestDb(driver, { migrated: true });
    await migrate(db);
  }, 120_000);
  afterAll(async () => {
    await db.close();
  });

  it('allows 5 in a minute, then refuses until the oldest attempt is a minute old', async () => {
    const key = freshKey();
    clock.set(new Date('2031-01-01T00:10:00.000Z'));
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await throttle().hit(key, RULE)).toMatchObject({ allowed: true, hits: attempt });
      clock.advance(10_000);
    }
    // 00:10:50: the first attempt (00:10:00) frees its place at 00:11:00.
    const refused = await throttle().hit(key, RULE);
    expect(refused).toMatchObject({ allowed: false, hits: 5, retryAfterSeconds: 10 });
    clock.advance(9_999);
    expect((await throttle().hit(key, RULE)).allowed).toBe(false);
    clock.advance(1);
    expect((await throttle().hit(key, RULE)).allowed).toBe(true);
    expect((await throttle().hit(key, RULE)).allowed).toBe(false);
  });

  it('lets no more than the limit through across a fixed-window boundary', async () => {
    const key = freshKey();
    // Five at the end of one minute, then a burst at the start of the next: fixed windows allowed
    // all ten; a sliding window allows none of the second five.
    clock.set(new Date('2031-01-01T00:20:59.500Z'));
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await throttle().hit(key, RULE)).allowed).toBe(true);
    clock.set(new Date('2031-01-01T00:21:00.500Z'));
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await throttle().hit(key, RULE)).allowed).toBe(false);
  });

  it('never allows more than the limit in any minute, whatever the rhythm', async () => {
    const key = freshKey();
    const start = new Date('2031-01-01T00:30:00.000Z').getTime();
    const allowedAt: number[] = [];
    // An attempt every 1 to 13 seconds (a fixed, uneven pattern) for five minutes.
    for (let at = start, step = 0; at < start + 5 * 60_000; step += 1, at += 1_000 * (1 + ((step * 7) % 13))) {
      clock.set(new Date(at));
      if ((await throttle().hit(key, RULE)).allowed) allowedAt.push(at);
    }
    expect(allowedAt.length).toBeGreaterThan(RULE.limit * 3);
    for (const at of allowedAt) {
      expect(allowedAt.filter((other) => other > at - RULE.windowMs && other <= at).length).toBeLessThanOrEqual(RULE.limit);
    }
  });

  it('counts parallel hits one after another (exactly the limit allowed)', async () => {
    const key = freshKey();
    clock.set(new Date('2031-01-01T00:40:00.000Z'));
    const hits = await Promise.all(Array.from({ length: 20 }, () => throttle().hit(key, RULE)));
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(5);
  });

  it('gives back an allowed attempt once (refund), and nothing for a refused one', async () => {
    const key = freshKey();
    clock.set(new Date('2031-01-01T00:50:00.000Z'));
    const first = await throttle().hit(key, RULE);
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      clock.advance(1_000);
      await throttle().hit(key, RULE);
    }
    const refused = await throttle().hit(key, RULE);
    await throttle().refund(refused);
    expect((await throttle().hit(key, RULE)).allowed).toBe(false);
    await throttle().refund(first);
    // Its time is no longer logged: a second refund takes nothing else away.
    await throttle().refund(first);
    expect((await throttle().hit(key, RULE)).allowed).toBe(true);
    expect((await throttle().hit(key, RULE)).allowed).toBe(false);
  });

  it('counts several keys in one statement, each by its own rule, and refunds them together', async () => {
    const [a, b] = [freshKey(), freshKey()];
    clock.set(new Date('2031-01-01T01:10:00.000Z'));
    const rules = [
      { key: b, rule: { limit: 1, windowMs: 60_000 } },
      { key: a, rule: { limit: 2, windowMs: 3_600_000 } },
    ];
    const first = await throttle().hitAll(rules);
    expect(first.map((hit) => [hit.key, hit.allowed])).toEqual([
      [b, true],
      [a, true],
    ]);
    const second = await throttle().hitAll(rules);
    expect(second.map((hit) => [hit.key, hit.allowed, hit.retryAfterSeconds])).toEqual([
      [b, false, 60],
      [a, true, 3600],
    ]);
    await throttle().refundAll([...first, ...second]);
    expect((await throttle().hitAll(rules)).map((hit) => hit.allowed)).toEqual([true, true]);
  });

  it('keeps a row only until its newest attempt leaves the window', async () => {
    const key = freshKey();
    clock.set(new Date('2031-01-01T01:00:00.000Z'));
    await throttle().hit(key, RULE);
    const { rows } = await db.query<{ expires_at: Date | string }>('select expires_at from throttle_counters where key = $1', [key]);
    expect(new Date(rows[0]!.expires_at).toISOString()).toBe('2031-01-01T01:01:00.000Z');
  });
});
