import { json, problem, renderInRouter, stubFetch, muteDialogTransitionWarnings } from '@raketa/shared/testing';
import { resetOfferedLoginDialogs, toastsAtom, type LocaleCode } from '@raketa/shared';
import type { Alert } from '@raketa/shared/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { initAuthMessages } from '../../../testing/render-dialogs';

import { alertListHref } from './alert-list';
import { JobAlertsPage } from './job-alerts-page';

const CSRF = 'csrf-token';
const TOKEN = `7.${'T'.repeat(43)}`;
const USER = { id: 7, type: 'candidate', name: 'Jana Nováková', email: 'jana@example.com', createdAt: '2031-01-01T00:00:00.000Z' };
const PYTHON: Alert = {
  id: 7,
  name: '„python“, Development, Prague',
  query: { q: 'python', fields: 'development', locations: 'praha' },
  frequency: 'instant',
  language: 'en',
  status: 'active',
  kind: 'search',
  email: 'jana@example.com',
  createdAt: '2031-05-06T10:00:00.000Z',
};
const DIGEST: Alert = { ...PYTHON, id: 3, name: 'Jobs for my profile', query: {}, frequency: 'weekly', status: 'paused', kind: 'digest' };

function renderPage(url: string, locale: LocaleCode = 'en') {
  return renderInRouter(<JobAlertsPage locale={locale} />, url);
}

/** The API: session, CSRF token, the account's alerts (kept as the API would) and the one-click unsubscribe. */
function api({
  user = USER as unknown,
  stored = [PYTHON, DIGEST],
  patch,
  check = () => json({ alert: { name: PYTHON.name, frequency: 'instant' } }),
  unsubscribe = () => json({ unsubscribed: true }),
  confirm = () => json({ alert: { name: PYTHON.name, frequency: 'daily' }, listPath: '/jobs/development?q=python&alert=confirmed' }),
  confirmCheck = () => json({ alert: { name: PYTHON.name, frequency: 'daily', confirmed: false } }),
}: {
  user?: unknown;
  stored?: Alert[];
  patch?: (body: Record<string, unknown>) => Response;
  check?: () => Response;
  unsubscribe?: () => Response;
  confirm?: () => Response;
  confirmCheck?: () => Response;
} = {}) {
  let items = [...stored];
  return stubFetch(async (method, path, request) => {
    if (path === '/api/me') return json({ user });
    if (path === '/api/csrf') return json({ token: CSRF });
    if (method === 'GET' && path === '/api/me/alerts') return user ? json({ items }) : problem(401, 'unauthenticated');
    const id = Number(/^\/api\/me\/alerts\/(\d+)$/.exec(path)?.[1]);
    if (method === 'PATCH' && id) {
      const body = (await request.json()) as Record<string, unknown>;
      if (patch) return patch(body);
      const { paused, ...rest } = body;
      items = items.map((item) =>
        item.id === id ? { ...item, ...rest, ...(paused === undefined ? {} : { status: paused ? 'paused' : 'active' }) } : item,
      );
      return json(items.find((item) => item.id === id));
    }
    if (method === 'DELETE' && id) {
      items = items.filter((item) => item.id !== id);
      return new Response(null, { status: 204 });
    }
    if (method === 'GET' && path.startsWith('/api/alerts/unsubscribe/check?')) return check();
    if (method === 'POST' && path.startsWith('/api/alerts/unsubscribe?')) return unsubscribe();
    if (method === 'POST' && path.startsWith('/api/alerts/confirm?')) return confirm();
    if (method === 'GET' && path.startsWith('/api/alerts/confirm/check?')) return confirmCheck();
    return json({}, 404);
  });
}

const card = (name: string) => screen.getByRole('listitem', { name });
const toasts = () =>
  getDefaultStore()
    .get(toastsAtom)
    .map((item) => item.title);

beforeAll(() => initAuthMessages('en'));
beforeEach(() => {
  getDefaultStore().set(toastsAtom, []);
  resetOfferedLoginDialogs();
  muteDialogTransitionWarnings();
});
afterEach(() => jest.restoreAllMocks());

describe('the account’s alerts', () => {
  it('lists each alert with its name, frequency and state, and links to the list with its filters', async () => {
    api();
    renderPage('/settings/job-alerts');
    expect(await screen.findByRole('heading', { level: 2, name: PYTHON.name })).toBeTruthy();
    expect(within(card(PYTHON.name)).getByText('Active')).toBeTruthy();
    expect((within(card(PYTHON.name)).getByRole('combobox', { name: 'How often' }) as HTMLSelectElement).value).toBe('instant');
    expect(within(card(DIGEST.name)).getByText('Paused')).toBeTruthy();
    expect(within(card(DIGEST.name)).getByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(within(card(PYTHON.name)).getByRole('link', { name: 'Show jobs' }).getAttribute('href')).toBe('/jobs/development?q=python&location=praha');
    expect(within(card(DIGEST.name)).getByRole('link', { name: 'Show jobs' }).getAttribute('href')).toBe('/jobs');
  });

  it('pauses and resumes an alert, and changes its frequency, with the CSRF header', async () => {
    const calls = api();
    renderPage('/settings/job-alerts');
    await screen.findByRole('heading', { level: 2, name: PYTHON.name });
    fireEvent.click(within(card(PYTHON.name)).getByRole('button', { name: 'Pause' }));
    expect(await within(card(PYTHON.name)).findByText('Paused')).toBeTruthy();
    const pause = calls.find((call) => call.method === 'PATCH')!;
    expect(pause.path).toBe('/api/me/alerts/7');
    expect(pause.request.headers.get('x-csrf-token')).toBe(CSRF);
    expect(await pause.request.json()).toEqual({ paused: true });

    fireEvent.click(within(card(PYTHON.name)).getByRole('button', { name: 'Resume' }));
    expect(await within(card(PYTHON.name)).findByText('Active')).toBeTruthy();

    fireEvent.change(within(card(PYTHON.name)).getByRole('combobox', { name: 'How often' }), { target: { value: 'weekly' } });
    await waitFor(() => expect(card(PYTHON.name).querySelector('.rk-alerts__meta')!.textContent).toBe('Active · Weekly'));
    expect(await calls.filter((call) => call.method === 'PATCH')[2]!.request.json()).toEqual({ frequency: 'weekly' });
    expect(toasts()).toContain('Alert saved');
  });

  it('renames an alert inline, and refuses an empty name without calling the API', async () => {
    const calls = api();
    renderPage('/settings/job-alerts');
    await screen.findByRole('heading', { level: 2, name: PYTHON.name });
    fireEvent.click(within(card(PYTHON.name)).getByRole('button', { name: 'Rename' }));
    const input = within(card(PYTHON.name)).getByRole('textbox', { name: /Alert name/ });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(within(card(PYTHON.name)).getByRole('button', { name: 'Save name' }));
    expect(await within(card(PYTHON.name)).findByText('Enter a name of 1 to 100 characters')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    fireEvent.change(input, { target: { value: ' Python in Prague ' } });
    fireEvent.click(within(card(PYTHON.name)).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Python in Prague' })).toBeTruthy();
    expect(await calls.find((call) => call.method === 'PATCH')!.request.json()).toEqual({ name: 'Python in Prague' });
    expect(screen.queryByRole('textbox', { name: /Alert name/ })).toBeNull();
  });

  it('deletes an alert only after the confirmation dialog', async () => {
    const calls = api();
    renderPage('/settings/job-alerts');
    await screen.findByRole('heading', { level: 2, name: PYTHON.name });
    fireEvent.click(within(card(PYTHON.name)).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this alert?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(within(card(PYTHON.name)).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete alert' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: PYTHON.name })).toBeNull());
    expect(calls.find((call) => call.method === 'DELETE')!.path).toBe('/api/me/alerts/7');
    expect(toasts()).toContain('Alert deleted');
    expect(screen.getByRole('heading', { level: 2, name: DIGEST.name })).toBeTruthy();
  });

  it('with no alerts, says where they come from and links to the newsletter settings', async () => {
    api({ stored: [] });
    renderPage('/settings/job-alerts');
    expect(await screen.findByText(/You have no job alerts yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Newsletter settings' }).getAttribute('href')).toBe('/settings/newsletter');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('a signed-out visitor gets the login dialog, and no alerts are asked for', async () => {
    const calls = api({ user: null });
    const { href } = renderPage('/settings/job-alerts');
    await waitFor(() => expect(href()).toContain('#login'));
    expect(screen.getByRole('heading', { name: 'Job alerts' })).toBeTruthy();
    expect(screen.getByText('Log in to see and manage your job alerts.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/me/alerts')).toBe(false);
  });
});

describe('unsubscribe link', () => {
  it('names the alert and stops it only when the button is pressed, signed out', async () => {
    const calls = api({ user: null });
    renderPage(`/settings/job-alerts?unsubscribe=${encodeURIComponent(TOKEN)}`);
    expect(await screen.findByText(`You will no longer receive e-mails for the job alert “${PYTHON.name}”.`)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Stop this job alert' })).toBeTruthy();
    expect(screen.getByText('Sent: Instantly')).toBeTruthy();
    expect(calls.find((call) => call.method === 'GET' && call.path.startsWith('/api/alerts/unsubscribe/check'))!.path).toBe(
      `/api/alerts/unsubscribe/check?token=${encodeURIComponent(TOKEN)}`,
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // No login dialog: the link is the authority.
    expect(calls.some((call) => call.path === '/api/me')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Stop this alert' }));
    expect(await screen.findByRole('heading', { name: 'The alert is stopped' })).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe(`/api/alerts/unsubscribe?token=${encodeURIComponent(TOKEN)}`);
    expect(screen.getByRole('link', { name: 'Your job alerts' }).getAttribute('href')).toBe('/settings/job-alerts');
  });

  it('says so, without a button, for an alert already deleted', async () => {
    api({ user: null, check: () => json({ alert: null }) });
    renderPage(`/settings/job-alerts?unsubscribe=${encodeURIComponent(TOKEN)}`);
    expect(await screen.findByRole('heading', { name: 'The alert is already stopped' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop this alert' })).toBeNull();
  });

  it('says so when a second click finds the alert gone', async () => {
    api({ user: null, unsubscribe: () => json({ unsubscribed: false }) });
    renderPage(`/settings/job-alerts?unsubscribe=${encodeURIComponent(TOKEN)}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Stop this alert' }));
    expect(await screen.findByRole('heading', { name: 'The alert is already stopped' })).toBeTruthy();
  });

  it('says so, without a button, for an invalid token', async () => {
    const calls = api({ user: null, check: () => problem(400, 'alert_token_invalid') });
    renderPage('/settings/job-alerts?unsubscribe=nonsense');
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/does not belong to any alert/);
    expect(screen.queryByRole('button', { name: 'Stop this alert' })).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('speaks Czech on the Czech site', async () => {
    await initAuthMessages('cs');
    api({ user: null });
    renderPage(`/nastaveni/hlidaci-pes?unsubscribe=${encodeURIComponent(TOKEN)}`, 'cs');
    expect(await screen.findByText('Posíláno: Ihned')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Zrušit hlídání nabídek' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zrušit hlídání' }));
    expect(await screen.findByRole('heading', { name: 'Hlídání je zrušené' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vaše hlídání nabídek' }).getAttribute('href')).toBe('/nastaveni/hlidaci-pes');
    await initAuthMessages('en');
  });
});

describe('confirmation link', () => {
  const CONFIRM = 'c'.repeat(43);

  it('names the alert and confirms it only when the button is pressed, signed out, then links to the watched jobs', async () => {
    const calls = api({ user: null });
    renderPage(`/settings/job-alerts?confirm=${CONFIRM}`);
    expect(await screen.findByText(`The alert “${PYTHON.name}”, sent: Daily.`)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Confirm your job alert' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'GET' && call.path.startsWith('/api/alerts/confirm'))!.path).toBe(
      `/api/alerts/confirm/check?token=${CONFIRM}`,
    );
    // Opening the page (as a mail scanner would) changes nothing, and asks for no login.
    expect(calls.some((call) => call.method === 'POST' || call.path === '/api/me')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm alert' }));
    expect(await screen.findByRole('heading', { name: 'Your alert is confirmed' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')!.path).toBe(`/api/alerts/confirm?token=${CONFIRM}`);
    expect(screen.getByRole('status').textContent).toBe(`We will e-mail you new jobs for the alert “${PYTHON.name}”. Sent: Daily.`);
    expect(screen.getByRole('link', { name: 'Show the watched jobs' }).getAttribute('href')).toBe('/jobs/development?q=python&alert=confirmed');
  });

  it('says when the link is not valid or has expired', async () => {
    api({ user: null, confirm: () => problem(410, 'alert_token_expired') });
    const { unmount } = renderPage(`/settings/job-alerts?confirm=${CONFIRM}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm alert' }));
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/create the alert again/);
    expect(screen.getByRole('link', { name: 'Go to the jobs' }).getAttribute('href')).toBe('/jobs');
    unmount();

    // Known before the button: no button then.
    const calls = api({ user: null, confirmCheck: () => problem(400, 'alert_token_invalid') });
    renderPage('/settings/job-alerts?confirm=nonsense');
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm alert' })).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('speaks Czech on the Czech site', async () => {
    await initAuthMessages('cs');
    api({ user: null });
    renderPage(`/nastaveni/hlidaci-pes?confirm=${CONFIRM}`, 'cs');
    expect(await screen.findByText(`Hlídání „${PYTHON.name}“, posíláno: Denně.`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Potvrdit hlídání' }));
    expect(await screen.findByRole('heading', { name: 'Hlídání je potvrzené' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Posíláno: Denně.');
    await initAuthMessages('en');
  });
});

describe('alertListHref', () => {
  it('puts the fields in the path in the site’s language and the rest in the query under the list page’s names', () => {
    expect(alertListHref({ query: { fields: 'development', salaryMin: '50000', locations: 'praha,brno', q: 'python' } }, 'cs')).toBe(
      '/nabidky/vyvoj?q=python&location=praha,brno&salary=50000',
    );
  });
});
