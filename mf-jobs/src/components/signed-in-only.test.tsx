import { SESSION_QUERY_KEY } from '@raketa/shared';
import { renderInRouter } from '@raketa/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { initJobsMessages, stubCompaniesApi } from '../testing/companies-testing';
import { CANDIDATE } from '../testing/fixtures';
import { resetOfferedLoginDialogs, SignedInOnly } from './signed-in-only';

function renderPage(url: string, user: object | null) {
  stubCompaniesApi(() => undefined, { user });
  return renderInRouter(
    <SignedInOnly locale="en" title="Saved jobs" text="Log in to see them.">
      {(signedIn) => <p>Hello {signedIn.name}</p>}
    </SignedInOnly>,
    url,
  );
}

beforeAll(() => initJobsMessages('en'));
afterEach(() => {
  jest.restoreAllMocks();
  resetOfferedLoginDialogs();
});

describe('SignedInOnly', () => {
  it('shows the page to a signed-in user', async () => {
    const { href } = renderPage('/jobs/saved', CANDIDATE);
    expect(await screen.findByText('Hello Jana Nováková')).toBeTruthy();
    expect(href()).toBe('/jobs/saved');
  });

  it('explains the page to a visitor and offers the login dialog on arrival', async () => {
    const { href } = renderPage('/jobs/saved', null);
    expect(await screen.findByRole('heading', { name: 'Saved jobs' })).toBeTruthy();
    expect(screen.getByText('Log in to see them.')).toBeTruthy();
    await waitFor(() => expect(href()).toBe('/jobs/saved?redirect_to=%2Fjobs%2Fsaved#login'));
  });

  it('does not open the login dialog when the session ends on the page', async () => {
    const { queryClient, href } = renderPage('/jobs/saved', CANDIDATE);
    await screen.findByText('Hello Jana Nováková');
    act(() => queryClient.setQueryData(SESSION_QUERY_KEY, { user: null, twoFactorPending: false }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(href()).toBe('/jobs/saved');
  });
});
