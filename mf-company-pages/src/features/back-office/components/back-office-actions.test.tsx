import { toastsAtom } from '@raketa/shared';
import { muteDialogTransitionWarnings, problem } from '@raketa/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { initCompanyPagesMessages } from '../../../testing/employer-start-testing';
import type { AdminCashbackClaim } from '../api/cashback';
import {
  ADMIN,
  adminOrder,
  bodyOf,
  calls,
  campaign,
  finding,
  hydra,
  lifecycle,
  moderationItem,
  ownJob,
  PRICE_LIST,
  renderBackOffice,
  stubBackOfficeApi,
} from '../../../testing/back-office-testing';

const toastTitles = () =>
  getDefaultStore()
    .get(toastsAtom)
    .map((toast) => toast.title);
const dialog = () => screen.getByRole('dialog');

// Forms and dialogs in jsdom under a loaded machine.
jest.setTimeout(20_000);

describe('the back office’s actions', () => {
  beforeEach(async () => {
    await initCompanyPagesMessages('en');
    getDefaultStore().set(toastsAtom, []);
    muteDialogTransitionWarnings();
  });
  afterEach(() => jest.restoreAllMocks());

  describe('moderation', () => {
    const clean = moderationItem();
    const broken = moderationItem({
      id: 42,
      title: 'SENIOR DEVELOPER',
      review: 'edit',
      findings: [finding('email_in_text', 'error', { found: ['jobs@firma.cz'] }), finding('discriminatory_wording', 'warning', { found: ['mladý'] })],
      previousRejection: { reason: 'contact_details', message: 'Remove the e-mail.', at: '2032-05-30T09:00:00.000Z' },
    });

    it('shows each job with its findings and content, and approves one that passes every rule in one click', async () => {
      let queue = [clean, broken];
      const api = stubBackOfficeApi(ADMIN, {
        'GET /api/admin/jobs/review': () => ({ jobs: queue, total: queue.length }),
        'GET /api/admin/jobs/41': ownJob(),
        'POST /api/admin/jobs/41/approve': () => {
          queue = [broken];
          return lifecycle(41, 'published');
        },
      });
      renderBackOffice('backOfficeModeration');
      const first = await screen.findByRole('article', { name: 'Backend vývojář' });
      expect(within(first).getByText('Passes every rule the pre-check checks.')).toBeTruthy();
      const second = screen.getByRole('article', { name: 'SENIOR DEVELOPER' });
      expect(within(second).getByText('An e-mail address in the text: jobs@firma.cz')).toBeTruthy();
      expect(within(second).getByText('Possibly discriminatory wording: mladý')).toBeTruthy();
      expect(within(second).getByText('Edited job')).toBeTruthy();
      expect(within(second).getByText(/Rejected before \(Links, e-mail addresses or phone numbers in the text\): Remove the e-mail\./)).toBeTruthy();

      fireEvent.click(within(first).getByRole('button', { name: 'Read the job' }));
      expect(await within(first).findByText('Hledáme vývojáře do platebního týmu.')).toBeTruthy();
      expect(within(first).getByText(/70,000.*100,000.*per month/)).toBeTruthy();
      expect(within(first).getByText('Prague')).toBeTruthy();

      fireEvent.click(within(first).getByRole('button', { name: 'Approve' }));
      await waitFor(() => expect(toastTitles()).toEqual(['Published: Backend vývojář. The company got a mail.']));
      expect(calls(api, 'POST', '/api/admin/jobs/41/approve')).toHaveLength(1);
      expect(calls(api, 'POST', '/api/csrf')).toHaveLength(0);
      expect(api.find((call) => call.path === '/api/admin/jobs/41/approve')!.request.headers.get('x-csrf-token')).toBe('csrf-token');
      await waitFor(() => expect(screen.queryByRole('article', { name: 'Backend vývojář' })).toBeNull());
    });

    it('asks before approving a job that breaks a rule', async () => {
      const api = stubBackOfficeApi(ADMIN, {
        'GET /api/admin/jobs/review': { jobs: [broken], total: 1 },
        'POST /api/admin/jobs/42/approve': lifecycle(42, 'published'),
      });
      renderBackOffice('backOfficeModeration');
      fireEvent.click(within(await screen.findByRole('article', { name: 'SENIOR DEVELOPER' })).getByRole('button', { name: 'Approve' }));
      expect(within(dialog()).getByText(/found 1 broken rule/)).toBeTruthy();
      expect(calls(api, 'POST', '/api/admin/jobs/42/approve')).toHaveLength(0);
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Approve anyway' }));
      await waitFor(() => expect(calls(api, 'POST', '/api/admin/jobs/42/approve')).toHaveLength(1));
    });

    it('rejects with a reason from the rules and a message, each checked in place first, as the API checks them', async () => {
      const api = stubBackOfficeApi(ADMIN, {
        'GET /api/admin/jobs/review': { jobs: [clean], total: 1 },
        'POST /api/admin/jobs/41/reject': (_request: Request, body: { message: string }) =>
          body.message.includes('server') ? problem(422, 'validation_failed', [{ field: 'message', code: 'too_long' }]) : lifecycle(41, 'rejected'),
      });
      renderBackOffice('backOfficeModeration');
      fireEvent.click(within(await screen.findByRole('article', { name: 'Backend vývojář' })).getByRole('button', { name: 'Reject' }));
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Reject the job' }));
      expect(await within(dialog()).findByText('Choose a reason from the list.')).toBeTruthy();
      expect(within(dialog()).getByText('Write what the company should change.')).toBeTruthy();
      expect(calls(api, 'POST', '/api/admin/jobs/41/reject')).toHaveLength(0);

      fireEvent.change(within(dialog()).getByLabelText(/^Reason/), { target: { value: 'contact_details' } });
      fireEvent.change(within(dialog()).getByLabelText(/^Message for the company/), { target: { value: 'server says no' } });
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Reject the job' }));
      expect(await within(dialog()).findByText('The message can have at most 2,000 characters.')).toBeTruthy();

      fireEvent.change(within(dialog()).getByLabelText(/^Message for the company/), { target: { value: '  Remove the phone number.  ' } });
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Reject the job' }));
      await waitFor(() => expect(toastTitles()).toEqual(['Rejected: Backend vývojář. The company got a mail with the reason.']));
      const sent = calls(api, 'POST', '/api/admin/jobs/41/reject');
      expect(await bodyOf(sent[sent.length - 1]!)).toEqual({ reason: 'contact_details', message: 'Remove the phone number.' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('says so when the job was decided meanwhile, and refreshes the queue', async () => {
      const api = stubBackOfficeApi(ADMIN, {
        'GET /api/admin/jobs/review': { jobs: [clean], total: 1 },
        'POST /api/admin/jobs/41/approve': problem(409, 'invalid_transition'),
      });
      renderBackOffice('backOfficeModeration');
      fireEvent.click(within(await screen.findByRole('article', { name: 'Backend vývojář' })).getByRole('button', { name: 'Approve' }));
      await waitFor(() => expect(toastTitles()).toEqual(['Not done']));
      expect(getDefaultStore().get(toastsAtom)[0]!.description).toBe(
        'This job is no longer waiting for this decision; the list now shows it as it is.',
      );
      await waitFor(() => expect(calls(api, 'GET', '/api/admin/jobs/review')).toHaveLength(2));
    });
  });

  it('approves a waiting company in one click and refreshes the list', async () => {
    let pending = [{ slug: 'kotva', name: 'Kotva Logistics', ownerEmail: 'owner@kotva.cz', createdAt: '2032-06-01T09:00:00.000Z' }];
    const api = stubBackOfficeApi(ADMIN, {
      'GET /api/admin/companies/pending': () => ({ companies: pending, total: pending.length }),
      'POST /api/admin/companies/kotva/approve': () => {
        pending = [];
        return { '@type': 'CompanyApproval', slug: 'kotva', name: 'Kotva Logistics', approvedAt: '2032-06-02T09:00:00.000Z' };
      },
    });
    renderBackOffice('backOfficeCompanies');
    const card = await screen.findByRole('article', { name: 'Kotva Logistics' });
    expect(within(card).getByText('owner@kotva.cz')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Kotva Logistics is approved and public.']));
    expect(await screen.findByText('No company waits for approval.')).toBeTruthy();
    expect(calls(api, 'POST', '/api/admin/companies/kotva/approve')).toHaveLength(1);
  });

  it('marks an order paid only after a confirmation', async () => {
    let order = adminOrder();
    const api = stubBackOfficeApi(ADMIN, {
      'GET /api/admin/orders': () => ({ orders: [order], total: 1 }),
      'POST /api/admin/orders/7/mark-paid': () => {
        order = adminOrder({
          status: 'paid',
          paidAt: '2032-06-02T09:00:00.000Z',
          validFrom: '2032-06-02T09:00:00.000Z',
          validUntil: '2033-06-02T09:00:00.000Z',
        });
        const { company: _company, ...paid } = order;
        return paid;
      },
    });
    renderBackOffice('backOfficeOrders');
    const card = await screen.findByRole('article', { name: 'Kotva Logistics: Standard' });
    expect(within(card).getByText('Waiting for payment')).toBeTruthy();
    expect(within(card).getByText('3 jobs at once, 30 days a listing')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Mark paid' }));
    expect(
      within(dialog()).getByText(/Mark the Standard order of Kotva Logistics \(CZK\s11,900 excl. VAT\) paid\? The plan then runs for 12 months/),
    ).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(api, 'POST', '/api/admin/orders/7/mark-paid')).toHaveLength(0);

    fireEvent.click(within(card).getByRole('button', { name: 'Mark paid' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Marked paid: Kotva Logistics now runs Standard.']));
    expect(await screen.findByText('Paid')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark paid' })).toBeNull();
  });

  it('grants a cashback claim with a note, and says when another admin decided it first', async () => {
    const pending: AdminCashbackClaim = {
      id: 5,
      status: 'pending',
      credits: 1983,
      createdAt: '2032-06-01T09:00:00.000Z',
      decidedAt: null,
      note: null,
      job: { id: 12, title: 'Data engineer', applications: 2 },
      company: { id: 3, slug: 'kotva', name: 'Kotva Logistics' },
    };
    let claims: AdminCashbackClaim[] = [pending, { ...pending, id: 6, job: { ...pending.job, id: 13, title: 'Designer' } }];
    const api = stubBackOfficeApi(ADMIN, {
      'GET /api/admin/orders': () => ({ orders: [], total: 0 }),
      'GET /api/admin/cashback-claims': () => ({ claims, total: claims.length }),
      'POST /api/admin/cashback-claims/5/decide': () => {
        const {
          job: _job,
          company: _company,
          ...decided
        } = { ...pending, status: 'granted' as const, decidedAt: '2032-06-02T09:00:00.000Z', note: 'Credits added.' };
        claims = claims.map((claim) => (claim.id === 5 ? { ...pending, ...decided } : claim));
        return decided;
      },
      'POST /api/admin/cashback-claims/6/decide': () => problem(409, 'cashback_claim_decided'),
    });
    renderBackOffice('backOfficeOrders');
    const card = await screen.findByRole('article', { name: 'Kotva Logistics: Data engineer' });
    expect(within(card).getByText('Waiting')).toBeTruthy();
    expect(within(card).getByText('1,983')).toBeTruthy();
    fireEvent.change(within(card).getByLabelText('Note for the company (optional)'), { target: { value: '  Credits added.  ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Grant' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Cashback granted to Kotva Logistics; the team is mailed.']));
    expect(await bodyOf(calls(api, 'POST', '/api/admin/cashback-claims/5/decide')[0]!)).toEqual({ decision: 'grant', note: 'Credits added.' });
    await waitFor(() => expect(within(card).getByText('Granted')).toBeTruthy());
    expect(within(card).queryByRole('button', { name: 'Grant' })).toBeNull();

    const other = screen.getByRole('article', { name: 'Kotva Logistics: Designer' });
    fireEvent.click(within(other).getByRole('button', { name: 'Refuse' }));
    await waitFor(() =>
      expect(
        getDefaultStore()
          .get(toastsAtom)
          .map((toast) => toast.description),
      ).toContain('This claim has been decided already; the list now shows it as it is.'),
    );
  });

  it('switches a campaign on with its window in Prague time, and shows the window rule in place', async () => {
    const api = stubBackOfficeApi(ADMIN, {
      'GET /api/admin/campaigns': hydra([campaign()]),
      'PATCH /api/admin/campaigns/blacksharkday-2024': (_request: Request, body: { endsAt: string | null }) =>
        body.endsAt === '2024-12-31T23:00:00.000Z'
          ? problem(422, 'validation_failed', [{ field: 'endsAt', code: 'invalid_window' }])
          : campaign({ ...(body as object), active: true }),
    });
    renderBackOffice('backOfficeCampaigns');
    const card = await screen.findByRole('article', { name: 'Black Shark Day' });
    expect(within(card).getByText('Off')).toBeTruthy();
    fireEvent.click(within(card).getByLabelText('Switched on'));
    fireEvent.change(within(card).getByLabelText(/^Starts \(Prague time\)/), { target: { value: '2024-12-01T10:00' } });
    fireEvent.change(within(card).getByLabelText(/^Ends \(Prague time\)/), { target: { value: '2024-12-01T09:00' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('The campaign must end after it starts.')).toBeTruthy();
    expect(calls(api, 'PATCH', '/api/admin/campaigns')).toHaveLength(0);

    // The API's own refusal lands on its field too.
    fireEvent.change(within(card).getByLabelText(/^Ends \(Prague time\)/), { target: { value: '2025-01-01T00:00' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls(api, 'PATCH', '/api/admin/campaigns')).toHaveLength(1));
    expect(await within(card).findByText('The campaign must end after it starts.')).toBeTruthy();

    fireEvent.change(within(card).getByLabelText(/^Ends \(Prague time\)/), { target: { value: '' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Black Shark Day is saved. The site shows it within 5 seconds.']));
    const sent = calls(api, 'PATCH', '/api/admin/campaigns');
    expect(await bodyOf(sent[sent.length - 1]!)).toEqual({ enabled: true, startsAt: '2024-12-01T09:00:00.000Z', endsAt: null });
  });

  it('edits a plan’s price and texts, sending only what changed, each field checked by the contract', async () => {
    const api = stubBackOfficeApi(ADMIN, {
      'GET /api/price-list': PRICE_LIST,
      'PATCH /api/admin/price-list/plans/standard': (_request: Request, body: object) => ({ ...PRICE_LIST.plans[0], ...body }),
    });
    renderBackOffice('backOfficePriceList');
    const card = await screen.findByRole('article', { name: 'Standard' });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = within(card).getByRole('form', { name: 'Edit Standard' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Nothing has changed.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/^Price in CZK/), { target: { value: '-1' } });
    fireEvent.blur(within(form).getByLabelText(/^Price in CZK/));
    expect(await within(form).findByText('Enter a whole number from 0 to 10000000.')).toBeTruthy();
    const features = within(within(form).getByRole('group', { name: 'Features' })).getByLabelText(/^English/);
    fireEvent.change(features, { target: { value: `3 jobs\n${'x'.repeat(201)}` } });
    fireEvent.blur(features);
    expect(await within(form).findByText('Line 2: This text is too long.')).toBeTruthy();
    expect(calls(api, 'PATCH', '/api/admin/price-list')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/^Price in CZK/), { target: { value: '12900' } });
    fireEvent.change(features, { target: { value: '3 jobs\n\n  Priority support  ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Standard is saved.']));
    expect(await bodyOf(calls(api, 'PATCH', '/api/admin/price-list/plans/standard')[0]!)).toEqual({
      priceCzk: 12900,
      features: { cs: ['3 nabídky'], en: ['3 jobs', 'Priority support'] },
    });
  });

  it('shows an empty queue as such, and runs a failed job again', async () => {
    let failed = [
      {
        id: '6f1c3a52-3d8b-4b0e-9a51-1c2d3e4f5a6b',
        queue: 'contact-mail',
        createdAt: '2032-06-01T09:00:00.000Z',
        attempts: 13,
        lastError: 'connect ECONNREFUSED',
      },
    ];
    const api = stubBackOfficeApi(ADMIN, {
      'GET /api/admin/queue/failed': () => ({ jobs: failed, total: failed.length }),
      'POST /api/admin/queue/failed/6f1c3a52-3d8b-4b0e-9a51-1c2d3e4f5a6b/retry': () => {
        failed = [];
        return { id: '6f1c3a52-3d8b-4b0e-9a51-1c2d3e4f5a6b', queue: 'contact-mail' };
      },
    });
    renderBackOffice('backOfficeQueue');
    const card = await screen.findByRole('article', { name: 'contact-mail' });
    expect(within(card).getByText('connect ECONNREFUSED')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Run again' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Back in the queue: contact-mail.']));
    expect(await screen.findByText('Nothing failed: every job of the queue went through.')).toBeTruthy();
    expect(calls(api, 'POST', '/api/admin/queue/failed')).toHaveLength(1);
  });

  it('offers a retry when a list could not be loaded', async () => {
    let fail = true;
    stubBackOfficeApi(ADMIN, { 'GET /api/admin/queue/failed': () => (fail ? problem(503, 'unavailable') : { jobs: [], total: 0 }) });
    renderBackOffice('backOfficeQueue');
    expect(await screen.findByText('This could not be loaded. Please try again.', {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing failed: every job of the queue went through.')).toBeTruthy();
  });

  it.each([
    [
      'backOfficeModeration',
      '/api/admin/jobs/review',
      'Pages of the moderation queue',
      (n: number) => ({ jobs: [moderationItem({ id: n + 1, title: `Job ${n}` })] }),
    ],
    [
      'backOfficeCompanies',
      '/api/admin/companies/pending',
      'Pages of companies waiting',
      (n: number) => ({ companies: [{ slug: `firma-${n}`, name: `Job ${n}`, ownerEmail: null, createdAt: '2032-06-01T09:00:00.000Z' }] }),
    ],
    [
      'backOfficeQueue',
      '/api/admin/queue/failed',
      'Pages of failed jobs',
      (n: number) => ({
        jobs: [
          {
            id: `6f1c3a52-3d8b-4b0e-9a51-${String(n).padStart(12, '0')}`,
            queue: `Job ${n}`,
            createdAt: '2032-06-01T09:00:00.000Z',
            attempts: 13,
            lastError: 'x',
          },
        ],
      }),
    ],
  ] as const)('pages %s beyond its first 50 rows, by offset', async (routeId, path, label, row) => {
    // 120 rows wait: the API answers the page asked for (one row standing for each page here).
    const api = stubBackOfficeApi(ADMIN, {
      [`GET ${path}`]: (request: Request) => {
        const offset = Number(new URL(request.url).searchParams.get('offset'));
        return { ...row(offset), total: 120 };
      },
    });
    renderBackOffice(routeId);
    await screen.findByRole('heading', { name: 'Job 0' });
    const pager = () => screen.getByRole('navigation', { name: label });
    expect(within(pager()).queryByRole('button', { name: 'Newer' })).toBeNull();
    fireEvent.click(within(pager()).getByRole('button', { name: 'Older' }));
    await screen.findByRole('heading', { name: 'Job 50' });
    fireEvent.click(within(pager()).getByRole('button', { name: 'Older' }));
    await screen.findByRole('heading', { name: 'Job 100' });
    // The last page: 100 + 50 passes 120.
    expect(within(pager()).queryByRole('button', { name: 'Older' })).toBeNull();
    fireEvent.click(within(pager()).getByRole('button', { name: 'Newer' }));
    await screen.findByRole('heading', { name: 'Job 50' });
    expect(calls(api, 'GET', path).map((call) => new URL(call.request.url).searchParams.get('limit'))).toEqual(['50', '50', '50']);
  });

  it('pages through the contact messages', async () => {
    const message = (id: number) => ({
      id,
      name: `Pisatel ${id}`,
      email: `p${id}@example.cz`,
      subject: 'company',
      message: `Zpráva ${id}`,
      locale: 'cs',
      userId: null,
      createdAt: '2032-06-01T09:00:00.000Z',
    });
    const api = stubBackOfficeApi(ADMIN, {
      'GET /api/admin/contact-messages?limit=20': { messages: [message(30), message(29)], next: '/api/admin/contact-messages?before=29&limit=20' },
      'GET /api/admin/contact-messages?limit=20&before=29': { messages: [message(3)], next: null },
    });
    renderBackOffice('backOfficeMessages');
    expect(await screen.findByRole('article', { name: 'Pisatel 30' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'p30@example.cz' }).getAttribute('href')).toBe('mailto:p30@example.cz');
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByRole('article', { name: 'Pisatel 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Older' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByRole('article', { name: 'Pisatel 30' })).toBeTruthy();
    expect(calls(api, 'GET', '/api/admin/contact-messages').map((call) => call.path)).toContain('/api/admin/contact-messages?limit=20&before=29');
  });

  it('shows the record with what each action did, and the record of one target', async () => {
    const entry = (id: number, action: string, target: { type: string; id: string }, details: object = {}) => ({
      id,
      by: { id: 1, email: 'admin@raketa.example' },
      action,
      target,
      details,
      at: '2032-06-01T09:00:00.000Z',
    });
    const api = stubBackOfficeApi(ADMIN, {
      'GET /api/admin/actions?limit=50': {
        actions: [
          entry(3, 'job.reject', { type: 'job', id: '42' }, { reason: 'duplicate', message: 'Same as job 12.' }),
          entry(2, 'price_item.update', { type: 'plans', id: 'standard' }, { patch: { priceCzk: 12900 } }),
          entry(1, 'order.mark_paid', { type: 'order', id: '7' }, { plan: 'standard', validUntil: '2033-06-02T09:00:00.000Z' }),
        ],
        next: null,
      },
      'GET /api/admin/actions?limit=50&targetType=job&targetId=42': {
        actions: [entry(3, 'job.reject', { type: 'job', id: '42' }, { reason: 'duplicate', message: 'Same as job 12.' })],
        next: null,
      },
    });
    const page = renderBackOffice('backOfficeRecord');
    const rejected = await screen.findByRole('article', { name: 'Job rejected' });
    expect(within(rejected).getByText('Job 42')).toBeTruthy();
    expect(within(rejected).getByText('Copied or a duplicate of a running ad: Same as job 12.')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Price list changed' })).getByText('Changed: Price in CZK')).toBeTruthy();

    // A filter names a kind and an id.
    const filter = screen.getByRole('form', { name: 'Show the record of one thing' });
    fireEvent.click(within(filter).getByRole('button', { name: 'Show' }));
    expect(await within(filter).findByText('Choose a kind.')).toBeTruthy();
    fireEvent.change(within(filter).getByLabelText(/^Kind/), { target: { value: 'job' } });
    fireEvent.change(within(filter).getByLabelText(/^Code, slug or number/), { target: { value: ' 42 ' } });
    fireEvent.click(within(filter).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(page.href()).toBe('/admin/record?targetType=job&targetId=42'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Price list changed' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Job rejected' })).toBeTruthy();
    expect(calls(api, 'GET', '/api/admin/actions?limit=50&targetType=job&targetId=42')).toHaveLength(1);
  });
});
