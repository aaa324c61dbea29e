import { json, problem, stubFetch, type StubbedCall } from '@raketa/shared/testing';
import { createQueryClient, toastsAtom } from '@raketa/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { initAuthMessages } from '../../../testing/render-dialogs';
import { TwoFactorSettings } from '../index';
import { groupedKey, qrImageSource } from './setup-form';

const CSRF = 'csrf-token';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';
const CODES = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`);

/** A 422 with one field error, as the API refuses a wrong code or password. */
const fieldProblem = (field: string, code: string) => problem(422, 'validation_failed', [{ field, code, message: 'x' }]);

/** The API as a small state machine: off until a right confirmation; `answers` overrides one call. */
function stubApi(initial: { enabled: boolean } = { enabled: false }, answers: Record<string, () => Response> = {}) {
  let enabled = initial.enabled;
  let left = 10;
  return stubFetch((method, path) => {
    if (path === '/api/csrf') return json({ token: CSRF });
    const override = answers[`${method} ${path}`];
    if (override) return override();
    if (method === 'GET' && path === '/api/two-factor') {
      return json({ enabled, enabledAt: enabled ? '2030-04-02T10:00:00.000Z' : null, recoveryCodesLeft: enabled ? left : 0 });
    }
    if (path === '/api/two-factor/setup') return json({ secret: SECRET, uri: `otpauth://totp/Raketa:x?secret=${SECRET}`, qrSvg: QR_SVG });
    if (path === '/api/two-factor/confirm') {
      enabled = true;
      return json({ recoveryCodes: CODES });
    }
    if (path === '/api/two-factor/recovery-codes') {
      left = 10;
      return json({ recoveryCodes: CODES.map((code) => code.toUpperCase()) });
    }
    if (path === '/api/two-factor/disable') {
      enabled = false;
      return new Response(null, { status: 204 });
    }
    return json({}, 404);
  });
}

function renderSettings() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <TwoFactorSettings />
    </QueryClientProvider>,
  );
}

const section = () => screen.getByRole('region', { name: /Two-factor sign-in|Dvoufázové přihlášení/ });
const button = (name: string) => within(section()).getByRole('button', { name });
const field = (name: string) => within(section()).getByLabelText(new RegExp(`^${name}( \\*)?$`), { selector: 'input' });
const type = (name: string, value: string) => fireEvent.input(field(name), { target: { value } });
const posts = (calls: StubbedCall[]) => calls.filter((c) => c.method === 'POST').map((c) => c.path);

beforeAll(() => initAuthMessages('en'));
beforeEach(() => getDefaultStore().set(toastsAtom, []));
afterEach(() => jest.restoreAllMocks());

describe('TwoFactorSettings', () => {
  it('turns two-factor on: QR code as an image, the key by hand, a code, then the recovery codes once', async () => {
    const calls = stubApi();
    const { container } = renderSettings();
    expect(await within(section()).findByText(/^Off\./)).toBeTruthy();
    fireEvent.click(button('Turn on'));

    const qr = await within(section()).findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe(qrImageSource(QR_SVG));
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    // The server's markup never enters the page as markup.
    expect(container.querySelector('svg')).toBeNull();
    expect(within(section()).getByTestId('two-factor-key').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    type('Code', '123456');
    fireEvent.click(button('Confirm and turn on'));
    const list = await within(section()).findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    const download = within(section()).getByRole('link', { name: 'Download' });
    expect(download.getAttribute('download')).toBe('raketa-recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href')!)).toBe(
      `data:text/plain;charset=utf-8,Raketa recovery codes (each works once)\n\n${CODES.join('\n')}\n`,
    );

    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(button('Copy'));
    await within(section()).findByRole('button', { name: 'Copied' });
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));

    fireEvent.click(button('I have saved them'));
    expect(await within(section()).findByText('Recovery codes left: 10')).toBeTruthy();
    expect(within(section()).getByText(/^On since April 2, 2030\./)).toBeTruthy();
    expect(within(section()).queryByText(CODES[0]!)).toBeNull();

    const confirm = calls.find((c) => c.path === '/api/two-factor/confirm')!;
    expect(confirm.request.headers.get('x-csrf-token')).toBe(CSRF);
    expect(await confirm.request.json()).toEqual({ code: '123456' });
    expect(posts(calls)).toEqual(['/api/two-factor/setup', '/api/two-factor/confirm']);
  });

  it('a wrong confirmation code shows "Incorrect code, try again." and keeps the setup', async () => {
    stubApi({ enabled: false }, { 'POST /api/two-factor/confirm': () => fieldProblem('code', 'incorrect_code') });
    renderSettings();
    fireEvent.click(await within(section()).findByRole('button', { name: 'Turn on' }));
    const confirm = await within(section()).findByRole('button', { name: 'Confirm and turn on' });
    type('Code', '654321');
    fireEvent.click(confirm);
    const error = await within(section()).findByText('Incorrect code, try again.');
    expect(error.id).toBe(field('Code').getAttribute('aria-describedby'));
    expect(within(section()).getByRole('img')).toBeTruthy();
  });

  it('an expired setup says to start again; Cancel goes back', async () => {
    stubApi({ enabled: false }, { 'POST /api/two-factor/confirm': () => problem(409, 'two_factor_setup_not_started') });
    renderSettings();
    fireEvent.click(await within(section()).findByRole('button', { name: 'Turn on' }));
    const confirm = await within(section()).findByRole('button', { name: 'Confirm and turn on' });
    type('Code', '654321');
    fireEvent.click(confirm);
    expect(await within(section()).findByText('The setup has expired. Cancel it and start again.')).toBeTruthy();
    fireEvent.click(button('Cancel'));
    expect(await within(section()).findByRole('button', { name: 'Turn on' })).toBeTruthy();
  });

  it('validates the code before calling the API', async () => {
    const calls = stubApi();
    renderSettings();
    fireEvent.click(await within(section()).findByRole('button', { name: 'Turn on' }));
    fireEvent.click(await within(section()).findByRole('button', { name: 'Confirm and turn on' }));
    expect(await within(section()).findByText('This field is mandatory')).toBeTruthy();
    expect(posts(calls)).toEqual(['/api/two-factor/setup']);
  });

  it('makes new recovery codes with a code from the app', async () => {
    const calls = stubApi({ enabled: true });
    renderSettings();
    fireEvent.click(await within(section()).findByRole('button', { name: 'New recovery codes' }));
    type('Code', '222333');
    fireEvent.click(button('Create new codes'));
    const list = await within(section()).findByRole('list', { name: 'Your recovery codes' });
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toBe(CODES[0]!.toUpperCase());
    expect(await calls.find((c) => c.path === '/api/two-factor/recovery-codes')!.request.json()).toEqual({ code: '222333' });
  });

  it('turns two-factor off with the password; a wrong one shows on the field', async () => {
    let attempts = 0;
    const calls = stubApi(
      { enabled: true },
      {
        'POST /api/two-factor/disable': () => {
          attempts += 1;
          return attempts === 1 ? fieldProblem('password', 'wrong_password') : new Response(null, { status: 204 });
        },
      },
    );
    renderSettings();
    fireEvent.click(await within(section()).findByRole('button', { name: 'Turn off' }));
    type('Password', 'not it');
    fireEvent.click(button('Turn off two-factor sign-in'));
    expect(await within(section()).findByText('The password is incorrect.')).toBeTruthy();
    type('Password', 'the real one');
    fireEvent.click(button('Turn off two-factor sign-in'));
    await waitFor(() => expect(attempts).toBe(2));
    const bodies = await Promise.all(calls.filter((c) => c.path === '/api/two-factor/disable').map((c) => c.request.json()));
    expect(bodies).toEqual([{ password: 'not it' }, { password: 'the real one' }]);
  });

  it('turns two-factor off with a code instead of the password; too many attempts show on the field', async () => {
    const calls = stubApi({ enabled: true }, { 'POST /api/two-factor/disable': () => problem(429, 'too_many_attempts') });
    renderSettings();
    fireEvent.click(await within(section()).findByRole('button', { name: 'Turn off' }));
    fireEvent.click(button('Use a code instead'));
    type('Code', '999888');
    fireEvent.click(button('Turn off two-factor sign-in'));
    expect(await within(section()).findByText('Too many attempts. Please wait a minute and try again.')).toBeTruthy();
    expect(await calls.find((c) => c.path === '/api/two-factor/disable')!.request.json()).toEqual({ code: '999888' });
  });

  it('speaks Czech', async () => {
    await initAuthMessages('cs');
    stubApi({ enabled: true });
    const { unmount } = renderSettings();
    expect(await within(section()).findByText('Zbývající záložní kódy: 10')).toBeTruthy();
    expect(within(section()).getByRole('button', { name: 'Vypnout' })).toBeTruthy();
    unmount();
    await initAuthMessages('en');
  });
});

describe('groupedKey', () => {
  it('groups a base32 key by four', () => {
    expect(groupedKey('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });
});
