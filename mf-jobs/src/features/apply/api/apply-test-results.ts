/**
 * The signed-in candidate's test results for the apply form (api/TESTS.md, "Sharing with
 * companies"): those an application would carry (the newest of each test they show to companies),
 * and, when there is none, whether they have results at all (then the form points to the profile,
 * where they choose). A visitor asks nothing.
 */
import { api, hydraCollection } from '@raketa/shared';
import { useQuery } from '@tanstack/react-query';
import { create, number, string, type, type Infer } from 'superstruct';

// `type()` ignores the rest of each result.
const SharedTestResult = type({
  id: string(),
  test: type({ slug: string(), title: type({ cs: string(), en: string() }) }),
  score: number(),
});
export type SharedTestResult = Infer<typeof SharedTestResult>;
const SharedTestResults = hydraCollection(SharedTestResult);

/** Per user, like the apply profile: another sign-in asks again. */
export const APPLY_TEST_RESULTS_KEY = ['apply-test-results'] as const;

async function fetchSharedResults(): Promise<SharedTestResult[]> {
  const answer = await api.languageApi.get('api/tests/results/shown-to-companies', { cache: 'no-store' }).json();
  return create(answer, SharedTestResults)['hydra:member'];
}

async function fetchHasResults(): Promise<boolean> {
  const answer = await api.languageApi.get('api/tests/results', { searchParams: { page: 1 }, cache: 'no-store' }).json();
  return create(answer, hydraCollection(type({})))['hydra:totalItems'] > 0;
}

/** The results an application of `userId` would carry now; nothing for a visitor (`null`). */
export function useSharedTestResults(userId: number | null) {
  return useQuery({
    queryKey: [...APPLY_TEST_RESULTS_KEY, 'shown', userId],
    queryFn: fetchSharedResults,
    enabled: userId !== null,
    // The form works without it: one retry, not the default backoff.
    retry: 1,
  });
}

/** Whether `userId` has any test result; asked only when `enabled` (none is shown to companies). */
export function useHasTestResults(userId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: [...APPLY_TEST_RESULTS_KEY, 'any', userId],
    queryFn: fetchHasResults,
    enabled: userId !== null && enabled,
    retry: 1,
  });
}
