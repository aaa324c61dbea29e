import { SESSION_QUERY_KEY } from '@raketa/shared';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { AdminApiError } from '../api/admin-client';
import { refusalOf } from '../lib/back-office-access';

/** What a page of the back office tells its frame: the API refused the role (the frame then shows no data). */
export interface BackOfficeContextValue {
  refuse: () => void;
}

export const BackOfficeContext = createContext<BackOfficeContextValue>({ refuse: () => undefined });

/**
 * Acts on an answer that bears on access (`refusalOf`): a refused role closes the back office; an
 * ended session asks who is signed in again, so the frame asks the visitor to sign in. True when it did.
 */
export function useRefusalHandler() {
  const { refuse } = useContext(BackOfficeContext);
  const queryClient = useQueryClient();
  return (status: number, code: string | undefined): boolean => {
    const refusal = refusalOf(status, code);
    if (refusal === 'notAdmin') refuse();
    if (refusal === 'signedOut') void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    return refusal !== null;
  };
}

/** A read of the admin API as react-query has it; a refusal is acted on as it arrives (see `useRefusalHandler`). */
export function useAdminQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T>) {
  const handleRefusal = useRefusalHandler();
  return useQuery({
    queryKey,
    queryFn: async () => {
      try {
        return await queryFn();
      } catch (error) {
        if (error instanceof AdminApiError) handleRefusal(error.status, error.code);
        throw error;
      }
    },
  });
}

/** Every query of the back office starts with this key, so a change refreshes what it touches and the home's counts. */
export const BACK_OFFICE_KEY = ['companyPages', 'backOffice'] as const;
