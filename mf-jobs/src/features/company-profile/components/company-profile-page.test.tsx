import { pageTitleAtom, type LocaleCode } from '@raketa/shared';
import { json, renderInRouter } from '@raketa/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import { CaughtError, initJobsMessages, stubCompaniesApi } from '../../../testing/companies-testing';
import { CANDIDATE, collection, companyJob, companyProfile } from '../../../testing/fixtures';
import { CompanyProfilePage } from './company-profile-page';

const JOBS = [companyJob(101, 'Rocket Engineer'), companyJob(102, 'Flight Designer')];

function renderProfile({
  locale = 'en' as LocaleCode,
  company = companyProfile() as object | null,
  jobs = JOBS,
  totalJobs = undefined as number | undefined,
} = {}) {
  const calls = stubCompaniesApi((method, path) => {
    if (method !== 'GET') return undefined;
    if (path === '/api/companies/acme') return company ? json(company) : json({ title: 'Not Found', code: 'not_found' }, 404);
    // The site's language ranks the jobs (English-language ones first on the English site).
    if (path === `/api/jobs?company=acme&locale=${locale}`) return json(collection(jobs, totalJobs ?? jobs.length));
    return undefined;
  });
  const rendered = renderInRouter(
    // The shell's route gives the page its `:slug`.
    <Routes>
      <Route
        path="/startup/:slug"
        element={
          <CaughtError>
            <CompanyProfilePage routeId="companyProfile" locale={locale} />
          </CaughtError>
        }
      />
    </Routes>,
    '/startup/acme',
  );
  return { ...rendered, calls };
}

// Each test starts in English (one switches to Czech).
beforeEach(() => initJobsMessages('en'));
afterEach(() => jest.restoreAllMocks());

describe('CompanyProfilePage', () => {
  it('shows the company in English: descriptions, facts, benefits, technologies and the page title', async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Rockets' })).toBeTruthy();
    expect(screen.getByText('We build rockets.')).toBeTruthy();
    expect(screen.getByText('Rockets for everyone.')).toBeTruthy();
    expect(screen.getByText('We have an office in Prague.')).toBeTruthy();
    expect(screen.queryByText('Stavíme rakety.')).toBeNull();
    expect(screen.getByText('2019')).toBeTruthy();
    expect(screen.getByText('11–50 people')).toBeTruthy();
    expect(screen.getByText('Growth stage')).toBeTruthy();
    expect(screen.getByText('Prague, Brno')).toBeTruthy();
    expect(screen.getByText('41 followers')).toBeTruthy();
    const benefits = screen.getByRole('region', { name: 'Benefits' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Working from home', 'Equity (ESOP)']);
    expect(within(screen.getByRole('region', { name: 'Technologies' })).getByText('TypeScript')).toBeTruthy();
    expect(getDefaultStore().get(pageTitleAtom)).toBe('Acme Rockets');
  });

  it.each(['en', 'cs'] as const)('asks for the company’s jobs ranked for the %s site', async (locale) => {
    await initJobsMessages(locale);
    const { calls } = renderProfile({ locale });
    expect(await screen.findByText('Rocket Engineer')).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/api/jobs')).map((call) => call.path)).toEqual([`/api/jobs?company=acme&locale=${locale}`]);
  });

  it('shows the Czech descriptions and captions on the Czech page', async () => {
    await initJobsMessages('cs');
    renderProfile({ locale: 'cs' });
    expect(await screen.findByText('Stavíme rakety.')).toBeTruthy();
    expect(screen.getByText('Rakety pro každého.')).toBeTruthy();
    expect(screen.getByText('Naše kancelář')).toBeTruthy();
    expect(screen.queryByText('We build rockets.')).toBeNull();
    expect(screen.getByText('41 sledujících')).toBeTruthy();
  });

  it('shows the response rate with how it is computed behind a click, in English', async () => {
    renderProfile({ company: companyProfile({ responseRate: { percent: 80, answered: 8, total: 10 } }) });
    const rate = await screen.findByTestId('response-rate');
    expect(within(rate).getByText('Answers 80% of applications')).toBeTruthy();
    expect(within(rate).getByText('(8 of 10 within 14 days, last 180 days)')).toBeTruthy();
    const details = rate.querySelector('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(within(rate).getByText('How is this computed?'));
    expect(details.open).toBe(true);
    expect(within(rate).getByText(/applications to Acme Rockets from the last 180 days .* at least 10 applications count/)).toBeTruthy();
    expect(within(rate).getByRole('link', { name: 'How Raketa computes it, for companies' }).getAttribute('href')).toBe(
      '/for-companies/faq#response-rate',
    );
  });

  it('shows the response rate in Czech, and none when the API sends none', async () => {
    await initJobsMessages('cs');
    const { unmount } = renderProfile({ locale: 'cs', company: companyProfile({ responseRate: { percent: 58, answered: 7, total: 12 } }) });
    const rate = await screen.findByTestId('response-rate');
    expect(within(rate).getByText('Odpovídá na 58 % přihlášek')).toBeTruthy();
    expect(within(rate).getByText('(7 z 12 do 14 dní, za posledních 180 dní)')).toBeTruthy();
    expect(within(rate).getByText('Jak to počítáme?')).toBeTruthy();
    unmount();
    renderProfile({ locale: 'cs' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('response-rate')).toBeNull();
  });

  it('shows the cover at once with its size reserved, and the photos lazily with captions', async () => {
    const { container } = renderProfile();
    await screen.findByRole('heading', { level: 1 });
    const cover = container.querySelector('img.rk-company__cover')!;
    expect(cover.getAttribute('loading')).toBe('eager');
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['1200', '320']);
    expect(cover.getAttribute('src')).toBe('/api/images/12?w=1200&h=320&f=webp');
    const gallery = screen.getByRole('region', { name: 'Photos' });
    const photos = within(gallery).getAllByRole('img');
    expect(photos.map((img) => [img.getAttribute('alt'), img.getAttribute('loading')])).toEqual([
      ['Our office', 'lazy'],
      ['A launch', 'lazy'],
    ]);
    expect(within(gallery).getByText('A launch').tagName).toBe('FIGCAPTION');
  });

  it('links the website and social networks off the site in a new tab, and drops links that are not web addresses', async () => {
    renderProfile({ company: companyProfile({ socialLinks: { linkedin: 'https://www.linkedin.com/company/acme', x: 'javascript:alert(1)' } }) });
    const links = within(await screen.findByRole('list', { name: 'Links' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')])).toEqual([
      ['acme.example', 'https://www.acme.example/', '_blank', 'noopener noreferrer'],
      ['LinkedIn', 'https://www.linkedin.com/company/acme', '_blank', 'noopener noreferrer'],
    ]);
    expect(links[0]!.getAttribute('aria-label')).toBe('Website acme.example (opens in a new tab)');
    expect(links.every((link) => link.getAttribute('data-external-link') === 'company')).toBe(true);
  });

  it('lists the open jobs with a link to all of them in the job list', async () => {
    const { calls } = renderProfile({ totalJobs: 25 });
    const jobs = await screen.findByRole('region', { name: '25 open jobs' });
    expect(
      within(jobs)
        .getAllByTestId('job-card')
        .map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Rocket Engineer', 'Flight Designer']);
    expect(within(jobs).getByRole('link', { name: 'Show all 25 jobs of Acme Rockets' }).getAttribute('href')).toBe('/jobs?company=acme');
    expect(calls.map((call) => call.path)).toContain('/api/jobs?company=acme&locale=en');
  });

  it('heads the jobs with the profile’s own count while they load, never "0 open jobs"', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    stubCompaniesApi((method, path) => {
      if (method === 'GET' && path === '/api/companies/acme') return json(companyProfile({ openJobs: 3 }));
      if (method === 'GET' && path === '/api/jobs?company=acme&locale=en')
        return held.then(() => json(collection([...JOBS, companyJob(103, 'Test Pilot')])));
      return undefined;
    });
    renderInRouter(
      <Routes>
        <Route path="/startup/:slug" element={<CompanyProfilePage routeId="companyProfile" locale="en" />} />
      </Routes>,
      '/startup/acme',
    );
    const section = await screen.findByRole('region', { name: '3 open jobs' });
    expect(within(section).getByRole('status').textContent).toBe('Loading jobs…');
    expect(screen.queryByText(/^0 open jobs$/)).toBeNull();
    release();
    expect(await within(section).findAllByTestId('job-card')).toHaveLength(3);
    expect(section.querySelector('#rk-company-jobs')!.textContent).toBe('3 open jobs');
  });

  it('says when the company has no open jobs', async () => {
    renderProfile({ jobs: [] });
    expect(await screen.findByText('Acme Rockets has no open jobs right now. Follow the company to hear about new ones.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Show all/ })).toBeNull();
  });

  it('follows the company for a signed-in user and shows the new follower count', async () => {
    let followers = 41;
    const calls = stubCompaniesApi(
      (method, path) => {
        if (method === 'GET' && path === '/api/companies/acme') return json(companyProfile({ followers }));
        if (method === 'GET' && path === '/api/jobs?company=acme') return json(collection(JOBS));
        if (method === 'PUT' && path === '/api/me/followed-companies/7') {
          followers += 1;
          return new Response(null, { status: 204 });
        }
        return undefined;
      },
      { user: CANDIDATE },
    );
    renderInRouter(
      <Routes>
        <Route path="/startup/:slug" element={<CompanyProfilePage routeId="companyProfile" locale="en" />} />
      </Routes>,
      '/startup/acme',
    );
    expect(await screen.findByText('41 followers')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/me/job-marks')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Follow Acme Rockets' }));
    expect(await screen.findByText('42 followers')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop following Acme Rockets' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('answers an unknown company with the 404 page (asking once)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = renderProfile({ company: null });
    expect((await screen.findByTestId('caught')).textContent).toBe('FatalError 404');
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/companies/acme')).toHaveLength(1));
  });
});
