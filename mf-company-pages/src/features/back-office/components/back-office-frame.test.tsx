import { toastsAtom } from '@raketa/shared';
import { problem } from '@raketa/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { initCompanyPagesMessages } from '../../../testing/employer-start-testing';
import {
  ADMIN,
  adminOrder,
  calls,
  campaign,
  CANDIDATE_USER,
  hydra,
  moderationItem,
  renderBackOffice,
  stubBackOfficeApi,
} from '../../../testing/back-office-testing';

const HOME_ANSWERS = {
  'GET /api/admin/jobs/review': { jobs: [moderationItem(), moderationItem({ id: 42 })], total: 2 },
  'GET /api/admin/companies/pending': {
    companies: [{ slug: 'kotva', name: 'Kotva', ownerEmail: 'a@b.cz', createdAt: '2032-06-01T09:00:00.000Z' }],
    total: 1,
  },
  'GET /api/admin/orders': { orders: [adminOrder()], total: 5 },
  'GET /api/admin/queue/failed': { jobs: [], total: 0 },
  'GET /api/admin/campaigns': hydra([campaign({ active: true, enabled: true }), campaign({ slug: 'vanoce-2024' })]),
};

describe('the back office frame', () => {
  beforeEach(async () => {
    await initCompanyPagesMessages('en');
    getDefaultStore().set(toastsAtom, []);
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks a visitor to log in and come back to the page', async () => {
    stubBackOfficeApi(null);
    const page = renderBackOffice('backOfficeModeration');
    expect(await screen.findByRole('heading', { level: 1, name: 'Back office' })).toBeTruthy();
    await waitFor(() => expect(page.href()).toBe('/admin/moderation?redirect_to=%2Fadmin%2Fmoderation#login'));
  });

  it('shows a signed-in account without the role that the pages are for administrators, and asks the API for nothing', async () => {
    const api = stubBackOfficeApi(CANDIDATE_USER, HOME_ANSWERS);
    const english = renderBackOffice('backOfficeOrders');
    expect(await screen.findByRole('heading', { level: 1, name: 'For administrators only' })).toBeTruthy();
    expect(screen.getByText(/You are logged in as petra@example.com/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
    expect(calls(api, 'GET', '/api/admin')).toEqual([]);
    english.unmount();

    await initCompanyPagesMessages('cs');
    stubBackOfficeApi(CANDIDATE_USER, HOME_ANSWERS);
    renderBackOffice('backOffice', 'cs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jen pro správce' })).toBeTruthy();
  });

  it('closes the back office, data and all, when the API refuses the role (revoked while the page is open)', async () => {
    stubBackOfficeApi(ADMIN, { 'GET /api/admin/companies/pending': problem(403, 'admin_only') });
    renderBackOffice('backOfficeCompanies');
    expect(await screen.findByRole('heading', { level: 1, name: 'For administrators only' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
  });

  it('gives an admin the section nav and a home that counts what waits, in both languages', async () => {
    stubBackOfficeApi(ADMIN, HOME_ANSWERS);
    const english = renderBackOffice('backOffice');
    expect(await screen.findByRole('heading', { level: 1, name: 'Back office' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]),
    ).toEqual([
      ['Overview', '/admin', 'page'],
      ['Moderation', '/admin/moderation', null],
      ['Companies', '/admin/companies', null],
      ['Orders', '/admin/orders', null],
      ['Campaigns', '/admin/campaigns', null],
      ['Price list', '/admin/price-list', null],
      ['Messages', '/admin/messages', null],
      ['Job queue', '/admin/queue', null],
      ['Record', '/admin/record', null],
    ]);
    expect(await screen.findByText('2 jobs wait for review')).toBeTruthy();
    expect(screen.getByText('1 company waits')).toBeTruthy();
    expect(screen.getByText('5 orders wait for payment')).toBeTruthy();
    expect(screen.getByText('0 jobs failed')).toBeTruthy();
    expect(screen.getByText('1 campaign is live')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review jobs' }).getAttribute('href')).toBe('/admin/moderation');
    english.unmount();

    await initCompanyPagesMessages('cs');
    stubBackOfficeApi(ADMIN, HOME_ANSWERS);
    renderBackOffice('backOffice', 'cs');
    expect(await screen.findByText('Na kontrolu čekají 2 nabídky')).toBeTruthy();
    expect(screen.getByText('Na zaplacení čeká 5 objednávek')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Moderace' }).getAttribute('href')).toBe('/sprava/moderace');
  });

  it('says when a count could not be read', async () => {
    stubBackOfficeApi(ADMIN, { ...HOME_ANSWERS, 'GET /api/admin/queue/failed': problem(500, 'internal') });
    renderBackOffice('backOffice');
    expect(await screen.findByText('Could not be counted')).toBeTruthy();
  });
});
