import { pageTitleAtom, SESSION_QUERY_KEY, toastsAtom } from '@raketa/shared';
import { json, problem, type StubbedCall } from '@raketa/shared/testing';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { rememberVisitorResult, visitorResultId } from '../../../api/visitor-results';
import {
  CANDIDATE,
  GUID,
  initTestsMessages,
  RESULT_ID,
  renderRoute,
  stubTestsApi,
  testQueryClient,
  testResult,
} from '../../../testing/tests-testing';
import { FinishedLoginPage } from './finished-login-page';

const PAGE = `/test/javascript-basics/finished/${GUID}/login`;
const CLAIM = `/api/tests/results/${GUID}/claim`;

function api({ user = null as object | null, claim = (() => json(testResult())) as () => Response | Promise<Response> } = {}) {
  return stubTestsApi(
    (method, path) => {
      if (path === `/api/tests/results/${RESULT_ID}` && method === 'GET') return json(testResult());
      if (path === CLAIM && method === 'POST') return claim();
      return undefined;
    },
    { user },
  );
}

const renderPage = (url = PAGE, queryClient = testQueryClient()) =>
  renderRoute('/test/:slug/finished/:guid/login', <FinishedLoginPage routeId="testFinishedLogin" locale="en" />, url, queryClient);

const claims = (calls: StubbedCall[]) => calls.filter((call) => call.method === 'POST' && call.path === CLAIM);

beforeAll(() => initTestsMessages('en'));
// StrictMode around the whole tree, as the shell renders: mount effects run twice, the claim must not.
beforeAll(() => configure({ reactStrictMode: true }));
afterAll(() => configure({ reactStrictMode: false }));
beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('FinishedLoginPage', () => {
  it('previews a visitor’s score and offers to log in or register, both coming back here', async () => {
    rememberVisitorResult(GUID, RESULT_ID);
    const calls = api();
    const { href } = renderPage();
    expect(await screen.findByText('67%')).toBeTruthy();
    expect(getDefaultStore().get(pageTitleAtom)).toBe('Your test is done');
    expect(screen.getByText('JavaScript basics')).toBeTruthy();
    expect(screen.getByText('2 of 3 questions correct')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the full result' }).getAttribute('href')).toBe(`/test/javascript-basics/result/${RESULT_ID}`);
    expect(await screen.findByText(/Log in or create an account to save this result to your profile/)).toBeTruthy();

    const back = encodeURIComponent(PAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(href()).toBe(`${PAGE}?redirect_to=${back}#login`);
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(href()).toBe(`${PAGE}?redirect_to=${back}#register`);
    expect(claims(calls)).toHaveLength(0);
  });

  it('explains without a preview when this tab did not submit the result', async () => {
    const calls = api();
    renderPage();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByText('67%')).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/api/tests/results/'))).toBe(false);
  });

  it('claims once for a user signed in on arrival, says so and goes on to the result', async () => {
    rememberVisitorResult(GUID, RESULT_ID);
    const calls = api({ user: CANDIDATE });
    // The session is known at the first render (the shell's header asked already): StrictMode then
    // runs the mount effect twice.
    const queryClient = testQueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, { user: CANDIDATE, twoFactorPending: false });
    const { href, router } = renderPage(PAGE, queryClient);
    await waitFor(() => expect(href()).toBe(`/test/javascript-basics/result/${RESULT_ID}`));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(claims(calls)).toHaveLength(1);
    expect(claims(calls)[0]!.request.headers.get('x-csrf-token')).toBe('csrf-token');
    expect(getDefaultStore().get(toastsAtom)[0]).toMatchObject({ variant: 'success', title: 'Result saved to your profile' });
    expect(visitorResultId(GUID)).toBeNull();
  });

  it('claims once the session gets a user without a reload (the login dialog updating the session)', async () => {
    const calls = api();
    const { href, queryClient } = renderPage();
    await screen.findByRole('button', { name: 'Log in' });
    expect(claims(calls)).toHaveLength(0);
    act(() => queryClient.setQueryData(SESSION_QUERY_KEY, { user: CANDIDATE, twoFactorPending: false }));
    await waitFor(() => expect(href()).toBe(`/test/javascript-basics/result/${RESULT_ID}`));
    expect(claims(calls)).toHaveLength(1);
  });

  it('says when the result was already saved to an account, with a way to the tests', async () => {
    const calls = api({ user: CANDIDATE, claim: () => problem(409, 'result_already_claimed') });
    const { href } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This result was already saved to an account.');
    expect(within(alert).getByRole('link', { name: 'All tests' }).getAttribute('href')).toBe('/tests');
    expect(href()).toBe(PAGE);
    expect(claims(calls)).toHaveLength(1);
  });

  it('says when there is no such result', async () => {
    api({ user: CANDIDATE, claim: () => problem(404, 'result_not_found') });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('This result was not found.');
  });

  it('offers a retry when the claim could not be sent', async () => {
    let attempt = 0;
    const calls = api({ user: CANDIDATE, claim: () => (++attempt === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json(testResult())) });
    const { href } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The result could not be saved to your profile.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(href()).toBe(`/test/javascript-basics/result/${RESULT_ID}`));
    expect(claims(calls)).toHaveLength(2);
  });
});
