import { json, problem, renderInRouter, stubFetch } from '@raketa/shared/testing';
import { toastsAtom, TOAST_DURATION_MS, type LocaleCode } from '@raketa/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { initAuthMessages } from '../../../testing/render-dialogs';

import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'A'.repeat(43);
const CSRF = 'csrf-token';

function renderPage(url: string, locale: LocaleCode = 'en') {
  return renderInRouter(<ResetPasswordPage locale={locale} />, url);
}

/** The API: CSRF token, the token check, and `save` for the new password. */
function api({
  check = () => json({ valid: true, expiresAt: '2030-01-01T00:00:00.000Z' }),
  save = () => new Response(null, { status: 204 }),
}: {
  check?: () => Response;
  save?: () => Response;
} = {}) {
  return stubFetch((method, path) => {
    if (path === '/api/csrf') return json({ token: CSRF });
    if (path === '/api/password-reset/check') return check();
    if (method === 'POST' && path === '/api/password-reset') return save();
    return json({}, 404);
  });
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const blur = (label: RegExp) => fireEvent.blur(field(label));
const alerts = () => screen.queryAllByRole('alert').map((node) => node.textContent);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));

beforeAll(() => initAuthMessages('en'));
beforeEach(() => getDefaultStore().set(toastsAtom, []));
afterEach(() => jest.restoreAllMocks());

describe('ResetPasswordPage without a token', () => {
  it('opens the forgotten-password dialog by fragment, and its button opens it again', async () => {
    api();
    const { href, router } = renderPage('/reset-password');
    await waitFor(() => expect(href()).toBe('/reset-password#forgotten-password'));
    expect(screen.getByRole('heading', { name: 'Forgotten password' })).toBeTruthy();
    await router.navigate('/reset-password');
    fireEvent.click(screen.getByRole('button', { name: 'Request a link' }));
    await waitFor(() => expect(href()).toBe('/reset-password#forgotten-password'));
  });

  it('uses the Czech fragment on the Czech site', async () => {
    await initAuthMessages('cs');
    api();
    const { href } = renderPage('/obnovit-heslo', 'cs');
    await waitFor(() => expect(href()).toBe('/obnovit-heslo#zapomenute-heslo'));
    expect(screen.getByRole('heading', { name: 'Zapomenuté heslo' })).toBeTruthy();
    await initAuthMessages('en');
  });
});

describe('ResetPasswordPage with a token', () => {
  it('checks the token, then sets the new password, toasts and goes on to the login dialog', async () => {
    const calls = api();
    const { href } = renderPage(`/reset-password?token=${TOKEN}`);
    await screen.findByRole('heading', { name: 'Set a new password' });
    expect(screen.getByRole('meter', { name: 'Password strength' }).getAttribute('aria-valuenow')).toBe('0');
    type(/^New password \*$/, 'Sunny-Morning-42');
    expect(screen.getByRole('meter', { name: 'Password strength' }).getAttribute('aria-valuenow')).toBe('5');
    type(/^New password again/, 'Sunny-Morning-42');
    submit();

    await waitFor(() => expect(href()).toBe('/login#login'));
    expect(getDefaultStore().get(toastsAtom)[0]).toMatchObject({
      variant: 'success',
      title: 'Password changed',
      description: 'Log in with your new password.',
      duration: TOAST_DURATION_MS,
    });
    const check = calls.find((call) => call.path === '/api/password-reset/check')!;
    expect(await check.request.json()).toEqual({ token: TOKEN });
    const save = calls.find((call) => call.path === '/api/password-reset')!;
    expect(save.request.headers.get('x-csrf-token')).toBe(CSRF);
    expect(await save.request.json()).toEqual({ token: TOKEN, password: 'Sunny-Morning-42' });
  });

  it('validates on blur: the 8-character minimum, then the confirmation', async () => {
    const calls = api();
    renderPage(`/reset-password?token=${TOKEN}`);
    await screen.findByRole('heading', { name: 'Set a new password' });
    type(/^New password \*$/, 'short');
    expect(alerts()).toEqual([]);
    blur(/^New password \*$/);
    await waitFor(() => expect(alerts()).toEqual(['Password must contain at least 8 characters']));
    type(/^New password \*$/, 'long enough now');
    blur(/^New password \*$/);
    type(/^New password again/, 'something else');
    blur(/^New password again/);
    await waitFor(() => expect(alerts()).toEqual(['The passwords do not match']));
    submit();
    await waitFor(() => expect(alerts()).toEqual(['The passwords do not match']));
    expect(calls.some((call) => call.path === '/api/password-reset')).toBe(false);
  });

  it('shows the API password rule on the password field (a common password)', async () => {
    api({ save: () => problem(422, 'validation_failed', [{ field: 'password', code: 'password_too_common', message: 'x' }]) });
    renderPage(`/reset-password?token=${TOKEN}`);
    await screen.findByRole('heading', { name: 'Set a new password' });
    type(/^New password \*$/, 'password1');
    type(/^New password again/, 'password1');
    submit();
    await waitFor(() => expect(alerts()).toEqual(['This password is too common, choose another one']));
  });

  it.each([
    ['reset_token_used', 410, 'A password reset link works only once, and each new request replaces the previous one. Ask for a new link.'],
    ['reset_token_invalid', 400, 'A password reset link works only once, and each new request replaces the previous one. Ask for a new link.'],
    ['reset_token_expired', 410, 'A password reset link is valid for 60 minutes only. Ask for a new link.'],
  ])('a %s link shows the invalid-link message and a button for a new link', async (code, status, text) => {
    api({ check: () => problem(status, code) });
    const { href } = renderPage(`/reset-password?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeTruthy();
    expect(alerts()).toEqual([text]);
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    await waitFor(() => expect(href()).toBe('/reset-password#forgotten-password'));
  });

  it('a link used up while the form was open shows the invalid-link message on saving', async () => {
    api({ save: () => problem(410, 'reset_token_used') });
    renderPage(`/reset-password?token=${TOKEN}`);
    await screen.findByRole('heading', { name: 'Set a new password' });
    type(/^New password \*$/, 'Sunny-Morning-42');
    type(/^New password again/, 'Sunny-Morning-42');
    submit();
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeTruthy();
  });

  it('any other failure gives the generic error toast and keeps the form', async () => {
    api({ save: () => json({}, 500) });
    renderPage(`/reset-password?token=${TOKEN}`);
    await screen.findByRole('heading', { name: 'Set a new password' });
    type(/^New password \*$/, 'Sunny-Morning-42');
    type(/^New password again/, 'Sunny-Morning-42');
    submit();
    await waitFor(() => expect(getDefaultStore().get(toastsAtom)[0]?.title).toBe('Error'));
    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeTruthy();
  });
});
