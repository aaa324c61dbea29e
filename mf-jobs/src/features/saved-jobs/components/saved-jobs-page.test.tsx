import { pageTitleAtom, resetOfferedLoginDialogs, type LocaleCode } from '@raketa/shared';
import { json, renderInRouter, stubFetch } from '@raketa/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import { CaughtError, initJobsMessages } from '../../../testing/companies-testing';
import { CANDIDATE, jobListPage, listJob } from '../../../testing/fixtures';
import { SavedJobsPage } from './saved-jobs-page';

// Saved jobs carry `open` (api/JOBS.md); the third expired after the answer said open.
const SAVED = [
  { ...listJob(1, { title: 'Backend Developer' }), open: true },
  { ...listJob(2, { title: 'Old Designer Job' }), open: false },
  { ...listJob(3, { title: 'Expired Job', validUntil: '2020-01-01T00:00:00.000Z' }), open: true },
];

function api({ user = CANDIDATE as object | null, saved = SAVED as object[], savedIds = [1, 2, 3] } = {}) {
  let ids = [...savedIds];
  return stubFetch((method, path) => {
    if (path === '/api/me') return json({ user });
    if (path === '/api/csrf') return json({ token: 'csrf-token' });
    if (path === '/api/me/job-marks') return json({ savedJobs: ids, appliedJobs: [], followedCompanies: [] });
    if (path.startsWith('/api/me/saved-jobs/') && method === 'DELETE') {
      ids = ids.filter((id) => `/api/me/saved-jobs/${id}` !== path);
      return new Response(null, { status: 204 });
    }
    if (path.startsWith('/api/me/saved-jobs')) {
      return json(jobListPage(saved.filter((job) => ids.includes((job as { id: number }).id)) as never, { facets: undefined }));
    }
    return json({ title: 'Not Found' }, 404);
  });
}

function renderPage(url: string, locale: LocaleCode = 'en') {
  return renderInRouter(
    <Routes>
      <Route
        path={locale === 'cs' ? '/nabidky/:fields?/ulozene' : '/jobs/:fields?/saved'}
        element={
          <CaughtError>
            <SavedJobsPage routeId="savedJobs" locale={locale} />
          </CaughtError>
        }
      />
    </Routes>,
    url,
  );
}

beforeAll(() => initJobsMessages('en'));
afterEach(() => {
  jest.restoreAllMocks();
  resetOfferedLoginDialogs();
});

describe('SavedJobsPage', () => {
  it('explains to a visitor and opens the login dialog that returns here', async () => {
    const calls = api({ user: null });
    const { href } = renderPage('/jobs/design/saved');
    await screen.findByRole('heading', { name: 'Log in to see your saved jobs' });
    await waitFor(() => expect(href()).toBe('/jobs/design/saved?redirect_to=%2Fjobs%2Fdesign%2Fsaved#login'));
    expect(calls.some((call) => call.path.startsWith('/api/me/saved-jobs'))).toBe(false);
    expect(screen.getByRole('button')).toBeTruthy();
  });

  it('lists the saved jobs of the chosen fields, closed ones marked, and unsaving removes the card', async () => {
    const calls = api();
    renderPage('/jobs/development+design/saved');
    await screen.findByText('Backend Developer');
    expect(calls.find((call) => call.path.startsWith('/api/me/saved-jobs'))!.path).toBe('/api/me/saved-jobs?fields=development%2Cdesign');
    expect(getDefaultStore().get(pageTitleAtom)).toBe('Saved jobs');
    const cards = screen.getAllByTestId('job-card');
    expect(cards).toHaveLength(3);
    const closedNotes = screen.getAllByText('No longer open');
    expect(closedNotes).toHaveLength(2);
    expect(closedNotes.map((note) => within(note.parentElement!).getByRole('link').textContent)).toEqual(['Old Designer Job', 'Expired Job']);

    fireEvent.click(await screen.findByRole('button', { name: 'Remove the job Backend Developer from saved' }));
    await waitFor(() => expect(screen.queryByText('Backend Developer')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/me/saved-jobs/1')).toBe(true);
    expect(screen.getAllByTestId('job-card')).toHaveLength(2);
  });

  it('says there is nothing saved yet and links to the list of the same fields', async () => {
    api({ saved: [], savedIds: [] });
    renderPage('/jobs/development+design/saved');
    const link = await screen.findByRole('link', { name: 'Browse jobs' });
    expect(link.getAttribute('href')).toBe('/jobs/development+design');
    expect(screen.getByText(/You have no saved jobs yet/)).toBeTruthy();
  });

  it('answers 404 for an unknown field', async () => {
    api();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage('/jobs/vyvoj/saved');
    expect((await screen.findByTestId('caught')).textContent).toBe('FatalError 404');
  });
});
