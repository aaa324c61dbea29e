import { MutationCache, QueryClient } from '@tanstack/react-query';
import { showGenericError } from '../errors/generic-error';

// Spec section 9: stale 5 s, gc after 5 minutes. No retries here: the API clients are the one retry
// layer (GET_ATTEMPTS in clients.ts); retrying here as well multiplied the requests of a failing GET.
export const QUERY_DEFAULTS = {
  staleTime: 5_000,
  retry: false,
  gcTime: 5 * 60_000,
} as const;

/** Mutation meta: `handlesErrors: true` when the caller shows the failure itself (a field error). */
export interface RaketaMutationMeta extends Record<string, unknown> {
  handlesErrors?: boolean;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { ...QUERY_DEFAULTS }, mutations: { retry: false } },
    // A failed action the page does not handle itself still tells the user (spec section 8).
    mutationCache: new MutationCache({
      onError: (_error, _variables, _context, mutation) => {
        if (!(mutation.meta as RaketaMutationMeta | undefined)?.handlesErrors) showGenericError();
      },
    }),
  });
}
