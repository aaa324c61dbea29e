import { json, renderInRouter } from '@raketa/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CANDIDATE, collection, companySummary } from '../../../testing/fixtures';
import { initJobsMessages, stubCompaniesApi } from '../../../testing/companies-testing';
import { CompanyListPage } from './company-list-page';

const ACME = companySummary();
const BOLT = companySummary({
  '@id': '/api/companies/bolt',
  id: 8,
  slug: 'bolt',
  name: 'Bolt Labs',
  logo: null,
  openJobs: 0,
  size: '1-10',
  locations: [],
});

function renderList(url: string, { members = [ACME, BOLT], total = undefined as number | undefined, user = null as object | null } = {}) {
  const calls = stubCompaniesApi(
    (method, path) => {
      if (method === 'GET' && path.startsWith('/api/companies?')) return json(collection(members, total ?? members.length));
      if (method === 'PUT' && path === '/api/me/followed-companies/7') return new Response(null, { status: 204 });
      return undefined;
    },
    { user },
  );
  const rendered = renderInRouter(<CompanyListPage routeId="companyList" locale="en" />, url);
  const apiCalls = () => calls.filter((call) => call.path.startsWith('/api/companies')).map((call) => call.path);
  return { ...rendered, calls, apiCalls };
}

beforeAll(() => initJobsMessages('en'));
afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe('CompanyListPage', () => {
  it('shows a card per company: logo, name, description in the page language, size, places, open jobs', async () => {
    renderList('/companies');
    const cards = await screen.findAllByTestId('company-card');
    expect(cards).toHaveLength(2);
    const acme = within(cards[0]!);
    expect(acme.getByRole('link', { name: 'Acme Rockets' }).getAttribute('href')).toBe('/startup/acme');
    expect(acme.getByText('We build rockets.')).toBeTruthy();
    expect(acme.getByText('11–50 people')).toBeTruthy();
    expect(acme.getByText('Prague, Brno')).toBeTruthy();
    expect(acme.getByText('3 open jobs')).toBeTruthy();
    const logo = cards[0]!.querySelector('img')!;
    expect(logo.getAttribute('src')).toBe('/api/images/11?w=64&h=64&f=webp');
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['64', '64']);
    expect(within(cards[1]!).getByText('Not hiring right now')).toBeTruthy();
    expect(cards[1]!.querySelector('img')).toBeNull();
    expect(screen.getByText('2 companies')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Companies you follow' }).getAttribute('href')).toBe('/companies/following');
  });

  it('is headed by the route’s name, the one the navigation uses ("Companies", not a second word for it)', async () => {
    renderList('/companies');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Companies');
  });

  it('sends the filters of the URL to the API under its parameter names', async () => {
    const { apiCalls } = renderList('/companies?q=raket&field=development&size=11-50&location=brno&hiring=1&page=2');
    await screen.findAllByTestId('company-card');
    expect(apiCalls()).toEqual(['/api/companies?q=raket&fields=development&sizes=11-50&locations=brno&hiring=true&page=2']);
    expect((screen.getByLabelText('Search companies') as HTMLInputElement).value).toBe('raket');
    expect((screen.getByLabelText('Field') as HTMLSelectElement).value).toBe('development');
    expect((screen.getByLabelText('Hiring now') as HTMLInputElement).checked).toBe(true);
  });

  it('puts a changed filter in the URL in canonical order, back on page 1, and asks the API again', async () => {
    const { href, apiCalls } = renderList('/companies?size=11-50&page=3');
    await screen.findAllByTestId('company-card');
    fireEvent.change(screen.getByLabelText('Field'), { target: { value: 'design' } });
    await waitFor(() => expect(href()).toBe('/companies?field=design&size=11-50'));
    await waitFor(() => expect(apiCalls()).toContain('/api/companies?fields=design&sizes=11-50&page=1'));

    fireEvent.click(screen.getByLabelText('Hiring now'));
    await waitFor(() => expect(href()).toBe('/companies?field=design&size=11-50&hiring=1'));

    fireEvent.change(screen.getByLabelText('Search companies'), { target: { value: '  rakety ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(href()).toBe('/companies?q=rakety&field=design&size=11-50&hiring=1'));
    await waitFor(() => expect(apiCalls()).toContain('/api/companies?q=rakety&fields=design&sizes=11-50&hiring=true&page=1'));

    fireEvent.change(screen.getByLabelText('Field'), { target: { value: '' } });
    await waitFor(() => expect(href()).toBe('/companies?q=rakety&size=11-50&hiring=1'));
  });

  it('replaces a URL with unknown codes or keys out of order by its canonical form', async () => {
    const { href, apiCalls } = renderList('/companies?page=abc&size=huge&location=mars&hiring=true&field=development');
    await waitFor(() => expect(href()).toBe('/companies?field=development&hiring=1'));
    await screen.findAllByTestId('company-card');
    expect(apiCalls().every((path) => !path.includes('huge') && !path.includes('mars'))).toBe(true);
  });

  it('refuses a search text over 100 characters with a field message', async () => {
    const { href } = renderList('/companies');
    await screen.findAllByTestId('company-card');
    fireEvent.change(screen.getByLabelText('Search companies'), { target: { value: 'x'.repeat(101) } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter at most 100 characters.');
    expect(screen.getByLabelText('Search companies').getAttribute('aria-invalid')).toBe('true');
    expect(href()).toBe('/companies');
  });

  it('links the pages of a long list', async () => {
    renderList('/companies?hiring=1&page=2', { total: 60 });
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/companies?hiring=1&page=3');
    expect(within(nav).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/companies?hiring=1');
    expect(within(nav).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/companies?hiring=1&page=3');
  });

  it('says when no company matches and offers to clear the filters', async () => {
    renderList('/companies?q=zzz&hiring=1', { members: [] });
    expect(await screen.findByText('No company matches these filters.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clear all filters' }).getAttribute('href')).toBe('/companies');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('says when there are no companies at all', async () => {
    renderList('/companies', { members: [] });
    expect(await screen.findByText('There are no companies here yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Clear all filters' })).toBeNull();
  });

  it('sends a visitor who follows a company to the login dialog, with the follow waiting for it', async () => {
    const { href, calls } = renderList('/companies?size=11-50');
    const [acme] = await screen.findAllByTestId('company-card');
    fireEvent.click(within(acme!).getByRole('button', { name: 'Follow Acme Rockets' }));
    await waitFor(() => expect(href()).toBe('/companies?size=11-50&redirect_to=%2Fcompanies%3Fsize%3D11-50#login'));
    expect(JSON.parse(sessionStorage.getItem('raketa:pending-mark')!)).toMatchObject({ kind: 'followedCompanies', id: 7, path: '/companies' });
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('follows a company for a signed-in user', async () => {
    const { calls } = renderList('/companies', { user: CANDIDATE });
    const [acme] = await screen.findAllByTestId('company-card');
    const button = within(acme!).getByRole('button', { name: 'Follow Acme Rockets' });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/me/job-marks')).toBe(true));
    fireEvent.click(button);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT' && call.path === '/api/me/followed-companies/7')).toBe(true));
    expect(within(acme!).getByRole('button', { name: 'Stop following Acme Rockets' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('the canonical URL', () => {
  it('keeps parameters that are not filters (the login dialog’s redirect_to) after the filters', async () => {
    const { href } = renderList('/companies?redirect_to=%2Fcompanies&hiring=true&size=11-50#login');
    await waitFor(() => expect(href()).toBe('/companies?size=11-50&hiring=1&redirect_to=%2Fcompanies#login'));
  });
});

describe('a page past the last one', () => {
  it('says so and links the first page with the same filters', async () => {
    renderList('/companies?hiring=1&page=9', { members: [], total: 30 });
    expect(await screen.findByText('There are no more companies on this page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe('/companies?hiring=1');
  });
});
