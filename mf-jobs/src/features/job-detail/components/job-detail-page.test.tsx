import { addAppMessages, initI18n, isFatalError, pageTitleAtom, toastsAtom } from '@raketa/shared';
import { addSharedMessages, json, renderInRouter, stubFetch } from '@raketa/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { Component, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import cs from '../../../locales/cs.json';
import en from '../../../locales/en.json';
import { CANDIDATE, CLOSED_JOB_BODY, detailJob, similarJob, similarJobsPage } from '../../../testing/fixtures';
import { JSON_LD_ATTRIBUTE } from '../hooks/use-json-ld';
import { JobDetailPage } from './job-detail-page';

const store = getDefaultStore();

/** Catches what the page throws while rendering, as the shell's error boundary does. */
class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error) return <p data-testid="fatal">{isFatalError(error) ? `fatal ${error.status}` : 'other'}</p>;
    return this.props.children;
  }
}

function answer(job: Response | (() => Response)) {
  return stubFetch((_method, path) => {
    if (path === '/api/me') return json({ user: null });
    if (path === '/api/jobs/42') return typeof job === 'function' ? job() : job.clone();
    if (path === '/api/jobs/42/similar') return json(similarJobsPage([similarJob(43, 'Platform Engineer')]));
    if (path === '/api/job-views/42') return new Response(null, { status: 204 });
    return json({}, 404);
  });
}

function renderPage(url: string, renderApply?: () => ReactNode) {
  // The shell mounts the page under the route's own path, so useParams() reads id and slug.
  return renderInRouter(
    <Routes>
      <Route
        path="/job/:id/:slug/:hash?"
        element={
          <Boundary>
            <JobDetailPage routeId="jobDetail" locale="en" renderApply={renderApply} />
          </Boundary>
        }
      />
    </Routes>,
    url,
  );
}

const jsonLdScripts = () => document.head.querySelectorAll(`script[type="application/ld+json"][${JSON_LD_ATTRIBUTE}]`);

beforeAll(async () => {
  await initI18n('en', 'jobs', { cs, en });
  addAppMessages('jobs', { cs, en });
  await addSharedMessages();
});
beforeEach(() => store.set(toastsAtom, []));
afterEach(() => jest.restoreAllMocks());

describe('JobDetailPage', () => {
  it('shows the job: facts, company card, sanitised description, benefits, similar jobs and the page title', async () => {
    answer(json(detailJob()));
    renderPage('/job/42/senior-backend-developer', () => <p>apply form</p>);
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Backend Developer' })).toBeTruthy();
    expect(screen.getByText('HOT')).toBeTruthy();
    expect(screen.getByText(/CZK\s?90,000 – CZK\s?120,000 per month/)).toBeTruthy();
    expect(screen.getByText('Full-time, Contract')).toBeTruthy();
    expect(screen.getByText('Hybrid')).toBeTruthy();
    expect(screen.getByText('Prague, Bratislava')).toBeTruthy();
    expect(screen.getByText('TypeScript')).toBeTruthy();
    expect(screen.getByText('November 2, 2026')).toBeTruthy();
    expect(screen.getByText('launch').tagName).toBe('STRONG');
    // Under the title and in the company card, both to the company's profile.
    expect(screen.getAllByRole('link', { name: 'Acme Rockets' }).map((link) => link.getAttribute('href'))).toEqual([
      '/startup/acme',
      '/startup/acme',
    ]);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Acme Rockets' })).toBeTruthy();
    expect(screen.getByText('We build rockets.')).toBeTruthy();
    expect(screen.getByText('11–50 people')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Company website' }).getAttribute('href')).toBe('https://acme.example');
    expect(screen.getByRole('button', { name: 'Save the job Senior Backend Developer' })).toBeTruthy();
    expect(screen.getByText('apply form')).toBeTruthy();
    // At the top for wide screens, sticky at the bottom for phones (CSS shows one of them).
    const applyButtons = screen.getAllByRole('button', { name: 'Apply now' });
    expect(applyButtons.map((button) => button.className)).toEqual([
      expect.stringContaining('rk-job-detail__apply-top'),
      'rk-button rk-button--primary',
    ]);
    expect(applyButtons[1]!.closest('.rk-job-detail__sticky-cta')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Platform Engineer' })).toBeTruthy();
    expect(store.get(pageTitleAtom)).toBe('Senior Backend Developer – Acme Rockets');
  });

  it('tells the server once that an open job was seen, and nothing for a closed one', async () => {
    const calls = answer(json(detailJob()));
    const open = renderPage('/job/42/senior-backend-developer');
    await screen.findByRole('heading', { level: 1, name: 'Senior Backend Developer' });
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/job-views/42').map((call) => call.method)).toEqual(['POST']));
    open.unmount();
    const closedCalls = answer(json(CLOSED_JOB_BODY, 410));
    renderPage('/job/42/senior-backend-developer');
    await waitFor(() => expect(closedCalls.some((call) => call.path === '/api/jobs/42')).toBe(true));
    await screen.findByRole('heading', { level: 1 });
    expect(closedCalls.some((call) => call.path.startsWith('/api/job-views'))).toBe(false);
  });

  it('shows the company’s response rate in its card, and none without one', async () => {
    const job = detailJob();
    answer(json(detailJob({ company: { ...job.company, responseRate: { percent: 92, answered: 11, total: 12 } } })));
    const { unmount } = renderPage('/job/42/senior-backend-developer');
    const rate = await screen.findByTestId('response-rate');
    expect(rate.closest('.rk-company-card')).toBeTruthy();
    expect(within(rate).getByText('Answers 92% of applications')).toBeTruthy();
    expect(within(rate).getByText('How is this computed?').tagName).toBe('SUMMARY');
    unmount();
    answer(json(detailJob()));
    renderPage('/job/42/senior-backend-developer');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('response-rate')).toBeNull();
  });

  it('says the ad’s language in the header, and marks its title and description with it when the site’s differs', async () => {
    answer(json(detailJob({ language: 'cs', title: 'Vývojář backendu', description: '<p>Stavíme <strong>rakety</strong>.</p>' })));
    const czech = renderPage('/job/42/senior-backend-developer');
    const title = await screen.findByRole('heading', { level: 1, name: 'Vývojář backendu' });
    expect(within(screen.getByRole('banner')).getByTestId('job-language').textContent).toBe('In Czech');
    expect(title.getAttribute('lang')).toBe('cs');
    expect(screen.getByText('rakety').closest('.rk-job-detail__description')!.getAttribute('lang')).toBe('cs');
    czech.unmount();

    answer(json(detailJob()));
    renderPage('/job/42/senior-backend-developer');
    const english = await screen.findByRole('heading', { level: 1, name: 'Senior Backend Developer' });
    expect(within(screen.getByRole('banner')).getByTestId('job-language').textContent).toBe('In English');
    expect(english.getAttribute('lang')).toBeNull();
    expect(screen.getByText('launch').closest('.rk-job-detail__description')!.hasAttribute('lang')).toBe(false);
  });

  it('marks a job the user applied for, without the call to apply', async () => {
    stubFetch((_method, path) => {
      if (path === '/api/me') return json({ user: CANDIDATE });
      if (path === '/api/me/job-marks') return json({ savedJobs: [42], appliedJobs: [42], followedCompanies: [] });
      if (path === '/api/jobs/42') return json(detailJob());
      if (path === '/api/jobs/42/similar') return json(similarJobsPage([]));
      return json({}, 404);
    });
    renderPage('/job/42/senior-backend-developer', () => <p>apply form</p>);
    expect(await screen.findByText('Applied')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove the job Senior Backend Developer from saved' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();
  });

  it('marks a job this browser applied for (a visitor), remembered from an earlier visit', async () => {
    localStorage.setItem('raketa:applied-jobs', JSON.stringify([7, 42]));
    answer(json(detailJob()));
    renderPage('/job/42/senior-backend-developer', () => <p>apply form</p>);
    expect(await screen.findByText('Applied')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();
    localStorage.clear();
  });

  it('shows the call to apply when this browser applied for other jobs only', async () => {
    localStorage.setItem('raketa:applied-jobs', JSON.stringify([7]));
    answer(json(detailJob()));
    renderPage('/job/42/senior-backend-developer', () => <p>apply form</p>);
    await screen.findByRole('heading', { level: 1, name: 'Senior Backend Developer' });
    expect(screen.getAllByRole('button', { name: 'Apply now' })).toHaveLength(2);
    expect(screen.queryByText('Applied')).toBeNull();
    localStorage.clear();
  });

  it('replaces a URL with another slug (or a hash) by the canonical one, keeping the query and fragment', async () => {
    answer(json(detailJob()));
    const { href, router } = renderPage('/job/42/old-title/abc123?utm_source=x#apply');
    await waitFor(() => expect(href()).toBe('/job/42/senior-backend-developer?utm_source=x#apply'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('throws a fatal 404 for an unknown job', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    answer(json({ code: 'not_found' }, 404));
    renderPage('/job/42/whatever');
    expect((await screen.findByTestId('fatal')).textContent).toBe('fatal 404');
  });

  it('shows a closed job (410) as no longer open, with its company and similar open jobs', async () => {
    answer(json(CLOSED_JOB_BODY, 410));
    renderPage('/job/42/senior-backend-developer');
    expect(await screen.findByText('This job is no longer open.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Senior Backend Developer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Acme Rockets' }).getAttribute('href')).toBe('/startup/acme');
    expect(await screen.findByRole('heading', { name: 'Open jobs like this one' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Platform Engineer' })).toBeTruthy();
    expect(screen.queryByTestId('fatal')).toBeNull();
    expect(jsonLdScripts()).toHaveLength(0);
  });

  it('puts the JobPosting JSON-LD in the head while the page shows the job, and takes it out on leaving', async () => {
    answer(json(detailJob()));
    const { router } = renderPage('/job/42/senior-backend-developer');
    await screen.findByRole('heading', { level: 1, name: 'Senior Backend Developer' });
    await waitFor(() => expect(jsonLdScripts()).toHaveLength(1));
    const data = JSON.parse(jsonLdScripts()[0]!.textContent!) as Record<string, unknown>;
    expect(data).toMatchObject({ '@type': 'JobPosting', title: 'Senior Backend Developer', directApply: true });
    await act(() => router.navigate('/companies'));
    expect(jsonLdScripts()).toHaveLength(0);
    expect(store.get(pageTitleAtom)).toBeNull();
  });

  it('copies the canonical URL with a toast where the browser cannot share', async () => {
    answer(json(detailJob()));
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage('/job/42/old-slug');
    (await screen.findByRole('button', { name: 'Share' })).click();
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://localhost/job/42/senior-backend-developer'));
    await waitFor(() => expect(store.get(toastsAtom)[0]).toMatchObject({ title: 'The link to the job is copied' }));
  });

  it('uses the share sheet where there is one', async () => {
    answer(json(detailJob()));
    const share = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderPage('/job/42/senior-backend-developer');
    (await screen.findByRole('button', { name: 'Share' })).click();
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(share).toHaveBeenCalledWith({ title: 'Senior Backend Developer', url: 'http://localhost/job/42/senior-backend-developer' });
    delete (navigator as { share?: unknown }).share;
  });
});
