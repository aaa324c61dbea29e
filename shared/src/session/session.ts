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
  /** `admin` may change the price list and switch campaigns (api/COMPANY-PAGES.md). */
  roles: string[];
}

export const SESSION_QUERY_KEY = ['session'] as const;

/** `GET /api/me`: the user, and whether a sign-in waits for its two-factor code (that session signs no one in). */
export interface SessionState {
  user: SessionUser | null;
  twoFactorPending: boolean;
}

/** The answer for a browser without a session cookie: a page rendered for it on the server carries this. */
export const SIGNED_OUT: SessionState = { user: null, twoFactorPending: false };

export async function fetchSessionState(): Promise<SessionState> {
  const body = await api.languageApi.get('api/me', { cache: 'no-store' }).json<{ user: SessionUser | null; twoFactorPending?: unknown }>();
  return { user: body.user, twoFactorPending: body.twoFactorPending === true };
}

const sessionQuery = { queryKey: SESSION_QUERY_KEY, queryFn: fetchSessionState, staleTime: 60_000 };

/** The signed-in user (`data` null when signed out; undefined while unknown). */
export function useSessionUser() {
  return useQuery({ ...sessionQuery, select: (state: SessionState) => state.user });
}

/** The whole session answer, for the shell's two-factor guard. */
export function useSessionState() {
  return useQuery(sessionQuery);
}
