import { toastsAtom } from '@raketa/shared';
import { problem, json, type StubbedCall } from '@raketa/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { renderConsole, restoreRequest, stubConsoleApi } from '../../../testing/console-testing';
import { CANDIDATE, COMPANY_USER, initCompanyPagesMessages, ownCompany } from '../../../testing/employer-start-testing';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const picture = (name: string, content: number[] | string = PNG_HEAD) =>
  new File([typeof content === 'string' ? content : new Uint8Array(content)], name, { type: 'image/png' });
const patches = (calls: StubbedCall[]) => calls.filter((call) => call.method === 'PATCH' && call.path === '/api/me/company');
const input = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const checkbox = (group: RegExp, name: string) => within(screen.getByRole('group', { name: group })).getByLabelText(name) as HTMLInputElement;

const STORED = [
  { image: 41, caption: { cs: 'Kancelář v Ústí', en: 'The office in Ústí' } },
  { image: 42, caption: { cs: '', en: '' } },
];

// Forms of many fields in jsdom: a few seconds per test under a loaded machine.
jest.setTimeout(20_000);

describe('the company console', () => {
  beforeEach(async () => {
    await initCompanyPagesMessages('en');
  });
  afterEach(() => {
    jest.restoreAllMocks();
    restoreRequest();
  });

  it('asks a visitor to log in and come back to the console', async () => {
    stubConsoleApi();
    const page = renderConsole('companyConsole');
    expect(await screen.findByRole('heading', { level: 1, name: 'My company' })).toBeTruthy();
    expect(screen.getByText(/Log in with your company account/)).toBeTruthy();
    await waitFor(() => expect(page.href()).toBe('/for-companies/my-company?redirect_to=%2Ffor-companies%2Fmy-company#login'));
  });

  it('tells a candidate account that the console is for company accounts, with a link to add a startup, in both languages', async () => {
    stubConsoleApi({ user: CANDIDATE });
    const english = renderConsole('companyConsoleProfile');
    expect(await screen.findByRole('heading', { level: 1, name: 'My company is for company accounts' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your startup' }).getAttribute('href')).toBe('/for-companies/add-startup');
    expect(screen.queryByRole('navigation', { name: 'My company' })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    english.unmount();

    await initCompanyPagesMessages('cs');
    stubConsoleApi({ user: CANDIDATE });
    renderConsole('companyConsole', 'cs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moje firma je pro firemní účty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Přidat startup' }).getAttribute('href')).toBe('/pro-firmy/pridat-startup');
  });

  it('sends a company account without a company to the employer start page', async () => {
    stubConsoleApi({ user: COMPANY_USER });
    const page = renderConsole('companyConsoleProfile');
    await waitFor(() => expect(page.href()).toBe('/for-companies/add-startup'));
  });

  it('shows the home of a pending company: name, state, the approval banner, the nav and a card per existing section', async () => {
    stubConsoleApi({ user: COMPANY_USER, company: ownCompany() });
    renderConsole('companyConsole');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ústecké Řemeslo' })).toBeTruthy();
    expect(screen.getByText('Waiting for approval')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Ústecké Řemeslo is waiting for approval');
    const nav = screen.getByRole('navigation', { name: 'My company' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['Overview', '/for-companies/my-company', 'page'],
      ['Company profile', '/for-companies/my-company/profile', null],
      ['Jobs', '/for-companies/my-company/jobs', null],
      ['Applicants', '/for-companies/my-company/applicants', null],
      ['Answer templates', '/for-companies/my-company/answer-templates', null],
      ['Team', '/for-companies/my-company/team', null],
      ['Plan and orders', '/for-companies/my-company/plan', null],
      ['Integrations', '/for-companies/my-company/integrations', null],
    ]);
    // Only sections that exist.
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Company profile',
      'Jobs',
      'Applicants',
      'Team',
      'Plan and orders',
      'Integrations',
    ]);
    expect(screen.getByRole('link', { name: 'Edit the profile' }).getAttribute('href')).toBe('/for-companies/my-company/profile');
    expect(screen.queryByRole('link', { name: 'View the public profile' })).toBeNull();
  });

  it('shows an approved company without the banner, with its public profile', async () => {
    await initCompanyPagesMessages('cs');
    stubConsoleApi({ user: COMPANY_USER, company: ownCompany({ status: 'approved', approvedAt: '2026-03-02T10:00:00.000Z', logo: 12 }) });
    renderConsole('companyConsole', 'cs');
    expect(await screen.findByText('Schváleno a veřejné')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('link', { name: 'Zobrazit veřejný profil' }).getAttribute('href')).toBe('/startup/ustecke-remeslo');
    expect(
      within(screen.getByRole('navigation', { name: 'Moje firma' }))
        .getByRole('link', { name: 'Profil firmy' })
        .getAttribute('href'),
    ).toBe('/pro-firmy/moje-firma/profil');
  });

  it('edits the profile: what the start form created, benefits, technologies and photos; saved, it says so and starts from the answer', async () => {
    const saved = ownCompany({
      shortDescription: { cs: 'Aplikace pro řemeslníky', en: 'Craftspeople find work here' },
      benefits: ['multisport'],
      technologies: ['typescript', 'react'],
      photos: [STORED[1], { image: 901, caption: { cs: '', en: '' } }],
    });
    const { calls, sent } = stubConsoleApi({
      user: COMPANY_USER,
      company: ownCompany({ benefits: ['esop'], technologies: ['react'], photos: STORED }),
      patch: () => json(saved),
    });
    renderConsole('companyConsoleProfile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company profile' })).toBeTruthy();
    expect(input(/^Company name/).value).toBe('Ústecké Řemeslo');
    expect(checkbox(/^Benefits(?! and)/, 'Equity (ESOP)').checked).toBe(true);
    expect(checkbox(/^Technologies/, 'React').checked).toBe(true);
    expect(screen.getByRole('img', { name: 'The office in Ústí' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo 2' })).toBeTruthy();

    fireEvent.change(input(/^Short description in English/), { target: { value: 'Craftspeople find work here' } });
    fireEvent.click(checkbox(/^Benefits(?! and)/, 'Equity (ESOP)'));
    fireEvent.click(checkbox(/^Benefits(?! and)/, 'Multisport card'));
    fireEvent.click(checkbox(/^Technologies/, 'TypeScript'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'The office in Ústí' })).toBeNull());
    // The focus stays in the list: on the next photo's button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove photo 1' }));
    fireEvent.change(input(/^Add photos/), { target: { files: [picture('team.png'), picture('page.png', '<!doctype html>')] } });
    expect(await screen.findByRole('img', { name: 'New photo 2, saved with the profile' })).toBeTruthy();
    // The file that is not a picture is left out, and said so.
    expect(screen.getByRole('group', { name: /^Photos/ }).textContent).toContain('A photo must be a PNG, JPEG or WebP picture');

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]!.request.headers.get('x-csrf-token')).toBe('csrf-token');
    const form = sent.at(-1)!;
    expect(form.get('shortDescription.en')).toBe('Craftspeople find work here');
    // Editing sends the emptied fields too, so they clear.
    expect(form.get('website')).toBe('');
    expect(form.getAll('benefits')).toEqual(['multisport']);
    expect(form.getAll('technologies')).toEqual(['typescript', 'react']);
    expect(form.getAll('photos')).toEqual(['42']);
    expect((form.getAll('photo') as File[]).map((file) => file.name)).toEqual(['team.png']);

    await waitFor(() => expect(getDefaultStore().get(toastsAtom)[0]?.title).toBe('The profile is saved'));
    expect(getDefaultStore().get(toastsAtom)[0]?.variant).toBe('success');
    // The saved photo is a stored one now, and the picker's message is gone.
    expect(await screen.findByRole('img', { name: 'Photo 2' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^New photo/ })).toBeNull();
    expect(screen.queryByText('A photo must be a PNG, JPEG or WebP picture')).toBeNull();
    expect(input(/^Short description in English/).value).toBe('Craftspeople find work here');
  });

  it('keeps everything typed and chosen when the save fails, and puts the API’s field errors in place', async () => {
    let answer = () => json({ title: 'down' }, 503);
    const { calls } = stubConsoleApi({ user: COMPANY_USER, company: ownCompany({ photos: STORED }), patch: () => answer() });
    renderConsole('companyConsoleProfile');
    await screen.findByRole('heading', { level: 1, name: 'Company profile' });
    fireEvent.change(input(/^Company name/), { target: { value: 'Řemeslo Nově' } });
    fireEvent.click(checkbox(/^Benefits(?! and)/, 'Four-day week'));
    fireEvent.change(input(/^Add photos/), { target: { files: [picture('team.png')] } });
    await screen.findByRole('img', { name: 'New photo 3, saved with the profile' });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByText(/The profile could not be saved/)).getAttribute('role')).toBe('alert');
    expect(input(/^Company name/).value).toBe('Řemeslo Nově');
    expect(checkbox(/^Benefits(?! and)/, 'Four-day week').checked).toBe(true);
    expect(screen.getByRole('img', { name: 'New photo 3, saved with the profile' })).toBeTruthy();

    answer = () =>
      problem(422, 'validation_failed', [
        { field: 'technologies', code: 'invalid_choice' },
        { field: 'photos', code: 'too_many' },
        { field: 'name', code: 'too_long' },
      ]);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('group', { name: /^Technologies/ }).textContent).toContain('Choose one of the offered values'));
    expect(screen.getByRole('group', { name: /^Photos/ }).textContent).toContain('The profile shows at most 6 photos');
    expect(input(/^Company name/).getAttribute('aria-invalid')).toBe('true');
    expect(input(/^Company name/).value).toBe('Řemeslo Nově');
  });
});
