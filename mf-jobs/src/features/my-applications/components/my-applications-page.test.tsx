import { pageTitleAtom, resetOfferedLoginDialogs, toastsAtom, type LocaleCode } from '@raketa/shared';
import type { MyApplication } from '@raketa/shared/contracts';
import { json, renderInRouter } from '@raketa/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { initJobsMessages, stubCompaniesApi } from '../../../testing/companies-testing';
import { CANDIDATE } from '../../../testing/fixtures';
import { MyApplicationsPage } from './my-applications-page';

function application(id: number, over: Partial<MyApplication> = {}): MyApplication {
  return {
    '@id': `/api/me/applications/${id}`,
    '@type': 'MyApplication',
    id,
    job: { id: 100 + id, slug: `job-${id}`, title: `Job ${id}` },
    company: { slug: 'mlynek-pay', name: 'Mlýnek Pay', logo: null },
    appliedAt: '2026-11-20T09:12:00.000Z',
    status: 'sent',
    timeline: [{ status: 'sent', at: '2026-11-20T09:12:00.000Z' }],
    companyMessage: null,
    ...over,
  };
}

const SENT = application(3, {
  job: { id: 7, slug: 'backend-vyvojar', title: 'Backend Developer' },
  company: { slug: 'mlynek-pay', name: 'Mlýnek Pay', logo: 12 },
});
const NOT_SELECTED = application(2, {
  job: { id: 8, slug: 'designer', title: 'Product Designer' },
  company: { slug: 'kotva', name: 'Kotva Logistics', logo: null },
  appliedAt: '2026-11-10T09:00:00.000Z',
  status: 'not_selected',
  timeline: [
    { status: 'sent', at: '2026-11-10T09:00:00.000Z' },
    { status: 'seen', at: '2026-11-11T08:00:00.000Z' },
    { status: 'in_progress', at: '2026-11-12T08:00:00.000Z' },
    { status: 'not_selected', at: '2026-11-26T10:00:00.000Z' },
  ],
  companyMessage: { text: 'Dear Jana, we chose another candidate.', at: '2026-11-26T10:00:00.000Z' },
});
const HIRED = application(1, {
  status: 'hired',
  appliedAt: '2026-11-01T09:00:00.000Z',
  timeline: [
    { status: 'sent', at: '2026-11-01T09:00:00.000Z' },
    { status: 'in_progress', at: '2026-11-03T08:00:00.000Z' },
    { status: 'hired', at: '2026-11-09T08:00:00.000Z' },
  ],
});

type Withdraw = (id: number) => Response;

function api({
  user = CANDIDATE as object | null,
  list = [SENT, NOT_SELECTED, HIRED],
  withdraw,
}: { user?: object | null; list?: MyApplication[]; withdraw?: Withdraw } = {}) {
  let current = [...list];
  return stubCompaniesApi(
    (method, path) => {
      if (method === 'GET' && path === '/api/me/applications')
        return json({ '@id': '/api/me/applications', '@type': 'MyApplicationList', applications: current });
      const match = /^\/api\/me\/applications\/(\d+)\/withdraw$/.exec(path);
      if (method === 'POST' && match) {
        const id = Number(match[1]);
        if (withdraw) return withdraw(id);
        const item = current.find((one) => one.id === id)!;
        const withdrawn: MyApplication = {
          ...item,
          status: 'withdrawn',
          timeline: [...item.timeline, { status: 'withdrawn', at: '2026-11-26T11:00:00.000Z' }],
        };
        current = current.map((one) => (one.id === id ? withdrawn : one));
        return json(withdrawn);
      }
      return undefined;
    },
    { user },
  );
}

const renderPage = (locale: LocaleCode = 'en') =>
  renderInRouter(<MyApplicationsPage routeId="myApplications" locale={locale} />, locale === 'cs' ? '/moje-prihlasky' : '/my-applications');

beforeAll(() => initJobsMessages('en'));
afterEach(() => {
  jest.restoreAllMocks();
  resetOfferedLoginDialogs();
  getDefaultStore().set(toastsAtom, []);
});

const itemOf = async (title: string) => (await screen.findByRole('heading', { name: title, level: 2 })).closest('article')!;

describe('MyApplicationsPage', () => {
  it('offers a visitor the sign-in dialog and asks for no applications', async () => {
    const calls = api({ user: null });
    const { href } = renderPage();
    await screen.findByRole('heading', { name: 'Log in to see your applications' });
    await waitFor(() => expect(href()).toBe('/my-applications?redirect_to=%2Fmy-applications#login'));
    expect(calls.some((call) => call.path === '/api/me/applications')).toBe(false);
  });

  it('lists each application as the API orders it, with its job, company, date and status in words', async () => {
    api();
    renderPage();
    await screen.findByRole('heading', { name: 'My applications', level: 1 });
    expect(getDefaultStore().get(pageTitleAtom)).toBe('My applications');
    const items = await screen.findAllByTestId('my-application');
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Backend Developer',
      'Product Designer',
      'Job 1',
    ]);
    const sent = items[0]!;
    expect(within(sent).getByRole('link', { name: 'Backend Developer' }).getAttribute('href')).toBe('/job/7/backend-vyvojar');
    expect(within(sent).getByRole('link', { name: 'Mlýnek Pay' }).getAttribute('href')).toBe('/startup/mlynek-pay');
    expect(within(sent).getByText(/Applied on/).textContent).toBe('Applied on Nov 20, 2026');
    expect(within(sent).getByText(/^Status:/).textContent).toBe('Status: Sent');
    expect(sent.querySelector('img')!.getAttribute('src')).toBe('/api/images/12?w=48&h=48&f=webp');
    expect(within(items[1]!).getByText(/^Status:/).textContent).toBe('Status: Not selected');
    expect(within(items[2]!).getByText(/^Status:/).textContent).toBe('Status: Hired');
  });

  it('shows the timeline in candidate terms with dates, the current step marked', async () => {
    api();
    renderPage();
    const item = await itemOf('Product Designer');
    const steps = within(within(item).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('.rk-timeline__status')!.textContent)).toEqual([
      'Application sent',
      'Seen by the company',
      'The company is taking you further',
      'The company chose another candidate',
    ]);
    expect(steps.map((step) => step.querySelector('time')!.getAttribute('datetime'))).toEqual(NOT_SELECTED.timeline.map((entry) => entry.at));
    expect(steps[0]!.querySelector('time')!.textContent).toBe('Nov 10, 2026');
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, null, null, 'step']);
    expect(steps[3]!.textContent).toContain('(current status)');
  });

  it('shows the company’s message under "not selected"', async () => {
    api();
    renderPage();
    const item = await itemOf('Product Designer');
    const steps = within(within(item).getByRole('list')).getAllByRole('listitem');
    expect(within(steps[3]!).getByText('Dear Jana, we chose another candidate.').tagName).toBe('BLOCKQUOTE');
    expect(within(steps[3]!).getByText('Message from Kotva Logistics:')).toBeTruthy();
    expect(steps.slice(0, 3).some((step) => step.querySelector('blockquote'))).toBe(false);
  });

  it('says when an application of an ended job will be deleted, and nothing for an open job', async () => {
    api({ list: [{ ...NOT_SELECTED, deletesAt: '2027-11-30T10:00:00.000Z' }, SENT] });
    renderPage();
    const ended = (await itemOf('Product Designer')).querySelector('.rk-application__deletes')!;
    expect(ended.textContent).toBe(
      'Will be deleted on Nov 30, 2027. The job has ended: the application and the copy of your CV sent with it are deleted then.',
    );
    expect(ended.querySelector('time')!.getAttribute('datetime')).toBe('2027-11-30T10:00:00.000Z');
    expect((await itemOf('Backend Developer')).querySelector('.rk-application__deletes')).toBeNull();
  });

  it('offers withdrawal only while the company has not decided', async () => {
    api();
    renderPage();
    expect(within(await itemOf('Backend Developer')).getByRole('button', { name: 'Withdraw application for Backend Developer' })).toBeTruthy();
    expect(within(await itemOf('Product Designer')).queryByRole('button')).toBeNull();
    expect(within(await itemOf('Job 1')).queryByRole('button')).toBeNull();
  });

  it('withdraws after the dialog’s confirmation: the status says withdrawn and a toast confirms', async () => {
    const calls = api();
    renderPage();
    const item = await itemOf('Backend Developer');
    fireEvent.click(within(item).getByRole('button', { name: 'Withdraw application for Backend Developer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your application?' });
    expect(dialog.textContent).toContain(
      'Mlýnek Pay will see your application for Backend Developer as withdrawn, and we delete the copy of your CV sent with it.',
    );
    // Keeping it sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the application' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(within(item).getByRole('button', { name: 'Withdraw application for Backend Developer' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw application' }));
    await waitFor(() => expect(within(item).getByText(/^Status:/).textContent).toBe('Status: Withdrawn'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/api/me/applications/3/withdraw');
    expect(post.request.headers.get('x-csrf-token')).toBe('csrf-token');
    expect(within(item).queryByRole('button', { name: /Withdraw/ })).toBeNull();
    expect(within(item).getByText('You withdrew the application')).toBeTruthy();
    const [shown] = getDefaultStore().get(toastsAtom);
    expect(shown).toMatchObject({ variant: 'success', title: 'Application withdrawn' });
  });

  it('explains a refusal in the dialog and keeps the application as it was', async () => {
    api({
      withdraw: () =>
        json(
          {
            type: 'urn:raketa:problem:invalid_transition',
            status: 409,
            code: 'invalid_transition',
            detail: 'An application that is rejected cannot be withdrawn',
          },
          409,
        ),
    });
    renderPage();
    const item = await itemOf('Backend Developer');
    fireEvent.click(within(item).getByRole('button', { name: 'Withdraw application for Backend Developer' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This application can no longer be withdrawn: the company has already decided on it. It stays as it was.',
    );
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(item).getByText(/^Status:/).textContent).toBe('Status: Sent');
    expect(getDefaultStore().get(toastsAtom)).toEqual([]);
  });

  it('says "try again" when the withdrawal fails for another reason', async () => {
    api({ withdraw: () => new Response('bad gateway', { status: 502 }) });
    renderPage();
    fireEvent.click(within(await itemOf('Backend Developer')).getByRole('button', { name: 'Withdraw application for Backend Developer' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The application could not be withdrawn. Please try again; it stays as it was.',
    );
  });

  it('says there is no application yet and links to the jobs (Czech)', async () => {
    await initJobsMessages('cs');
    try {
      api({ list: [] });
      renderPage('cs');
      const link = await screen.findByRole('link', { name: 'Prohlédnout nabídky' });
      expect(link.getAttribute('href')).toBe('/nabidky');
      expect(screen.getByText(/Zatím jste neposlali žádnou přihlášku/)).toBeTruthy();
    } finally {
      await initJobsMessages('en');
    }
  });

  it('shows dates in the page’s language (Czech)', async () => {
    await initJobsMessages('cs');
    try {
      api({ list: [{ ...SENT, deletesAt: '2027-11-30T10:00:00.000Z' }] });
      renderPage('cs');
      const item = await itemOf('Backend Developer');
      expect(item.querySelector('.rk-application__applied')!.textContent).toBe('Odesláno 20. 11. 2026');
      expect(item.querySelector('.rk-application__deletes')!.textContent).toBe(
        'Smazáno bude 30. 11. 2027. Nabídka skončila: přihlášku i s kopií životopisu, kterou jste s ní poslali, pak smažeme.',
      );
      expect(within(item).getByText(/^Stav:/).textContent).toBe('Stav: Odesláno');
    } finally {
      await initJobsMessages('en');
    }
  });
});
