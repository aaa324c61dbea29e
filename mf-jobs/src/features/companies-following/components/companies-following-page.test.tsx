import { json, renderInRouter } from '@raketa/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetOfferedLoginDialogs } from '@raketa/shared';
import { initJobsMessages, stubCompaniesApi } from '../../../testing/companies-testing';
import { CANDIDATE, collection, companyJob, companySummary } from '../../../testing/fixtures';
import { CompaniesFollowingPage } from './companies-following-page';

const ACME = { ...companySummary(), newJobs: [companyJob(101, 'Rocket Engineer')] };
const BOLT = { ...companySummary({ '@id': '/api/companies/bolt', id: 8, slug: 'bolt', name: 'Bolt Labs', openJobs: 0 }), newJobs: [] };

type Followed = typeof ACME;

function renderFollowing(
  url: string,
  { user = CANDIDATE as object | null, companies = [ACME, BOLT] as Followed[], total = undefined as number | undefined } = {},
) {
  let following = companies;
  const calls = stubCompaniesApi(
    (method, path) => {
      if (method === 'GET' && path.startsWith('/api/me/followed-companies?')) return json(collection(following, total ?? following.length));
      if (method === 'DELETE' && path === '/api/me/followed-companies/7') {
        following = following.filter((company) => company.id !== 7);
        return new Response(null, { status: 204 });
      }
      return undefined;
    },
    { user, followed: companies.map((company) => company.id) },
  );
  return { ...renderInRouter(<CompaniesFollowingPage routeId="companiesFollowing" locale="en" />, url), calls };
}

beforeAll(() => initJobsMessages('en'));
afterEach(() => {
  jest.restoreAllMocks();
  resetOfferedLoginDialogs();
});

describe('CompaniesFollowingPage', () => {
  it('explains the page to a visitor and offers the login dialog on arrival', async () => {
    const { href, calls } = renderFollowing('/companies/following', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Companies you follow' })).toBeTruthy();
    expect(screen.getByText('Log in to follow startups and see their new jobs in one place.')).toBeTruthy();
    await waitFor(() => expect(href()).toBe('/companies/following?redirect_to=%2Fcompanies%2Ffollowing#login'));
    expect(calls.some((call) => call.path.startsWith('/api/me/followed-companies'))).toBe(false);
  });

  it('lets a visitor who closed the dialog open it again with the button', async () => {
    const first = renderFollowing('/companies/following', { user: null });
    await waitFor(() => expect(first.href()).toContain('#login'));
    first.unmount();
    const second = renderFollowing('/companies/following', { user: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(second.href()).toBe('/companies/following?redirect_to=%2Fcompanies%2Ffollowing#login'));
  });

  it('shows a user each followed company with its new jobs', async () => {
    renderFollowing('/companies/following');
    const cards = await screen.findAllByTestId('company-card');
    expect(cards).toHaveLength(2);
    const acmeJobs = within(cards[0]!).getByRole('region', { name: 'New jobs at Acme Rockets' });
    expect(within(acmeJobs).getByRole('link', { name: 'Rocket Engineer' }).getAttribute('href')).toBe('/job/101/rocket-engineer');
    expect(within(cards[1]!).getByText('No new jobs in the last 14 days.')).toBeTruthy();
  });

  it('unfollows a company, which then leaves the list', async () => {
    const { calls } = renderFollowing('/companies/following');
    const [acme] = await screen.findAllByTestId('company-card');
    const button = await within(acme!).findByRole('button', { name: 'Stop following Acme Rockets' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    await waitFor(() => expect(screen.getAllByTestId('company-card')).toHaveLength(1));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/me/followed-companies/7')).toBe(true);
    expect(screen.queryByText('Acme Rockets')).toBeNull();
  });

  it('points a user who follows nobody to the company list', async () => {
    renderFollowing('/companies/following', { companies: [] });
    expect(await screen.findByText(/You do not follow any company yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse startups' }).getAttribute('href')).toBe('/companies');
  });

  it('pages through many followed companies', async () => {
    const { calls } = renderFollowing('/companies/following?page=2', { total: 30 });
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/companies/following');
    expect(calls.map((call) => call.path)).toContain('/api/me/followed-companies?page=2');
  });
});
