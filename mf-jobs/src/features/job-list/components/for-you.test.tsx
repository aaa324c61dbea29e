import { createQueryClient, i18n, type LocaleCode } from '@raketa/shared';
import { json, renderInRouter, stubFetch } from '@raketa/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { CaughtError, initJobsMessages } from '../../../testing/companies-testing';
import { CANDIDATE, jobListPage, listJob } from '../../../testing/fixtures';
import { JobListPage } from './job-list-page';

type Page = ReturnType<typeof jobListPage>;

function api(list: (query: Record<string, string>) => Page, user: object | null) {
  return stubFetch((_method, path) => {
    if (path === '/api/me') return json({ user });
    if (path === '/api/me/job-marks') return json({ savedJobs: [], appliedJobs: [], followedCompanies: [] });
    const url = new URL(path, 'http://x');
    if (url.pathname !== '/api/jobs') return json({ title: 'Not Found' }, 404);
    return json(list(Object.fromEntries(url.searchParams)));
  });
}
const jobsCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path.startsWith('/api/jobs')).map((call) => Object.fromEntries(new URL(call.path, 'http://x').searchParams));

function renderPage(url: string, locale: LocaleCode) {
  const list = locale === 'cs' ? '/nabidky/:fields?' : '/jobs/:fields?';
  return renderInRouter(
    <Routes>
      <Route
        path={list}
        element={
          <CaughtError>
            <JobListPage routeId="jobList" locale={locale} />
          </CaughtError>
        }
      />
    </Routes>,
    url,
    createQueryClient(),
  );
}

const sortSelect = () => screen.getByRole('combobox', { name: /^(Sort by|Řadit podle)$/ }) as HTMLSelectElement;
const MATCHED = [
  listJob(1, { title: 'Backend Developer', matchReasons: ['field', 'seniority', 'salary', 'remote'] }),
  listJob(2, { title: 'Designer', matchReasons: [] }),
];
const PLAIN = [listJob(1, { title: 'Backend Developer' }), listJob(2, { title: 'Designer' })];

beforeAll(() => initJobsMessages('en'));
afterEach(async () => {
  jest.restoreAllMocks();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

describe('JobListPage: the “For you” order', () => {
  it('is offered to a signed-in candidate, asks the API for it and shows why each job matches (English)', async () => {
    const calls = api((query) => jobListPage(query.sort === 'for-you' ? MATCHED : PLAIN), CANDIDATE);
    const { href } = renderPage('/jobs', 'en');
    await screen.findByText('Backend Developer');
    await waitFor(() =>
      expect([...sortSelect().options].map((option) => option.text)).toEqual(['English first', 'For you', 'Newest', 'Highest salary']),
    );
    expect(screen.queryByTestId('match-reasons')).toBeNull();

    fireEvent.change(sortSelect(), { target: { value: 'for-you' } });
    await waitFor(() => expect(href()).toBe('/jobs?sort=for-you'));
    await waitFor(() => expect(jobsCalls(calls).at(-1)).toEqual({ sort: 'for-you', facets: 'true', locale: 'en' }));
    const [first, second] = await screen.findAllByTestId('job-card');
    await waitFor(() => expect(within(first!).getByTestId('match-reasons').textContent).toBe('Matches: field, seniority, salary, remote'));
    // A job matching nothing says nothing, and the list needs no note.
    expect(within(second!).queryByTestId('match-reasons')).toBeNull();
    expect(screen.queryByTestId('for-you-note')).toBeNull();
  });

  it('translates the reasons on the Czech site', async () => {
    await i18n.changeLanguage('cs');
    api(() => jobListPage(MATCHED), CANDIDATE);
    renderPage('/nabidky?sort=for-you', 'cs');
    const [first] = await screen.findAllByTestId('job-card');
    await waitFor(() => expect(within(first!).getByTestId('match-reasons').textContent).toBe('Odpovídá: obor, seniorita, mzda, na dálku'));
    expect(sortSelect().value).toBe('for-you');
    expect(sortSelect().selectedOptions[0]!.text).toBe('Pro vás');
  });

  it('is not offered to a visitor', async () => {
    api(() => jobListPage(PLAIN), null);
    renderPage('/jobs', 'en');
    await screen.findByText('Backend Developer');
    expect([...sortSelect().options].map((option) => option.value)).toEqual(['', 'newest', 'salary']);
  });

  it('explains the usual order to a visitor who follows a “For you” link, with a sign-in link', async () => {
    api(() => jobListPage(PLAIN), null);
    renderPage('/jobs?sort=for-you', 'en');
    const note = await screen.findByTestId('for-you-note');
    expect(note.textContent).toContain('Sign in to see them');
    expect(within(note).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toContain('redirect_to=%2Fjobs%3Fsort%3Dfor-you');
    expect(sortSelect().value).toBe('for-you');
  });

  it('tells a signed-in candidate whose profile names nothing to match where to fill it in (Czech)', async () => {
    await i18n.changeLanguage('cs');
    api(() => jobListPage(PLAIN), CANDIDATE);
    renderPage('/nabidky?sort=for-you', 'cs');
    const note = await screen.findByTestId('for-you-note');
    await waitFor(() => expect(within(note).getByRole('link', { name: 'Doplnit profil' }).getAttribute('href')).toBe('/profil'));
  });
});
