/**
 * `GET /api/tests/{slug}` (api/TESTS.md): a test with its questions (no correctness), or nothing
 * (404, or 400 for a slug the API does not accept). Those are answers, returned as values and never
 * retried; anything else throws and react-query retries it.
 */
import { api } from '@raketa/shared';
import type { SkillTest as SkillTestShape } from '@raketa/shared/learning';
import { useQuery } from '@tanstack/react-query';
import { create } from 'superstruct';
import { SkillTest } from '../../../api/skill-test-structs';

export type TestAnswer = { kind: 'found'; test: SkillTestShape } | { kind: 'missing' };

/** The API's slug rule: lower-case words joined by single hyphens. */
export const isTestSlug = (slug: string | undefined): slug is string =>
  slug !== undefined && slug.length <= 100 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug);

export async function getTest(slug: string): Promise<TestAnswer> {
  const response = await api.coreApi.get(`api/tests/${slug}`, { throwHttpErrors: false });
  if (response.status === 404 || response.status === 400) return { kind: 'missing' };
  if (!response.ok) throw new Error(`GET api/tests/${slug} answered ${response.status}`);
  const test = create(await response.json(), SkillTest);
  // Positions order the questions; the API sends them in order, this keeps it so if it ever does not.
  return { kind: 'found', test: { ...test, questionList: [...test.questionList].sort((a, b) => a.position - b.position) } };
}

// Not refetched on focus: the questions must not change under a candidate in the middle of the test.
export const useTest = (slug: string) =>
  useQuery({ queryKey: ['skillTest', slug] as const, queryFn: () => getTest(slug), staleTime: Infinity, refetchOnWindowFocus: false });
