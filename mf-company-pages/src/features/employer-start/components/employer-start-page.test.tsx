import { problem, type StubbedCall } from '@raketa/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import cs from '../../../locales/cs.json';
import en from '../../../locales/en.json';
import {
  CANDIDATE,
  COMPANY_USER,
  initCompanyPagesMessages,
  ownCompany,
  renderEmployerStart,
  stubEmployerApi,
} from '../../../testing/employer-start-testing';

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create the profile' }));
const errorOf = (label: RegExp) => {
  const control = input(label);
  const id = control
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};
const posts = (calls: StubbedCall[]) => calls.filter((call) => call.method === 'POST' && call.path === '/api/me/company');

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const file = (bytes: number[] | string, name: string, size?: number) => {
  const content = typeof bytes === 'string' ? bytes : new Uint8Array(bytes);
  const made = new File([content], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(made, 'size', { value: size });
  return made;
};
const chooseLogo = (chosen: File) => fireEvent.change(input(/^Logo/), { target: { files: [chosen] } });

async function fillValid() {
  type(/^Company name/, 'Ústecké Řemeslo');
  type(/^Short description in English/, 'An app for craftspeople');
  type(/^Description in English/, 'We help craftspeople find work.');
  fireEvent.change(screen.getByLabelText(/^Team size/), { target: { value: '1-10' } });
  fireEvent.click(screen.getByLabelText('Prague'));
  fireEvent.click(screen.getByLabelText('Brno'));
  type(/^LinkedIn/, 'https://www.linkedin.com/company/remeslo');
  await waitFor(() => expect(screen.queryAllByRole('alert')).toHaveLength(0));
}

// A form of many fields in jsdom: a few seconds per test under a loaded machine.
jest.setTimeout(20_000);

describe('EmployerStartPage', () => {
  beforeEach(async () => {
    await initCompanyPagesMessages('en');
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('tells a visitor what it is and offers registering a company account or logging in, coming back here', async () => {
    stubEmployerApi();
    renderEmployerStart('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add your startup to Raketa' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What your profile gives you' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a company account' }).getAttribute('href')).toBe(
      '/for-companies/add-startup?redirect_to=%2Ffor-companies%2Fadd-startup#register',
    );
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/for-companies/add-startup?redirect_to=%2Ffor-companies%2Fadd-startup#login',
    );
    expect(screen.getByText(/choose “Company” as the account type/)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('speaks Czech on the Czech page, with the Czech dialog fragments', async () => {
    await initCompanyPagesMessages('cs');
    stubEmployerApi();
    renderEmployerStart('cs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Přidejte svůj startup na Raketu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Založit firemní účet' }).getAttribute('href')).toBe(
      '/pro-firmy/pridat-startup?redirect_to=%2Fpro-firmy%2Fpridat-startup#registrace',
    );
    expect(screen.getByRole('link', { name: 'Přihlásit se' }).getAttribute('href')).toMatch(/#prihlaseni$/);
  });

  it('shows a signed-in candidate the form, says the account becomes a company account, and prefills the contact e-mail', async () => {
    stubEmployerApi({ user: CANDIDATE });
    renderEmployerStart();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your startup’s profile' })).toBeTruthy();
    expect(screen.getByText(/turns this account into a company account/)).toBeTruthy();
    expect(input(/^E-mail for applications/).value).toBe(CANDIDATE.email);
    // Sizes and offices come from the shared lists with their labels.
    expect(within(screen.getByLabelText(/^Team size/)).getByRole('option', { name: '11–50 people' })).toBeTruthy();
    expect(screen.getByLabelText('Košice')).toBeTruthy();
  });

  it('says nothing about candidates to a company account', async () => {
    stubEmployerApi({ user: COMPANY_USER });
    renderEmployerStart();
    await screen.findByRole('heading', { level: 1, name: 'Your startup’s profile' });
    expect(screen.queryByText(/turns this account into a company account/)).toBeNull();
  });

  it('sends a company account that signed up from an invitation back to it instead of the form (sign-up’s `back`)', async () => {
    stubEmployerApi({ user: COMPANY_USER });
    const invitation = '/for-companies/invitation?token=abc';
    const page = renderEmployerStart('en', `?back=${encodeURIComponent(`${window.location.origin}${invitation}`)}`);
    await waitFor(() => expect(page.href()).toBe(invitation));
    expect(screen.queryByRole('heading', { level: 1, name: 'Your startup’s profile' })).toBeNull();
  });

  it('keeps the form when `back` is another page or another site', async () => {
    for (const back of [`${window.location.origin}/for-companies`, 'https://evil.example/for-companies/invitation?token=abc']) {
      stubEmployerApi({ user: COMPANY_USER });
      const page = renderEmployerStart('en', `?back=${encodeURIComponent(back)}`);
      await screen.findByRole('heading', { level: 1, name: 'Your startup’s profile' });
      expect(page.location().pathname).toBe('/for-companies/add-startup');
      page.unmount();
      jest.restoreAllMocks();
    }
  });

  it('checks the form before sending: required fields, one language of descriptions, sizes and links', async () => {
    const { calls } = stubEmployerApi({ user: COMPANY_USER });
    renderEmployerStart();
    await screen.findByLabelText(/^Company name/);
    type(/^E-mail for applications/, '');
    submit();
    await waitFor(() => expect(errorOf(/^Company name/)).toBe('This field is mandatory'));
    expect(errorOf(/^Team size/)).toBe('This field is mandatory');
    expect(errorOf(/^E-mail for applications/)).toBe('This field is mandatory');
    expect(screen.getByRole('group', { name: /^Offices/ }).textContent).toContain('This field is mandatory');

    type(/^Company name/, 'Remeslo');
    fireEvent.change(screen.getByLabelText(/^Team size/), { target: { value: '11-50' } });
    fireEvent.click(screen.getByLabelText('Brno'));
    type(/^E-mail for applications/, 'jobs@');
    await waitFor(() => expect(errorOf(/^E-mail for applications/)).toBe('Invalid email format'));
    type(/^E-mail for applications/, 'jobs@remeslo.example');
    type(/^Website/, 'javascript:alert(1)');
    type(/^Facebook/, 'https://www.linkedin.com/company/x');
    await waitFor(() => expect(errorOf(/^Website/)).toBe('Enter a web address starting with http:// or https://'));
    expect(errorOf(/^Facebook/)).toBe('Enter an address on this network');
    type(/^Website/, 'https://remeslo.example');
    type(/^Facebook/, '');

    // No description in any language.
    submit();
    expect(await screen.findByText('Fill in the short description and the description in at least one language')).toBeTruthy();
    // A language half written: its other text is required.
    type(/^Short description in Czech/, 'Aplikace pro řemeslníky');
    submit();
    await waitFor(() => expect(errorOf(/^Description in Czech/)).toBe('This field is mandatory'));
    type(/^Short description in Czech/, 'x'.repeat(201));
    await waitFor(() => expect(errorOf(/^Short description in Czech/)).toBe('This text is too long'));
    expect(posts(calls)).toHaveLength(0);
  });

  it('checks the logo by its content and size, and previews an accepted one', async () => {
    stubEmployerApi({ user: COMPANY_USER });
    renderEmployerStart();
    await screen.findByLabelText(/^Logo/);
    chooseLogo(file('<!doctype html><script>alert(1)</script>', 'logo.png'));
    await waitFor(() => expect(errorOf(/^Logo/)).toBe('The logo must be a PNG, JPEG or WebP picture'));
    expect(screen.queryByRole('img', { name: 'Preview of the chosen logo' })).toBeNull();
    chooseLogo(file(PNG_HEAD, 'logo.png', 2 * 1024 * 1024 + 1));
    await waitFor(() => expect(errorOf(/^Logo/)).toBe('The logo may be at most 2 MB'));
    chooseLogo(file(PNG_HEAD, 'renamed.gif'));
    await waitFor(() => expect(errorOf(/^Logo/)).toBeUndefined());
    const preview = (await screen.findByRole('img', { name: 'Preview of the chosen logo' })) as HTMLImageElement;
    expect(preview.src).toMatch(/^data:image\/png;base64,/);
  });

  it('sends the profile and then shows that it waits for approval, with what happens next', async () => {
    const { calls } = stubEmployerApi({ user: CANDIDATE });
    renderEmployerStart();
    await screen.findByLabelText(/^Company name/);
    await fillValid();
    submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ústecké Řemeslo is waiting for approval' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What happens next' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');

    const [post] = posts(calls);
    expect(post!.request.headers.get('x-csrf-token')).toBe('csrf-token');
    const form = await post!.request.formData();
    expect(form.get('name')).toBe('Ústecké Řemeslo');
    expect(form.get('shortDescription.en')).toBe('An app for craftspeople');
    expect(form.get('description.en')).toBe('We help craftspeople find work.');
    expect(form.has('shortDescription.cs')).toBe(false);
    expect(form.get('size')).toBe('1-10');
    expect(form.getAll('locations')).toEqual(['praha', 'brno']);
    expect(form.get('linkedin')).toBe('https://www.linkedin.com/company/remeslo');
    expect(form.has('website')).toBe(false);
    expect(form.get('contactEmail')).toBe(CANDIDATE.email);
    // The account became a company account: the session is asked again.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/me').length).toBeGreaterThan(1));
  });

  it('puts the API’s field errors on their fields', async () => {
    stubEmployerApi({
      user: COMPANY_USER,
      create: () =>
        problem(422, 'validation_failed', [
          { field: 'name', code: 'too_long' },
          { field: 'description.en', code: 'required' },
          { field: 'website', code: 'invalid_url' },
          { field: 'locations', code: 'invalid_choice' },
          { field: 'contactEmail', code: 'invalid_email' },
        ]),
    });
    renderEmployerStart();
    await screen.findByLabelText(/^Company name/);
    await fillValid();
    submit();
    await waitFor(() => expect(errorOf(/^Company name/)).toBe('This text is too long'));
    expect(errorOf(/^Description in English/)).toBe('This field is mandatory');
    expect(errorOf(/^Website/)).toBe('Enter a web address starting with http:// or https://');
    expect(errorOf(/^E-mail for applications/)).toBe('Invalid email format');
    expect(screen.getByRole('group', { name: /^Offices/ }).textContent).toContain('Choose one of the offered values');
    expect(input(/^Company name/).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the API’s logo and language errors where they belong', async () => {
    stubEmployerApi({
      user: COMPANY_USER,
      create: () =>
        problem(422, 'validation_failed', [
          { field: 'logo', code: 'invalid_image' },
          { field: 'shortDescription', code: 'language_required' },
        ]),
    });
    renderEmployerStart();
    await screen.findByLabelText(/^Company name/);
    await fillValid();
    submit();
    await waitFor(() => expect(errorOf(/^Logo/)).toBe('The logo must be a PNG, JPEG or WebP picture'));
    expect(screen.getByText('Fill in the short description and the description in at least one language')).toBeTruthy();
  });

  it('explains that a candidate account in use needs a separate company account', async () => {
    stubEmployerApi({ user: CANDIDATE, create: () => problem(409, 'candidate_account_in_use') });
    renderEmployerStart();
    await screen.findByLabelText(/^Company name/);
    await fillValid();
    submit();
    expect((await screen.findByRole('alert')).textContent).toMatch(/create a separate company account/);
    expect(input(/^Company name/).value).toBe('Ústecké Řemeslo');
  });

  it('shows the pending state of an existing company, and the public link once approved', async () => {
    stubEmployerApi({ user: COMPANY_USER, company: ownCompany() });
    const first = renderEmployerStart();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ústecké Řemeslo is waiting for approval' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your company console' }).getAttribute('href')).toBe('/for-companies/my-company');
    first.unmount();

    stubEmployerApi({ user: COMPANY_USER, company: ownCompany({ status: 'approved', approvedAt: '2026-03-02T10:00:00.000Z', logo: 12 }) });
    renderEmployerStart();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ústecké Řemeslo is on Raketa' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the profile' }).getAttribute('href')).toBe('/startup/ustecke-remeslo');
    expect(screen.getByRole('link', { name: 'Go to your company console' }).getAttribute('href')).toBe('/for-companies/my-company');
    expect(screen.queryByLabelText(/^Company name/)).toBeNull();
  });

  it('offers the page the company signed up from (sign-up’s `back`) once its profile exists, not this page or another site', async () => {
    const back = (url: string) => `?back=${encodeURIComponent(url)}`;
    stubEmployerApi({ user: COMPANY_USER, company: ownCompany() });
    const first = renderEmployerStart('en', back(`${window.location.origin}/jobs?q=react`));
    await screen.findByRole('heading', { level: 1, name: 'Ústecké Řemeslo is waiting for approval' });
    expect(screen.getByRole('link', { name: 'Back to the page you came from' }).getAttribute('href')).toBe('/jobs?q=react');
    first.unmount();
    for (const url of [`${window.location.origin}/for-companies/add-startup`, 'https://evil.example/jobs']) {
      stubEmployerApi({ user: COMPANY_USER, company: ownCompany() });
      const page = renderEmployerStart('en', back(url));
      await screen.findByRole('heading', { level: 1, name: 'Ústecké Řemeslo is waiting for approval' });
      expect(screen.queryByRole('link', { name: 'Back to the page you came from' })).toBeNull();
      page.unmount();
    }
  });

  it('has the same message keys and list lengths in Czech and English', () => {
    const shape = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.length
        : value !== null && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]))
          : typeof value;
    expect(shape(cs.employerStart)).toEqual(shape(en.employerStart));
    const texts = JSON.stringify(cs.employerStart) + JSON.stringify(en.employerStart);
    expect(texts).not.toMatch(/lorem|TODO/i);
  });
});
