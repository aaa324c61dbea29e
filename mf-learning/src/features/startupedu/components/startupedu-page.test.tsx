import { pageTitleAtom, type LocaleCode } from '@raketa/shared';
import { renderInRouter } from '@raketa/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { StrictMode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { resetProgressUpload } from '../../../lib/course-progress';
import { LOCAL_PROGRESS_KEY } from '../../../lib/local-progress';
import { initLearningMessages, stubLearningApi } from '../../../testing/learning-testing';
import { VARIANT_KEY } from '../lib/variant';
import { StartupEdu2Page, StartupEduPage } from './startupedu-page';

function renderLanding(url: string, locale: LocaleCode = 'en') {
  return renderInRouter(
    <StrictMode>
      <Routes>
        <Route path="/startupedu" element={<StartupEduPage routeId="startupEdu" locale={locale} />} />
        <Route path="/startupedu2" element={<StartupEdu2Page routeId="startupEdu2" locale={locale} />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </StrictMode>,
    url,
  );
}

const experimentEvents = () => (window.dataLayer ?? []).filter((event) => String(event.event).startsWith('experiment_'));

beforeEach(() => {
  delete window.dataLayer;
});
afterEach(() => {
  localStorage.clear();
  resetProgressUpload();
  jest.restoreAllMocks();
});

describe('StartupEDU landing (en)', () => {
  beforeAll(() => initLearningMessages('en'));

  it('assigns a sticky variant at random and counts one impression per page view', async () => {
    stubLearningApi();
    jest.spyOn(Math, 'random').mockReturnValue(0.2);
    const { unmount } = renderLanding('/startupedu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Learn how startups work' })).toBeTruthy();
    expect(localStorage.getItem(VARIANT_KEY)).toBe('a');
    expect(getDefaultStore().get(pageTitleAtom)).toBe('StartupEDU – learn how startups work');
    await waitFor(() => expect(experimentEvents()).toEqual([{ event: 'experiment_impression', experiment: 'startupedu', variant: 'a' }]));
    unmount();

    // Sticky: a later draw would say B, the visitor still sees A.
    jest.spyOn(Math, 'random').mockReturnValue(0.9);
    renderLanding('/startupedu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Learn how startups work' })).toBeTruthy();
    expect(experimentEvents()).toHaveLength(2);
  });

  it('shows variant B to a visitor drawn into it', async () => {
    stubLearningApi();
    jest.spyOn(Math, 'random').mockReturnValue(0.7);
    renderLanding('/startupedu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Switch to a startup career in 5 chapters' })).toBeTruthy();
    expect(localStorage.getItem(VARIANT_KEY)).toBe('b');
    await waitFor(() => expect(experimentEvents()).toEqual([{ event: 'experiment_impression', experiment: 'startupedu', variant: 'b' }]));
  });

  it('lets ?variant= override the sticky variant for QA, and keeps it', async () => {
    stubLearningApi();
    localStorage.setItem(VARIANT_KEY, 'a');
    renderLanding('/startupedu?variant=b');
    expect(await screen.findByRole('heading', { level: 1, name: 'Switch to a startup career in 5 chapters' })).toBeTruthy();
    expect(localStorage.getItem(VARIANT_KEY)).toBe('b');
  });

  it('always shows B on /startupedu2 and leaves the sticky variant alone', async () => {
    stubLearningApi();
    localStorage.setItem(VARIANT_KEY, 'a');
    renderLanding('/startupedu2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Switch to a startup career in 5 chapters' })).toBeTruthy();
    expect(getDefaultStore().get(pageTitleAtom)).toBe('StartupEDU – a career switch in 5 chapters');
    expect(localStorage.getItem(VARIANT_KEY)).toBe('a');
    await waitFor(() => expect(experimentEvents()).toEqual([{ event: 'experiment_impression', experiment: 'startupedu', variant: 'b' }]));
  });

  it('pushes a click event for each call to action, and follows it', async () => {
    stubLearningApi();
    localStorage.setItem(VARIANT_KEY, 'a');
    const { href } = renderLanding('/startupedu');
    const hero = await screen.findByRole('banner');
    fireEvent.click(within(hero).getByRole('link', { name: 'Browse the courses' }));
    expect(href()).toBe('/startupedu/futures');
    expect(experimentEvents().at(-1)).toEqual({ event: 'experiment_click', experiment: 'startupedu', variant: 'a', target: 'hero:courses' });
  });

  it('shows the courses from the API as cards with the visitor’s progress, and counts a click on one', async () => {
    stubLearningApi();
    localStorage.setItem(VARIANT_KEY, 'b');
    localStorage.setItem(LOCAL_PROGRESS_KEY, JSON.stringify({ v: 1, courses: { 'how-startups-work': ['funding-rounds'] } }));
    const { href } = renderLanding('/startupedu');
    const card = (await screen.findByRole('heading', { level: 3, name: 'How startups work' })).closest('article')!;
    expect(within(card).getByText('3 chapters')).toBeTruthy();
    expect(await within(card).findByText('1 of 3 read')).toBeTruthy();
    fireEvent.click(within(card).getByRole('link', { name: 'How startups work' }));
    expect(href()).toBe('/startupedu/futures/how-startups-work');
    expect(experimentEvents().at(-1)).toEqual({
      event: 'experiment_click',
      experiment: 'startupedu',
      variant: 'b',
      target: 'course:how-startups-work',
    });
  });

  it('has a slim bar leading to the courses, the tests and StartupTalk (a click counts too)', async () => {
    stubLearningApi();
    localStorage.setItem(VARIANT_KEY, 'a');
    const { href } = renderLanding('/startupedu');
    const bar = await screen.findByRole('navigation', { name: 'StartupEDU' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['StartupEDU', '/startupedu'],
      ['Courses', '/startupedu/futures'],
      ['Skill tests', '/tests'],
      ['StartupTalk', '/startuptalk'],
    ]);
    fireEvent.click(within(bar).getByRole('link', { name: 'Skill tests' }));
    expect(href()).toBe('/tests');
    expect(experimentEvents().at(-1)).toMatchObject({ event: 'experiment_click', variant: 'a', target: 'nav:tests' });
  });
});

describe('StartupEDU landing (cs)', () => {
  beforeAll(() => initLearningMessages('cs'));
  afterAll(() => initLearningMessages('en'));

  it('speaks Czech and links the Czech paths', async () => {
    stubLearningApi();
    localStorage.setItem(VARIANT_KEY, 'b');
    renderLanding('/startupedu', 'cs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Přejděte do startupu v 5 kapitolách' })).toBeTruthy();
    const bar = screen.getByRole('navigation', { name: 'StartupEDU' });
    expect(within(bar).getByRole('link', { name: 'Testy dovedností' }).getAttribute('href')).toBe('/testy');
    expect(screen.getByRole('link', { name: 'Prohlédnout nabídky ve startupech' }).getAttribute('href')).toBe('/nabidky');
    expect(await screen.findByRole('heading', { level: 3, name: 'Jak funguje startup' })).toBeTruthy();
  });
});
