import { createQueryClient, FatalError, initI18n, REMOTE_CONTRACT_VERSION, reloadPage } from '@raketa/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouteError } from '../../app/route-error';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import { loadRemoteRoutes } from '../../lib/load-remote';
import { RemoteArea } from './remote-area';
import { keepServerMarkup } from './server-area';
import { SiteContext } from '../../lib/site-context';

jest.mock('../../lib/load-remote', () => ({ loadRemoteRoutes: jest.fn(), registeredRemotes: () => null }));
jest.mock('@raketa/shared', () => ({ ...jest.requireActual('@raketa/shared'), reloadPage: jest.fn() }));
const load = jest.mocked(loadRemoteRoutes);
const reload = jest.mocked(reloadPage);

function chunkError(type: string) {
  return Object.assign(new Error(`Loading chunk 1 failed.\n(${type}: http://localhost:3001/1.js)`), {
    name: 'ChunkLoadError',
    type,
    request: 'http://localhost:3001/1.js',
  });
}

beforeAll(() => initI18n('en', 'shell', { cs, en }));
beforeEach(() => {
  load.mockReset();
  reload.mockReset();
  // The chunk's server answers: the chunk is gone, as after a new build.
  globalThis.fetch = jest.fn(async () => ({ ok: false, status: 404 })) as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('RemoteArea and chunk load errors', () => {
  it('reloads the page through the guard when the remote’s chunk cannot be fetched', async () => {
    reload.mockReturnValue(true);
    load.mockRejectedValue(chunkError('error'));
    render(<RemoteArea remote="jobs" routeId="companyList" locale="en" />);
    expect(await screen.findByTestId('remote-failed')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the fallback with its retry when the guard refuses', async () => {
    reload.mockReturnValue(false);
    load.mockRejectedValue(chunkError('timeout'));
    render(<RemoteArea remote="auth" routeId="profile" locale="en" />);
    const failed = await screen.findByTestId('remote-failed');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(failed.textContent).toContain('This part could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('does not reload for a chunk that was served but is broken, nor for a remote that is down', async () => {
    load.mockRejectedValueOnce(chunkError('missing'));
    render(<RemoteArea remote="learning" routeId="testList" locale="en" />);
    await screen.findByTestId('remote-failed');
    load.mockRejectedValueOnce(new Error('[ Federation Runtime ]: Failed to get manifestJson for companyPages'));
    render(<RemoteArea remote="companyPages" routeId="forCompanies" locale="en" />);
    await waitFor(() => expect(screen.getAllByTestId('remote-failed')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).not.toHaveBeenCalled();
  });

  it('hands a remote page’s fatal error (a job that does not exist) to the router, which shows the 404 page', async () => {
    // The remote is down at first (the area's own fallback), then its page loads and says 404.
    let up = false;
    const MissingJob = () => {
      throw new FatalError(404);
    };
    load.mockImplementation(async () => {
      if (!up) throw new Error('[ Federation Runtime ]: Failed to get manifestJson for jobs');
      return { default: MissingJob, contractVersion: REMOTE_CONTRACT_VERSION };
    });
    const router = createMemoryRouter(
      [{ path: '*', element: <RemoteArea remote="jobs" routeId="jobDetail" locale="en" />, errorElement: <RouteError /> }],
      { initialEntries: ['/job/999/gone'] },
    );
    // The 404 shows inside the site's layout (header, session): the app's providers around the router.
    globalThis.fetch = jest.fn(
      async () => new Response(JSON.stringify({ user: null }), { headers: { 'content-type': 'application/json' } }),
    ) as typeof fetch;
    render(
      <SiteContext.Provider value={{ locale: 'en', hosts: { cs: 'localhost:3000', en: 'en.localhost:3000' } }}>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SiteContext.Provider>,
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    up = true;
    reload.mockClear();
    retry.click();
    const page = await screen.findByTestId('not-found');
    expect(page.getAttribute('data-status')).toBe('404');
    expect(screen.queryByTestId('remote-failed')).toBeNull();
    // A 404 is an answer, not a broken chunk: no reload.
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('RemoteArea on a page the server rendered', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/jobs');
    // The page as it arrived: the server's markup of an area, kept before hydration. (React.lazy keeps
    // what an earlier test's load of a remote gave, so the areas here are remotes whose load failed.)
    document.body.innerHTML = '<div id="root"><div class="rk-area" data-remote-area="auth"><h1>Profile from the server</h1></div></div>';
    keepServerMarkup(document);
    document.body.innerHTML = '';
  });
  afterAll(() => {
    document.body.innerHTML = '';
    keepServerMarkup(document);
  });

  it('keeps the server’s markup when the remote’s code then fails, with a notice and a retry', async () => {
    load.mockRejectedValue(new Error('remote auth is unavailable'));
    render(<RemoteArea remote="auth" routeId="profile" locale="en" />);
    const failed = await screen.findByTestId('remote-failed');
    expect(failed.textContent).toContain('Some features of this page could not be loaded');
    expect(screen.getByRole('heading', { name: 'Profile from the server' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the usual fallback at another URL, or for another remote', async () => {
    load.mockRejectedValue(new Error('remote is unavailable'));
    render(<RemoteArea remote="learning" routeId="testList" locale="en" />);
    expect((await screen.findByTestId('remote-failed')).textContent).toContain('This part could not be loaded');
    window.history.replaceState(null, '', '/jobs?page=2');
    render(<RemoteArea remote="auth" routeId="profile" locale="en" />);
    await waitFor(() => expect(screen.getAllByTestId('remote-failed')).toHaveLength(2));
    expect(screen.queryByRole('heading', { name: 'Profile from the server' })).toBeNull();
  });
});
