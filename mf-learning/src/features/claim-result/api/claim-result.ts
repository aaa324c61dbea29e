/**
 * `POST /api/tests/results/{guid}/claim` (api/TESTS.md) with the CSRF header: a visitor's result
 * becomes the signed-in user's. Every outcome is a value; only a failure (network, server) is
 * worth retrying.
 */
import { sendWithCsrf } from '@raketa/shared';
import type { SkillTestResult as SkillTestResultShape } from '@raketa/shared/learning';
import { create } from 'superstruct';
import { SkillTestResult } from '../../../api/skill-test-structs';

export type ClaimOutcome =
  | { kind: 'claimed'; result: SkillTestResultShape }
  /** 409: already saved to an account (this one or another). */
  | { kind: 'alreadyClaimed' }
  /** 404: no result with this guid. */
  | { kind: 'missing' }
  /** 401: the session ended before the claim. */
  | { kind: 'signedOut' }
  | { kind: 'failed' };

export async function claimResult(guid: string): Promise<ClaimOutcome> {
  try {
    const response = await sendWithCsrf('post', `api/tests/results/${encodeURIComponent(guid)}/claim`);
    if (response.ok) return { kind: 'claimed', result: create(await response.json(), SkillTestResult) };
    if (response.status === 409) return { kind: 'alreadyClaimed' };
    if (response.status === 404 || response.status === 400) return { kind: 'missing' };
    if (response.status === 401) return { kind: 'signedOut' };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
