import { QueryClient } from '@tanstack/react-query';

// Spec section 9: stale 5 s, 3 retries with backoff 1000 ms * 2^attempt capped at 30 s, gc after 5 minutes.
export const QUERY_DEFAULTS = {
  staleTime: 5_000,
  retry: 3,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
  gcTime: 5 * 60_000,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });
}
