import { i18n, routes as routeTable, type LocaleCode } from '@raketa/shared';
import { json, renderInRouter, stubFetch, type StubbedCall } from '@raketa/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMPANY_USER, initCompanyPagesMessages, ownCompany } from '../../../../testing/employer-start-testing';
import { ConsoleHomePage } from '../console-home-page';
import { ConsoleJobsPage } from './jobs-page';

jest.setTimeout(20_000);

/** A text of this page in the language loaded now (the copy may change; the behaviour is what is tested). */
const m = (key: string, options: Record<string, unknown> = {}) => i18n.t(`console.jobs.${key}`, { ns: 'companyPages', ...options });

const summary = (overrides: Record<string, unknown>) => ({
  '@id': '/api/me/company/jobs/1',
  '@type': 'OwnJob',
  id: 1,
  status: 'draft',
  version: 1,
  language: 'en',
  title: 'Backend developer',
  createdAt: '2032-03-01T08:00:00.000Z',
  updatedAt: '2032-03-02T08:00:00.000Z',
  publishedAt: null,
  validUntil: null,
  reviewRequested: false,
  slug: 'backend-developer-1',
  rejection: null,
  ...overrides,
});

const JOBS = [
  summary({ id: 1, status: 'draft', title: '' }),
  summary({
    id: 2,
    status: 'rejected',
    title: 'Sales lead',
    rejection: { reason: 'contact_details', message: 'Remove the phone number.', at: '2032-03-02T08:00:00.000Z' },
  }),
  summary({
    id: 3,
    status: 'published',
    title: 'Designer',
    slug: 'designer-3',
    publishedAt: '2032-03-01T08:00:00.000Z',
    validUntil: '2032-03-31T08:00:00.000Z',
  }),
];
const COUNTS = { draft: 1, submitted: 0, published: 1, rejected: 1, expired: 0, closed: 0 };
const PLAN = (freeSlots: number) => ({
  plan: {
    code: 'start',
    name: { cs: 'Start', en: 'Start' },
    jobSlots: 2,
    listingDays: 30,
    validFrom: '2032-01-01T00:00:00.000Z',
    validUntil: '2033-01-01T00:00:00.000Z',
    orderId: 4,
  },
  usedSlots: 2 - freeSlots,
  freeSlots,
  pendingOrder: null,
});

function stubApi({ freeSlots = 1, close }: { freeSlots?: number; close?: () => Response } = {}) {
  let jobs = JOBS;
  return stubFetch((method, path) => {
    if (path === '/api/me') return json({ user: COMPANY_USER, twoFactorPending: false });
    if (path === '/api/csrf') return json({ token: 'csrf-token' });
    if (path === '/api/me/company') return json(ownCompany({ status: 'approved' }));
    if (path === '/api/me/company/plan') return json(PLAN(freeSlots));
    if (path === '/api/me/company/job-stats') return json({ '@id': path, jobs: [{ id: 3, views: 12, applications: 3, answered: 2, counted: 3 }] });
    if (path.startsWith('/api/me/company/jobs') && method === 'GET') {
      const state = new URL(`http://x${path}`).searchParams.get('state');
      const shown = state ? jobs.filter((job) => job.status === state) : jobs;
      return json({ '@id': '/api/me/company/jobs', '@type': 'OwnJobList', jobs: shown, total: shown.length, page: 1, perPage: 50, counts: COUNTS });
    }
    if (path === '/api/me/company/jobs/3/close' && method === 'POST') {
      const answer =
        close?.() ??
        json({
          id: 3,
          status: 'closed',
          submittedAt: null,
          publishedAt: null,
          validUntil: null,
          closedAt: '2032-03-03T08:00:00.000Z',
          rejection: null,
        });
      if (answer.ok) jobs = jobs.map((job) => (job.id === 3 ? { ...job, status: 'closed' } : job));
      return answer;
    }
    return json({}, 404);
  });
}

const render = (locale: LocaleCode = 'en', search = '') =>
  renderInRouter(<ConsoleJobsPage routeId="companyConsoleJobs" locale={locale} />, `${routeTable.companyConsoleJobs.path[locale]}${search}`);
const rowOf = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('li')!;

describe('the console’s jobs', () => {
  beforeEach(async () => {
    await initCompanyPagesMessages('en');
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists the jobs with counts per state, each with its moves, a rejection with its reason and message', async () => {
    stubApi();
    render();
    await screen.findByRole('heading', { level: 2, name: 'Sales lead' });
    const filters = screen.getByRole('navigation', { name: 'Show jobs' });
    expect(
      within(filters)
        .getByRole('link', { name: `${m('all')} 3` })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(filters)
        .getByRole('link', { name: `${m('tabs.rejected')} 1` })
        .getAttribute('href'),
    ).toBe('/for-companies/my-company/jobs?state=rejected');

    const draft = rowOf(m('untitled'));
    expect(within(draft).getByText(m('state.draft'))).toBeTruthy();
    expect(
      within(draft)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([m('actions.submit'), m('actions.delete')]);
    const rejected = rowOf('Sales lead');
    expect(within(rejected).getByText(m('rejection', { reason: m('rejectionReasons.contact_details') }))).toBeTruthy();
    expect(within(rejected).getByText(m('rejectionMessage', { message: 'Remove the phone number.' }))).toBeTruthy();
    const published = rowOf('Designer');
    expect(within(published).getByText(m('until', { date: '31 March 2032' }))).toBeTruthy();
    expect(
      within(published)
        .getByRole('link', { name: m('actions.view') })
        .getAttribute('href'),
    ).toBe('/job/3/designer-3');
    expect(
      within(published)
        .getByRole('link', { name: m('actions.edit') })
        .getAttribute('href'),
    ).toBe('/for-companies/my-company/jobs/3');
    expect(screen.getByTestId('job-slots').textContent).toBe(m('slots.used', { used: 1, total: 2, free: 1 }));
  });

  it.each([
    ['en', ['12 views', '3 applications', '67% answered within 14 days (2 of 3)']],
    ['cs', ['12 zobrazení', '3 přihlášky', '67 % zodpovězeno do 14 dní (2 z 3)']],
  ] as const)('shows a public job’s views, applications and answers in %s, and none for a draft', async (locale, figures) => {
    await initCompanyPagesMessages(locale);
    stubApi();
    render(locale);
    const stats = await waitFor(() => within(rowOf('Designer')).getByTestId('job-stats'));
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/\s/g, ' ')),
    ).toEqual(figures);
    expect(within(rowOf('Sales lead')).queryByTestId('job-stats')).toBeNull();
  });

  it('closes a published job after asking, then shows the list as it is', async () => {
    const calls = stubApi();
    render('en', '?state=published');
    const row = await waitFor(() => rowOf('Designer'));
    fireEvent.click(within(row).getByRole('button', { name: m('actions.close') }));
    expect(within(row).getByText(m('confirm.close', { title: 'Designer' }))).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe(m('confirm.cancel')));
    fireEvent.click(within(row).getByRole('button', { name: m('confirm.yesClose') }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Designer' })).toBeNull());
    expect(calls.some((call: StubbedCall) => call.method === 'POST' && call.path === '/api/me/company/jobs/3/close')).toBe(true);
  });

  it('says what to do when no slot is free, in Czech too', async () => {
    stubApi({ freeSlots: 0 });
    render();
    expect(await screen.findByText(m('slots.full'))).toBeTruthy();
    expect(screen.getByRole('link', { name: m('slots.showPublished') }).getAttribute('href')).toBe('/for-companies/my-company/jobs?state=published');

    await initCompanyPagesMessages('cs');
    stubApi({ freeSlots: 0 });
    render('cs');
    expect(await screen.findByText(m('slots.full'))).toBeTruthy();
    expect((await screen.findAllByRole('heading', { level: 2, name: 'Sales lead' })).length).toBeGreaterThan(0);
  });

  it('keeps the job and says why when a move is refused', async () => {
    stubApi({ close: () => json({ code: 'invalid_transition', jobStatus: 'closed', action: 'close' }, 409) });
    render('en', '?state=published');
    const row = await waitFor(() => rowOf('Designer'));
    fireEvent.click(within(row).getByRole('button', { name: m('actions.close') }));
    fireEvent.click(within(row).getByRole('button', { name: m('confirm.yesClose') }));
    expect(await within(rowOf('Designer')).findByRole('alert')).toBeTruthy();
    expect(screen.getByText(m('moveFailed.invalidTransition'))).toBeTruthy();
  });

  it('pages through more jobs than the API answers at once, keeping the filter', async () => {
    // 120 published jobs, 50 a page: each page answers one job named after it.
    const calls = stubFetch((method, path) => {
      if (path === '/api/me') return json({ user: COMPANY_USER, twoFactorPending: false });
      if (path === '/api/me/company') return json(ownCompany({ status: 'approved' }));
      if (path === '/api/me/company/plan') return json(PLAN(1));
      const url = new URL(`http://x${path}`);
      if (url.pathname !== '/api/me/company/jobs') return json({}, 404);
      const page = Number(url.searchParams.get('page') ?? 1);
      const jobs = [summary({ id: page, status: 'published', title: `Job on page ${page}` })];
      return json({
        '@id': '/api/me/company/jobs',
        '@type': 'OwnJobList',
        jobs,
        total: 120,
        page,
        perPage: 50,
        counts: { ...COUNTS, published: 120 },
      });
    });
    const page = render('en', '?state=published');
    await screen.findByRole('heading', { level: 2, name: 'Job on page 1' });
    const pages = screen.getByRole('navigation', { name: m('pages') });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/for-companies/my-company/jobs?state=published',
      '/for-companies/my-company/jobs?state=published&page=2',
      '/for-companies/my-company/jobs?state=published&page=3',
      '/for-companies/my-company/jobs?state=published&page=2',
    ]);
    fireEvent.click(within(pages).getByRole('link', { name: 'Page 3' }));
    await screen.findByRole('heading', { level: 2, name: 'Job on page 3' });
    expect(page.href()).toBe('/for-companies/my-company/jobs?state=published&page=3');
    expect(calls.some((call) => call.path === '/api/me/company/jobs?state=published&page=3')).toBe(true);
    // A filter starts at its first page.
    expect(screen.getByRole('link', { name: /^Drafts?/ }).getAttribute('href')).toBe('/for-companies/my-company/jobs?state=draft');
  });

  it('counts the jobs by state on the console’s home, each a way into the list', async () => {
    stubApi();
    renderInRouter(<ConsoleHomePage routeId="companyConsole" locale="en" />, routeTable.companyConsole.path.en);
    const counts = await screen.findByRole('list', { name: i18n.t('console.home.cards.jobs.counts', { ns: 'companyPages' }) });
    expect(
      within(counts)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [`${m('tabs.draft')}: 1`, '/for-companies/my-company/jobs?state=draft'],
      [`${m('tabs.published')}: 1`, '/for-companies/my-company/jobs?state=published'],
      [`${m('tabs.rejected')}: 1`, '/for-companies/my-company/jobs?state=rejected'],
    ]);
  });
});
