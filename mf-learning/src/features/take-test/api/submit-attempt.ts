/**
 * `POST /api/tests/{slug}/attempts` (api/TESTS.md) with the CSRF header. Every outcome comes back as
 * a value: the page shows each one and keeps the answers for another try.
 */
import { problemOf, sendWithCsrf } from '@raketa/shared';
import type { SkillTestAnswer, SkillTestResult as SkillTestResultShape } from '@raketa/shared/learning';
import { create } from 'superstruct';
import { SkillTestResult } from '../../../api/skill-test-structs';

export type SubmitOutcome =
  | { kind: 'scored'; result: SkillTestResultShape }
  /** 422: which questions the API refused (`field` is `answers.{questionId}`). */
  | { kind: 'invalid'; questionIds: number[] }
  /** 404: the test is gone. */
  | { kind: 'missing' }
  /** 429: too many submissions from this network; whole minutes until the next is taken (null: unknown). */
  | { kind: 'throttled'; minutes: number | null }
  /** Network failure, CSRF refusal, server error: worth another try. */
  | { kind: 'failed' };

export async function submitAttempt(slug: string, answers: SkillTestAnswer[]): Promise<SubmitOutcome> {
  try {
    const response = await sendWithCsrf('post', `api/tests/${slug}/attempts`, { json: { answers } });
    if (response.status === 201) return { kind: 'scored', result: create(await response.json(), SkillTestResult) };
    if (response.status === 404) return { kind: 'missing' };
    if (response.status === 429) {
      const seconds = Number(response.headers.get('retry-after'));
      return { kind: 'throttled', minutes: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : null };
    }
    if (response.status === 422) {
      const { errors = [] } = await problemOf(response);
      const questionIds = errors.map((error) => Number(/^answers\.(\d+)$/.exec(error.field)?.[1])).filter((id) => Number.isSafeInteger(id));
      return { kind: 'invalid', questionIds: [...new Set(questionIds)] };
    }
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
