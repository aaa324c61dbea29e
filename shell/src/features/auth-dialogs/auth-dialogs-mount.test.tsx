import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createQueryClient, initI18n, isAuthDialogHash, REMOTE_CONTRACT_VERSION, type AuthDialogsProps } from '@raketa/shared';
import { addSharedMessages } from '@raketa/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildRoutes } from '../../app/router';
import { SiteContext } from '../../lib/site-context';
import { ConfigContext, DEFAULT_PUBLIC_CONFIG } from '../../config/config-context';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import { twoFactorRedirect } from './two-factor-guard';

// Module Federation's runtime is the edge here: it stands for the auth remote's server.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const load = jest.mocked(loadRemote);
const register = jest.mocked(registerRemotes);

const hosts = { cs: 'localhost:3000', en: 'en.localhost:3000' };
const FakeDialogs = ({ locale }: AuthDialogsProps) => <div role="dialog">{`auth dialogs in ${locale}`}</div>;

function renderAt(path: string) {
  const routes = buildRoutes('cs', { loadLocaleMessages: () => Promise.resolve() });
  const loaderData = Object.fromEntries(routes[0]!.children!.map((route) => [route.id, null]));
  const router = createMemoryRouter(routes, { initialEntries: [path], hydrationData: { loaderData } });
  render(
    <SiteContext.Provider value={{ locale: 'cs', hosts }}>
      <ConfigContext.Provider value={{ ...DEFAULT_PUBLIC_CONFIG, hosts }}>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ConfigContext.Provider>
    </SiteContext.Provider>,
  );
  return router;
}

beforeAll(async () => {
  await initI18n('cs', 'shell', { cs, en });
  await addSharedMessages();
});
beforeEach(() => {
  load.mockReset();
  register.mockReset();
  globalThis.fetch = jest.fn(
    async () => new Response(JSON.stringify({ remotes: [{ name: 'auth', entry: 'http://localhost:3002/mf-manifest.json' }] }), { status: 200 }),
  ) as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('isAuthDialogHash', () => {
  it('is true for every fragment of the spec table in both languages, and nothing else', () => {
    for (const hash of [
      '#login',
      '#prihlaseni',
      '#register',
      '#registrace',
      '#forgotten-password',
      '#zapomenute-heslo',
      '#2fa',
      '#logout',
      '#odhlasit',
    ]) {
      expect(isAuthDialogHash(hash)).toBe(true);
    }
    for (const hash of ['', '#', '#top', '#Login', 'login']) expect(isAuthDialogHash(hash)).toBe(false);
  });
});

describe('AuthDialogsMount', () => {
  it('does not load the auth remote without an auth fragment', async () => {
    renderAt('/icons#top');
    await screen.findByRole('link', { name: 'Raketa' });
    expect(load).not.toHaveBeenCalled();
  });

  // First, while nothing is cached: the loader keeps a loaded module for the page's lifetime.
  it('fails soft: a notice with a close that drops the fragment, and a retry that registers the remote afresh', async () => {
    load.mockRejectedValueOnce(new Error('[ Federation Runtime ]: Failed to get manifestJson for auth'));
    const router = renderAt('/icons?q=1#registrace');
    const notice = await screen.findByTestId('auth-dialogs-failed');
    expect(load).toHaveBeenCalledWith('auth/dialogs');
    expect(notice.textContent).toContain('Tuto část se nepodařilo načíst');
    // The page itself stays.
    expect(screen.getByRole('link', { name: 'Raketa' })).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Zavřít' }));
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.search).toBe('?q=1');
    expect(screen.queryByTestId('auth-dialogs-failed')).toBeNull();

    // Opened again later, the dialogs load afresh; here the remote is still down, so the notice's retry is used.
    load.mockRejectedValueOnce(new Error('still down'));
    load.mockResolvedValueOnce({ default: FakeDialogs, contractVersion: REMOTE_CONTRACT_VERSION });
    await router.navigate('/icons#registrace');
    const again = await screen.findByTestId('auth-dialogs-failed');
    expect(load).toHaveBeenCalledTimes(2);
    fireEvent.click(within(again).getByRole('button', { name: 'Zkusit znovu' }));
    expect((await screen.findByRole('dialog')).textContent).toBe('auth dialogs in cs');
    expect(load).toHaveBeenCalledTimes(3);
    // Every load after a failure registers the remote anew, with a new attempt in its entry URL.
    const forced = register.mock.calls.filter(([, options]) => options?.force).map(([remotes]) => remotes);
    expect(forced).toEqual([1, 2, 3].map((attempt) => [{ name: 'auth', entry: `http://localhost:3002/mf-manifest.json?attempt=${attempt}` }]));
  });

  it('loads auth/dialogs on any page (here the 404 page) when the fragment names a dialog, in the site language', async () => {
    const router = renderAt('/tohle-neexistuje#prihlaseni');
    expect((await screen.findByRole('dialog')).textContent).toBe('auth dialogs in cs');
    // Leaving the fragment unmounts the dialogs.
    await router.navigate('/tohle-neexistuje');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('brings the two-factor dialog back while a sign-in waits for its code, keeping where the user was going', async () => {
    load.mockResolvedValue({ default: FakeDialogs, contractVersion: REMOTE_CONTRACT_VERSION });
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      const body = url.includes('/api/me')
        ? { user: null, twoFactorPending: true }
        : { remotes: [{ name: 'auth', entry: 'http://localhost:3002/mf-manifest.json' }] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
    const router = renderAt('/icons?q=1');
    await waitFor(() => expect(router.state.location.hash).toBe('#2fa'));
    expect(new URLSearchParams(router.state.location.search).get('redirect_to')).toBe('/icons?q=1');
    expect((await screen.findByRole('dialog')).textContent).toBe('auth dialogs in cs');
    // The sign-out dialog stays reachable.
    await router.navigate('/icons#odhlasit');
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
    expect(router.state.location.hash).toBe('#odhlasit');
  });
});

describe('twoFactorRedirect', () => {
  it('opens #2fa on the current page with redirect_to, leaves the code and sign-out dialogs alone, keeps a given redirect_to', () => {
    expect(twoFactorRedirect({ pathname: '/nabidky', search: '', hash: '#prihlaseni' }, 'cs')).toBe('/nabidky?redirect_to=%2Fnabidky#2fa');
    expect(twoFactorRedirect({ pathname: '/jobs', search: '', hash: '#2fa' }, 'en')).toBeNull();
    expect(twoFactorRedirect({ pathname: '/jobs', search: '', hash: '#logout' }, 'en')).toBeNull();
    expect(twoFactorRedirect({ pathname: '/jobs', search: '?redirect_to=%2Fprofile', hash: '' }, 'en')).toBe('/jobs?redirect_to=%2Fprofile#2fa');
  });
});
