/**
 * `GET /api/tests/results/{id}` (api/TESTS.md): a result as its public share link shows it. 404
 * (and 400, an id that is no UUID) is an answer, not a failure: returned as a value and never
 * retried; anything else throws and react-query retries it. Read by the result page and by the
 * visitor's "finished" page.
 */
import { api } from '@raketa/shared';
import type { SkillTestResult as SkillTestResultShape } from '@raketa/shared/learning';
import { useQuery } from '@tanstack/react-query';
import { create } from 'superstruct';
import { SkillTestResult } from './skill-test-structs';

export type ResultAnswer = { kind: 'found'; result: SkillTestResultShape } | { kind: 'missing' };

export async function getTestResult(id: string): Promise<ResultAnswer> {
  const response = await api.coreApi.get(`api/tests/results/${encodeURIComponent(id)}`, { throwHttpErrors: false });
  if (response.status === 404 || response.status === 400) return { kind: 'missing' };
  if (!response.ok) throw new Error(`GET api/tests/results/${id} answered ${response.status}`);
  return { kind: 'found', result: create(await response.json(), SkillTestResult) };
}

export const testResultQueryKey = (id: string) => ['testResult', id] as const;

export const useTestResult = (id: string | null) =>
  useQuery({ queryKey: testResultQueryKey(id ?? ''), queryFn: () => getTestResult(id!), enabled: id !== null });
