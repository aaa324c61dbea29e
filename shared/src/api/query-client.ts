import { MutationCache, QueryClient } from '@tanstack/react-query';
import { showGenericError } from '../errors/generic-error';

// Spec section 9: stale 5 s, 3 retries with backoff 1000 ms * 2^attempt capped at 30 s, gc after 5 minutes.
export const QUERY_DEFAULTS = {
  staleTime: 5_000,
  retry: 3,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
  gcTime: 5 * 60_000,
} as const;

/** Mutation meta: `handlesErrors: true` when the caller shows the failure itself (a field error). */
export interface RaketaMutationMeta extends Record<string, unknown> {
  handlesErrors?: boolean;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { ...QUERY_DEFAULTS } },
    // A failed action the page does not handle itself still tells the user (spec section 8).
    mutationCache: new MutationCache({
      onError: (_error, _variables, _context, mutation) => {
        if (!(mutation.meta as RaketaMutationMeta | undefined)?.handlesErrors) showGenericError();
      },
    }),
  });
}
