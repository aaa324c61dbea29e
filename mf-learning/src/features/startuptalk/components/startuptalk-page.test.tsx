import { pageTitleAtom, VOUCHED_LINK_ATTRIBUTE, type LocaleCode } from '@raketa/shared';
import { renderInRouter } from '@raketa/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import { episode, initLearningMessages, stubLearningApi } from '../../../testing/learning-testing';
import { pageOf, StartupTalkPage } from './startuptalk-page';

const EPISODES = Array.from({ length: 45 }, (_, index) => episode(index + 1));

function renderTalk(url: string, locale: LocaleCode = 'en') {
  return renderInRouter(
    <Routes>
      <Route path="/startuptalk" element={<StartupTalkPage routeId="startupTalk" locale={locale} />} />
    </Routes>,
    url,
  );
}

const episodeCalls = (calls: { path: string }[]) => calls.filter((call) => call.path.startsWith('/api/episodes')).map((call) => call.path);

afterEach(() => jest.restoreAllMocks());

describe('StartupTalkPage (en)', () => {
  beforeAll(() => initLearningMessages('en'));

  it('lists the first page of episodes with guest, date, summary and a Listen link out', async () => {
    const { calls } = stubLearningApi({ episodes: EPISODES });
    renderTalk('/startuptalk');
    await screen.findByRole('heading', { level: 2, name: 'Episode 1' });
    expect(episodeCalls(calls)).toEqual(['/api/episodes']);
    expect(getDefaultStore().get(pageTitleAtom)).toBe('StartupTalk');
    expect(screen.getAllByTestId('episode')).toHaveLength(20);

    const first = screen.getAllByTestId('episode')[0]!;
    expect(within(first).getByText('Guest: Host 1, CEO Firmy 1')).toBeTruthy();
    const time = first.querySelector('time')!;
    expect([time.getAttribute('datetime'), time.textContent]).toEqual(['2025-01-01', 'January 1, 2025']);
    expect(within(first).getByText('Summary of episode 1.')).toBeTruthy();

    const listen = within(first).getByRole('link', { name: 'Listen: Episode 1 (opens in a new tab)' });
    expect(listen.getAttribute('href')).toBe('https://open.spotify.com/episode/1');
    expect(listen.getAttribute('target')).toBe('_blank');
    expect(listen.getAttribute('rel')).toBe('noopener noreferrer');
    expect(listen.hasAttribute(VOUCHED_LINK_ATTRIBUTE)).toBe(false);
  });

  it('links the pages of the list and shows the one in the address', async () => {
    const { calls } = stubLearningApi({ episodes: EPISODES });
    const { href } = renderTalk('/startuptalk');
    const pages = await screen.findByRole('navigation', { name: 'Pages of episodes' });
    expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/startuptalk?page=2');
    expect(within(pages).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/startuptalk?page=3');
    expect(within(pages).queryByRole('link', { name: 'Previous page' })).toBeNull();
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

    fireEvent.click(within(pages).getByRole('link', { name: 'Next page' }));
    expect(href()).toBe('/startuptalk?page=2');
    await screen.findByRole('heading', { level: 2, name: 'Episode 21' });
    expect(episodeCalls(calls)).toEqual(['/api/episodes', '/api/episodes?page=2']);
    expect(getDefaultStore().get(pageTitleAtom)).toBe('StartupTalk – page 2');
    const nav = screen.getByRole('navigation', { name: 'Pages of episodes' });
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/startuptalk');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'StartupTalk' })));
  });

  it('shows the last page from the address with its few episodes', async () => {
    stubLearningApi({ episodes: EPISODES });
    renderTalk('/startuptalk?page=3');
    await screen.findByRole('heading', { level: 2, name: 'Episode 41' });
    expect(screen.getAllByTestId('episode')).toHaveLength(5);
    expect(within(screen.getByRole('navigation', { name: 'Pages of episodes' })).queryByRole('link', { name: 'Next page' })).toBeNull();
  });

  it('says so on a page past the end and leads back to the newest episodes', async () => {
    stubLearningApi({ episodes: EPISODES });
    renderTalk('/startuptalk?page=9');
    expect(await screen.findByText('There are no episodes on this page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the newest episodes' }).getAttribute('href')).toBe('/startuptalk');
  });

  it('reads a malformed page number as the first page', () => {
    expect(['', '?page=abc', '?page=0', '?page=-2', '?page=99999', '?page=1.5'].map(pageOf)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(pageOf('?page=4')).toBe(4);
  });

  it('does not link an episode whose address is not https', async () => {
    stubLearningApi({ episodes: [{ ...episode(1), url: 'javascript:alert(1)' }, { ...episode(2), url: 'http://example.com/ep' }, episode(3)] });
    renderTalk('/startuptalk');
    await screen.findByRole('heading', { level: 2, name: 'Episode 3' });
    expect(screen.getAllByRole('link', { name: /^Listen/ })).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Pages of episodes' })).toBeNull();
  });

  it('says when there are no episodes yet', async () => {
    stubLearningApi();
    renderTalk('/startuptalk');
    expect(await screen.findByText('No episodes yet. The first one is on its way.')).toBeTruthy();
  });
});

describe('StartupTalkPage (cs)', () => {
  beforeAll(() => initLearningMessages('cs'));
  afterAll(() => initLearningMessages('en'));

  it('writes dates and words in Czech', async () => {
    stubLearningApi({ episodes: [episode(14)] });
    renderTalk('/startuptalk', 'cs');
    const card = (await screen.findByRole('heading', { level: 2, name: 'Díl 14' })).closest('article')!;
    expect(card.querySelector('time')!.textContent).toBe('14. ledna 2025');
    expect(within(card).getByText('Host: Host 14, CEO Firmy 14')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Poslechnout: Díl 14 (otevře se v novém panelu)' })).toBeTruthy();
  });
});
