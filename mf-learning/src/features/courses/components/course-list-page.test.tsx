import { pageTitleAtom, SESSION_QUERY_KEY } from '@raketa/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { resetProgressUpload } from '../../../lib/course-progress';
import { LOCAL_PROGRESS_KEY } from '../../../lib/local-progress';
import { CANDIDATE, initLearningMessages, noRetryClient, renderCourses, stubLearningApi } from '../../../testing/learning-testing';

const setLocal = (courses: Record<string, string[]>) => localStorage.setItem(LOCAL_PROGRESS_KEY, JSON.stringify({ v: 1, courses }));
const card = (title: string) => screen.getByRole('heading', { name: title }).closest('article')!;

afterEach(() => {
  localStorage.clear();
  resetProgressUpload();
  jest.restoreAllMocks();
});

describe('CourseListPage (en)', () => {
  beforeAll(() => initLearningMessages('en'));

  it('shows every course with chapters, reading time and a visitor’s progress from this browser', async () => {
    setLocal({ 'how-startups-work': ['what-is-a-startup', 'funding-rounds'] });
    const { calls } = stubLearningApi();
    renderCourses('/startupedu/futures');
    await screen.findByRole('heading', { level: 1, name: 'StartupEDU courses' });
    expect(getDefaultStore().get(pageTitleAtom)).toBe('StartupEDU courses');

    const first = await waitFor(() => card('How startups work'));
    expect(within(first).getByRole('link', { name: 'How startups work' }).getAttribute('href')).toBe('/startupedu/futures/how-startups-work');
    expect(within(first).getByText('From an idea to funding rounds.')).toBeTruthy();
    expect(within(first).getByText('3 chapters')).toBeTruthy();
    expect(within(first).getByText('11 minutes of reading')).toBeTruthy();
    const bar = await within(first).findByRole('progressbar', { name: 'Your progress in How startups work' });
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax')]).toEqual(['2', '3']);
    expect(within(first).getByText('2 of 3 read')).toBeTruthy();

    const second = card('Landing a startup job');
    expect(within(second).getByText('2 chapters')).toBeTruthy();
    expect(within(second).getByText('0 of 2 read')).toBeTruthy();

    // Visitors are told where their progress lives; the API is not asked for it.
    expect(screen.getByRole('link', { name: 'Log in to keep it on all your devices' }).getAttribute('href')).toBe(
      '/startupedu/futures?redirect_to=%2Fstartupedu%2Ffutures#login',
    );
    expect(calls.some((call) => call.path.startsWith('/api/me/course-progress'))).toBe(false);
  });

  it('ignores stored progress that is not ours', async () => {
    localStorage.setItem(
      LOCAL_PROGRESS_KEY,
      JSON.stringify({ v: 1, courses: { 'how-startups-work': ['what-is-a-startup', '<img>', 7], __proto__: ['x'] } }),
    );
    stubLearningApi();
    renderCourses('/startupedu/futures');
    expect(await screen.findByText('1 of 3 read')).toBeTruthy();
    localStorage.setItem(LOCAL_PROGRESS_KEY, '{not json');
    stubLearningApi();
    renderCourses('/startupedu/futures');
    expect((await screen.findAllByText('0 of 3 read')).length).toBeGreaterThan(0);
  });

  it('shows a signed-in user’s progress from the account', async () => {
    stubLearningApi({ user: CANDIDATE, progress: { 'landing-a-startup-job': ['cv-that-gets-read'] } });
    renderCourses('/startupedu/futures');
    await waitFor(() => expect(within(card('Landing a startup job')).getByText('1 of 2 read')).toBeTruthy());
    expect(within(card('How startups work')).getByText('0 of 3 read')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in to keep it on all your devices' })).toBeNull();
  });

  it('says when the courses cannot be loaded and tries again', async () => {
    let fail = true;
    stubLearningApi({ override: (_method, path) => (fail && path === '/api/courses' ? new Response('down', { status: 503 }) : undefined) });
    renderCourses('/startupedu/futures', 'en', noRetryClient());
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert.textContent).toContain('The courses could not be loaded.');
    fail = false;
    act(() => within(alert).getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('heading', { name: 'How startups work' })).toBeTruthy();
  }, 10_000);

  it('copies a visitor’s local progress to the account on sign-in, quietly and once', async () => {
    setLocal({ 'how-startups-work': ['what-is-a-startup', 'gone-chapter'], 'landing-a-startup-job': ['the-interview'] });
    const api = stubLearningApi();
    const { queryClient, unmount } = renderCourses('/startupedu/futures');
    expect(await screen.findByText('2 of 3 read')).toBeTruthy(); // counted from the browser, unknown slugs capped by the course

    // The login dialog completes without a reload: the session query refreshes.
    api.signIn(CANDIDATE);
    await act(() => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }));
    await waitFor(() => expect(within(card('How startups work')).getByText('1 of 3 read')).toBeTruthy());
    expect(within(card('Landing a startup job')).getByText('1 of 2 read')).toBeTruthy();

    const puts = api.calls.filter((call) => call.method === 'PUT').map((call) => call.path);
    expect(puts).toEqual([
      '/api/me/course-progress/how-startups-work/what-is-a-startup',
      '/api/me/course-progress/how-startups-work/gone-chapter',
      '/api/me/course-progress/landing-a-startup-job/the-interview',
    ]);
    expect(api.calls.find((call) => call.method === 'PUT')!.request.headers.get('X-CSRF-Token')).toBe('csrf-token');
    expect(api.server).toEqual({ 'how-startups-work': ['what-is-a-startup'], 'landing-a-startup-job': ['the-interview'] });
    expect(localStorage.getItem(LOCAL_PROGRESS_KEY)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    // Once: another page of the same load does not upload again.
    unmount();
    renderCourses('/startupedu/futures');
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/api/me/course-progress')).toHaveLength(2));
    await waitFor(() => expect(within(card('How startups work')).getByText('1 of 3 read')).toBeTruthy());
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(3);
  });

  it('keeps local marks the API could not take for now', async () => {
    setLocal({ 'how-startups-work': ['what-is-a-startup', 'funding-rounds'] });
    const api = stubLearningApi({
      user: CANDIDATE,
      override: (method, path) => (method === 'PUT' && path.endsWith('/funding-rounds') ? new Response(null, { status: 503 }) : undefined),
    });
    const { unmount } = renderCourses('/startupedu/futures');
    await waitFor(() => expect(within(card('How startups work')).getByText('1 of 3 read')).toBeTruthy());
    expect(api.server).toEqual({ 'how-startups-work': ['what-is-a-startup'] });
    expect(JSON.parse(localStorage.getItem(LOCAL_PROGRESS_KEY)!)).toEqual({ v: 1, courses: { 'how-startups-work': ['funding-rounds'] } });

    // Not again in this page load (the next one tries); a signed-in reader's progress is the account's.
    unmount();
    renderCourses('/startupedu/futures');
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/api/me/course-progress')).toHaveLength(2));
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(2);
  });
});

describe('CourseListPage (cs)', () => {
  beforeAll(() => initLearningMessages('cs'));
  afterAll(() => initLearningMessages('en'));

  it('speaks Czech with its plural forms', async () => {
    stubLearningApi();
    renderCourses('/startupedu/futures', 'cs');
    await screen.findByRole('heading', { level: 1, name: 'Kurzy StartupEDU' });
    const first = await waitFor(() => card('Jak funguje startup'));
    expect(within(first).getByText('3 kapitoly')).toBeTruthy();
    expect(within(first).getByText('9 minut čtení')).toBeTruthy();
    expect(await within(first).findByText('Přečteno 0 z 3')).toBeTruthy();
    const second = card('Jak získat práci ve startupu');
    expect(within(second).getByText('2 kapitoly')).toBeTruthy();
    expect(within(second).getByText('3 minuty čtení')).toBeTruthy();
  });
});
