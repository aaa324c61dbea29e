import { createQueryClient, i18n, loginHrefFor, pageTitleAtom, type LocaleCode } from '@raketa/shared';
import { json, renderInRouter, stubFetch } from '@raketa/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import { CaughtError, initJobsMessages } from '../../../testing/companies-testing';
import { CANDIDATE, jobFacets, jobListPage, listJob } from '../../../testing/fixtures';
import { CARDS_ABOVE_FOLD, JobListPage, RESULTS_ID } from './job-list-page';

type Page = ReturnType<typeof jobListPage>;

/** The API: `list(query)` answers `GET /api/jobs` (query as an object); the session and marks around it. */
function api(
  list: (query: Record<string, string>) => Page | Response,
  { user = null as object | null, marks = { savedJobs: [] as number[], appliedJobs: [] as number[] } } = {},
) {
  return stubFetch((_method, path) => {
    if (path === '/api/me') return json({ user });
    if (path === '/api/me/job-marks') return json({ ...marks, followedCompanies: [] });
    if (path === '/api/csrf') return json({ token: 'csrf-token' });
    const url = new URL(path, 'http://x');
    if (url.pathname !== '/api/jobs') return json({ title: 'Not Found' }, 404);
    const answer = list(Object.fromEntries(url.searchParams));
    return answer instanceof Response ? answer : json(answer);
  });
}

const jobsCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path.startsWith('/api/jobs')).map((call) => Object.fromEntries(new URL(call.path, 'http://x').searchParams));

function renderPage(url: string, locale: LocaleCode = 'en', queryClient = createQueryClient()) {
  const list = locale === 'cs' ? '/nabidky/:fields?' : '/jobs/:fields?';
  const page = (routeId: 'home' | 'jobList') => (
    <CaughtError>
      <JobListPage routeId={routeId} locale={locale} />
    </CaughtError>
  );
  return renderInRouter(
    <Routes>
      <Route path="/" element={page('home')} />
      <Route path={list} element={page('jobList')} />
    </Routes>,
    url,
    queryClient,
  );
}

const JOBS = [listJob(1, { title: 'Backend Developer', isTop: true }), listJob(2, { title: 'Designer', isHot: true })];
const store = getDefaultStore();

beforeAll(() => initJobsMessages('en'));
// jsdom has no scrolling; the scroll test reads these calls.
beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(async () => {
  jest.restoreAllMocks();
  sessionStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

describe('JobListPage: filters in the URL', () => {
  it('reads the Czech path and query into the API query', async () => {
    await i18n.changeLanguage('cs');
    const calls = api(() => jobListPage(JOBS, { total: 45 }));
    renderPage(
      '/nabidky/vyvoj+design?location=brno,praha&workMode=remote&seniority=senior&type=contract&tech=react&salary=60000&company=acme&sort=salary&page=2&q=%20react%20',
      'cs',
    );
    await screen.findByText('Backend Developer');
    expect(jobsCalls(calls)[0]).toEqual({
      q: 'react',
      fields: 'development,design',
      locations: 'praha,brno',
      workModes: 'remote',
      seniorities: 'senior',
      jobTypes: 'contract',
      technologies: 'react',
      company: 'acme',
      salaryMin: '60000',
      sort: 'salary',
      page: '2',
      facets: 'true',
    });
    expect((screen.getByRole('checkbox', { name: /^Vývoj/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /^Praha/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /60\s000\sKč/ }) as HTMLInputElement).checked).toBe(true);
    expect(store.get(pageTitleAtom)).toBe('Nabídky práce: Vývoj, Design');
  });

  it('reads the English path the same way', async () => {
    const calls = api(() => jobListPage(JOBS));
    renderPage('/jobs/development+design?location=praha');
    await screen.findByText('Backend Developer');
    // The English site's list (English-language jobs first, api/JOBS.md).
    expect(jobsCalls(calls)[0]).toEqual({ fields: 'development,design', locations: 'praha', facets: 'true', locale: 'en' });
    expect(store.get(pageTitleAtom)).toBe('Jobs: Development, Design');
  });

  it('drops invalid query values rather than failing', async () => {
    const calls = api(() => jobListPage(JOBS));
    renderPage('/jobs?location=mars,praha&page=abc&sort=relevance&salary=-5&company=Bad%20Slug&workMode=');
    await screen.findByText('Backend Developer');
    expect(jobsCalls(calls)[0]).toEqual({ locations: 'praha', facets: 'true', locale: 'en' });
  });

  it('answers 404 for an unknown field in the path', async () => {
    api(() => jobListPage(JOBS));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage('/jobs/nonsense');
    expect((await screen.findByTestId('caught')).textContent).toBe('FatalError 404');
  });

  it('writes a ticked filter into one canonical URL, from the first page', async () => {
    api(() => jobListPage(JOBS, { total: 45 }));
    const { href } = renderPage('/jobs/design?workMode=remote&page=2');
    await screen.findByText('Backend Developer');
    fireEvent.click(screen.getByRole('checkbox', { name: /^Prague/ }));
    await waitFor(() => expect(href()).toBe('/jobs/design?location=praha&workMode=remote'));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Brno/ }));
    await waitFor(() => expect(href()).toBe('/jobs/design?location=praha,brno&workMode=remote'));
    fireEvent.click(screen.getByRole('radio', { name: /80,000/ }));
    await waitFor(() => expect(href()).toBe('/jobs/design?location=praha,brno&workMode=remote&salary=80000'));
  });

  it('goes from the home page to the field path when a field is chosen (cs and en)', async () => {
    api(() => jobListPage(JOBS));
    const en = renderPage('/');
    await screen.findByText('Backend Developer');
    fireEvent.click(screen.getByRole('checkbox', { name: /^Development/ }));
    await waitFor(() => expect(en.href()).toBe('/jobs/development'));
    en.unmount();

    await i18n.changeLanguage('cs');
    const cs = renderPage('/', 'cs');
    await screen.findByText('Backend Developer');
    fireEvent.click(screen.getByRole('checkbox', { name: /^Vývoj/ }));
    await waitFor(() => expect(cs.href()).toBe('/nabidky/vyvoj'));
    // A specialisation replaces its field (the field already includes it).
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Back-end/ }));
    await waitFor(() => expect(cs.href()).toBe('/nabidky/backend'));
  });
});

describe('JobListPage: facets, search, sort and pages', () => {
  it('shows the count of each filter value from the facets', async () => {
    api(() =>
      jobListPage(JOBS, {
        facets: jobFacets({
          fields: { development: 31, design: 4 },
          locations: { praha: 12, brno: 3 },
          workModes: { remote: 7 },
          technologies: { react: 9, go: 2 },
        }),
      }),
    );
    renderPage('/jobs');
    await screen.findByText('Backend Developer');
    expect(screen.getByRole('checkbox', { name: 'Prague 12' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Brno 3' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Development 31' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Remote 7' })).toBeTruthy();
    // The most frequent technologies first; the rest behind "show more".
    const techGroup = screen.getByRole('group', { name: 'Technologies' });
    expect(within(techGroup).getAllByRole('checkbox')[0]!.getAttribute('type')).toBe('checkbox');
    expect(within(techGroup).getAllByRole('checkbox')).toHaveLength(8);
    expect(within(techGroup).getByRole('checkbox', { name: 'React 9' })).toBeTruthy();
    fireEvent.click(within(techGroup).getByRole('button', { name: 'Show more technologies' }));
    expect(within(techGroup).getAllByRole('checkbox').length).toBeGreaterThan(8);
  });

  it('searches with the other filters kept, from the first page, and sorts', async () => {
    const calls = api(() => jobListPage(JOBS, { total: 45 }));
    const { href } = renderPage('/jobs?location=praha&page=3');
    await screen.findByText('Backend Developer');
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    // '' is the English site's default, English-language jobs first.
    expect([...sort.options].map((option) => option.value)).toEqual(['', 'newest', 'salary']);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search jobs' }), { target: { value: ' vývojář ' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(href()).toBe('/jobs?q=v%C3%BDvoj%C3%A1%C5%99&location=praha'));
    await waitFor(() => expect(jobsCalls(calls).at(-1)).toEqual({ q: 'vývojář', locations: 'praha', facets: 'true', locale: 'en' }));
    expect([...(screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '',
      'relevance',
      'newest',
      'salary',
    ]);

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'salary' } });
    await waitFor(() => expect(href()).toBe('/jobs?q=v%C3%BDvoj%C3%A1%C5%99&location=praha&sort=salary'));
    await waitFor(() => expect(jobsCalls(calls).at(-1)).toEqual({ q: 'vývojář', locations: 'praha', sort: 'salary', facets: 'true', locale: 'en' }));
  });

  it('shows the result count, marks top, hot and applied jobs and links to saved jobs with their count', async () => {
    api(() => jobListPage(JOBS, { total: 2 }), { user: CANDIDATE, marks: { savedJobs: [2, 9], appliedJobs: [1] } });
    renderPage('/jobs/design');
    await screen.findByText('Backend Developer');
    expect(screen.getByText('2 jobs')).toBeTruthy();
    const [first, second] = screen.getAllByTestId('job-card');
    expect(within(first!).getByText('TOP')).toBeTruthy();
    await waitFor(() => expect(within(first!).getByText('Applied')).toBeTruthy());
    expect(within(second!).getByText('HOT')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Saved jobs (2)' }).getAttribute('href')).toBe('/jobs/design/saved');
  });

  it('loads the logos of the cards above the fold with the page and the others lazily', async () => {
    const withLogo = (id: number) => {
      const job = listJob(id, { title: `Job ${id}` });
      return { ...job, company: { ...job.company, logo: 100 + id } };
    };
    api(() => jobListPage([1, 2, 3, 4, 5, 6, 7].map(withLogo), { total: 7 }));
    renderPage('/jobs');
    await screen.findByText('Job 1');
    const loading = screen.getAllByTestId('job-card').map((card) => card.querySelector('img')!.getAttribute('loading'));
    expect(CARDS_ABOVE_FOLD).toBe(5);
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('pages with links that keep the filters', async () => {
    api(() => jobListPage(JOBS, { total: 200 }));
    renderPage('/jobs?location=praha&page=5');
    await screen.findByText('Backend Developer');
    const nav = screen.getByRole('navigation', { name: 'Pages of jobs' });
    const hrefOf = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('Previous page')).toBe('/jobs?location=praha&page=4');
    expect(hrefOf('Next page')).toBe('/jobs?location=praha&page=6');
    expect(hrefOf('Page 1')).toBe('/jobs?location=praha');
    expect(hrefOf('Page 10')).toBe('/jobs?location=praha&page=10');
    expect(within(nav).getByRole('link', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Previous page', '1', '3', '4', '5', '6', '7', '10', 'Next page']);
  });

  it('removes one filter with its chip or all of them', async () => {
    api(() => jobListPage(JOBS));
    renderPage('/jobs/design?q=figma&location=praha,brno&salary=60000&sort=salary');
    await screen.findByText('Backend Developer');
    const chips = screen.getByRole('list', { name: 'Active filters' });
    const chip = (name: string) =>
      within(chips)
        .getByRole('link', { name: `Remove filter ${name}` })
        .getAttribute('href');
    expect(chip('Brno')).toBe('/jobs/design?q=figma&location=praha&salary=60000&sort=salary');
    expect(chip('Design')).toBe('/jobs?q=figma&location=praha,brno&salary=60000&sort=salary');
    expect(chip('“figma”')).toBe('/jobs/design?location=praha,brno&salary=60000&sort=salary');
    expect(
      within(chips)
        .getByRole('link', { name: /^Remove filter from CZK\s60,000$/ })
        .getAttribute('href'),
    ).toBe('/jobs/design?q=figma&location=praha,brno&sort=salary');
    expect(screen.getByRole('link', { name: 'Clear all filters' }).getAttribute('href')).toBe('/jobs?sort=salary');
  });

  it('says what failed and retries', async () => {
    let fail = true;
    api(() => (fail ? json({ title: 'Server Error' }, 500) : jobListPage(JOBS)));
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    renderPage('/jobs', 'en', client);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Jobs could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Backend Developer');
  });
});

describe('JobListPage: empty state', () => {
  it('suggests the filters whose removal alone gives results', async () => {
    const calls = api((query) => {
      if (query.facets) return jobListPage([], { total: 0 });
      // Without the location: 5 jobs; without the work mode: still none.
      return jobListPage([], { total: query.locations ? 0 : 5, facets: undefined });
    });
    renderPage('/jobs?location=brno&workMode=remote');
    await screen.findByRole('heading', { name: 'No job matches these filters' });
    const suggestion = await screen.findByRole('link', { name: 'Without Location: Brno' });
    expect(suggestion.getAttribute('href')).toBe('/jobs?workMode=remote');
    expect(suggestion.parentElement!.textContent).toContain('5 jobs');
    expect(screen.queryByRole('link', { name: /Without Work mode/ })).toBeNull();
    expect(jobsCalls(calls)).toEqual(expect.arrayContaining([{ workModes: 'remote' }, { locations: 'brno' }]));
  });
});

describe('JobListPage: saving and scrolling', () => {
  it('sends a visitor who saves a job to the login dialog, back here, with the save waiting', async () => {
    api(() => jobListPage(JOBS));
    const { href } = renderPage('/jobs?location=praha');
    await screen.findByText('Backend Developer');
    fireEvent.click(screen.getByRole('button', { name: 'Save the job Backend Developer' }));
    await waitFor(() => expect(href()).toBe(loginHrefFor({ pathname: '/jobs', search: '?location=praha' }, 'en')));
    expect(href()).toBe('/jobs?location=praha&redirect_to=%2Fjobs%3Flocation%3Dpraha#login');
    expect(JSON.parse(sessionStorage.getItem('raketa:pending-mark')!)).toMatchObject({ kind: 'savedJobs', id: 1, path: '/jobs' });
  });

  it('starts a new page at the top and puts back the scroll position on back', async () => {
    const scrollTo = jest.mocked(window.scrollTo);
    api((query) => jobListPage(query.page === '2' ? [listJob(21, { title: 'Page two job' })] : JOBS, { total: 45 }));
    const { router } = renderPage('/jobs');
    await screen.findByText('Backend Developer');
    Object.defineProperty(window, 'scrollY', { value: 1400, configurable: true });
    fireEvent.scroll(window);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Pages of jobs' })).getByRole('link', { name: 'Next page' }));
    await screen.findByText('Page two job');
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 0));

    await act(() => router.navigate(-1));
    await screen.findByText('Backend Developer');
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 1400));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('does not take the scroll of a page it is leaving (history already on the next entry) as its own', async () => {
    const scrollTo = jest.mocked(window.scrollTo);
    api((query) => jobListPage(query.page === '2' ? [listJob(21, { title: 'Page two job' })] : JOBS, { total: 45 }));
    const { router } = renderPage('/jobs');
    await screen.findByText('Backend Developer');
    Object.defineProperty(window, 'scrollY', { value: 1400, configurable: true });
    fireEvent.scroll(window);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    // The browser history has moved on (the router wrote the next entry's key) before this page unmounts.
    window.history.replaceState({ key: 'next-entry' }, '');
    Object.defineProperty(window, 'scrollY', { value: 30, configurable: true });
    fireEvent.scroll(window);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    window.history.replaceState(null, '');

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Pages of jobs' })).getByRole('link', { name: 'Next page' }));
    await screen.findByText('Page two job');
    await act(() => router.navigate(-1));
    await screen.findByText('Backend Developer');
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 1400));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});

describe('JobListPage: the ad’s language', () => {
  const MIXED = [listJob(1, { title: 'Backend Developer', language: 'en' }), listJob(2, { title: 'Vývojář backendu', language: 'cs' })];
  const FACETS = jobFacets({ languages: { cs: 30, en: 12 } });
  const sortSelect = () => screen.getByRole('combobox', { name: /^(Sort by|Řadit podle)$/ }) as HTMLSelectElement;

  it('labels each card with its language and marks a title in the other language (English site)', async () => {
    api(() => jobListPage(MIXED, { facets: FACETS }));
    renderPage('/jobs');
    await screen.findByText('Backend Developer');
    const [english, czech] = screen.getAllByTestId('job-card');
    expect(within(english!).getByTestId('job-language').textContent).toBe('In English');
    expect(within(czech!).getByTestId('job-language').textContent).toBe('In Czech');
    expect(within(english!).getByRole('link', { name: 'Backend Developer' }).getAttribute('lang')).toBeNull();
    expect(within(czech!).getByRole('link', { name: 'Vývojář backendu' }).getAttribute('lang')).toBe('cs');
  });

  it('labels them in Czech on the Czech site, which asks for the usual order and offers no English first', async () => {
    await i18n.changeLanguage('cs');
    const calls = api(() => jobListPage(MIXED, { facets: FACETS }));
    renderPage('/nabidky', 'cs');
    await screen.findByText('Backend Developer');
    const [english, czech] = screen.getAllByTestId('job-card');
    expect(within(english!).getByTestId('job-language').textContent).toBe('V angličtině');
    expect(within(czech!).getByTestId('job-language').textContent).toBe('V češtině');
    expect(within(english!).getByRole('link', { name: 'Backend Developer' }).getAttribute('lang')).toBe('en');
    expect(jobsCalls(calls)[0]).toEqual({ facets: 'true' });
    expect([...sortSelect().options].map((option) => option.text)).toEqual(['Nejnovější', 'Nejvyšší mzda']);
  });

  it('offers English first as the English site’s default order, and the plain newest order as a choice', async () => {
    const calls = api(() => jobListPage(MIXED, { facets: FACETS }));
    const { href } = renderPage('/jobs');
    await screen.findByText('Backend Developer');
    expect(sortSelect().value).toBe('');
    expect([...sortSelect().options].map((option) => option.text)).toEqual(['English first', 'Newest', 'Highest salary']);
    fireEvent.change(sortSelect(), { target: { value: 'newest' } });
    await waitFor(() => expect(href()).toBe('/jobs?sort=newest'));
    await waitFor(() => expect(jobsCalls(calls).at(-1)).toEqual({ sort: 'newest', facets: 'true', locale: 'en' }));
    fireEvent.change(sortSelect(), { target: { value: '' } });
    await waitFor(() => expect(href()).toBe('/jobs'));
  });

  it('filters by language with counts, in the URL and back from it, and a chip removes it (cs and en)', async () => {
    const calls = api((query) => jobListPage(query.languages === 'en' ? MIXED.slice(0, 1) : MIXED, { facets: FACETS }));
    const en = renderPage('/jobs?location=praha');
    await screen.findByText('Vývojář backendu');
    const group = screen.getByRole('group', { name: 'Ad language' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-label') ?? box.closest('label')!.textContent),
    ).toEqual(['In Czech30', 'In English12']);
    fireEvent.click(within(group).getByRole('checkbox', { name: 'In English 12' }));
    await waitFor(() => expect(en.href()).toBe('/jobs?language=en&location=praha'));
    await waitFor(() => expect(jobsCalls(calls).at(-1)).toEqual({ languages: 'en', locations: 'praha', facets: 'true', locale: 'en' }));
    await waitFor(() => expect(screen.queryByText('Vývojář backendu')).toBeNull());
    // With a language chosen the list is in its usual order: no English-first option.
    expect([...sortSelect().options].map((option) => option.value)).toEqual(['newest', 'salary']);
    fireEvent.click(screen.getByRole('link', { name: 'Remove filter In English' }));
    await waitFor(() => expect(en.href()).toBe('/jobs?location=praha'));
    en.unmount();

    await i18n.changeLanguage('cs');
    const cs = renderPage('/nabidky?language=cs', 'cs');
    await screen.findByText('Backend Developer');
    expect((screen.getByRole('checkbox', { name: 'V češtině 30' }) as HTMLInputElement).checked).toBe(true);
    expect(jobsCalls(calls).at(-1)).toEqual({ languages: 'cs', facets: 'true' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'V angličtině 12' }));
    await waitFor(() => expect(cs.href()).toBe('/nabidky?language=cs,en'));
  });

  it('chooses the language in the filters sheet too', async () => {
    api((query) => jobListPage(MIXED, { total: query.languages === 'en' ? 12 : 42, facets: FACETS }));
    const { href } = renderPage('/jobs');
    await screen.findByText('Backend Developer');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const inside = within(await screen.findByRole('dialog', { name: 'Filters' }));
    fireEvent.click(inside.getByRole('checkbox', { name: 'In English 12' }));
    const show = await inside.findByRole('button', { name: 'Show 12 jobs' });
    await waitFor(() => expect((show as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(show);
    await waitFor(() => expect(href()).toBe('/jobs?language=en'));
  }, 20_000);
});

describe('JobListPage: the filters sheet (narrow screens)', () => {
  it('keeps ticks pending, says how many jobs they give, and shows them on "Show N jobs"', async () => {
    const calls = api((query) =>
      jobListPage(JOBS, { total: query.locations === 'praha' ? 12 : 45, facets: jobFacets({ locations: { praha: 12, brno: 3 } }) }),
    );
    const { href } = renderPage('/jobs?workMode=remote');
    await screen.findByText('Backend Developer');
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(sheet.id).toBe(toggle.getAttribute('aria-controls'));
    const inside = within(sheet);
    expect(inside.getByRole('button', { name: 'Show 45 jobs' })).toBeTruthy();

    fireEvent.click(inside.getByRole('checkbox', { name: /^Prague/ }));
    // Not applied yet: the list's URL stays; the count is the pending selection's.
    expect(await inside.findByRole('button', { name: 'Show 12 jobs' })).toBeTruthy();
    expect(href()).toBe('/jobs?workMode=remote');
    expect(jobsCalls(calls).at(-1)).toMatchObject({ locations: 'praha', workModes: 'remote' });

    const show = inside.getByRole('button', { name: 'Show 12 jobs' }) as HTMLButtonElement;
    await waitFor(() => expect(show.disabled).toBe(false));
    fireEvent.click(show);
    await waitFor(() => expect(href()).toBe('/jobs?location=praha&workMode=remote'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000);

  it('clears every filter of the sheet but keeps the search text', async () => {
    api(() => jobListPage(JOBS, { total: 45 }));
    const { href } = renderPage('/jobs/design?q=react&location=praha&salary=80000');
    await screen.findByText('Backend Developer');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const inside = within(await screen.findByRole('dialog', { name: 'Filters' }));
    expect((inside.getByRole('checkbox', { name: /^Prague/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(inside.getByRole('button', { name: 'Clear all' }));
    expect((inside.getByRole('checkbox', { name: /^Prague/ }) as HTMLInputElement).checked).toBe(false);
    expect((inside.getByRole('checkbox', { name: /^Design/ }) as HTMLInputElement).checked).toBe(false);
    // Counting the cleared selection first (the button waits for its answer).
    const show = inside.getByRole('button', { name: 'Show 45 jobs' }) as HTMLButtonElement;
    await waitFor(() => expect(show.disabled).toBe(false));
    fireEvent.click(show);
    await waitFor(() => expect(href()).toBe('/jobs?q=react'));
  }, 20_000);

  it('marks the list of cards as where "Skip to results" goes', async () => {
    api(() => jobListPage(JOBS));
    renderPage('/jobs');
    await screen.findByText('Backend Developer');
    const target = document.getElementById(RESULTS_ID)!;
    expect(target.tagName).toBe('UL');
    expect(target.getAttribute('tabindex')).toBe('-1');
    expect(within(target).getAllByRole('link', { name: 'Backend Developer' }).length).toBeGreaterThan(0);
  });
});
