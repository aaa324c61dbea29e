import { json, problem, renderInRouter, stubFetch } from '@raketa/shared/testing';
import { toastsAtom, TOAST_DURATION_MS, type LocaleCode } from '@raketa/shared';
import type { Preferences } from '@raketa/shared/account';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { initAuthMessages } from '../../../testing/render-dialogs';

import { NewsletterSettingsPage } from './newsletter-settings-page';

const CSRF = 'csrf-token';
const TOKEN = 'T'.repeat(43);
const USER = { id: 7, type: 'candidate', name: 'Jana Nováková', email: 'jana@example.com', createdAt: '2031-01-01T00:00:00.000Z' };
const STORED: Preferences = { jobDigest: 'off', startupNews: false, coursesAndEvents: true, productTips: false, language: 'cs' };

function renderPage(url: string, locale: LocaleCode = 'en') {
  return renderInRouter(<NewsletterSettingsPage locale={locale} />, url);
}

/** The API: session, CSRF token, preferences and the unsubscribe calls; `save` answers the PUT. */
function api({
  user = USER as unknown,
  stored = STORED as Preferences | null,
  save = (body: Preferences) => json(body),
  check = () => json({ email: 'j…@example.com', topic: null, subscribed: ['jobDigest', 'startupNews'] }),
  unsubscribe = () => json({ unsubscribed: ['jobDigest', 'startupNews'] }),
}: {
  user?: unknown;
  stored?: Preferences | null;
  save?: (body: Preferences) => Response;
  check?: () => Response;
  unsubscribe?: () => Response;
} = {}) {
  return stubFetch(async (method, path, request) => {
    if (path === '/api/me') return json({ user });
    if (path === '/api/csrf') return json({ token: CSRF });
    if (method === 'GET' && path === '/api/newsletter') return stored ? json(stored) : problem(401, 'unauthenticated');
    if (method === 'PUT' && path === '/api/newsletter') return save((await request.json()) as Preferences);
    if (path === '/api/newsletter/unsubscribe/check') return check();
    if (method === 'POST' && path === '/api/newsletter/unsubscribe') return unsubscribe();
    return json({}, 404);
  });
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const alerts = () => screen.queryAllByRole('alert').map((node) => node.textContent);
const toasts = () => getDefaultStore().get(toastsAtom);

beforeAll(() => initAuthMessages('en'));
beforeEach(() => getDefaultStore().set(toastsAtom, []));
afterEach(() => jest.restoreAllMocks());

describe('newsletter preferences', () => {
  it('shows the stored preferences and saves the changed ones with the CSRF header, then toasts', async () => {
    const calls = api();
    renderPage('/settings/newsletter');
    await screen.findByRole('button', { name: 'Save settings' });
    expect(radio('Do not send').checked).toBe(true);
    expect(checkbox('Courses and events from StartupEDU').checked).toBe(true);
    expect(checkbox('Startup news').checked).toBe(false);
    expect(screen.getByRole('link', { name: 'Manage your job alerts' }).getAttribute('href')).toBe('/settings/job-alerts');
    expect(radio('Czech').checked).toBe(true);

    fireEvent.click(radio('Weekly'));
    fireEvent.click(checkbox('Startup news'));
    fireEvent.click(checkbox('Courses and events from StartupEDU'));
    fireEvent.click(radio('English'));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(toasts()[0]).toMatchObject({ variant: 'success', title: 'Newsletter settings saved', duration: TOAST_DURATION_MS }));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe('/api/newsletter');
    expect(put.request.headers.get('x-csrf-token')).toBe(CSRF);
    expect(await put.request.json()).toEqual({ jobDigest: 'weekly', startupNews: true, coursesAndEvents: false, productTips: false, language: 'en' });
  });

  it('shows the API field errors on their fields (422)', async () => {
    api({ save: () => problem(422, 'validation_failed', [{ field: 'language', code: 'invalid_choice', message: 'x' }]) });
    renderPage('/settings/newsletter');
    await screen.findByRole('button', { name: 'Save settings' });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const error = await screen.findByText('Choose one of the offered options');
    expect(error.closest('fieldset')!.getAttribute('aria-describedby')).toBe(error.id);
    expect(toasts()).toEqual([]);
  });

  it('any other failure gives the generic error toast and keeps the form', async () => {
    api({ save: () => json({}, 500) });
    renderPage('/settings/newsletter');
    await screen.findByRole('button', { name: 'Save settings' });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(toasts()[0]).toMatchObject({ variant: 'destructive', title: 'Error' }));
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeTruthy();
  });

  it('a session that ended before saving asks for a sign-in again', async () => {
    api({ save: () => problem(401, 'unauthenticated') });
    const { href } = renderPage('/settings/newsletter');
    await screen.findByRole('button', { name: 'Save settings' });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(href()).toBe('/settings/newsletter?redirect_to=%2Fsettings%2Fnewsletter#login'));
    expect(screen.getByText('Log in to choose which e-mails you receive from Raketa.')).toBeTruthy();
  });
});

describe('signed-out visitors', () => {
  it('get the login dialog with redirect_to back to the page, and a button that opens it again', async () => {
    const calls = api({ user: null });
    const { href, router } = renderPage('/settings/newsletter');
    await waitFor(() => expect(href()).toBe('/settings/newsletter?redirect_to=%2Fsettings%2Fnewsletter#login'));
    expect(screen.getByText('Log in to choose which e-mails you receive from Raketa.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/newsletter')).toBe(false);

    await router.navigate('/settings/newsletter');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(href()).toBe('/settings/newsletter?redirect_to=%2Fsettings%2Fnewsletter#login'));
  });

  it('on the Czech site, in Czech with the Czech fragment', async () => {
    await initAuthMessages('cs');
    api({ user: null });
    const { href } = renderPage('/nastaveni/newsletter', 'cs');
    await waitFor(() => expect(href()).toBe('/nastaveni/newsletter?redirect_to=%2Fnastaveni%2Fnewsletter#prihlaseni'));
    expect(screen.getByRole('heading', { name: 'Nastavení newsletteru' })).toBeTruthy();
    expect(screen.getByText('Přihlaste se a vyberte si, jaké e-maily od Rakety chcete dostávat.')).toBeTruthy();
    await initAuthMessages('en');
  });
});

describe('unsubscribe link', () => {
  it('shows what will be unsubscribed and changes nothing until the button is pressed', async () => {
    const calls = api({ user: null });
    renderPage(`/settings/newsletter?unsubscribe=${TOKEN}`);
    expect(await screen.findByText('E-mail address: j…@example.com')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Unsubscribe from Raketa e-mails' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Job offers digest', 'Startup news']);
    expect(await calls.find((call) => call.path === '/api/newsletter/unsubscribe/check')!.request.json()).toEqual({ token: TOKEN });
    expect(calls.some((call) => call.path === '/api/newsletter/unsubscribe')).toBe(false);
    // No login dialog: the link is the authority.
    expect(calls.some((call) => call.path === '/api/me')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy();
    const post = calls.find((call) => call.path === '/api/newsletter/unsubscribe')!;
    expect(await post.request.json()).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Newsletter settings' }).getAttribute('href')).toBe('/settings/newsletter');
  });

  it('says so when nothing is left to unsubscribe from, without a button', async () => {
    api({ check: () => json({ email: 'j…@example.com', topic: null, subscribed: [] }) });
    renderPage(`/settings/newsletter?unsubscribe=${TOKEN}`);
    expect(await screen.findByText('You are not subscribed to any of these e-mails, so there is nothing to unsubscribe from.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it.each([
    [
      'unsubscribe_token_invalid',
      400,
      'This unsubscribe link is not valid. Open the whole link from the e-mail, or log in and change your newsletter settings.',
    ],
    ['unsubscribe_token_expired', 410, 'This unsubscribe link has expired. Log in and change your newsletter settings.'],
  ])('a %s link shows a clear error', async (code, status, text) => {
    api({ check: () => problem(status, code) });
    renderPage(`/settings/newsletter?unsubscribe=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(alerts()).toEqual([text]);
  });

  it('speaks Czech on the Czech site', async () => {
    await initAuthMessages('cs');
    api({
      check: () => json({ email: 'j…@example.com', topic: 'startupNews', subscribed: ['startupNews'] }),
      unsubscribe: () => json({ unsubscribed: ['startupNews'] }),
    });
    renderPage(`/nastaveni/newsletter?unsubscribe=${TOKEN}`, 'cs');
    expect(await screen.findByText('Přestanete dostávat:')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Odhlášení e-mailů od Rakety' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Novinky ze světa startupů');
    fireEvent.click(screen.getByRole('button', { name: 'Odhlásit odběr' }));
    expect(await screen.findByRole('heading', { name: 'Odběr je odhlášený' })).toBeTruthy();
    await initAuthMessages('en');
  });
});
