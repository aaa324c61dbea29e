import { pageTitleAtom, toastsAtom } from '@raketa/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { resetProgressUpload } from '../../../lib/course-progress';
import { LOCAL_PROGRESS_KEY } from '../../../lib/local-progress';
import { CANDIDATE, initLearningMessages, renderCourses, stubLearningApi } from '../../../testing/learning-testing';

const local = () => JSON.parse(localStorage.getItem(LOCAL_PROGRESS_KEY) ?? 'null') as unknown;
const setLocal = (courses: Record<string, string[]>) => localStorage.setItem(LOCAL_PROGRESS_KEY, JSON.stringify({ v: 1, courses }));
const EN = '/startupedu/futures/how-startups-work/chapter';

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  localStorage.clear();
  resetProgressUpload();
  jest.restoreAllMocks();
});

describe('ChapterPage (en)', () => {
  beforeAll(() => initLearningMessages('en'));

  it('shows the chapter in English with its course, position, reading time and neighbours', async () => {
    const { calls } = stubLearningApi();
    renderCourses(`${EN}/funding-rounds`);
    const title = await screen.findByRole('heading', { level: 1, name: 'Funding rounds' });
    expect(calls.find((call) => call.path.startsWith('/api/courses/how-startups-work/chapters/funding-rounds'))!.path).toBe(
      '/api/courses/how-startups-work/chapters/funding-rounds?lang=en',
    );
    expect(getDefaultStore().get(pageTitleAtom)).toBe('Funding rounds');
    expect(screen.getByRole('link', { name: 'How startups work' }).getAttribute('href')).toBe('/startupedu/futures/how-startups-work');
    expect(screen.getByText('Chapter 2 / 3')).toBeTruthy();
    expect(screen.getByText(/3 minutes of reading/)).toBeTruthy();
    // The body's own `# Funding rounds` is not repeated; its `##` is an h3 under the page's h1.
    expect(screen.getAllByRole('heading', { name: 'Funding rounds' })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3, name: 'What it means' })).toBeTruthy();

    const previous = screen.getByRole('link', { name: /Previous/ });
    expect(previous.textContent).toContain('What is a startup');
    expect(previous.getAttribute('href')).toBe(`${EN}/what-is-a-startup`);
    const next = screen.getByRole('link', { name: /Next/ });
    expect(next.textContent).toContain('Equity and options');
    expect(next.getAttribute('href')).toBe(`${EN}/equity-and-options`);
    expect(screen.queryByRole('link', { name: 'Finish the course' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(scrollTo).toHaveBeenCalled();
  });

  it('has no previous link on the first chapter and a Finish link back to the course on the last', async () => {
    stubLearningApi();
    const { unmount } = renderCourses(`${EN}/what-is-a-startup`);
    await screen.findByRole('heading', { level: 1, name: 'What is a startup' });
    expect(screen.queryByRole('link', { name: /Previous/ })).toBeNull();
    unmount();

    renderCourses(`${EN}/equity-and-options`);
    await screen.findByRole('heading', { level: 1, name: 'Equity and options' });
    expect(screen.queryByRole('link', { name: /Next/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Finish the course' }).getAttribute('href')).toBe('/startupedu/futures/how-startups-work');
  });

  it('marks the chapter read and unread for a signed-in user (PUT and DELETE with the CSRF header)', async () => {
    const api = stubLearningApi({ user: CANDIDATE });
    renderCourses(`${EN}/funding-rounds`);
    const toggle = await screen.findByRole('button', { name: 'Mark as read' });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Not marked as read yet.')).toBeTruthy();

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByText('You have read this chapter.')).toBeTruthy();
    await waitFor(() => expect(api.server).toEqual({ 'how-startups-work': ['funding-rounds'] }));
    const put = api.calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe('/api/me/course-progress/how-startups-work/funding-rounds');
    expect(put.request.headers.get('X-CSRF-Token')).toBe('csrf-token');
    // The progress is read again, so every page agrees with the account.
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/api/me/course-progress').length).toBeGreaterThan(1));
    expect(screen.getByText('1 of 3 read')).toBeTruthy();

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    await waitFor(() => expect(api.server).toEqual({ 'how-startups-work': [] }));
    expect(api.calls.find((call) => call.method === 'DELETE')!.path).toBe('/api/me/course-progress/how-startups-work/funding-rounds');
    expect(local()).toBeNull();
  });

  it('undoes the mark when the API refuses it', async () => {
    stubLearningApi({ user: CANDIDATE, override: (method) => (method === 'PUT' ? new Response(null, { status: 500 }) : undefined) });
    renderCourses(`${EN}/funding-rounds`);
    const toggle = await screen.findByRole('button', { name: 'Mark as read' });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(toggle);
    // The shared generic error toast tells the reader; the mark is not kept.
    await waitFor(() => expect(getDefaultStore().get(toastsAtom)[0]?.variant).toBe('destructive'));
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByText('Not marked as read yet.')).toBeTruthy();
  });

  it('keeps a visitor’s marks in this browser, without calling the API', async () => {
    setLocal({ 'landing-a-startup-job': ['cv-that-gets-read'] });
    const api = stubLearningApi();
    renderCourses(`${EN}/funding-rounds`);
    const toggle = await screen.findByRole('button', { name: 'Mark as read' });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(local()).toEqual({ v: 1, courses: { 'landing-a-startup-job': ['cv-that-gets-read'], 'how-startups-work': ['funding-rounds'] } });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    expect(local()).toEqual({ v: 1, courses: { 'landing-a-startup-job': ['cv-that-gets-read'] } });
    expect(api.calls.some((call) => call.method !== 'GET')).toBe(false);
    expect(screen.getByRole('link', { name: 'Log in to keep it on all your devices' })).toBeTruthy();
  });

  it('marks the chapter read when the reader follows Next, and moves focus to the new title', async () => {
    const api = stubLearningApi({ user: CANDIDATE });
    const { href } = renderCourses(`${EN}/what-is-a-startup`);
    await screen.findByRole('heading', { level: 1, name: 'What is a startup' });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Mark as read' }) as HTMLButtonElement).disabled).toBe(false));
    scrollTo.mockClear();

    fireEvent.click(screen.getByRole('link', { name: /Next/ }));
    const title = await screen.findByRole('heading', { level: 1, name: 'Funding rounds' });
    expect(href()).toBe(`${EN}/funding-rounds`);
    await waitFor(() => expect(api.server).toEqual({ 'how-startups-work': ['what-is-a-startup'] }));
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });

    // Going back does not mark anything.
    fireEvent.click(screen.getByRole('link', { name: /Previous/ }));
    await screen.findByRole('heading', { level: 1, name: 'What is a startup' });
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('marks a visitor’s chapter read on Next too', async () => {
    stubLearningApi();
    renderCourses(`${EN}/what-is-a-startup`);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Mark as read' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('link', { name: /Next/ }));
    await screen.findByRole('heading', { level: 1, name: 'Funding rounds' });
    expect(local()).toEqual({ v: 1, courses: { 'how-startups-work': ['what-is-a-startup'] } });
  });

  it('finishes the course: the last chapter is marked read and the course page says so', async () => {
    const api = stubLearningApi({ user: CANDIDATE, progress: { 'how-startups-work': ['what-is-a-startup', 'funding-rounds'] } });
    const { href } = renderCourses(`${EN}/equity-and-options`);
    await waitFor(() => expect(screen.getByText('2 of 3 read')).toBeTruthy());
    fireEvent.click(screen.getByRole('link', { name: 'Finish the course' }));
    await screen.findByRole('heading', { level: 1, name: 'How startups work' });
    expect(href()).toBe('/startupedu/futures/how-startups-work');
    expect(await screen.findByRole('link', { name: 'Read again' })).toBeTruthy();
    expect(screen.getByText('3 of 3 read')).toBeTruthy();
    await waitFor(() => expect(api.server['how-startups-work']).toEqual(['what-is-a-startup', 'funding-rounds', 'equity-and-options']));
  });

  it('answers 404 for an unknown chapter', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubLearningApi();
    renderCourses(`${EN}/no-such-chapter`);
    expect((await screen.findByTestId('caught')).textContent).toBe('FatalError 404');
  });
});

describe('ChapterPage (cs)', () => {
  beforeAll(() => initLearningMessages('cs'));
  afterAll(() => initLearningMessages('en'));

  it('asks for Czech and links the neighbours under /kapitola/', async () => {
    const { calls } = stubLearningApi();
    renderCourses('/startupedu/futures/how-startups-work/kapitola/funding-rounds', 'cs');
    await screen.findByRole('heading', { level: 1, name: 'Investiční kola' });
    expect(calls.some((call) => call.path === '/api/courses/how-startups-work/chapters/funding-rounds?lang=cs')).toBe(true);
    expect(screen.getByText('Kapitola 2 / 3')).toBeTruthy();
    expect(screen.getByText(/3 minuty čtení/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Předchozí/ }).getAttribute('href')).toBe(
      '/startupedu/futures/how-startups-work/kapitola/what-is-a-startup',
    );
    expect(screen.getByRole('link', { name: /Další/ }).getAttribute('href')).toBe(
      '/startupedu/futures/how-startups-work/kapitola/equity-and-options',
    );
    expect(screen.getByRole('button', { name: 'Označit jako přečtené' })).toBeTruthy();
  });

  it('finishes in Czech too', async () => {
    stubLearningApi();
    renderCourses('/startupedu/futures/how-startups-work/kapitola/equity-and-options', 'cs');
    expect((await screen.findByRole('link', { name: 'Dokončit kurz' })).getAttribute('href')).toBe('/startupedu/futures/how-startups-work');
    await act(async () => undefined);
  });
});
