import { SESSION_QUERY_KEY, type SessionState } from '@raketa/shared';
import type { QueryClient } from '@tanstack/react-query';

/**
 * A session that started without a page load (the login dialog): the new session goes into the
 * page's one session entry, so the shell's header and every remote reading it update at once, and
 * every other query is invalidated, as each may answer differently for a signed-in user. That
 * includes queries the auth remote cannot name, such as the jobs remote's viewer marks (saved and
 * applied jobs, followed companies), which other remotes key by the user and refetch anyway.
 */
export function refreshSignedInQueries(queryClient: QueryClient, session: SessionState): Promise<void> {
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
}
