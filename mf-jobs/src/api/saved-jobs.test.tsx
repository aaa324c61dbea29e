import { createQueryClient, SESSION_QUERY_KEY, SIGNED_OUT } from '@raketa/shared';
import { renderInRouter, stubFetch, json } from '@raketa/shared/testing';
import { act, waitFor } from '@testing-library/react';
import { useSavedJobs, SAVED_JOBS_KEY, type SavedJobs } from './saved-jobs';

function Probe({ seen }: { seen: SavedJobs[] }) {
  seen.push(useSavedJobs());
  return null;
}

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
    queryClient.setQueryData(SESSION_QUERY_KEY, {
      ...SIGNED_OUT,
      user: { id: 5, type: 'candidate', name: 'Eva', email: 'eva@example.com', createdAt: '2026-01-01T00:00:00Z', roles: [] },
    });
    const seen: SavedJobs[] = [];
    renderInRouter(<Probe seen={seen} />, '/nabidky', queryClient);
    // However long the answer takes on a busy machine (a fixed wait failed under a parallel run).
    await waitFor(() => expect(seen.at(-1)).toEqual({ ids, signedIn: true, ready: true }));

    expect(seen[0]).toMatchObject({ signedIn: true, ready: false });
    expect(asked.map((call) => call.path)).toEqual(['/api/me/job-marks']);
  });
});
