import { i18n, toastsAtom, type LocaleCode } from '@raketa/shared';
import { json, muteDialogTransitionWarnings, problem, renderInRouter, stubFetch } from '@raketa/shared/testing';
import type { Alert } from '@raketa/shared/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { initJobsMessages } from '../../../testing/companies-testing';
import { CANDIDATE } from '../../../testing/fixtures';
import { NO_FILTERS, type JobFilters } from '../lib/filters';
import { AlertConfirmedNotice, WatchButton } from './watch-button';

const FILTERS: JobFilters = { ...NO_FILTERS, q: 'python', fields: ['development'], locations: ['praha'], sort: 'salary', page: 3 };
const NAMES = ['“python”', 'Development', 'Prague'];
const CREATED: Alert = {
  id: 9,
  name: '“python”, Development, Prague',
  query: { q: 'python', fields: 'development', locations: 'praha' },
  frequency: 'weekly',
  language: 'en',
  status: 'pending',
  kind: 'search',
  email: 'jana@example.com',
  createdAt: '2031-05-06T10:00:00.000Z',
} as Alert;

/** The API: the session, the CSRF token, the estimate and the create call (`create` answers it). */
function api({ user = null as object | null, perWeek = 12, matched = 51, create = (_body: Record<string, unknown>) => json(CREATED, 201) } = {}) {
  return stubFetch(async (method, path, request) => {
    if (path === '/api/me') return json({ user });
    if (path === '/api/csrf') return json({ token: 'csrf-token' });
    if (method === 'GET' && path.startsWith('/api/alerts/estimate')) return json({ perWeek, lastDays: 30, matched });
    if (method === 'POST' && path === '/api/alerts') return create((await request.json()) as Record<string, unknown>);
    return json({}, 404);
  });
}

async function open(locale: LocaleCode = 'en', filters = FILTERS, names = NAMES) {
  renderInRouter(<WatchButton filters={filters} filterNames={names} locale={locale} />, locale === 'cs' ? '/nabidky' : '/jobs');
  fireEvent.click(screen.getByRole('button', { name: locale === 'cs' ? 'Hlídat tyto nabídky' : 'Watch these jobs' }));
  return screen.findByRole('dialog');
}

beforeAll(() => initJobsMessages('en'));
beforeEach(() => {
  muteDialogTransitionWarnings();
  getDefaultStore().set(toastsAtom, []);
});
afterEach(async () => {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

describe('Watch these jobs', () => {
  it('a visitor saves the filters and search text with an e-mail, after the form checks it, and is told to confirm by mail', async () => {
    const calls = api();
    const dialog = await open();
    expect(within(dialog).getByRole('heading', { name: 'Watch these jobs' })).toBeTruthy();
    expect(await within(dialog).findByText('Judging by the last 30 days, about 12 jobs a week.')).toBeTruthy();
    // The estimate asks for the filters without order and page.
    const estimate = calls.find((call) => call.path.startsWith('/api/alerts/estimate'))!;
    expect(Object.fromEntries(new URL(estimate.path, 'http://x').searchParams)).toEqual({ q: 'python', fields: 'development', locations: 'praha' });
    const name = within(dialog).getByRole('textbox', { name: /Alert name/ });
    expect((name as HTMLInputElement).value).toBe('“python”, Development, Prague');
    expect((within(dialog).getByRole('radio', { name: 'Once a day (at 8:00)' }) as HTMLInputElement).checked).toBe(true);

    // Nothing is sent without a valid e-mail: the error is at the field, which takes the focus.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Watch jobs' }));
    const email = within(dialog).getByRole('textbox', { name: /E-mail/ });
    expect(await within(dialog).findByText('Enter your e-mail')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    fireEvent.change(email, { target: { value: 'jana@' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Watch jobs' }));
    expect(await within(dialog).findByText('Enter a valid e-mail, such as jana@example.com')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(email, { target: { value: 'jana@example.com' } });
    fireEvent.change(name, { target: { value: 'Python in Prague' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Once a week (Monday at 8:00)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Watch jobs' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('We sent a link to confirm the alert to jana@example.com.');
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.request.headers.get('x-csrf-token')).toBe('csrf-token');
    expect(await post.request.json()).toEqual({
      query: { q: 'python', fields: 'development', locations: 'praha' },
      name: 'Python in Prague',
      frequency: 'weekly',
      language: 'en',
      email: 'jana@example.com',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the API's field errors at the fields, and its 409 and 429 above the button", async () => {
    let answer = () => problem(422, 'validation_failed', [{ field: 'email', code: 'invalid_email' }]);
    api({ create: () => answer() });
    const dialog = await open();
    const email = within(dialog).getByRole('textbox', { name: /E-mail/ });
    fireEvent.change(email, { target: { value: 'jana@example.cz' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Watch jobs' }));
    expect(await within(dialog).findByText('Enter a valid e-mail, such as jana@example.com')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));

    answer = () => problem(409, 'too_many_alerts');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Watch jobs' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This address already has 50 alerts, the most it can have. Please delete some.',
    );

    answer = () => problem(429, 'too_many_attempts', undefined, { 'Retry-After': '600' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Watch jobs' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Too many alert requests. Please try again in 10 min.'));
  });

  it('a signed-in account gives no e-mail; its alert is active at once, with a link to manage alerts', async () => {
    const calls = api({ user: CANDIDATE, create: () => json({ ...CREATED, status: 'active', frequency: 'daily' }, 201) });
    const dialog = await open('en', NO_FILTERS, []);
    expect((within(dialog).getByRole('textbox', { name: /Alert name/ }) as HTMLInputElement).value).toBe('All jobs');
    await waitFor(() => expect(within(dialog).queryByRole('textbox', { name: /E-mail/ })).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Watch jobs' }));
    expect(await screen.findByRole('heading', { name: 'Your alert is active' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage alerts' }).getAttribute('href')).toBe('/settings/job-alerts');
    const body = (await calls.find((call) => call.method === 'POST')!.request.json()) as Record<string, unknown>;
    expect(body).toEqual({ query: {}, name: 'All jobs', frequency: 'daily', language: 'en' });
  });

  it.each([
    [1, 'Podle posledních 30 dní asi 1 nabídka týdně.'],
    [3, 'Podle posledních 30 dní asi 3 nabídky týdně.'],
    [12, 'Podle posledních 30 dní asi 12 nabídek týdně.'],
    [0, 'Podle posledních 30 dní méně než jedna nabídka týdně.'],
  ])('says the Czech estimate for %i a week with its plural form', async (perWeek, text) => {
    await i18n.changeLanguage('cs');
    api({ perWeek, matched: 2 });
    const dialog = await open('cs', FILTERS, ['„python“']);
    expect(await within(dialog).findByText(text)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Hlídat nabídky' })).toBeTruthy();
  });
});

describe('AlertConfirmedNotice', () => {
  it('says the alert is confirmed only with ?alert=confirmed', () => {
    const { unmount } = renderInRouter(<AlertConfirmedNotice />, '/jobs/development?alert=confirmed');
    expect(screen.getByRole('status').textContent).toBe('Your alert is confirmed. We will e-mail you new jobs with these filters.');
    unmount();
    renderInRouter(<AlertConfirmedNotice />, '/jobs/development');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
