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

// One statement for every key of an attempt (a data-modifying CTE per key): the row lock of `on
// conflict do update` orders concurrent hits on one key (on any instance), each seeing the attempts
// the previous one left; keys are taken in sorted order, so two statements never wait on each other
// crosswise. Every SET expression reads the old row.
function hitSql(count: number): string {
  const ctes = Array.from({ length: count }, (_, index) => {
    const p = (n: number) => `$${index * 5 + n}`;
    const inWindow = `from unnest(t.attempts) a where a > ${p(3)}::timestamptz`;
    return `h${index} as (
      insert into throttle_counters as t (key, attempts, last_allowed, expires_at)
      values (${p(1)}, array[${p(2)}::timestamptz], true, ${p(4)}::timestamptz)
      on conflict (key) do update set
        attempts = array(select a ${inWindow} order by a)
          || case when (select count(*) ${inWindow}) < ${p(5)}::int then array[${p(2)}::timestamptz] else '{}'::timestamptz[] end,
        last_allowed = (select count(*) ${inWindow}) < ${p(5)}::int,
        expires_at = greatest(t.expires_at, excluded.expires_at)
      returning key, attempts, last_allowed)`;
  });
  const rows = ctes.map((_, index) => `select key, attempts, last_allowed from h${index}`).join(' union all ');
  return `with ${ctes.join(',\n')}
    select key, last_allowed as allowed, cardinality(attempts)::int as hits,
           (select extract(epoch from min(a)) * 1000 from unnest(attempts) a)::float8 as oldest_ms
    from (${rows}) hit`;
}

// Takes out one occurrence of each attempt's time (a parallel hit may have logged the same one).
function refundSql(count: number): string {
  const values = Array.from({ length: count }, (_, index) => `($${index * 2 + 1}, $${index * 2 + 2}::timestamptz)`).join(', ');
  return `update throttle_counters t
    set attempts = t.attempts[:array_position(t.attempts, r.at) - 1] || t.attempts[array_position(t.attempts, r.at) + 1:]
    from (values ${values}) as r(key, at)
    where t.key = r.key and array_position(t.attempts, r.at) is not null`;
}

export function createThrottle(db: Queryable, clock: () => Date) {
  let hitsSinceSweep = 0;

  const throttle = {
    /**
     * Counts one attempt under each key (atomically, across instances) where it is within that
     * key's rule, and says for each whether it was; in the order given. Keys must differ.
     */
    async hitAll(entries: readonly { key: string; rule: ThrottleRule }[]): Promise<ThrottleHit[]> {
      const at = clock();
      const now = at.getTime();
      const sorted = [...entries].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const params = sorted.flatMap(({ key, rule }) => [
        key,
        at.toISOString(),
        new Date(now - rule.windowMs).toISOString(),
        new Date(now + rule.windowMs).toISOString(),
        rule.limit,
      ]);
      const { rows } = await db.query<{ key: string; allowed: boolean; hits: number; oldest_ms: number | null }>(hitSql(sorted.length), params);
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= SWEEP_EVERY) {
        hitsSinceSweep = 0;
        await db.query('delete from throttle_counters where expires_at < $1::timestamptz', [at.toISOString()]);
      }
      return entries.map(({ key, rule }) => {
        const { allowed, hits, oldest_ms: oldest } = rows.find((row) => row.key === key)!;
        const freedAt = (oldest ?? now) + rule.windowMs;
        return { key, at, hits, allowed, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now) / 1000)) };
      });
    },

    /** Counts one attempt under `key` (atomically, across instances) when it is within the rule, and says whether it was. */
    async hit(key: string, rule: ThrottleRule): Promise<ThrottleHit> {
      return (await throttle.hitAll([{ key, rule }]))[0]!;
    },

    /** Gives back the attempts the hits allowed (a successful sign-in, a check that never ran, does not use up the allowance). */
    async refundAll(hits: readonly ThrottleHit[]): Promise<void> {
      const allowed = hits.filter((hit) => hit.allowed);
      if (allowed.length === 0) return;
      await db.query(
        refundSql(allowed.length),
        allowed.flatMap((hit) => [hit.key, hit.at.toISOString()]),
      );
    },

    async refund(hit: ThrottleHit): Promise<void> {
      await throttle.refundAll([hit]);
    },
  };
  return throttle;
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
