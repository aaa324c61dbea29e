// Server-only: fixed-window rate limits kept in the database, so every API instance counts
// against the same numbers. Decorated on the app as `throttle`.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db';

export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

export interface ThrottleHit {
  key: string;
  windowStart: Date;
  hits: number;
  allowed: boolean;
  /** Whole seconds until the window ends (at least 1), for `Retry-After`. */
  retryAfterSeconds: number;
}

/** Expired windows are swept once every this many hits (per instance). */
const SWEEP_EVERY = 200;

export function createThrottle(db: Queryable, clock: () => Date) {
  let hitsSinceSweep = 0;

  return {
    /** Counts one attempt under `key` (atomically, across instances) and says whether it is within the rule. */
    async hit(key: string, rule: ThrottleRule): Promise<ThrottleHit> {
      const now = clock().getTime();
      const windowStart = new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
      const windowEnd = windowStart.getTime() + rule.windowMs;
      const { rows } = await db.query<{ hits: number }>(
        `insert into throttle_counters (key, window_start, hits, expires_at)
         values ($1, $2::timestamptz, 1, $3::timestamptz)
         on conflict (key, window_start) do update set hits = throttle_counters.hits + 1
         returning hits`,
        [key, windowStart.toISOString(), new Date(windowEnd).toISOString()],
      );
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= SWEEP_EVERY) {
        hitsSinceSweep = 0;
        await db.query('delete from throttle_counters where expires_at < $1::timestamptz', [new Date(now).toISOString()]);
      }
      const hits = rows[0]!.hits;
      return {
        key,
        windowStart,
        hits,
        allowed: hits <= rule.limit,
        retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)),
      };
    },

    /** Gives back the attempt `hit` counted (a successful sign-in does not use up the allowance). */
    async refund(hit: ThrottleHit): Promise<void> {
      await db.query(
        `update throttle_counters set hits = greatest(hits - 1, 0)
         where key = $1 and window_start = $2::timestamptz`,
        [hit.key, hit.windowStart.toISOString()],
      );
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
