import { json, problem, renderInRouter, stubFetch } from '@raketa/shared/testing';
import { toastsAtom, type LocaleCode } from '@raketa/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { uploadCv, type Profile } from '../api/profile';
import { EMPTY_PROFILE, USER } from '../../../testing/fixtures';
import { initAuthMessages } from '../../../testing/render-dialogs';

import { ProfilePage } from './profile-page';

// jsdom's File and FormData do not travel through Node's fetch: the upload call itself is the API tests' and e2e's.
jest.mock('../api/profile', () => {
  const actual = jest.requireActual('../api/profile');
  return { ...actual, uploadCv: jest.fn() };
});

const CSRF = 'csrf-token';
const UPLOADED = { fileName: 'cv.pdf', mediaType: 'application/pdf', size: 2048, uploadedAt: '2025-03-01T10:00:00.000Z' };
const PROFILE: Profile = { ...EMPTY_PROFILE, onboarding: { lastCompletedStep: null, finished: true } };

type Answer = (request: Request) => Response | Promise<Response>;

/** The API: a session (or none), the profile, and answers for the changes. */
function api({
  user = USER as typeof USER | null,
  profile = PROFILE,
  patch = async (request: Request) => json({ ...profile, ...((await request.json()) as object) }),
  password = () => new Response(null, { status: 204 }),
  remove = () => new Response(null, { status: 204 }),
}: { user?: typeof USER | null; profile?: Profile; patch?: Answer; password?: Answer; remove?: Answer } = {}) {
  return stubFetch((method, path, request) => {
    if (path === '/api/me') return json({ user });
    if (path === '/api/csrf') return json({ token: CSRF });
    if (path === '/api/profile' && method === 'GET') return user ? json(profile) : problem(401, 'unauthenticated');
    if (path === '/api/profile' && method === 'PATCH') return patch(request);
    if (path === '/api/profile' && method === 'DELETE') return remove(request);
    if (path === '/api/profile/password') return password(request);
    // The test results section (its own tests: test-results-section.test.tsx).
    if (path === '/api/tests/results?page=1') return json({ 'hydra:member': [], 'hydra:totalItems': 0 });
    return json({}, 404);
  });
}

function renderPage(url = '/profile', locale: LocaleCode = 'en') {
  return renderInRouter(<ProfilePage locale={locale} twoFactorSettings={<p>2FA settings</p>} />, url);
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const blur = (label: RegExp) => fireEvent.blur(field(label));
const alerts = () => screen.queryAllByRole('alert').map((node) => node.textContent);
const lastToast = () => getDefaultStore().get(toastsAtom)[0];
const profileForm = () => screen.getByRole('form', { name: 'Profile' });

beforeAll(() => initAuthMessages('en'));
beforeEach(() => getDefaultStore().set(toastsAtom, []));
afterEach(() => {
  jest.restoreAllMocks();
  jest.mocked(uploadCv).mockReset();
});

describe('ProfilePage', () => {
  it('offers a signed-out visitor the login dialog that returns to the profile', async () => {
    api({ user: null });
    const { href } = renderPage('/profile?tab=cv');
    await waitFor(() => expect(href()).toBe('/profile?tab=cv&redirect_to=%2Fprofile%3Ftab%3Dcv#login'));
    expect(screen.getByRole('heading', { name: 'Log in to see your profile' })).toBeTruthy();
  });

  it('shows every section, marks required fields with an asterisk and the others as optional', async () => {
    api();
    renderPage();
    await screen.findByRole('heading', { name: 'My profile' });
    for (const name of [
      'About you',
      'What you are looking for',
      'Languages',
      'Links',
      'CV',
      'Test results',
      'Security',
      'Newsletter',
      'Delete account',
    ]) {
      expect(screen.getByRole('heading', { name, level: 2 })).toBeTruthy();
    }
    expect(field(/^Name and surname \*$/).value).toBe('Jana Nováková');
    expect(field(/^Headline Optional$/).value).toBe('');
    expect(screen.getByText('2FA settings')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Newsletter settings' }).getAttribute('href')).toBe('/settings/newsletter');
  });

  it('validates on blur with the first failing rule only, and sends nothing while a field is invalid', async () => {
    const calls = api();
    renderPage();
    await screen.findByRole('heading', { name: 'My profile' });
    type(/^Name and surname/, '');
    expect(alerts()).toEqual([]);
    blur(/^Name and surname/);
    await waitFor(() => expect(alerts()).toEqual(['This field is mandatory']));
    type(/^GitHub/, 'https://gitlab.com/jana');
    blur(/^GitHub/);
    await waitFor(() => expect(alerts()).toEqual(['This field is mandatory', 'This address does not lead to the expected site']));
    type(/^Amount/, '12.5');
    blur(/^Amount/);
    await waitFor(() => expect(alerts()).toContain('Enter a whole number from 1 to 10,000,000'));
    fireEvent.click(within(profileForm()).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(alerts()).toHaveLength(3));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('saves the profile with the CSRF token and toasts', async () => {
    const calls = api();
    renderPage();
    await screen.findByRole('heading', { name: 'My profile' });
    type(/^Headline/, 'Product designer');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Design' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Senior' }));
    type(/^Amount/, '90 000');
    type(/^LinkedIn/, 'https://www.linkedin.com/in/jana');
    fireEvent.click(screen.getByRole('button', { name: 'Add a language' }));
    fireEvent.change(screen.getByLabelText(/^Language \*/), { target: { value: 'en' } });
    fireEvent.change(screen.getByLabelText(/^Level \*/), { target: { value: 'advanced' } });
    fireEvent.click(within(profileForm()).getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(lastToast()).toMatchObject({ variant: 'success', title: 'Profile saved' }));
    const save = calls.find((call) => call.method === 'PATCH')!;
    expect(save.request.headers.get('x-csrf-token')).toBe(CSRF);
    expect(await save.request.json()).toEqual({
      name: 'Jana Nováková',
      headline: 'Product designer',
      location: null,
      fields: ['design'],
      workModes: [],
      seniority: 'senior',
      salary: { amount: 90000, currency: 'CZK', period: 'month' },
      languages: [{ language: 'en', level: 'advanced' }],
      links: { linkedin: 'https://www.linkedin.com/in/jana', github: null, portfolio: null },
    });
  });

  it('shows the API’s field errors on their fields', async () => {
    api({ patch: () => problem(422, 'validation_failed', [{ field: 'links.portfolio', code: 'invalid_url', message: 'x' }]) });
    renderPage();
    await screen.findByRole('heading', { name: 'My profile' });
    fireEvent.click(within(profileForm()).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(alerts()).toEqual(['Enter a web address starting with http:// or https://']));
    expect(field(/^Portfolio or website/).getAttribute('aria-invalid')).toBe('true');
  });

  it('marks a language chosen twice on the later row as it is chosen, and sends nothing until it is fixed', async () => {
    const calls = api();
    renderPage();
    await screen.findByRole('heading', { name: 'My profile' });
    fireEvent.click(screen.getByRole('button', { name: 'Add a language' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a language' }));
    const [first, second] = screen.getAllByLabelText(/^Language \*/);
    fireEvent.change(first!, { target: { value: 'cs' } });
    fireEvent.change(second!, { target: { value: 'cs' } });
    await waitFor(() => expect(alerts()).toEqual(['Each language can be listed only once']));
    expect(second!.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(profileForm()).getByRole('button', { name: 'Save profile' }));
    // Both levels are still to choose (in the page's order: row 1's level, row 2's language and level).
    await waitFor(() => expect(alerts()).toEqual(['This field is mandatory', 'Each language can be listed only once', 'This field is mandatory']));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('shows the generic error when the API refuses a field the form does not have', async () => {
    api({ patch: () => problem(422, 'validation_failed', [{ field: 'onboarding.completedStep', code: 'invalid_choice', message: 'x' }]) });
    renderPage();
    await screen.findByRole('heading', { name: 'My profile' });
    fireEvent.click(within(profileForm()).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ variant: 'destructive' }));
    expect(alerts()).toEqual([]);
  });

  it('refuses a CV of the wrong type or size before sending it, and uploads a good one', async () => {
    api();
    jest.mocked(uploadCv).mockResolvedValueOnce({ kind: 'ok', cv: UPLOADED });
    renderPage();
    await screen.findByRole('heading', { name: 'My profile' });
    const picker = field(/^Upload a CV/);
    fireEvent.change(picker, { target: { files: [new File(['hello'], 'cv.txt', { type: 'text/plain' })] } });
    await waitFor(() => expect(alerts()).toEqual(['The CV must be a PDF, DOC or DOCX document.']));
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(picker, { target: { files: [big] } });
    await waitFor(() => expect(alerts()).toEqual(['The CV may be at most 5 MB.']));
    expect(uploadCv).not.toHaveBeenCalled();

    const good = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(picker, { target: { files: [good] } });
    await waitFor(() => expect(lastToast()).toMatchObject({ variant: 'success', title: 'CV uploaded' }));
    expect(jest.mocked(uploadCv).mock.calls[0]?.[0]).toBe(good);
    expect(screen.getByTestId('cv-file').textContent).toContain('cv.pdf');
    expect(screen.getByRole('link', { name: 'cv.pdf' }).getAttribute('href')).toBe('/api/profile/cv');
  });

  it('shows the API’s refusal of a CV on the picker', async () => {
    api();
    jest.mocked(uploadCv).mockResolvedValueOnce({ kind: 'refused', code: 'cv_unsupported_type' });
    renderPage();
    await screen.findByRole('heading', { name: 'My profile' });
    fireEvent.change(field(/^Upload a CV/), { target: { files: [new File(['<html>'], 'cv.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(alerts()).toEqual(['The CV must be a PDF, DOC or DOCX document.']));
  });

  it('changes the password: the confirmation must match, a wrong current one shows on its field', async () => {
    let answer: Answer = () => problem(422, 'validation_failed', [{ field: 'currentPassword', code: 'wrong_password', message: 'x' }]);
    const calls = api({ password: (request) => answer(request) });
    renderPage();
    await screen.findByRole('heading', { name: 'My profile' });
    type(/^Current password/, 'old-password');
    type(/^New password \*$/, 'Sunny-Morning-42');
    type(/^New password again/, 'Sunny-Morning-43');
    blur(/^New password again/);
    await waitFor(() => expect(alerts()).toEqual(['The passwords do not match']));
    type(/^New password again/, 'Sunny-Morning-42');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(alerts()).toEqual(['The password is incorrect.']));
    // The API's verdict goes with the edit, before the blur of the next click could move the button.
    type(/^Current password/, 'old-password-2');
    await waitFor(() => expect(alerts()).toEqual([]));

    answer = () => new Response(null, { status: 204 });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ variant: 'success', title: 'Password changed' }));
    const change = calls.filter((call) => call.path === '/api/profile/password').at(-1)!;
    expect(await change.request.json()).toEqual({ currentPassword: 'old-password-2', newPassword: 'Sunny-Morning-42' });
    expect(field(/^Current password/).value).toBe('');
  });

  it('deletes the account after confirming with the password, then leaves the page', async () => {
    const calls = api();
    const { href } = renderPage();
    await screen.findByRole('heading', { name: 'My profile' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('alert')
          .map((node) => node.textContent),
      ).toEqual(['This field is mandatory']),
    );
    fireEvent.change(within(dialog).getByLabelText(/^Your password/), { target: { value: 'my password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(href()).toBe('/'));
    expect(lastToast()).toMatchObject({ variant: 'success', title: 'Your account has been deleted' });
    const remove = calls.find((call) => call.method === 'DELETE' && call.path === '/api/profile')!;
    expect(await remove.request.json()).toEqual({ password: 'my password' });
  });

  it('speaks Czech on the Czech site', async () => {
    await initAuthMessages('cs');
    api();
    renderPage('/profil', 'cs');
    expect(await screen.findByRole('heading', { name: 'Můj profil' })).toBeTruthy();
    expect(field(/^Jméno a příjmení \*$/)).toBeTruthy();
    expect(field(/^Krátce o sobě Dobrovolné$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nastavení newsletteru' }).getAttribute('href')).toBe('/nastaveni/newsletter');
    // Unmounted first: switching the language back would re-render the page outside act().
    cleanup();
    await initAuthMessages('en');
  });
});
