// Server-only: the throttle of code (and re-authentication) attempts: the sign-in limits of issue 4,
// 5 per minute per user+IP and 25 per minute per IP. A six-digit code has a million values, so
// without it a pending session could be walked through them.
import type { FastifyInstance } from 'fastify';
import type { ThrottleHit, ThrottleRule } from '../plugins/throttle';

export const CODE_PER_USER_AND_IP: ThrottleRule = { limit: 5, windowMs: 60_000 };
export const CODE_PER_IP: ThrottleRule = { limit: 25, windowMs: 60_000 };

export type Attempt = { allowed: true; hits: ThrottleHit[] } | { allowed: false; retryAfterSeconds: number };

/** Counts one attempt before the check, so parallel guesses cannot slip past the limit. */
export async function countAttempt(app: FastifyInstance, userId: number, ip: string): Promise<Attempt> {
  const hits = await Promise.all([
    app.throttle.hit(`two-factor:user-ip:${userId}:${ip}`, CODE_PER_USER_AND_IP),
    app.throttle.hit(`two-factor:ip:${ip}`, CODE_PER_IP),
  ]);
  const blocked = hits.filter((hit) => !hit.allowed);
  if (blocked.length > 0) return { allowed: false, retryAfterSeconds: Math.max(...blocked.map((hit) => hit.retryAfterSeconds)) };
  return { allowed: true, hits };
}

/** A successful attempt does not use up the allowance (as at sign-in). */
export async function refundAttempt(app: FastifyInstance, attempt: Attempt): Promise<void> {
  if (attempt.allowed) await Promise.all(attempt.hits.map((hit) => app.throttle.refund(hit)));
}
