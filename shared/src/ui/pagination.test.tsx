import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { addAppMessages, i18n, initI18n } from '../i18n/i18n';
import cs from '../i18n/messages/cs.json';
import en from '../i18n/messages/en.json';
import { pageWindow, Pagination } from './pagination';

beforeAll(async () => {
  await initI18n('en', 'test', { cs: {}, en: {} });
  addAppMessages('shared', { cs, en });
});

afterEach(() => i18n.changeLanguage('en'));

const hrefFor = (page: number) => (page > 1 ? `/jobs?page=${page}` : '/jobs');
const show = (page: number, totalPages: number, label?: string) =>
  render(
    <MemoryRouter>
      <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} label={label} />
    </MemoryRouter>,
  );

describe('pageWindow', () => {
  it('keeps the first, the last and two either side of the current page, with one gap per run left out', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 10)).toEqual([1, null, 3, 4, 5, 6, 7, null, 10]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 8, 9, 10]);
  });
});

describe('Pagination', () => {
  it('shows nothing when one page holds everything', () => {
    const { container } = show(1, 1);
    expect(container.innerHTML).toBe('');
  });

  it('links every page shown, marks the current one, and steps back and forth', () => {
    show(5, 10, 'Pages of jobs');
    const nav = screen.getByRole('navigation', { name: 'Pages of jobs' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Previous page', '1', '3', '4', '5', '6', '7', '10', 'Next page']);
    expect(within(nav).getByRole('link', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/jobs');
    expect(within(nav).getByRole('link', { name: 'Previous page' }).getAttribute('rel')).toBe('prev');
    expect(within(nav).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/jobs?page=6');
  });

  it('has no step back on the first page nor forward on the last, and names itself "Pages" without a label', () => {
    const { unmount } = show(1, 3);
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).queryByRole('link', { name: 'Previous page' })).toBeNull();
    unmount();
    show(3, 3);
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).queryByRole('link', { name: 'Next page' })).toBeNull();
  });

  it('speaks Czech on a Czech page', async () => {
    await i18n.changeLanguage('cs');
    show(2, 3);
    const nav = screen.getByRole('navigation', { name: 'Stránky' });
    expect(within(nav).getByRole('link', { name: 'Strana 3' }).getAttribute('href')).toBe('/jobs?page=3');
    expect(within(nav).getByRole('link', { name: 'Další stránka' })).toBeTruthy();
  });
});
