import { i18n, Route, Routes, routes as routeTable, toastsAtom, type LocaleCode } from '@raketa/shared';
import { json, muteDialogTransitionWarnings, problem, renderInRouter, stubFetch, type StubbedCall } from '@raketa/shared/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { COMPANY_USER, initCompanyPagesMessages, ownCompany } from '../../../../testing/employer-start-testing';
import { ConsoleApplicantPage } from './applicant-page';
import { ConsoleApplicantsPage } from './applicants-page';
import { ConsoleTemplatesPage } from './templates-page';

jest.setTimeout(30_000);
// The pages load lazily and read several answers: slower machines need longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const m = (key: string, options: Record<string, unknown> = {}) => i18n.t(`console.${key}`, { ns: 'companyPages', ...options });

const applicant = (id: number, overrides: Record<string, unknown> = {}) => ({
  '@id': `/api/me/company/applications/${id}`,
  '@type': 'Applicant',
  id,
  job: { id: 7, slug: 'backend-vyvojar', title: 'Backend vývojář' },
  candidate: { name: `Jana ${id}`, email: `jana${id}@example.com`, phone: '+420 777 123 456', linkedin: 'https://www.linkedin.com/in/jana' },
  message: 'Dobrý den,\nrada bych se přidala.',
  cv: { fileName: 'Zivotopis.pdf', mediaType: 'application/pdf', url: `/api/me/company/applications/${id}/cv` },
  testResults: [],
  status: 'new',
  rejectionReason: null,
  locale: 'cs',
  createdAt: '2032-03-02T08:00:00.000Z',
  statusChangedAt: null,
  ...overrides,
});

const COUNTS = { new: 1, seen: 1, shortlisted: 1, interview: 0, offer: 0, hired: 1, rejected: 0, withdrawn: 0 };
const LIST = [
  applicant(41),
  applicant(42, { status: 'seen', job: { id: 8, slug: 'designer', title: 'Designer' } }),
  applicant(43, { status: 'hired' }),
];

const TEMPLATES = [
  {
    id: 3,
    kind: 'rejection',
    name: 'Standard rejection',
    body: { cs: 'Dobrý den, {{name}}, děkujeme, ale…', en: 'Hello {{name}}, thank you, but…' },
    createdAt: '2032-01-01T00:00:00.000Z',
    updatedAt: '2032-01-01T00:00:00.000Z',
  },
  {
    id: 4,
    kind: 'invitation',
    name: 'Interview',
    body: { cs: 'Zveme vás na pohovor.', en: '' },
    createdAt: '2032-01-01T00:00:00.000Z',
    updatedAt: '2032-01-01T00:00:00.000Z',
  },
];

const detail = (overrides: Record<string, unknown> = {}) => ({
  ...applicant(41, { status: 'seen' }),
  testResults: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      test: { slug: 'javascript-basics', title: { cs: 'Základy JavaScriptu', en: 'JavaScript basics' } },
      score: 80,
      correct: 8,
      total: 10,
      percentile: 65,
      createdAt: '2032-03-01T08:00:00.000Z',
    },
  ],
  history: [
    { from: 'new', to: 'seen', reason: null, actor: 'company', by: { userId: 8, name: 'Olga Nová' }, message: null, at: '2032-03-03T08:00:00.000Z' },
  ],
  notes: [{ id: 1, body: 'Strong portfolio.', author: { userId: 9, name: 'Marek' }, createdAt: '2032-03-03T09:00:00.000Z' }],
  ...overrides,
});

type Answer = (method: string, path: string, request: Request) => Response | Promise<Response> | undefined;

function stubApi(answer: Answer = () => undefined) {
  return stubFetch(async (method, path, request) => {
    const given = await answer(method, path, request);
    if (given) return given;
    if (path === '/api/me') return json({ user: COMPANY_USER, twoFactorPending: false });
    if (path === '/api/csrf') return json({ token: 'csrf-token' });
    if (path === '/api/me/company') return json(ownCompany({ status: 'approved' }));
    if (path.startsWith('/api/me/company/jobs')) {
      return json({ '@id': '/api/me/company/jobs', '@type': 'OwnJobList', jobs: [], total: 0, page: 1, perPage: 50, counts: {} });
    }
    if (path.startsWith('/api/me/company/applications?') || path === '/api/me/company/applications') {
      return json({ '@id': path, '@type': 'ApplicantList', applications: LIST, total: 3, page: 1, perPage: 50, counts: COUNTS });
    }
    if (path === '/api/me/company/applications/41' && method === 'GET') return json(detail());
    if (path === '/api/me/company/answer-templates' && method === 'GET') return json({ templates: TEMPLATES });
    return problem(404, 'not_found');
  });
}

const bodyOf = async (calls: StubbedCall[], method: string, path: string) => {
  const call = calls.find((one) => one.method === method && one.path === path);
  return call ? ((await call.request.clone().json()) as unknown) : undefined;
};

const renderInbox = (locale: LocaleCode = 'en', search = '') =>
  renderInRouter(
    <ConsoleApplicantsPage routeId="companyConsoleApplicants" locale={locale} />,
    `${routeTable.companyConsoleApplicants.path[locale]}${search}`,
  );

const renderDetail = (locale: LocaleCode = 'en') =>
  renderInRouter(
    <Routes>
      <Route
        path={routeTable.companyConsoleApplicant.path[locale]}
        element={<ConsoleApplicantPage routeId="companyConsoleApplicant" locale={locale} />}
      />
    </Routes>,
    routeTable.companyConsoleApplicant.path[locale].replace(':id', '41'),
  );

/** The title of the toast shown last (the page's shell shows it; here the store says it). */
const toastTitle = () => getDefaultStore().get(toastsAtom)[0]?.title;

const cardOf = (name: string) => screen.getByRole('link', { name }).closest('li')!;

describe('the applicant inbox', () => {
  beforeEach(async () => {
    getDefaultStore().set(toastsAtom, []);
    await initCompanyPagesMessages('en');
    muteDialogTransitionWarnings();
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists every application as a card with name, job, date and status, and filters by the URL', async () => {
    const calls = stubApi();
    const view = renderInbox('en', '?job=7');
    await screen.findByRole('link', { name: 'Jana 41' });
    expect(calls.some((call) => call.path === '/api/me/company/applications?job=7')).toBe(true);
    const card = cardOf('Jana 42');
    expect(within(card).getByText('Designer')).toBeTruthy();
    expect(within(card).getByText(m('applicants.status.seen'))).toBeTruthy();
    expect(within(card).getByText(m('applicants.applied', { date: '2 March 2032' }))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jana 42' }).getAttribute('href')).toBe('/for-companies/my-company/applicants/42');
    expect(screen.getByText(m('applicants.total', { count: 3 }))).toBeTruthy();

    const status = screen.getByLabelText(m('applicants.statusFilter'));
    expect(within(status).getByRole('option', { name: m('applicants.statusCount', { status: m('applicants.status.new'), count: 1 }) })).toBeTruthy();
    fireEvent.change(status, { target: { value: 'new' } });
    await waitFor(() => expect(view.href()).toBe('/for-companies/my-company/applicants?job=7&status=new'));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/me/company/applications?job=7&status=new')).toBe(true));
  });

  it('says so when the filter’s job is not the company’s', async () => {
    stubApi((_method, path) => (path === '/api/me/company/applications?job=99' ? problem(404, 'job_not_found') : undefined));
    renderInbox('en', '?job=99');
    expect((await screen.findByRole('alert')).textContent).toBe(m('applicants.jobNotFound'));
    expect(screen.getByRole('link', { name: m('applicants.showAll') }).getAttribute('href')).toBe('/for-companies/my-company/applicants');
  });

  it('rejects several at once with a reason and the template, all in one call', async () => {
    const calls = stubApi((method, path) =>
      method === 'POST' && path === '/api/me/company/applications/bulk-move'
        ? json({ applications: [applicant(41, { status: 'rejected' }), applicant(42, { status: 'rejected' })] })
        : undefined,
    );
    renderInbox();
    await screen.findByRole('link', { name: 'Jana 41' });
    fireEvent.click(within(cardOf('Jana 41')).getByRole('checkbox', { name: m('applicants.select', { name: 'Jana 41' }) }));
    fireEvent.click(within(cardOf('Jana 42')).getByRole('checkbox', { name: m('applicants.select', { name: 'Jana 42' }) }));
    expect(screen.getByRole('status').textContent).toBe(m('applicants.selected', { count: 2 }));
    fireEvent.click(screen.getByRole('button', { name: m('applicants.bulkMove') }));

    const dialog = await screen.findByRole('dialog', { name: m('applicants.move.bulkTitle', { count: 2 }) });
    // A hired application has no moves: it is not selected here, so every open move is offered.
    fireEvent.change(within(dialog).getByLabelText(/New status/), { target: { value: 'rejected' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: m('applicants.move.sendRejection') }));
    fireEvent.click(within(dialog).getByRole('button', { name: m('applicants.move.submit') }));
    // Nothing is sent without a reason and a template.
    expect(await within(dialog).findByText(m('applicants.move.errors.reason'))).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/bulk-move'))).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Reason for rejection/), { target: { value: 'position_filled' } });
    await waitFor(() => expect((within(dialog).getByLabelText(/Template/) as HTMLSelectElement).value).toBe('3'));
    fireEvent.click(within(dialog).getByRole('button', { name: m('applicants.move.submit') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await bodyOf(calls, 'POST', '/api/me/company/applications/bulk-move')).toEqual({
      ids: [41, 42],
      status: 'rejected',
      reason: 'position_filled',
      templateId: 3,
    });
    await waitFor(() => expect(toastTitle()).toBe(m('applicants.move.doneBulk', { count: 2, status: m('applicants.status.rejected') })));
  });

  it('explains a bulk move the pipeline refused, and keeps the dialog open', async () => {
    stubApi((method, path) =>
      method === 'POST' && path === '/api/me/company/applications/bulk-move' ? problem(409, 'invalid_transition') : undefined,
    );
    renderInbox();
    await screen.findByRole('link', { name: 'Jana 41' });
    fireEvent.click(within(cardOf('Jana 41')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: m('applicants.bulkMove') }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/New status/), { target: { value: 'shortlisted' } });
    fireEvent.click(within(dialog).getByRole('button', { name: m('applicants.move.submit') }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(m('applicants.move.errors.invalid_transition'));
  });

  it('offers no bulk move for final applications', async () => {
    stubApi();
    renderInbox();
    await screen.findByRole('link', { name: 'Jana 43' });
    fireEvent.click(within(cardOf('Jana 43')).getByRole('checkbox'));
    expect(screen.queryByRole('button', { name: m('applicants.bulkMove') })).toBeNull();
    expect(screen.getByText(m('applicants.noBulkMove'))).toBeTruthy();
  });

  it('shows the Czech page in Czech', async () => {
    await initCompanyPagesMessages('cs');
    stubApi();
    renderInbox('cs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Uchazeči' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Jana 41' })).getAttribute('href')).toBe('/pro-firmy/moje-firma/uchazeci/41');
    expect(within(cardOf('Jana 41')).getByText('Přihláška 2. března 2032')).toBeTruthy();
  });
});

describe('one application', () => {
  beforeEach(async () => {
    getDefaultStore().set(toastsAtom, []);
    await initCompanyPagesMessages('en');
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the candidate, the message, the test results, the history and the notes', async () => {
    stubApi();
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jana 41' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'jana41@example.com' }).getAttribute('href')).toBe('mailto:jana41@example.com');
    expect(screen.getByRole('link', { name: '+420 777 123 456' }).getAttribute('href')).toBe('tel:+420777123456');
    expect(screen.getByText(/rada bych se přidala/)).toBeTruthy();
    expect(screen.getByRole('link', { name: m('applicant.testLink', { test: 'JavaScript basics' }) }).getAttribute('href')).toBe(
      '/test/javascript-basics/result/00000000-0000-4000-8000-000000000001',
    );
    expect(screen.getByText(m('applicant.testScore', { score: 80, correct: 8, total: 10 }))).toBeTruthy();
    const history = screen.getByRole('region', { name: m('applicant.history') });
    expect(within(history).getByText(m('applicant.event', { from: 'New', to: 'Seen' }))).toBeTruthy();
    expect(within(history).getByText(/by Olga Nová/)).toBeTruthy();
    const notes = screen.getByRole('region', { name: m('applicant.notes') });
    expect(within(notes).getByText('Strong portfolio.')).toBeTruthy();
    expect(screen.getByRole('link', { name: `← ${m('applicant.backToJob')}` }).getAttribute('href')).toBe(
      '/for-companies/my-company/applicants?job=7',
    );
  });

  it('opens the PDF CV inline in a frame of the inline answer, or downloads it', async () => {
    stubApi();
    renderDetail();
    const show = await screen.findByRole('button', { name: m('applicant.showCv') });
    expect(document.querySelector('iframe')).toBeNull();
    const download = screen.getByRole('link', { name: m('applicant.downloadCv', { fileName: 'Zivotopis.pdf' }) });
    expect(download.getAttribute('href')).toBe('/api/me/company/applications/41/cv');
    expect(download.hasAttribute('download')).toBe(true);
    fireEvent.click(show);
    const frame = screen.getByTitle(m('applicant.cvFrame', { name: 'Jana 41' }));
    expect(frame.getAttribute('src')).toBe('/api/me/company/applications/41/cv?disposition=inline');
    expect(screen.getByRole('button', { name: m('applicant.hideCv') }).getAttribute('aria-expanded')).toBe('true');
  });

  it('rejects with a reason and the template in the application’s language, edited before it is sent', async () => {
    const calls = stubApi((method, path) =>
      method === 'POST' && path === '/api/me/company/applications/41/move'
        ? json(
            detail({
              status: 'rejected',
              rejectionReason: 'other_candidate',
              history: [
                ...detail().history,
                {
                  from: 'seen',
                  to: 'rejected',
                  reason: 'other_candidate',
                  actor: 'company',
                  by: { userId: 8, name: 'Olga Nová' },
                  message: 'Dobrý den, Jana 41',
                  at: '2032-03-04T08:00:00.000Z',
                },
              ],
            }),
          )
        : undefined,
    );
    renderDetail();
    const form = (await screen.findByRole('region', { name: m('applicants.move.title') })) as HTMLElement;
    fireEvent.change(within(form).getByLabelText(/New status/), { target: { value: 'rejected' } });
    fireEvent.change(within(form).getByLabelText(/Reason for rejection/), { target: { value: 'other_candidate' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: m('applicants.move.sendRejection') }));
    const message = within(form).getByLabelText(/Message to the candidate/) as HTMLTextAreaElement;
    // The application is Czech: the Czech words of the first rejection template.
    expect(message.value).toBe('Dobrý den, {{name}}, děkujeme, ale…');
    expect(message.getAttribute('lang')).toBe('cs');
    fireEvent.change(message, { target: { value: 'Dobrý den, {{name}}, místo je obsazené.' } });
    fireEvent.click(within(form).getByRole('button', { name: m('applicants.move.submit') }));
    expect(await screen.findByText(m('applicants.move.final', { status: 'Rejected' }))).toBeTruthy();
    expect(await bodyOf(calls, 'POST', '/api/me/company/applications/41/move')).toEqual({
      status: 'rejected',
      reason: 'other_candidate',
      message: 'Dobrý den, {{name}}, místo je obsazené.',
    });
    expect(within(screen.getByRole('region', { name: m('applicant.history') })).getByText(/Reason: Another candidate chosen/)).toBeTruthy();
  });

  it('shortlists with one action, and explains a move someone else made first', async () => {
    let moves = 0;
    const calls = stubApi((method, path) => {
      if (method !== 'POST' || path !== '/api/me/company/applications/41/move') return undefined;
      moves += 1;
      return moves === 1 ? problem(409, 'invalid_transition') : json(detail({ status: 'shortlisted' }));
    });
    renderDetail();
    const form = (await screen.findByRole('region', { name: m('applicants.move.title') })) as HTMLElement;
    fireEvent.click(within(form).getByRole('button', { name: m('applicants.move.submit') }));
    expect(await within(form).findByText(m('applicants.move.errors.to'))).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/New status/), { target: { value: 'shortlisted' } });
    fireEvent.click(within(form).getByRole('button', { name: m('applicants.move.submit') }));
    expect((await within(form).findByRole('alert')).textContent).toBe(m('applicants.move.errors.invalid_transition'));
    fireEvent.click(within(form).getByRole('button', { name: m('applicants.move.submit') }));
    await waitFor(() => expect(document.getElementById('rk-applicant-status')!.textContent).toBe('Shortlisted'));
    expect(await bodyOf(calls, 'POST', '/api/me/company/applications/41/move')).toEqual({ status: 'shortlisted' });
  });

  it('adds an internal note, and refuses an empty one without a call', async () => {
    const calls = stubApi((method, path) =>
      method === 'POST' && path === '/api/me/company/applications/41/notes'
        ? json({ id: 2, body: 'Call on Monday.', author: { userId: 8, name: 'Olga Nová' }, createdAt: '2032-03-04T09:00:00.000Z' }, 201)
        : undefined,
    );
    renderDetail();
    const notes = (await screen.findByRole('region', { name: m('applicant.notes') })) as HTMLElement;
    fireEvent.click(within(notes).getByRole('button', { name: m('applicant.addNote') }));
    expect(await within(notes).findByText(m('applicant.noteErrors.required'))).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/notes'))).toBe(false);
    fireEvent.change(within(notes).getByLabelText(/New note/), { target: { value: ' Call on Monday. ' } });
    fireEvent.click(within(notes).getByRole('button', { name: m('applicant.addNote') }));
    expect(await within(notes).findByText('Call on Monday.')).toBeTruthy();
    expect(await bodyOf(calls, 'POST', '/api/me/company/applications/41/notes')).toEqual({ body: 'Call on Monday.' });
    expect((within(notes).getByLabelText(/New note/) as HTMLTextAreaElement).value).toBe('');
  });

  it('deletes the member’s own note after asking, and offers none for a colleague’s', async () => {
    const own = { id: 2, body: 'My own note.', author: { userId: COMPANY_USER.id, name: 'Petra Malá' }, createdAt: '2032-03-03T10:00:00.000Z' };
    const calls = stubApi((method, path) => {
      if (path === '/api/me/company/applications/41' && method === 'GET') return json(detail({ notes: [...detail().notes, own] }));
      if (method === 'DELETE' && path === '/api/me/company/applications/41/notes/2') return new Response(null, { status: 204 });
      return undefined;
    });
    renderDetail();
    const notes = (await screen.findByRole('region', { name: m('applicant.notes') })) as HTMLElement;
    await within(notes).findByText('My own note.');
    // Marek's note has no button: only the own one does.
    expect(within(notes).getAllByRole('button', { name: m('applicant.deleteNote') })).toHaveLength(1);
    fireEvent.click(within(notes).getByRole('button', { name: m('applicant.deleteNote') }));
    const question = within(notes).getByRole('group', { name: m('applicant.confirmDeleteNote') });
    fireEvent.click(within(question).getByRole('button', { name: m('applicant.yesDeleteNote') }));
    await waitFor(() => expect(within(notes).queryByText('My own note.')).toBeNull());
    expect(within(notes).getByText('Strong portfolio.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/me/company/applications/41/notes/2']);
  });

  it('says so for an application that is not the company’s', async () => {
    stubApi((_method, path) => (path === '/api/me/company/applications/41' ? problem(404, 'application_not_found') : undefined));
    renderDetail();
    expect((await screen.findByRole('alert')).textContent).toBe(m('applicant.notFound'));
  });
});

describe('the answer templates', () => {
  beforeEach(async () => {
    getDefaultStore().set(toastsAtom, []);
    await initCompanyPagesMessages('en');
  });
  afterEach(() => jest.restoreAllMocks());

  const renderTemplates = (locale: LocaleCode = 'en') =>
    renderInRouter(<ConsoleTemplatesPage routeId="companyConsoleTemplates" locale={locale} />, routeTable.companyConsoleTemplates.path[locale]);

  it('edits a template in both languages, and refuses one with no text without a call', async () => {
    const calls = stubApi((method, path) =>
      method === 'PATCH' && path === '/api/me/company/answer-templates/3'
        ? json({ ...TEMPLATES[0], body: { cs: 'Děkujeme.', en: 'Thank you.' } })
        : undefined,
    );
    renderTemplates();
    const form = await screen.findByRole('form', { name: 'Standard rejection' });
    expect(screen.getByText(/\{\{name\}\}, \{\{job\}\} and \{\{company\}\} are replaced/)).toBeTruthy();
    const cs = within(form).getByLabelText(/Text in Czech/) as HTMLTextAreaElement;
    const en = within(form).getByLabelText(/Text in English/) as HTMLTextAreaElement;
    expect(cs.value).toBe('Dobrý den, {{name}}, děkujeme, ale…');
    fireEvent.change(cs, { target: { value: '' } });
    fireEvent.change(en, { target: { value: ' ' } });
    fireEvent.click(within(form).getByRole('button', { name: m('templates.save') }));
    expect(await within(form).findByText(m('templates.errors.body'))).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    fireEvent.change(cs, { target: { value: 'Děkujeme.' } });
    fireEvent.change(en, { target: { value: 'Thank you.' } });
    fireEvent.click(within(form).getByRole('button', { name: m('templates.save') }));
    await waitFor(() => expect(toastTitle()).toBe(m('templates.saved')));
    expect(await bodyOf(calls, 'PATCH', '/api/me/company/answer-templates/3')).toEqual({
      kind: 'rejection',
      name: 'Standard rejection',
      body: { cs: 'Děkujeme.', en: 'Thank you.' },
    });
  });

  it('adds an invitation template, and deletes one after asking', async () => {
    const calls = stubApi((method, path) => {
      if (method === 'POST' && path === '/api/me/company/answer-templates') return json({ ...TEMPLATES[1], id: 5, name: 'Second round' }, 201);
      if (method === 'DELETE' && path === '/api/me/company/answer-templates/4') return new Response(null, { status: 204 });
      return undefined;
    });
    renderTemplates();
    const form = await screen.findByRole('form', { name: m('templates.new') });
    fireEvent.change(within(form).getByLabelText(/Kind/), { target: { value: 'invitation' } });
    fireEvent.change(within(form).getByLabelText(/Name/), { target: { value: 'Second round' } });
    fireEvent.change(within(form).getByLabelText(/Text in English/), { target: { value: 'Come for a second round, {{name}}.' } });
    fireEvent.click(within(form).getByRole('button', { name: m('templates.create') }));
    await waitFor(() => expect(toastTitle()).toBe(m('templates.created')));
    expect(await bodyOf(calls, 'POST', '/api/me/company/answer-templates')).toEqual({
      kind: 'invitation',
      name: 'Second round',
      body: { cs: '', en: 'Come for a second round, {{name}}.' },
    });

    const interview = screen.getByRole('form', { name: 'Interview' });
    fireEvent.click(within(interview).getByRole('button', { name: m('templates.delete') }));
    fireEvent.click(within(interview).getByRole('button', { name: m('templates.yesDelete') }));
    await waitFor(() => expect(toastTitle()).toBe(m('templates.deleted')));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/me/company/answer-templates/4')).toBe(true);
  });
});
