import { createQueryClient, SESSION_QUERY_KEY } from '@raketa/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { initAuthMessages, json, stubFetch } from '../testing/render-dialogs';
import { loginHrefFor, SignedInOnly } from './signed-in-only';

const USER = { id: 7, type: 'candidate', name: 'Jana Nováková', email: 'jana@example.cz', createdAt: '2025-01-01T00:00:00.000Z' };

function renderPage(url: string, user: typeof USER | null) {
  stubFetch((_method, path) => (path === '/api/me' ? json({ user }) : json({}, 404)));
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [{ path: '*', element: <SignedInOnly locale="en">{(signedIn) => <p>Hello {signedIn.name}</p>}</SignedInOnly> }],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const href = () => `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;
  return { queryClient, href };
}

beforeAll(() => initAuthMessages('en'));
afterEach(() => jest.restoreAllMocks());

describe('SignedInOnly', () => {
  it('builds the login dialog address that returns to the page, without an older redirect_to', () => {
    expect(loginHrefFor({ pathname: '/profil', search: '?tab=cv&redirect_to=%2Fjinam' }, 'cs')).toBe(
      '/profil?tab=cv&redirect_to=%2Fprofil%3Ftab%3Dcv#prihlaseni',
    );
  });

  it('shows the page to a signed-in user', async () => {
    const { href } = renderPage('/profile', USER);
    expect(await screen.findByText('Hello Jana Nováková')).toBeTruthy();
    expect(href()).toBe('/profile');
  });

  it('offers a visitor who arrives signed out the login dialog', async () => {
    const { href } = renderPage('/profile', null);
    await waitFor(() => expect(href()).toBe('/profile?redirect_to=%2Fprofile#login'));
  });

  it('does not open the login dialog when the session ends on the page (the page may be leaving)', async () => {
    const { queryClient, href } = renderPage('/profile', USER);
    await screen.findByText('Hello Jana Nováková');
    act(() => queryClient.setQueryData(SESSION_QUERY_KEY, { user: null, twoFactorPending: false }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(href()).toBe('/profile');
  });
});
