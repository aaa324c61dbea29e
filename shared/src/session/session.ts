/**
 * Who is signed in, as the API says (`GET /api/me`, see api/AUTH.md). One react-query
 * cache entry for the page: the shell's header and every remote read the same one,
 * and sign-in, sign-up and sign-out invalidate it with the rest of the cached data.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/clients';

export interface SessionUser {
  id: number;
  type: 'candidate' | 'company';
  name: string;
  email: string;
  createdAt: string;
}

export const SESSION_QUERY_KEY = ['session'] as const;

export async function fetchSessionUser(): Promise<SessionUser | null> {
  const { user } = await api.languageApi.get('api/me', { cache: 'no-store' }).json<{ user: SessionUser | null }>();
  return user;
}

/** The signed-in user (`data` null when signed out; undefined while unknown). */
export function useSessionUser() {
  return useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSessionUser, staleTime: 60_000 });
}
