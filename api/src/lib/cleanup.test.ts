import { buildApp } from '../app';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { createUser } from '../testing/auth';
import { createTestDb, TEST_HASHING, testConfig, testDrivers } from '../testing/test-db';
import { sweepExpired } from './cleanup';
import { CLEANUP_CRON, cleanupJob } from './cleanup-task';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const hash = (n: number) => n.toString(16).padStart(64, '0');

describe.each(testDrivers)('expired-row cleanup on %s', (driver) => {
  let db: Db;
  let userId: number;
  let counter = 0;
  const now = new Date('2031-07-01T12:00:00.000Z');
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

  beforeAll(async () => {
    db = await createTestDb(driver, { migrated: true });
    await migrate(db);
    const app = await buildApp({ config: testConfig(), db, hashing: TEST_HASHING });
    userId = (await createUser(app)).id;
    await app.close();
  });
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    for (const table of ['sessions', 'throttle_counters', 'password_reset_tokens', 'newsletter_unsubscribe_tokens', 'social_sign_in_attempts']) {
      await db.exec(`delete from ${table}`);
    }
  });

  /** Rows named by what they are; `expiry` relative to `now`. */
  const session = (name: string, idle: number, absolute: number) =>
    db
      .query(
        `insert into sessions (id_hash, user_id, created_at, last_seen_at, idle_expires_at, absolute_expires_at)
       values ($1, $2, $3::timestamptz, $3::timestamptz, $4::timestamptz, $5::timestamptz)`,
        [hash((counter += 1)), userId, at(-40 * DAY), at(idle), at(absolute)],
      )
      .then(() => name);
  const counterRow = (key: string, expiry: number) =>
    db.query(`insert into throttle_counters (key, attempts, last_allowed, expires_at) values ($1, array[$2::timestamptz], true, $3::timestamptz)`, [
      key,
      at(expiry - MINUTE),
      at(expiry),
    ]);
  const resetToken = (expiry: number, used: boolean) =>
    db.query(
      `insert into password_reset_tokens (token_hash, user_id, created_at, expires_at, used_at) values ($1, $2, $3::timestamptz, $4::timestamptz, $5)`,
      [hash((counter += 1)), userId, at(expiry - 60 * MINUTE), at(expiry), used ? at(expiry - 30 * MINUTE) : null],
    );
  const unsubscribeToken = (expiry: number) =>
    db.query(
      `insert into newsletter_unsubscribe_tokens (token_hash, user_id, topic, locale, created_at, expires_at) values ($1, $2, null, 'cs', $3::timestamptz, $4::timestamptz)`,
      [hash((counter += 1)), userId, at(expiry - 365 * DAY), at(expiry)],
    );
  const socialAttempt = (expiry: number) =>
    db.query(
      `insert into social_sign_in_attempts (browser_hash, provider, state, code_verifier, nonce, redirect_uri, back, expires_at)
       values ($1, 'google', 's', 'v', 'n', 'http://localhost:3000/connect/google/callback', '/', $2::timestamptz)`,
      [hash((counter += 1)), at(expiry)],
    );
  const count = async (table: string) => (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;

  it('deletes what expired, in batches, and keeps everything still usable', async () => {
    await session('idle expired', -1, 10 * DAY);
    await session('absolute expired', 5 * DAY, 0);
    await session('live', 5 * DAY, 10 * DAY);
    await session('live too', 2 * MINUTE, 2 * DAY);
    for (let i = 0; i < 5; i += 1) await counterRow(`login:ip:${i}`, -i * MINUTE);
    await counterRow('login:ip:live', 30_000);
    await resetToken(-DAY - 1, true); // used, and expired over a day ago
    await resetToken(-DAY - 1, false); // expired over a day ago
    await resetToken(-MINUTE, true); // used an hour ago: still answers "used" for a day
    await resetToken(-MINUTE, false); // just expired: still answers "expired" for a day
    await resetToken(30 * MINUTE, false); // live
    await unsubscribeToken(-1);
    await unsubscribeToken(DAY);
    await socialAttempt(-MINUTE);
    await socialAttempt(5 * MINUTE);

    const deleted = await sweepExpired(db, now, { batchSize: 2 });
    expect(deleted).toEqual({
      sessions: 2,
      throttle_counters: 5,
      password_reset_tokens: 2,
      newsletter_unsubscribe_tokens: 1,
      company_invitations: 0,
      job_alerts: 0,
      webhook_deliveries: 0,
      job_search_changes: 0,
      social_sign_in_attempts: 1,
    });
    expect(await count('sessions')).toBe(2);
    expect((await db.query('select key from throttle_counters')).rows).toEqual([{ key: 'login:ip:live' }]);
    expect(await count('password_reset_tokens')).toBe(3);
    expect(await count('newsletter_unsubscribe_tokens')).toBe(1);
    expect(await count('social_sign_in_attempts')).toBe(1);

    // A day later the recently expired reset links go too, and the session idle since.
    expect(await sweepExpired(db, new Date(now.getTime() + DAY), { batchSize: 2 })).toMatchObject({ password_reset_tokens: 2, sessions: 1 });
  });

  it("deletes the job index's change log a day after it was written", async () => {
    await db.exec('delete from job_search_changes');
    for (const age of [DAY + MINUTE, DAY + 2 * MINUTE, DAY - MINUTE, 0]) {
      await db.query('insert into job_search_changes (job_id, changed_at) values (1, $1::timestamptz)', [at(-age)]);
    }
    expect(await sweepExpired(db, now)).toMatchObject({ job_search_changes: 2 });
    expect(await count('job_search_changes')).toBe(2);
  });

  it('deletes team invitations and their links 30 days after they expired, used or not', async () => {
    const { rows } = await db.query<{ id: number }>(
      `insert into companies (slug, name, short_description_cs, short_description_en, description_cs, description_en, size, type)
       values ($1, 'Firma', '', '', '', '', '1-10', 'early-stage') returning id`,
      [`sweep-${(counter += 1)}`],
    );
    const invitation = async (expiry: number, used: boolean) => {
      const { rows: made } = await db.query<{ id: number }>(
        `insert into company_invitations (company_id, email, locale, created_at, expires_at, accepted_at)
         values ($1, $2, 'cs', $3::timestamptz, $4::timestamptz, $5) returning id`,
        [rows[0]!.id, `i${(counter += 1)}@example.com`, at(expiry - 7 * DAY), at(expiry), used ? at(expiry - DAY) : null],
      );
      await db.query(`insert into company_invitation_tokens (token_hash, invitation_id, created_at) values ($1, $2, $3::timestamptz)`, [
        hash((counter += 1)),
        made[0]!.id,
        at(expiry - 7 * DAY),
      ]);
    };
    await invitation(-30 * DAY - 1, false);
    await invitation(-30 * DAY - 1, true);
    await invitation(-DAY, false); // expired: the owner still sees it
    await invitation(DAY, false); // open
    expect(await sweepExpired(db, now)).toMatchObject({ company_invitations: 2 });
    expect(await count('company_invitations')).toBe(2);
    expect(await count('company_invitation_tokens')).toBe(2);
  });

  it('deletes settled webhook deliveries, with their attempts, 30 days after they were made', async () => {
    const { rows } = await db.query<{ id: number }>(
      `insert into companies (slug, name, short_description_cs, short_description_en, description_cs, description_en, size, type)
       values ($1, 'Firma', '', '', '', '', '1-10', 'early-stage') returning id`,
      [`sweep-${(counter += 1)}`],
    );
    const { rows: endpoints } = await db.query<{ id: number }>(
      `insert into company_webhook_endpoints (company_id, url, events, secret, created_at)
       values ($1, 'https://hooks.example.com/raketa', array['application.received'], 's', $2::timestamptz) returning id`,
      [rows[0]!.id, at(-60 * DAY)],
    );
    const delivery = async (state: string, made: number) => {
      const { rows: made_ } = await db.query<{ id: number }>(
        `insert into webhook_deliveries (endpoint_id, event, event_id, body, state, created_at, give_up_at)
         values ($1, 'application.received', $2, '{"candidate":"Jana"}', $3, $4::timestamptz, $5::timestamptz) returning id`,
        [endpoints[0]!.id, `evt_${(counter += 1)}`, state, at(made), at(made + DAY)],
      );
      await db.query(
        `insert into webhook_delivery_attempts (delivery_id, attempted_at, status_code, duration_ms) values ($1, $2::timestamptz, 200, 5)`,
        [made_[0]!.id, at(made)],
      );
    };
    await delivery('succeeded', -30 * DAY - 1);
    await delivery('failed', -30 * DAY - 1);
    await delivery('pending', -30 * DAY - 1); // still owed to the receiver: never swept
    await delivery('succeeded', -29 * DAY); // recent: the console still shows it
    expect(await sweepExpired(db, now)).toMatchObject({ webhook_deliveries: 2 });
    expect((await db.query('select state from webhook_deliveries order by id')).rows).toEqual([{ state: 'pending' }, { state: 'succeeded' }]);
    expect(await count('webhook_delivery_attempts')).toBe(2);
  });

  it('stops between batches when asked to (a closing app)', async () => {
    for (let i = 0; i < 5; i += 1) await counterRow(`stop:${i}`, -MINUTE);
    let batches = 0;
    const deleted = await sweepExpired(db, now, { batchSize: 2, shouldStop: () => (batches += 1) > 2 });
    expect(deleted).toEqual({ sessions: 0, throttle_counters: 2 });
    expect(await count('throttle_counters')).toBe(3);
  });

  describe('in the API process', () => {
    const waitFor = async (condition: () => Promise<boolean>, timeoutMs = 5000) => {
      const deadline = Date.now() + timeoutMs;
      while (!(await condition())) {
        if (Date.now() > deadline) throw new Error('timed out');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    it('sweeps as a job of the queue, on a 15-minute schedule once the workers run, and not after close', async () => {
      const app = await buildApp({ config: testConfig(), db, hashing: TEST_HASHING, clock: () => now });
      await counterRow('first', -MINUTE);
      await counterRow('later', MINUTE);
      await app.ready();
      await app.queue.startWorkers();
      // pg-boss's cron sends one job per period, however many replicas run it.
      const schedules = await app.queue.boss.getSchedules();
      expect(schedules.filter((schedule) => schedule.name === cleanupJob.name)).toEqual([
        expect.objectContaining({ cron: CLEANUP_CRON, timezone: 'UTC' }),
      ]);
      // What the schedule sends every 15 minutes, sent now: a worker takes it.
      await app.queue.send(cleanupJob, {});
      await waitFor(async () => (await count('throttle_counters')) === 1);

      await app.close();
      await counterRow('after close', -MINUTE);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await count('throttle_counters')).toBe(2);
    });

    it('runs nothing until the workers start (tests, one-off scripts)', async () => {
      const app = await buildApp({ config: testConfig(), db, hashing: TEST_HASHING, clock: () => now });
      await app.ready();
      await counterRow('kept', -MINUTE);
      await app.queue.send(cleanupJob, {});
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await count('throttle_counters')).toBe(1);
      await app.close();
    });
  });
});
