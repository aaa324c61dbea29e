import { json, muteDialogTransitionWarnings, problem, stubFetch } from '@raketa/shared/testing';
import { toastsAtom, TOAST_DURATION_MS } from '@raketa/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { initAuthMessages, renderDialogs } from '../../../testing/render-dialogs';

const submitted: { action: string; method: string; enctype: string; fields: Record<string, string> }[] = [];

beforeAll(() => initAuthMessages('en'));
beforeEach(() => {
  submitted.length = 0;
  // jsdom cannot navigate: record the browser form POST at the network edge instead.
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    const fields = Object.fromEntries([...new FormData(this).entries()].map(([k, v]) => [k, String(v)]));
    submitted.push({ action: new URL(this.action).pathname, method: this.method, enctype: this.enctype, fields });
  });
  getDefaultStore().set(toastsAtom, []);
  muteDialogTransitionWarnings();
});
afterEach(() => jest.restoreAllMocks());

const TOKEN = 'csrf-token';
/** The API as the tests need it: the CSRF token always, everything else from `answer`. */
const withCsrf = (answer: (method: string, path: string) => Response | Promise<Response>) => (method: string, path: string) =>
  path === '/api/csrf' ? json({ token: TOKEN }) : answer(method, path);
const calledPaths = (calls: { method: string; path: string }[]) => calls.filter((c) => c.path !== '/api/csrf').map((c) => `${c.method} ${c.path}`);

/** `GET /api/me` says someone is signed in (the sign-out dialog is only for them); the rest from `answer`. */
const signedIn = (answer: (method: string, path: string) => Response | Promise<Response>) => (method: string, path: string) =>
  path === '/api/me'
    ? json({ user: { id: 1, type: 'candidate', name: 'Eva', email: 'eva@example.com', createdAt: '2026-01-01T00:00:00Z', roles: [] } })
    : answer(method, path);

const dialog = () => screen.getByRole('dialog');
// A label reads `{name} *` (required) or `{name} Optional`.
const field = (name: string) => within(dialog()).getByLabelText(new RegExp(`^${name}( \\*| Optional)?$`), { selector: 'input' });
const type = (name: string, value: string) => fireEvent.input(field(name), { target: { value } });
const blur = (name: string) => fireEvent.blur(field(name));
const alerts = () =>
  within(dialog())
    .queryAllByRole('alert')
    .map((node) => node.textContent);

describe('opening by fragment', () => {
  it('shows nothing without an auth fragment', () => {
    renderDialogs('/jobs#top');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['#login', 'Log in'],
    ['#prihlaseni', 'Log in'],
    ['#register', 'Sign up'],
    ['#forgotten-password', 'New password'],
    ['#2fa', 'Two-factor verification'],
    ['#logout', 'Are you sure?'],
  ])('%s opens the dialog titled %s', async (hash, title) => {
    stubFetch(signedIn(() => json({})));
    renderDialogs(`/jobs${hash}`);
    expect(within(await screen.findByRole('dialog')).getByRole('heading', { name: title })).toBeTruthy();
  });
});

describe('login and register tabs', () => {
  it('the register fragment selects registration and makes the dialog tall; other fragments select login', async () => {
    renderDialogs('/jobs#register');
    expect(screen.getByRole('tab', { name: 'Sign up' }).getAttribute('aria-selected')).toBe('true');
    expect(document.querySelector('.rk-dialog__panel--tall')).not.toBeNull();
  });

  it('a tab change sets the fragment (the site’s language), replacing the history entry', async () => {
    await initAuthMessages('cs');
    const { href, router, unmount } = renderDialogs('/nabidky?q=1#prihlaseni', { locale: 'cs' });
    fireEvent.click(screen.getByRole('tab', { name: 'Registrace' }));
    await waitFor(() => expect(href()).toBe('/nabidky?q=1#registrace'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(document.querySelector('.rk-dialog__panel--tall')).not.toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Přihlášení' }));
    await waitFor(() => expect(href()).toBe('/nabidky?q=1#prihlaseni'));
    expect(document.querySelector('.rk-dialog__panel--normal')).not.toBeNull();
    unmount();
    await initAuthMessages('en');
  });
});

describe('closing', () => {
  it('returns to redirect_to when present', async () => {
    const { href } = renderDialogs('/jobs?redirect_to=%2Fprofile&force_redirect_to=%2Fx#login');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(href()).toBe('/profile'));
  });

  it('otherwise clears the redirect parameters and the fragment', async () => {
    const { href } = renderDialogs('/jobs?q=1&force_redirect_to=%2Fx&sign_in_force_redirect_to=%2Fy#forgotten-password');
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    await waitFor(() => expect(href()).toBe('/jobs?q=1'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores a hostile redirect_to', async () => {
    const { href } = renderDialogs('/jobs?redirect_to=%2F%2Fevil.com#login');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(href()).toBe('/jobs'));
  });
});

describe('validation (on blur and change, not on input; first failing rule only)', () => {
  it('marks required fields with an asterisk', () => {
    renderDialogs('/jobs#login');
    expect(field('E-mail').closest('.rk-field')!.querySelector('.rk-field__required')?.textContent).toBe(' *');
  });

  it('shows nothing while typing, the first failing rule on blur', async () => {
    const calls = stubFetch(() => json({}));
    renderDialogs('/jobs#login');
    type('E-mail', 'jana');
    expect(alerts()).toEqual([]);
    blur('E-mail');
    await waitFor(() => expect(alerts()).toEqual(['Invalid email format']));
    type('E-mail', '');
    // Still the old message until the next blur: no validation on input.
    expect(alerts()).toEqual(['Invalid email format']);
    blur('E-mail');
    await waitFor(() => expect(alerts()).toEqual(['This field is mandatory']));
    type('Password', 'a');
    blur('Password');
    await waitFor(() => expect(alerts()).toContain('Password must contain at least 8 characters'));
    expect(calls).toEqual([]);
  });

  it('a submit with empty fields shows the required messages and calls nothing', async () => {
    const calls = stubFetch(() => json({}));
    renderDialogs('/jobs#login');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(alerts()).toEqual(['This field is mandatory', 'This field is mandatory']));
    expect(calls).toEqual([]);
  });

  it('the terms checkbox re-validates as soon as it changes', async () => {
    renderDialogs('/jobs#register');
    const vop = within(dialog()).getByRole('checkbox');
    expect((vop as HTMLInputElement).checked).toBe(true);
    fireEvent.click(vop);
    await waitFor(() => expect(alerts()).toEqual(['Approval is required.']));
    fireEvent.click(vop);
    await waitFor(() => expect(alerts()).toEqual([]));
  });

  it('the strength meter follows the password', async () => {
    renderDialogs('/jobs#register');
    const meter = within(dialog()).getByRole('meter', { name: 'Password strength' });
    expect(meter.getAttribute('aria-valuenow')).toBe('0');
    expect(meter.getAttribute('aria-valuemax')).toBe('5');
    type('Password', 'abcdef');
    expect(meter.getAttribute('aria-valuenow')).toBe('2');
    type('Password', 'Abcdef1!xyz');
    expect(meter.getAttribute('aria-valuenow')).toBe('5');
  });
});

/** The answer fetch gives after following a redirect to `path` (the page there). */
function redirectedTo(path: string): Response {
  const response = new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } });
  Object.defineProperties(response, { redirected: { value: true }, url: { value: `http://localhost${path}` } });
  return response;
}

/** A request that has not been answered yet, to see the pending state. */
function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

describe('sign-in', () => {
  async function signIn(url = '/jobs?q=1&redirect_to=%2Fprofile#login') {
    type('E-mail', 'jana@example.cz');
    type('Password', 'secret-pass');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Log in' }));
    return url;
  }

  const USER = { id: 7, type: 'candidate', name: 'Jana Nováková', email: 'jana@example.cz', createdAt: '2024-01-01T00:00:00Z', roles: [] };
  /** The API of a sign-in: the check, the form post (303 to `ended`, followed by fetch) and the session it started. */
  const signInApi =
    ({ ended, me, form }: { ended: string; me: unknown; form?: Response }) =>
    (method: string, path: string) => {
      if (path === '/api/login') return json({ twoFactorRequired: false });
      if (method === 'POST') return form ?? redirectedTo(ended);
      if (path === '/api/me') return json(me);
      return json({}, 404);
    };

  it('posts the credentials as JSON to /api/login, then form-posts them with back by fetch, without leaving the page', async () => {
    const calls = stubFetch(withCsrf(signInApi({ ended: '/profile', me: { user: USER, twoFactorPending: false } })));
    const { href, assign } = renderDialogs('/jobs?q=1&redirect_to=%2Fprofile#login');
    await signIn();
    await waitFor(() => expect(href()).toBe('/profile'));
    expect(calledPaths(calls)).toEqual(['POST /api/login', 'POST /login', 'GET /api/me']);
    expect(await calls[0]!.request.clone().json()).toEqual({ username: 'jana@example.cz', password: 'secret-pass' });
    // The spec's form post, field for field; no page navigation.
    const post = calls.find((c) => c.path === '/login')!;
    expect(post.request.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(post.request.credentials).toBe('include');
    expect(post.request.redirect).toBe('follow');
    expect(Object.fromEntries((await post.request.formData()).entries())).toEqual({
      username: 'jana@example.cz',
      password: 'secret-pass',
      back: '/profile',
      _csrf: TOKEN,
    });
    expect(submitted).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('updates the session and invalidates every signed-in query at once, then closes on this page without redirect_to', async () => {
    stubFetch(withCsrf(signInApi({ ended: '/jobs?q=1', me: { user: USER, twoFactorPending: false } })));
    const { href, queryClient, router } = renderDialogs('/jobs?q=1#login');
    // What the page holds for the visitor: the session, and (say) the jobs remote's viewer marks.
    queryClient.setQueryData(['session'], { user: null, twoFactorPending: false });
    queryClient.setQueryData(['viewer-marks', null], { savedJobs: [], appliedJobs: [], followedCompanies: [] });
    queryClient.setQueryData(['jobs', 'list'], { items: [] });
    await signIn();
    await waitFor(() => expect(href()).toBe('/jobs?q=1'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(queryClient.getQueryData(['session'])).toEqual({ user: USER, twoFactorPending: false });
    expect(queryClient.getQueryState(['session'])!.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(['viewer-marks', null])!.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['jobs', 'list'])!.isInvalidated).toBe(true);
  });

  it('signs in on the Czech site through its login path', async () => {
    await initAuthMessages('cs');
    const calls = stubFetch(withCsrf(signInApi({ ended: '/nabidky', me: { user: USER, twoFactorPending: false } })));
    const { href, unmount } = renderDialogs('/nabidky#prihlaseni', { locale: 'cs' });
    type('E-mail', 'jana@example.cz');
    type('Heslo', 'secret-pass');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Přihlásit se' }));
    await waitFor(() => expect(href()).toBe('/nabidky'));
    expect(calledPaths(calls)).toEqual(['POST /api/login', 'POST /prihlasit', 'GET /api/me']);
    unmount();
    await initAuthMessages('en');
  });

  it('a sign-in that waits for its two-factor code goes to the two-factor dialog where the API sent it, with a page load', async () => {
    stubFetch(withCsrf(signInApi({ ended: '/profile?redirect_to=%2Fprofile', me: { user: null, twoFactorPending: true } })));
    const { href, assign, queryClient } = renderDialogs('/jobs?redirect_to=%2Fprofile#login');
    await signIn();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/profile?redirect_to=%2Fprofile#2fa'));
    expect(href()).toBe('/jobs?redirect_to=%2Fprofile#login');
    expect(queryClient.getQueryData(['session'])).toBeUndefined();
    expect(within(dialog()).getByRole('button', { name: 'Log in' })).toHaveProperty('disabled', true);
  });

  it('a form post the API refused after the check (throttled meanwhile) shows its code on the password field', async () => {
    stubFetch(
      withCsrf(
        signInApi({
          ended: '/login?error=too_many_attempts&redirect_to=%2Fjobs',
          me: { user: null, twoFactorPending: false },
        }),
      ),
    );
    const { href, assign } = renderDialogs('/jobs#login');
    await signIn();
    expect(await within(dialog()).findByText('Too many sign-in attempts. Please wait a minute and try again.')).toBeTruthy();
    expect(href()).toBe('/jobs#login');
    expect(assign).not.toHaveBeenCalled();
  });

  it('a form post that is not redirected (CSRF refused) gives the generic toast and stays', async () => {
    stubFetch(withCsrf(signInApi({ ended: '/', me: {}, form: json({ code: 'csrf' }, 403) })));
    const { href } = renderDialogs('/jobs#login');
    await signIn();
    await waitFor(() => expect(getDefaultStore().get(toastsAtom)).toHaveLength(1));
    expect(getDefaultStore().get(toastsAtom)[0]).toMatchObject({ variant: 'destructive', title: 'Error' });
    expect(href()).toBe('/jobs#login');
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Log in' })).toHaveProperty('disabled', false));
  });

  it('401 shows "The password or email is incorrect." on the password field', async () => {
    stubFetch(() => json({}, 401));
    renderDialogs('/jobs#login');
    await signIn();
    const error = await within(dialog()).findByText('The password or email is incorrect.');
    expect(error.id).toBe(field('Password').getAttribute('aria-describedby'));
    expect(submitted).toEqual([]);
    expect(getDefaultStore().get(toastsAtom)).toEqual([]);
  });

  it('429 shows the too-many-attempts message on the password field', async () => {
    stubFetch(() => json({}, 429));
    renderDialogs('/jobs#login');
    await signIn();
    const error = await within(dialog()).findByText('Too many sign-in attempts. Please wait a minute and try again.');
    expect(error.id).toBe(field('Password').getAttribute('aria-describedby'));
    expect(submitted).toEqual([]);
  });

  it.each([
    ['wrong_credentials', 'The password or email is incorrect.'],
    ['too_many_attempts', 'Too many sign-in attempts. Please wait a minute and try again.'],
  ])('a refused form sign-in (?error=%s) opens the dialog with its message on the password field', async (code, message) => {
    renderDialogs(`/login?error=${code}&redirect_to=%2Fprofile#login`);
    const error = await within(dialog()).findByText(message);
    expect(error.id).toBe(field('Password').getAttribute('aria-describedby'));
  });

  it('ignores an unknown ?error= code', async () => {
    renderDialogs('/login?error=%3Cb%3Ehi%3C%2Fb%3E#login');
    await within(dialog()).findByRole('button', { name: 'Log in' });
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it('any other status gives the generic error toast', async () => {
    stubFetch(() => json({}, 500));
    renderDialogs('/jobs#login');
    await signIn();
    await waitFor(() => expect(getDefaultStore().get(toastsAtom)).toHaveLength(1));
    expect(getDefaultStore().get(toastsAtom)[0]).toMatchObject({
      variant: 'destructive',
      title: 'Error',
      description: 'Sorry about that, please try again later.',
    });
    expect(submitted).toEqual([]);
  });

  it('the button is disabled and pulses while the request is pending', async () => {
    const answer = deferred();
    stubFetch(() => answer.promise);
    renderDialogs('/jobs#login');
    await signIn();
    const button = within(dialog()).getByRole('button', { name: 'Log in' });
    await waitFor(() => expect(button).toHaveProperty('disabled', true));
    expect(button.className).toContain('rk-button--pending');
    await act(async () => answer.resolve(json({}, 401)));
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
  });

  it('social buttons go to /connect/{service} with back', () => {
    renderDialogs('/jobs?sign_in_force_redirect_to=%2Fprofile#login');
    expect(within(dialog()).getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe('/connect/google?back=%2Fprofile');
    expect(within(dialog()).getByRole('link', { name: 'Continue with Apple' }).getAttribute('href')).toBe('/connect/apple?back=%2Fprofile');
  });

  it('without redirect parameters, social sign-in comes back to this page', () => {
    renderDialogs('/jobs?q=1#login');
    expect(within(dialog()).getByRole('link', { name: 'Continue with LinkedIn' }).getAttribute('href')).toBe(
      '/connect/linkedin?back=%2Fjobs%3Fq%3D1',
    );
  });

  it('the forgotten-password link opens its dialog by fragment', async () => {
    const { href } = renderDialogs('/jobs#login');
    fireEvent.click(within(dialog()).getByRole('link', { name: 'Forgotten password?' }));
    await waitFor(() => expect(href()).toBe('/jobs#forgotten-password'));
    expect(within(dialog()).getByRole('heading', { name: 'New password' })).toBeTruthy();
  });
});

describe('sign-up', () => {
  function fill({ company = false } = {}) {
    if (company) fireEvent.click(within(dialog()).getByRole('radio', { name: 'Company' }));
    type('Name and surname', 'Jana Nováková');
    type('E-mail', 'jana@example.cz');
    type('Password', 'long-enough');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Sign up' }));
  }

  it('a taken username shows "This user is already registered." on the username field and does not register', async () => {
    const calls = stubFetch(() => json({ isUsernameUnique: false }));
    renderDialogs('/jobs#register');
    fill();
    const error = await within(dialog()).findByText('This user is already registered.');
    expect(error.id).toBe(field('E-mail').getAttribute('aria-describedby'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /support/unique-username/jana%40example.cz']);
  });

  it('a candidate registers (without the type), then lands on /onboarding with the query string after the cache is invalidated', async () => {
    const calls = stubFetch(withCsrf((method) => (method === 'GET' ? json({ isUsernameUnique: true }) : json({}, 201))));
    const { href, queryClient } = renderDialogs('/jobs?utm_source=mail&redirect_to=%2Fprofile#register');
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    fill();
    await waitFor(() => expect(href()).toBe('/onboarding?utm_source=mail&redirect_to=%2Fprofile'));
    expect(invalidate).toHaveBeenCalled();
    expect(calledPaths(calls)).toEqual(['GET /support/unique-username/jana%40example.cz', 'POST /register']);
    const body = await calls.find((c) => c.path === '/register')!.request.formData();
    expect(Object.fromEntries(body.entries())).toEqual({
      name: 'Jana Nováková',
      username: 'jana@example.cz',
      password: 'long-enough',
      vop: 'true',
      _csrf: TOKEN,
    });
  });

  it('offers the company account when opened on the employer start page or an invitation to a team, the candidate account elsewhere', () => {
    for (const page of ['/for-companies/add-startup#register', '/for-companies/invitation?token=abc#register']) {
      const opened = renderDialogs(page);
      expect(within(dialog()).getByRole('radio', { name: 'Company' })).toHaveProperty('checked', true);
      opened.unmount();
    }
    renderDialogs('/jobs#register');
    expect(within(dialog()).getByRole('radio', { name: 'Candidate' })).toHaveProperty('checked', true);
  });

  it('a company goes to the employer start-up add page with the sign-up redirect URL as back', async () => {
    stubFetch(withCsrf((method) => (method === 'GET' ? json({ isUsernameUnique: true }) : json({}, 201))));
    const { assign } = renderDialogs('/jobs?redirect_to=%2Fa&sign_up_force_redirect_to=%2Fcompany-home#register', {
      employerStartupAddUrl: 'https://admin.example.com/startup/add',
    });
    fill({ company: true });
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(`https://admin.example.com/startup/add?back=${encodeURIComponent('http://localhost/company-home')}`);
  });

  it('a username registered after the check (409) shows the same field error', async () => {
    stubFetch(withCsrf((method) => (method === 'GET' ? json({ isUsernameUnique: true }) : json({ code: 'username_exists' }, 409))));
    const { href } = renderDialogs('/jobs#register');
    fill();
    expect(await within(dialog()).findByText('This user is already registered.')).toBeTruthy();
    expect(href()).toBe('/jobs#register');
    expect(getDefaultStore().get(toastsAtom)).toEqual([]);
  });

  it('a failed registration gives the generic toast and stays', async () => {
    stubFetch(withCsrf((method) => (method === 'GET' ? json({ isUsernameUnique: true }) : json({}, 500))));
    const { href } = renderDialogs('/jobs#register');
    fill();
    await waitFor(() => expect(getDefaultStore().get(toastsAtom)[0]?.title).toBe('Error'));
    expect(href()).toBe('/jobs#register');
  });
});

describe('forgotten password', () => {
  it('posts the e-mail as form data and shows the success toast for 2.5 s', async () => {
    const calls = stubFetch(withCsrf(() => json({})));
    renderDialogs('/jobs#forgotten-password');
    type('E-mail', 'jana@example.cz');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(getDefaultStore().get(toastsAtom)).toHaveLength(1));
    expect(getDefaultStore().get(toastsAtom)[0]).toMatchObject({
      variant: 'success',
      title: 'Password reset link sent',
      description: 'Did not arrive? Please check also spam/junk folder, before sending the link again',
      duration: TOAST_DURATION_MS,
    });
    expect(TOAST_DURATION_MS).toBe(2500);
    expect(calledPaths(calls)).toEqual(['POST /reset-password']);
    const body = await calls.find((c) => c.path === '/reset-password')!.request.formData();
    expect(Object.fromEntries(body.entries())).toEqual({ email: 'jana@example.cz', _csrf: TOKEN });
  });
});

describe('two-factor', () => {
  const submitCode = (code = '123456') => {
    type('Code', code);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Continue' }));
  };

  it('401 incorrect_code shows "Incorrect code, try again." on the code field', async () => {
    stubFetch(withCsrf(() => problem(401, 'incorrect_code')));
    renderDialogs('/jobs#2fa');
    submitCode();
    const error = await within(dialog()).findByText('Incorrect code, try again.');
    expect(error.id).toBe(field('Code').getAttribute('aria-describedby'));
  });

  it('429 shows the too-many-attempts error on the code field', async () => {
    stubFetch(withCsrf(() => problem(429, 'too_many_attempts')));
    renderDialogs('/jobs#2fa');
    submitCode();
    expect(await within(dialog()).findByText('Too many sign-in attempts. Please wait a minute and try again.')).toBeTruthy();
  });

  it('a sign-in that is no longer pending says so and offers the login dialog', async () => {
    stubFetch(withCsrf(() => problem(401, 'two_factor_not_pending')));
    const { href } = renderDialogs('/jobs?redirect_to=%2Fprofile#2fa');
    submitCode();
    expect(await within(dialog()).findByText('This sign-in has expired. Please log in again.')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('link', { name: 'Log in again' }));
    await waitFor(() => expect(href()).toBe('/jobs?redirect_to=%2Fprofile#login'));
  });

  it('200 invalidates the cache and goes to the redirect URL; the post carries the CSRF header', async () => {
    const calls = stubFetch(withCsrf(() => json({ ok: true })));
    const { href, queryClient } = renderDialogs('/two-factor?redirect_to=%2Fprofile#2fa');
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    submitCode();
    await waitFor(() => expect(href()).toBe('/profile'));
    expect(invalidate).toHaveBeenCalled();
    expect(calledPaths(calls)).toEqual(['POST /2fa_check']);
    const post = calls.find((c) => c.path === '/2fa_check')!;
    expect(post.request.headers.get('x-csrf-token')).toBe(TOKEN);
    expect(await post.request.json()).toEqual({ code: '123456' });
  });

  it('takes a recovery code (longer than six characters)', async () => {
    const calls = stubFetch(withCsrf(() => json({ ok: true })));
    const { href } = renderDialogs('/jobs#2fa');
    expect(within(dialog()).getByText('Lost your phone? Enter one of your recovery codes instead.')).toBeTruthy();
    submitCode('abcde-12345');
    await waitFor(() => expect(href()).toBe('/jobs'));
    expect(await calls.find((c) => c.path === '/2fa_check')!.request.json()).toEqual({ code: 'abcde-12345' });
  });

  it('a short code shows "Code must contain at least 6 characters" on blur', async () => {
    renderDialogs('/jobs#2fa');
    type('Code', '12345');
    blur('Code');
    await waitFor(() => expect(alerts()).toEqual(['Code must contain at least 6 characters']));
  });

  it('closing signs the user out by a form POST to /logout', async () => {
    stubFetch(withCsrf(() => json({})));
    renderDialogs('/jobs?q=1#2fa');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({ action: '/logout', method: 'post', fields: { back: '/jobs?q=1', _csrf: TOKEN } });
  });

  it('Escape does not sign out: it says the code or log out is needed, and that log out signs out', async () => {
    stubFetch(withCsrf(() => json({})));
    const { href } = renderDialogs('/jobs#2fa');
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(await within(dialog()).findByText('Incorrect process, You must enter the code or log out')).toBeTruthy();
    expect(href()).toBe('/jobs#2fa');
    expect(submitted).toHaveLength(0);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({ action: '/logout', fields: { back: '/jobs' } });
  });

  it('speaks Czech on the Czech site', async () => {
    await initAuthMessages('cs');
    stubFetch(withCsrf(() => problem(401, 'incorrect_code')));
    const { unmount } = renderDialogs('/nabidky#2fa', { locale: 'cs' });
    type('Kód', '123456');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Pokračovat' }));
    expect(await within(dialog()).findByText('Nesprávný kód, zkuste to znovu.')).toBeTruthy();
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(await within(dialog()).findByText('Nesprávný postup. Musíte zadat kód, nebo se odhlásit.')).toBeTruthy();
    unmount();
    await initAuthMessages('en');
  });
});

describe('sign-out', () => {
  const setWidth = (wide: boolean) =>
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: wide && query === '(min-width: 640px)',
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
    });
  afterEach(() => delete (window as { matchMedia?: unknown }).matchMedia);

  it('asks "Are you sure?", explains, and logs out with a red button by form POST with back', async () => {
    stubFetch(signedIn(withCsrf(() => json({}))));
    renderDialogs('/profile#logout');
    expect(within(await screen.findByRole('dialog')).getByText('Logged-in users receive more relevant job offers and tips.')).toBeTruthy();
    const logout = within(dialog()).getByRole('button', { name: 'Log out' });
    expect(logout.className).toContain('rk-button--danger');
    fireEvent.click(logout);
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({
      action: '/logout',
      method: 'post',
      enctype: 'multipart/form-data',
      fields: { back: '/profile', _csrf: TOKEN },
    });
    expect(logout).toHaveProperty('disabled', true);
  });

  it('without a CSRF token it shows the generic toast and stays', async () => {
    stubFetch(signedIn(() => json({}, 503)));
    renderDialogs('/profile#logout');
    const logout = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log out' });
    fireEvent.click(logout);
    await waitFor(() => expect(getDefaultStore().get(toastsAtom)[0]?.title).toBe('Error'));
    expect(submitted).toEqual([]);
    await waitFor(() => expect(logout).toHaveProperty('disabled', false));
  });

  it('says Back on narrow screens and Close on wide ones; either closes the dialog', async () => {
    setWidth(false);
    stubFetch(signedIn(() => json({})));
    const { href, unmount } = renderDialogs('/profile#logout');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(href()).toBe('/profile'));
    unmount();
    setWidth(true);
    renderDialogs('/profile#logout');
    expect(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('a visitor who is not signed in gets no sign-out dialog: the fragment is dropped', async () => {
    stubFetch((_method, path) => (path === '/api/me' ? json({ user: null }) : json({})));
    const { href } = renderDialogs('/profile?tab=1#odhlasit', { locale: 'cs' });
    await waitFor(() => expect(href()).toBe('/profile?tab=1'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a sign-in waiting for its second factor may still sign out', async () => {
    stubFetch((_method, path) => (path === '/api/me' ? json({ user: null, twoFactorPending: true }) : json({})));
    renderDialogs('/profile#logout');
    expect(within(await screen.findByRole('dialog')).getByRole('heading', { name: 'Are you sure?' })).toBeTruthy();
  });

  it('when the session cannot be read, the dialog still shows: signing out stays possible', async () => {
    stubFetch(() => json({}, 503));
    renderDialogs('/profile#logout');
    expect(within(await screen.findByRole('dialog')).getByRole('heading', { name: 'Are you sure?' })).toBeTruthy();
  });
});
