/**
 * The signed-in user's saved jobs, with the applied jobs and followed companies the same answer lists
 * (`GET /api/me/job-marks`, api/JOBS.md), as ids. One query for the whole remote; every card and
 * button reads it, so saving on a card shows the same job saved on the detail page at once. Saving or following needs an account: a visitor is sent to the login
 * dialog with `redirect_to` back to the page, and the action waits in sessionStorage (not in the
 * URL, so a link cannot make anyone save or follow) until that page shows signed in.
 */
import { api, loginHrefFor, sendWithCsrf, toast, useLocation, useNavigate, useSessionUser, type LocaleCode } from '@raketa/shared';
import type { ViewerMarks as ViewerMarksShape } from '@raketa/shared/jobs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'superstruct';
import { ViewerMarks } from './structs';

export type SavedKind = 'savedJobs' | 'followedCompanies';

const SAVED_PATHS: Record<SavedKind, string> = {
  savedJobs: 'api/me/saved-jobs',
  followedCompanies: 'api/me/followed-companies',
};

export const SAVED_JOBS_KEY = ['saved-jobs'] as const;
const NOTHING_SAVED: ViewerMarksShape = { savedJobs: [], appliedJobs: [], followedCompanies: [] };

async function getSavedJobs(): Promise<ViewerMarksShape> {
  return create(await api.coreApi.get('api/me/job-marks', { cache: 'no-store' }).json(), ViewerMarks);
}

/** What `useSavedJobs()` gives: the ids, and whether anyone is signed in. */
export interface SavedJobs {
  ids: ViewerMarksShape;
  signedIn: boolean;
  ready: boolean;
}

/**
 * The saved ids of whoever is signed in; empty for a visitor, without a query: a query that resolved
 * them would change state right after a server-rendered list mounts, and such an update makes
 * React hydrate the rest of the page at once, in one long task, instead of in slices.
 */
export function useSavedJobs(): SavedJobs {
  const session = useSessionUser();
  const userId = session.data?.id ?? null;
  const query = useQuery({
    queryKey: [...SAVED_JOBS_KEY, userId],
    queryFn: getSavedJobs,
    enabled: userId !== null,
  });
  if (userId === null) return { ids: NOTHING_SAVED, signedIn: false, ready: session.data !== undefined };
  return { ids: query.data ?? NOTHING_SAVED, signedIn: true, ready: query.data !== undefined };
}

export async function setSaved(kind: SavedKind, id: number, on: boolean): Promise<void> {
  const response = await sendWithCsrf(on ? 'put' : 'delete', `${SAVED_PATHS[kind]}/${id}`);
  if (!response.ok) throw new Error(`${on ? 'PUT' : 'DELETE'} ${SAVED_PATHS[kind]}/${id} answered ${response.status}`);
}

// ---- The action that waits for a login -------------------------------------------------------

const PENDING_KEY = 'raketa:pending-mark';
/** A waiting action older than this is forgotten (the visitor gave up on logging in). */
export const PENDING_SAVE_TTL_MS = 15 * 60_000;

interface PendingSave {
  kind: SavedKind;
  id: number;
  /** The page the visitor clicked on; the action completes only back there. */
  path: string;
  at: number;
}

function rememberPending(mark: PendingSave) {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(mark));
  } catch {
    // Storage disabled: the visitor logs in and clicks again.
  }
}

function takePending(path: string, now = Date.now()): PendingSave | undefined {
  let mark: PendingSave | undefined;
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    mark = raw ? (JSON.parse(raw) as PendingSave) : undefined;
  } catch {
    return undefined;
  }
  if (!mark || mark.path !== path) return undefined;
  sessionStorage.removeItem(PENDING_KEY);
  const valid =
    (mark.kind === 'savedJobs' || mark.kind === 'followedCompanies') &&
    Number.isInteger(mark.id) &&
    mark.id > 0 &&
    now - mark.at < PENDING_SAVE_TTL_MS;
  return valid ? mark : undefined;
}

const DONE_MESSAGES: Record<SavedKind, string> = { savedJobs: 'marks.saved', followedCompanies: 'marks.followed' };

/**
 * `toggle(id, on)`: saves/unsaves a job or follows/unfollows a company for the signed-in user
 * (shown at once, undone if the API refuses); a visitor goes to the login dialog first. `signedIn`
 * comes from the caller's `useSavedJobs()` (a list of 20 cards would otherwise observe the
 * session and the saved ids twice per card while it hydrates).
 */
export function useToggleSaved(kind: SavedKind, locale: LocaleCode, signedIn: boolean) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();

  const mutation = useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) => setSaved(kind, id, on),
    onMutate: async ({ id, on }) => {
      await queryClient.cancelQueries({ queryKey: SAVED_JOBS_KEY });
      const before = queryClient.getQueriesData<ViewerMarksShape>({ queryKey: SAVED_JOBS_KEY });
      queryClient.setQueriesData<ViewerMarksShape>({ queryKey: SAVED_JOBS_KEY }, (ids) =>
        ids ? { ...ids, [kind]: on ? [...new Set([...ids[kind], id])] : ids[kind].filter((x) => x !== id) } : ids,
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    // The marks too: a click before they first arrived cancelled their fetch above and had nothing
    // to update, so only a new fetch shows the job saved (seamless.spec.ts caught it).
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: SAVED_JOBS_KEY }), queryClient.invalidateQueries({ queryKey: [kind] })]),
  });

  return {
    pending: mutation.isPending,
    toggle(id: number, on: boolean) {
      if (signedIn) {
        mutation.mutate({ id, on });
        return;
      }
      if (!on) return;
      rememberPending({ kind, id, path: location.pathname, at: Date.now() });
      void navigate(loginHrefFor(location, locale));
    },
  };
}

/**
 * Completes an action that waited for the login, once the page it was asked on shows signed in:
 * when the session gets a user in place (the login dialog signs in without a page load) or on a
 * later visit of that page. Taking it out of storage is synchronous, so it runs once (StrictMode too).
 * Mount once per remote.
 */
export function useCompletePendingSave() {
  const { t } = useTranslation('jobs');
  const queryClient = useQueryClient();
  const session = useSessionUser();
  const location = useLocation();

  useEffect(() => {
    if (!session.data) return;
    const mark = takePending(location.pathname);
    if (!mark) return;
    void setSaved(mark.kind, mark.id, true).then(
      async () => {
        await queryClient.invalidateQueries({ queryKey: SAVED_JOBS_KEY });
        await queryClient.invalidateQueries({ queryKey: [mark.kind] });
        toast({ title: t(DONE_MESSAGES[mark.kind]), variant: 'success' });
      },
      () => toast({ title: t('marks.failed'), variant: 'destructive' }),
    );
  }, [session.data, location.pathname, queryClient, t]);
}
