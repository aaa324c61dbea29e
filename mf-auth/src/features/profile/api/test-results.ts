/**
 * The signed-in user's test results and, per result, their choice of showing it to companies when
 * they apply (api/TESTS.md, "Sharing with companies"). The choice is saved optimistically: the
 * switch moves at once and moves back, with an error toast, when the API refuses.
 */
import { api, sendWithCsrf, type HydraCollection } from '@raketa/shared';
import type { SkillTestResult } from '@raketa/shared/learning';
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';

/** What the profile shows of a result (`GET /api/tests/results` answers more). */
export type OwnTestResult = Pick<SkillTestResult, 'id' | 'test' | 'score' | 'createdAt'> & { shownToCompanies: boolean };
type ResultPages = InfiniteData<HydraCollection<OwnTestResult>>;

/** The API's page size of the user's results. */
export const TEST_RESULTS_PER_PAGE = 20;
export const MY_TEST_RESULTS_KEY = ['test-results', 'mine'] as const;

async function fetchMyTestResults(page: number): Promise<HydraCollection<OwnTestResult>> {
  return api.languageApi.get('api/tests/results', { searchParams: { page }, cache: 'no-store' }).json<HydraCollection<OwnTestResult>>();
}

/** Newest first, 20 at a time ("Show more" asks for the next page). */
export function useMyTestResults() {
  return useInfiniteQuery({
    queryKey: MY_TEST_RESULTS_KEY,
    queryFn: ({ pageParam }) => fetchMyTestResults(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * TEST_RESULTS_PER_PAGE < last['hydra:totalItems'] ? pages.length + 1 : undefined),
  });
}

/** Every loaded result once (a result taken meanwhile can shift one into the next page). */
export function loadedResults(data: ResultPages): OwnTestResult[] {
  const byId = new Map<string, OwnTestResult>();
  for (const result of data.pages.flatMap((page) => page['hydra:member'])) if (!byId.has(result.id)) byId.set(result.id, result);
  return [...byId.values()];
}

export class ShowToCompaniesError extends Error {
  constructor(readonly status: number) {
    super(`PATCH of a test result answered ${status}`);
    this.name = 'ShowToCompaniesError';
  }
}

/** `PATCH /api/tests/results/{id}`: the result as saved; throws on any refusal. */
export async function saveShownToCompanies(id: string, shownToCompanies: boolean): Promise<OwnTestResult> {
  const response = await sendWithCsrf('patch', `api/tests/results/${encodeURIComponent(id)}`, { json: { shownToCompanies } });
  if (!response.ok) throw new ShowToCompaniesError(response.status);
  return (await response.json()) as OwnTestResult;
}

const withShown = (data: ResultPages | undefined, id: string, shown: boolean): ResultPages | undefined =>
  data && {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      'hydra:member': page['hydra:member'].map((result) => (result.id === id ? { ...result, shownToCompanies: shown } : result)),
    })),
  };

/**
 * Sets one result's choice in the cached list at once; on failure puts back that result only (a
 * snapshot of the whole list would also undo other switches saved meanwhile) and calls `onFailed`.
 */
export function useShowToCompanies({ onFailed }: { onFailed: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, shown }: { id: string; shown: boolean }) => saveShownToCompanies(id, shown),
    meta: { handlesErrors: true },
    onMutate: async ({ id, shown }) => {
      await queryClient.cancelQueries({ queryKey: MY_TEST_RESULTS_KEY });
      queryClient.setQueryData<ResultPages>(MY_TEST_RESULTS_KEY, (data) => withShown(data, id, shown));
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<ResultPages>(MY_TEST_RESULTS_KEY, (data) => withShown(data, saved.id, saved.shownToCompanies));
    },
    onError: (_error, { id, shown }) => {
      queryClient.setQueryData<ResultPages>(MY_TEST_RESULTS_KEY, (data) => withShown(data, id, !shown));
      onFailed();
    },
  });
}
