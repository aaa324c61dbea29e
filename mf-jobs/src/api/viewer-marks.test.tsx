import { SESSION_QUERY_KEY, toastsAtom } from '@raketa/shared';
import { json, renderInRouter, stubFetch } from '@raketa/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { initJobsMessages } from '../testing/companies-testing';
import { useCompletePendingMark, useViewerMarks } from './viewer-marks';

const USER = { id: 7, type: 'candidate', name: 'Jana Nováková', email: 'jana@example.cz', createdAt: '2024-01-01T00:00:00Z', roles: [] };
const store = getDefaultStore();

/** A jobs page as far as the marks go: the marks it shows, and the pending action it completes. */
function MarksProbe() {
  useCompletePendingMark();
  const { marks, signedIn } = useViewerMarks();
  return (
    <p data-testid="marks">
      {signedIn ? 'signed in' : 'visitor'}: {marks.savedJobs.join(',')}
    </p>
  );
}

/** The API: the visitor or `user()` signed in, their saved jobs, the CSRF token and the save itself. */
function stubApi(user: () => object | null) {
  const saved = new Set<number>();
  const calls = stubFetch((method, path) => {
    if (path === '/api/me') return json({ user: user(), twoFactorPending: false });
    if (path === '/api/csrf') return json({ token: 'csrf-token' });
    if (path === '/api/me/job-marks') return json({ savedJobs: [...saved], appliedJobs: [], followedCompanies: [] });
    const save = /^\/api\/me\/saved-jobs\/(\d+)$/.exec(path);
    if (save && method === 'PUT') {
      saved.add(Number(save[1]));
      return new Response(null, { status: 204 });
    }
    return json({}, 404);
  });
  return calls;
}

const pendingSave = (path: string) =>
  sessionStorage.setItem('raketa:pending-mark', JSON.stringify({ kind: 'savedJobs', id: 12, path, at: Date.now() }));

beforeAll(() => initJobsMessages('en'));
beforeEach(() => {
  sessionStorage.clear();
  store.set(toastsAtom, []);
});

describe('a save that waited for the login', () => {
  it('completes when the session gets a user without a page load (the login dialog), and the marks show it', async () => {
    let signedIn = false;
    const calls = stubApi(() => (signedIn ? USER : null));
    pendingSave('/jobs');
    const { queryClient } = renderInRouter(<MarksProbe />, '/jobs?redirect_to=%2Fjobs#login');
    await waitFor(() => expect(screen.getByTestId('marks').textContent).toBe('visitor: '));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    // What the login dialog does once the API started the session.
    signedIn = true;
    await act(async () => {
      queryClient.setQueryData(SESSION_QUERY_KEY, { user: USER, twoFactorPending: false });
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    });

    await waitFor(() => expect(screen.getByTestId('marks').textContent).toBe('signed in: 12'));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual(['/api/me/saved-jobs/12']);
    await waitFor(() => expect(store.get(toastsAtom)[0]).toMatchObject({ title: 'The job is saved', variant: 'success' }));
    expect(sessionStorage.getItem('raketa:pending-mark')).toBeNull();
  });

  it('waits for the page it was asked on, then completes there', async () => {
    const calls = stubApi(() => USER);
    pendingSave('/jobs/12/backend-developer');
    const { router } = renderInRouter(<MarksProbe />, '/jobs');
    await waitFor(() => expect(screen.getByTestId('marks').textContent).toBe('signed in: '));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(sessionStorage.getItem('raketa:pending-mark')).not.toBeNull();

    // The same remote stays mounted while the visitor moves to that page.
    await act(() => router.navigate('/jobs/12/backend-developer'));
    await waitFor(() => expect(screen.getByTestId('marks').textContent).toBe('signed in: 12'));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });
});
