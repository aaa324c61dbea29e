import { json, muteDialogTransitionWarnings, problem, stubFetch } from '@raketa/shared/testing';
import { toastsAtom } from '@raketa/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { initAuthMessages, renderDialogs } from '../../../testing/render-dialogs';

// The sign-up calls' 429 (api/AUTH.md: 30 uniqueness checks a minute, 20 sign-ups an hour per IP).
const throttled = () => problem(429, 'too_many_attempts', undefined, { 'retry-after': '60' });

const dialog = () => screen.getByRole('dialog');
const field = (name: string) => within(dialog()).getByLabelText(new RegExp(`^${name}( \\*| Optional)?$`), { selector: 'input' });
const type = (name: string, value: string) => fireEvent.input(field(name), { target: { value } });
function fill() {
  type('Name and surname', 'Jana Nováková');
  type('E-mail', 'jana@example.cz');
  type('Password', 'long-enough');
  fireEvent.click(within(dialog()).getByRole('button', { name: 'Sign up' }));
}

beforeAll(() => initAuthMessages('en'));
beforeEach(() => {
  getDefaultStore().set(toastsAtom, []);
  muteDialogTransitionWarnings();
});
afterEach(() => jest.restoreAllMocks());

describe('sign-up throttled by the API (429)', () => {
  // Issue 22: the limit is the network's, so the form says it; the e-mail field is not marked wrong.
  it('a throttled uniqueness check shows the limit on the form at once (no retry after Retry-After), and does not register', async () => {
    const calls = stubFetch(() => throttled());
    renderDialogs('/jobs#register');
    fill();
    const error = await within(dialog()).findByText('Too many sign-ups from your network. Please try again later.');
    expect(error.closest('form')?.getAttribute('aria-describedby')).toBe(error.id);
    expect(field('E-mail').getAttribute('aria-invalid')).toBeNull();
    expect(field('E-mail').getAttribute('aria-describedby')).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /support/unique-username/jana%40example.cz']);
    expect(getDefaultStore().get(toastsAtom)).toEqual([]);
  });

  it('a throttled registration shows the same notice and stays on the dialog', async () => {
    stubFetch((method, path) => {
      if (path === '/api/csrf') return json({ token: 'csrf-token' });
      return method === 'GET' ? json({ isUsernameUnique: true }) : throttled();
    });
    const { href } = renderDialogs('/jobs#register');
    fill();
    expect(await within(dialog()).findByText('Too many sign-ups from your network. Please try again later.')).toBeTruthy();
    expect(href()).toBe('/jobs#register');
    expect(getDefaultStore().get(toastsAtom)).toEqual([]);
  });

  it('says so in Czech on the Czech site', async () => {
    await initAuthMessages('cs');
    stubFetch(() => throttled());
    renderDialogs('/nabidky#registrace', { locale: 'cs' });
    type('Jméno a příjmení', 'Jana Nováková');
    type('E-mail', 'jana@example.cz');
    type('Heslo', 'long-enough');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Zaregistrovat se' }));
    expect(await within(dialog()).findByText('Z vaší sítě přišlo příliš mnoho registrací. Zkuste to prosím později.')).toBeTruthy();
    await initAuthMessages('en');
  });
});
