// Server-only: sliding-window rate limits kept in the database, so every API instance counts
// against the same numbers. Decorated on the app as `throttle`.
//
// A sliding log: each key keeps the times of the attempts it allowed in the last `windowMs`, and
// allows one more only while there are fewer than `limit`. Unlike fixed windows (which let a limit
// of 5 through twice across a window boundary), no `windowMs`-long stretch ever holds more than
// `limit` allowed attempts. Refused attempts are not logged, so a row holds at most `limit` times.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db';

export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

export interface ThrottleHit {
  key: string;
  /** When the attempt was counted (what `refund` takes back). */
  at: Date;
  /** Allowed attempts within the window, this one included when allowed. */
  hits: number;
  allowed: boolean;
  /** Whole seconds until the oldest logged attempt leaves the window (at least 1), for `Retry-After`. */
  retryAfterSeconds: number;
}

/** Expired rows are swept once every this many hits (per instance). */
const SWEEP_EVERY = 200;

// One statement, so the row lock of `on conflict do update` orders concurrent hits on one key (on
// any instance): each sees the attempts the previous one left. Every SET expression reads the old row.
const HIT_SQL = `
  with hit as (
    insert into throttle_counters as t (key, attempts, last_allowed, expires_at)
    values ($1, array[$2::timestamptz], true, $4::timestamptz)
    on conflict (key) do update set
      attempts = array(select a from unnest(t.attempts) a where a > $3::timestamptz order by a)
        || case when (select count(*) from unnest(t.attempts) a where a > $3::timestamptz) < $5::int
             then array[$2::timestamptz] else '{}'::timestamptz[] end,
      last_allowed = (select count(*) from unnest(t.attempts) a where a > $3::timestamptz) < $5::int,
      expires_at = greatest(t.expires_at, excluded.expires_at)
    returning attempts, last_allowed
  )
  select last_allowed as allowed, cardinality(attempts)::int as hits,
         (select extract(epoch from min(a)) * 1000 from unnest(attempts) a)::float8 as oldest_ms
  from hit`;

// Takes out one occurrence of the attempt's time (a parallel hit may have logged the same one).
const REFUND_SQL = `
  update throttle_counters
  set attempts = attempts[:array_position(attempts, $2::timestamptz) - 1] || attempts[array_position(attempts, $2::timestamptz) + 1:]
  where key = $1 and array_position(attempts, $2::timestamptz) is not null`;

export function createThrottle(db: Queryable, clock: () => Date) {
  let hitsSinceSweep = 0;

  return {
    /** Counts one attempt under `key` (atomically, across instances) when it is within the rule, and says whether it was. */
    async hit(key: string, rule: ThrottleRule): Promise<ThrottleHit> {
      const at = clock();
      const now = at.getTime();
      const { rows } = await db.query<{ allowed: boolean; hits: number; oldest_ms: number | null }>(HIT_SQL, [
        key,
        at.toISOString(),
        new Date(now - rule.windowMs).toISOString(),
        new Date(now + rule.windowMs).toISOString(),
        rule.limit,
      ]);
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= SWEEP_EVERY) {
        hitsSinceSweep = 0;
        await db.query('delete from throttle_counters where expires_at < $1::timestamptz', [at.toISOString()]);
      }
      const { allowed, hits, oldest_ms: oldest } = rows[0]!;
      const freedAt = (oldest ?? now) + rule.windowMs;
      return { key, at, hits, allowed, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now) / 1000)) };
    },

    /** Gives back an attempt `hit` allowed (a successful sign-in, a check that never ran, does not use up the allowance). */
    async refund(hit: ThrottleHit): Promise<void> {
      if (!hit.allowed) return;
      await db.query(REFUND_SQL, [hit.key, hit.at.toISOString()]);
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;

declare module 'fastify' {
  interface FastifyInstance {
    throttle: Throttle;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('throttle', createThrottle(app.db, app.clock));
  },
  { name: 'throttle', decorators: { fastify: ['db', 'clock'] } },
);
