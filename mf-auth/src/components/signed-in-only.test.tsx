import { json, renderInRouter, stubFetch } from '@raketa/shared/testing';
import { SESSION_QUERY_KEY } from '@raketa/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { USER } from '../testing/fixtures';
import { initAuthMessages } from '../testing/render-dialogs';

import { resetOfferedLoginDialogs, SignedInOnly } from './signed-in-only';

function renderPage(url: string, user: typeof USER | null) {
  stubFetch((_method, path) => (path === '/api/me' ? json({ user }) : json({}, 404)));
  return renderInRouter(<SignedInOnly locale="en">{(signedIn) => <p>Hello {signedIn.name}</p>}</SignedInOnly>, url);
}

beforeAll(() => initAuthMessages('en'));
afterEach(() => {
  jest.restoreAllMocks();
  resetOfferedLoginDialogs();
});

describe('SignedInOnly', () => {
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

  it('keeps a closed login dialog closed when the page mounts again (closing navigates to redirect_to)', async () => {
    const first = renderPage('/profile', null);
    await waitFor(() => expect(first.href()).toBe('/profile?redirect_to=%2Fprofile#login'));
    first.unmount();
    // Closing the dialog leads to redirect_to, and the page comes up afresh.
    const second = renderPage('/profile', null);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(second.href()).toBe('/profile');
  });
});
