import { act, screen, waitFor } from '@testing-library/react';
import { addSharedMessages, json, renderInRouter, stubFetch } from '../../testing';
import { initI18n } from '../i18n/i18n';
import { SESSION_QUERY_KEY } from './session';
import { resetOfferedLoginDialogs, SignedInOnly } from './signed-in-only';

const USER = { id: 7, type: 'candidate', name: 'Jana Nováková', email: 'jana@example.com', createdAt: '2026-01-01T00:00:00.000Z' };

function renderPage(url: string, user: typeof USER | null) {
  stubFetch((_method, path) => (path === '/api/me' ? json({ user }) : json({}, 404)));
  return renderInRouter(
    <SignedInOnly locale="en" title="Log in to see your profile" text="Your profile is shown after you log in.">
      {(signedIn) => <p>Hello {signedIn.name}</p>}
    </SignedInOnly>,
    url,
  );
}

beforeAll(async () => {
  await initI18n('en', 'shared');
  await addSharedMessages();
});
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

  it('explains the page to a visitor who arrives signed out and offers the login dialog', async () => {
    const { href } = renderPage('/profile', null);
    await waitFor(() => expect(href()).toBe('/profile?redirect_to=%2Fprofile#login'));
    expect(screen.getByRole('heading', { name: 'Log in to see your profile' })).toBeTruthy();
    expect(screen.getByText('Your profile is shown after you log in.')).toBeTruthy();
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
