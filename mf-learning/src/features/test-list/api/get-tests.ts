/**
 * The test list's data (api/TESTS.md): every test (`GET /api/tests`, one page), and for a signed-in
 * candidate the newest page of their own results (`GET /api/tests/results`), reduced to the latest
 * result per test.
 */
import { api } from '@raketa/shared';
import type { SkillTestResult } from '@raketa/shared/learning';
import { useQuery } from '@tanstack/react-query';
import { create } from 'superstruct';
import { SkillTestList, SkillTestResultList } from '../../../api/skill-test-structs';

export const useTests = () =>
  useQuery({
    queryKey: ['skillTests'] as const,
    queryFn: async () => create(await api.coreApi.get('api/tests').json(), SkillTestList)['hydra:member'],
  });

/** The latest result per test slug; results come newest first, so the first of each slug wins. */
export function latestBySlug(results: SkillTestResult[]): Map<string, SkillTestResult> {
  const latest = new Map<string, SkillTestResult>();
  for (const result of results) if (!latest.has(result.test.slug)) latest.set(result.test.slug, result);
  return latest;
}

export const useMyLatestResults = (enabled: boolean) =>
  useQuery({
    queryKey: ['myTestResults', 1] as const,
    queryFn: async () =>
      latestBySlug(create(await api.coreApi.get('api/tests/results', { cache: 'no-store' }).json(), SkillTestResultList)['hydra:member']),
    enabled,
  });
