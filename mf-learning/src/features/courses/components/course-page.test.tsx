import { pageTitleAtom } from '@raketa/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { resetProgressUpload } from '../../../lib/course-progress';
import { LOCAL_PROGRESS_KEY } from '../../../lib/local-progress';
import { CANDIDATE, initLearningMessages, renderCourses, stubLearningApi } from '../../../testing/learning-testing';

const setLocal = (courses: Record<string, string[]>) => localStorage.setItem(LOCAL_PROGRESS_KEY, JSON.stringify({ v: 1, courses }));

afterEach(() => {
  localStorage.clear();
  resetProgressUpload();
  jest.restoreAllMocks();
});

describe('CoursePage (en)', () => {
  beforeAll(() => initLearningMessages('en'));

  it('shows the course, its chapters in order and a Start button to the first chapter', async () => {
    stubLearningApi();
    renderCourses('/startupedu/futures/how-startups-work');
    expect(await screen.findByRole('heading', { level: 1, name: 'How startups work' })).toBeTruthy();
    expect(getDefaultStore().get(pageTitleAtom)).toBe('How startups work');
    expect(screen.getByText('From an idea to funding rounds.')).toBeTruthy();
    expect(screen.getByText('3 chapters')).toBeTruthy();
    expect(screen.getByText('11 minutes of reading')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All courses' }).getAttribute('href')).toBe('/startupedu/futures');

    const section = screen.getByRole('region', { name: 'Chapters' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Chapter 1: What is a startup',
      'Chapter 2: Funding rounds',
      'Chapter 3: Equity and options',
    ]);
    expect(links[1]!.getAttribute('href')).toBe('/startupedu/futures/how-startups-work/chapter/funding-rounds');
    expect(within(section).getByText('5 minutes of reading')).toBeTruthy();

    const start = await screen.findByRole('link', { name: 'Start the course' });
    expect(start.getAttribute('href')).toBe('/startupedu/futures/how-startups-work/chapter/what-is-a-startup');
    expect(screen.getByText('0 of 3 read')).toBeTruthy();
  });

  it('marks the chapters read and continues at the first unread one', async () => {
    setLocal({ 'how-startups-work': ['what-is-a-startup', 'equity-and-options'] });
    stubLearningApi();
    renderCourses('/startupedu/futures/how-startups-work');
    const next = await screen.findByRole('link', { name: 'Continue reading' });
    expect(next.getAttribute('href')).toBe('/startupedu/futures/how-startups-work/chapter/funding-rounds');
    expect(screen.getByText('2 of 3 read')).toBeTruthy();
    const items = within(screen.getByRole('region', { name: 'Chapters' })).getAllByRole('listitem');
    expect(items.map((item) => item.classList.contains('is-read'))).toEqual([true, false, true]);
    expect(within(items[0]!).getByText('Read')).toBeTruthy();
    expect(within(items[1]!).getByText('Not read yet')).toBeTruthy();
  });

  it('offers reading again when every chapter is read (a user’s marks from the account)', async () => {
    stubLearningApi({ user: CANDIDATE, progress: { 'how-startups-work': ['what-is-a-startup', 'funding-rounds', 'equity-and-options'] } });
    renderCourses('/startupedu/futures/how-startups-work');
    const again = await screen.findByRole('link', { name: 'Read again' });
    expect(again.getAttribute('href')).toBe('/startupedu/futures/how-startups-work/chapter/what-is-a-startup');
    expect(screen.getByText(/Completed/)).toBeTruthy();
  });

  it('answers 404 for an unknown course, and for a malformed slug without asking the API', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubLearningApi();
    renderCourses('/startupedu/futures/no-such-course');
    expect((await screen.findByTestId('caught')).textContent).toBe('FatalError 404');

    const { calls } = stubLearningApi();
    renderCourses('/startupedu/futures/Bad_Slug');
    await waitFor(() => expect(screen.getAllByTestId('caught')).toHaveLength(2));
    expect(calls.some((call) => call.path.startsWith('/api/courses/'))).toBe(false);
  });
});

describe('CoursePage (cs)', () => {
  beforeAll(() => initLearningMessages('cs'));
  afterAll(() => initLearningMessages('en'));

  it('links its chapters under /kapitola/ in Czech', async () => {
    stubLearningApi();
    renderCourses('/startupedu/futures/how-startups-work', 'cs');
    const start = await screen.findByRole('link', { name: 'Začít kurz' });
    expect(start.getAttribute('href')).toBe('/startupedu/futures/how-startups-work/kapitola/what-is-a-startup');
    expect(screen.getByRole('link', { name: 'Kapitola 2: Investiční kola' }).getAttribute('href')).toBe(
      '/startupedu/futures/how-startups-work/kapitola/funding-rounds',
    );
    expect(screen.getByText('Přečteno 0 z 3')).toBeTruthy();
  });
});
