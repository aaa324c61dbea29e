import { createQueryClient, i18n, Route, Routes, routes as routeTable } from '@raketa/shared';
import { json, renderInRouter, stubFetch, type StubbedCall } from '@raketa/shared/testing';
import { act, fireEvent, render as rtlRender, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { COMPANY_USER, initCompanyPagesMessages, ownCompany } from '../../../../testing/employer-start-testing';
import { copyKey } from '../../lib/jobs/draft-copy';
import { EMPTY_VALUES } from '../../lib/jobs/job-form';
import { ConsoleJobEditorPage } from './job-editor-page';

jest.setTimeout(20_000);

const m = (key: string, options: Record<string, unknown> = {}) => i18n.t(`console.jobs.${key}`, { ns: 'companyPages', ...options });

const JOB = {
  '@id': '/api/me/company/jobs/12',
  '@type': 'OwnJob',
  id: 12,
  status: 'draft',
  version: 4,
  slug: 'tester-12',
  language: 'en',
  title: 'Tester',
  createdAt: '2032-03-01T08:00:00.000Z',
  updatedAt: '2032-03-02T08:00:00.000Z',
  publishedAt: null,
  validUntil: null,
  reviewRequested: false,
  rejection: null,
  description: '<p>Write to jobs@remeslo.example</p>',
  fields: [],
  seniority: null,
  jobTypes: [],
  workMode: null,
  locations: [],
  salary: null,
  benefits: [],
  technologies: [],
  readiness: [],
  precheck: [],
};

function stubApi(patch: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  const calls = stubFetch(async (method, path, request) => {
    if (path === '/api/me') return json({ user: COMPANY_USER, twoFactorPending: false });
    if (path === '/api/csrf') return json({ token: 'csrf-token' });
    if (path === '/api/me/company') return json(ownCompany({ status: 'approved' }));
    if (path === '/api/me/company/plan') return json({ plan: null, usedSlots: 0, freeSlots: 0, pendingOrder: null });
    if (path === '/api/me/company/jobs/12' && method === 'GET') return json(JOB);
    if (path === '/api/me/company/jobs' && method === 'POST') {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return json({ ...JOB, ...body, version: 1, description: '' }, 201);
    }
    if (path === '/api/me/company/jobs/12' && method === 'PATCH') {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return patch(body);
    }
    return json({}, 404);
  });
  return { calls, bodies };
}

// The page reads the job's id from its route, as under the shell's router.
const render = () =>
  renderInRouter(
    <Routes>
      <Route path={routeTable.companyConsoleJob.path.en} element={<ConsoleJobEditorPage routeId="companyConsoleJob" locale="en" />} />
    </Routes>,
    routeTable.companyConsoleJob.path.en.replace(':id', '12'),
  );

describe('the job editor', () => {
  beforeEach(async () => {
    localStorage.clear();
    await initCompanyPagesMessages('en');
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the pre-check’s findings beside the fields, the salary range’s reason, and what a submit still needs', async () => {
    stubApi(() => json(JOB));
    render();
    expect(await screen.findByDisplayValue('Tester')).toBeTruthy();
    const finding = await screen.findAllByText(m('editor.findings.emailInText', { found: 'jobs@remeslo.example' }), { exact: false });
    expect(finding.length).toBeGreaterThan(0);
    expect(screen.getByText(m('editor.salaryWhy'))).toBeTruthy();
    expect(screen.getByRole('link', { name: m('editor.readiness.salary.min') }).getAttribute('href')).toBe('#rk-job-salary-min');
  });

  it('restores typing a reload cut off, and saves it at the version it was typed at', async () => {
    localStorage.setItem(
      copyKey(COMPANY_USER.id, 12),
      JSON.stringify({
        values: { ...EMPTY_VALUES, language: 'en', title: 'Tester, restored', description: JOB.description },
        version: 4,
        savedAt: '',
      }),
    );
    const { bodies } = stubApi((body) => json({ ...JOB, ...body, version: 5 }));
    render();
    expect(await screen.findByDisplayValue('Tester, restored')).toBeTruthy();
    expect(screen.getByText(m('editor.restored'))).toBeTruthy();
    await waitFor(() => expect(bodies).toEqual([{ version: 4, title: 'Tester, restored' }]));
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe(m('editor.status.saved')));
    // Saved: the browser's copy is gone.
    expect(localStorage.getItem(copyKey(COMPANY_USER.id, 12))).toBeNull();
  });

  it('shows a conflict and takes the saved job when asked', async () => {
    const { bodies, calls } = stubApi(() =>
      json({ code: 'version_conflict', current: { ...JOB, version: 9, title: 'Tester (QA)', updatedAt: '2032-03-03T08:00:00.000Z' } }, 409),
    );
    render();
    const title = (await screen.findByDisplayValue('Tester')) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Tester, mine' } });
    const alert = await screen.findByText(m('editor.conflict.title'), {}, { timeout: 5000 });
    expect(alert).toBeTruthy();
    expect(bodies).toEqual([{ version: 4, title: 'Tester, mine' }]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: m('editor.conflict.reload') })));
    expect(title.value).toBe('Tester (QA)');
    expect(screen.queryByText(m('editor.conflict.title'))).toBeNull();
    expect(calls.filter((call: StubbedCall) => call.method === 'PATCH')).toHaveLength(1);
  });

  it('creates a new job with its first words and stays the same editor when the URL becomes the job’s', async () => {
    const { bodies } = stubApi((body) => json({ ...JOB, ...body, version: 2 }));
    // As the shell's router does it: each page a route of its own whose loader waits for the remote,
    // so the URL arrives a moment after the navigation starts.
    const loader = () => new Promise<null>((resolve) => setTimeout(() => resolve(null), 50));
    const router = createMemoryRouter(
      [
        { path: routeTable.companyConsoleJobNew.path.en, loader, element: <ConsoleJobEditorPage routeId="companyConsoleJobNew" locale="en" /> },
        { path: routeTable.companyConsoleJob.path.en, loader, element: <ConsoleJobEditorPage routeId="companyConsoleJob" locale="en" /> },
      ],
      { initialEntries: [routeTable.companyConsoleJobNew.path.en], hydrationData: { loaderData: { 0: null, 1: null } } },
    );
    rtlRender(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const page = { href: () => router.state.location.pathname };
    const title = (await screen.findByLabelText(new RegExp(`^${m('editor.title')}`))) as HTMLInputElement;
    title.focus();
    fireEvent.change(title, { target: { value: 'Data analyst' } });
    await waitFor(() => expect(page.href()).toBe('/for-companies/my-company/jobs/12'), { timeout: 5000 });
    expect(bodies).toEqual([{ title: 'Data analyst' }]);
    // The same field, still focused: typing goes on.
    expect(screen.getByLabelText(new RegExp(`^${m('editor.title')}`))).toBe(title);
    expect(document.activeElement).toBe(title);
    fireEvent.change(title, { target: { value: 'Data analyst (BI)' } });
    await waitFor(() => expect(bodies).toEqual([{ title: 'Data analyst' }, { version: 1, title: 'Data analyst (BI)' }]), { timeout: 5000 });
  });
});
