import { createQueryClient, SESSION_QUERY_KEY, SIGNED_OUT } from '@raketa/shared';
import { renderInRouter, stubFetch, json } from '@raketa/shared/testing';
import { act, waitFor } from '@testing-library/react';
import { useSavedJobs, useToggleSaved, SAVED_JOBS_KEY, type SavedJobs } from './saved-jobs';

function Probe({ seen }: { seen: SavedJobs[] }) {
  seen.push(useSavedJobs());
  return null;
}

const EVA = { id: 5, type: 'candidate', name: 'Eva', email: 'eva@example.com', createdAt: '2026-01-01T00:00:00Z', roles: [] } as const;

describe('useSavedJobs', () => {
  it('gives a visitor no saved jobs without a query: nothing changes after the page mounts', async () => {
    const asked = stubFetch(() => json({}));
    const queryClient = createQueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, SIGNED_OUT);
    const seen: SavedJobs[] = [];
    renderInRouter(<Probe seen={seen} />, '/nabidky', queryClient);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));

    expect(seen.at(-1)).toEqual({ ids: { savedJobs: [], appliedJobs: [], followedCompanies: [] }, signedIn: false, ready: true });
    // No query resolved the visitor's (empty) ids: its settling would re-render every card of a
    // server-rendered list while it hydrates.
    expect(
      queryClient
        .getQueryCache()
        .findAll({ queryKey: SAVED_JOBS_KEY })
        .map((query) => query.state.data),
    ).toEqual([undefined]);
    expect(asked).toEqual([]);
  });

  it('asks the API for a signed-in user’s saved jobs', async () => {
    const ids = { savedJobs: [7], appliedJobs: [3], followedCompanies: [11] };
    const asked = stubFetch((_method, path) => (path === '/api/me/job-marks' ? json(ids) : json({}, 404)));
    const queryClient = createQueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, { ...SIGNED_OUT, user: EVA });
    const seen: SavedJobs[] = [];
    renderInRouter(<Probe seen={seen} />, '/nabidky', queryClient);
    // However long the answer takes on a busy machine (a fixed wait failed under a parallel run).
    await waitFor(() => expect(seen.at(-1)).toEqual({ ids, signedIn: true, ready: true }));

    expect(seen[0]).toMatchObject({ signedIn: true, ready: false });
    expect(asked.map((call) => call.path)).toEqual(['/api/me/job-marks']);
  });

  it('shows a job saved when it was saved before the saved ids first arrived', async () => {
    // The server's saved jobs; the first answer of GET /api/me/job-marks waits until the save went through.
    const saved = new Set<number>();
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let marksAsked = 0;
    stubFetch(async (method, path) => {
      if (path === '/api/csrf') return json({ token: 't' });
      if (method === 'PUT' && path === '/api/me/saved-jobs/7') {
        saved.add(7);
        return new Response(null, { status: 204 });
      }
      if (path === '/api/me/job-marks') {
        const answer = { savedJobs: [...saved], appliedJobs: [], followedCompanies: [] };
        if (++marksAsked === 1) await firstHeld;
        return json(answer);
      }
      return json({}, 404);
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, { ...SIGNED_OUT, user: EVA });
    const seen: SavedJobs[] = [];
    let toggle: (id: number, on: boolean) => void = () => undefined;
    function Saver() {
      const marks = useSavedJobs();
      seen.push(marks);
      toggle = useToggleSaved('savedJobs', 'cs', marks.signedIn).toggle;
      return null;
    }
    renderInRouter(<Saver />, '/nabidky', queryClient);
    await waitFor(() => expect(marksAsked).toBe(1));

    act(() => toggle(7, true));
    await waitFor(() => expect(saved.has(7)).toBe(true));
    releaseFirst();

    await waitFor(() => expect(seen.at(-1)).toMatchObject({ ids: { savedJobs: [7] }, ready: true }));
  });
});
