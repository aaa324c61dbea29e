import { pageTitleAtom } from '@raketa/shared';
import { json } from '@raketa/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { collection, initTestsMessages, renderRoute, stubTestsApi, testStatistics } from '../../../testing/tests-testing';
import { TestsDataPage } from './tests-data-page';

const STATISTICS = [
  testStatistics('javascript-basics'),
  testStatistics('product-sense', {
    title: { cs: 'Produktové myšlení', en: 'Product sense' },
    takers: 5,
    average: 40,
    distribution: [0, 0, 0, 0, 5, 0, 0, 0, 0, 0],
  }),
  testStatistics('work-style', { title: { cs: 'Pracovní styl', en: 'Work style' }, takers: 0, average: null, distribution: Array(10).fill(0) }),
];

function api(fail = false) {
  return stubTestsApi((_method, path) => {
    if (path !== '/api/tests/statistics') return undefined;
    return fail ? json({}, 500) : json(collection(STATISTICS, '/api/tests/statistics'));
  });
}

const renderPage = (url = '/tests/data') => renderRoute('/tests/data', <TestsDataPage routeId="testsData" locale="en" />, url);

const section = (title: string) => screen.getByRole('region', { name: title });
const numbers = (list: HTMLElement) =>
  Object.fromEntries([...list.querySelectorAll('div')].map((item) => [item.querySelector('dt')!.textContent, item.querySelector('dd')!.textContent]));

beforeAll(() => initTestsMessages('en'));
afterEach(() => jest.restoreAllMocks());

describe('TestsDataPage', () => {
  it('shows the totals, and per test its takers and average', async () => {
    api();
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'JavaScript basics' });
    expect(getDefaultStore().get(pageTitleAtom)).toBe('Test statistics');
    // 20 attempts averaging 61.5 and 5 averaging 40: 25 attempts, 57.2 on average.
    expect(numbers(screen.getByLabelText('All tests together'))).toEqual({ 'All attempts': '25', Tests: '3', 'Average score': '57.2%' });
    expect(numbers(section('JavaScript basics').querySelector('dl')!)).toEqual({ Attempts: '20', 'Average score': '61.5%' });
    expect(within(section('JavaScript basics')).getByRole('link', { name: 'Take the test' }).getAttribute('href')).toBe('/test/javascript-basics');
    const empty = section('Work style');
    expect(numbers(empty.querySelector('dl')!)).toEqual({ Attempts: '0', 'Average score': 'No attempts yet' });
    expect(within(empty).getByText('Nobody has taken this test yet.')).toBeTruthy();
    expect(within(empty).queryByRole('group')).toBeNull();
  });

  it('draws the distribution as named bars and gives the same numbers as a table', async () => {
    api();
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'JavaScript basics' });
    const js = within(section('JavaScript basics'));
    const chart = js.getByRole('group', { name: 'Score distribution of JavaScript basics' });
    const bars = within(chart).getAllByRole('img');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      '0–9%: 0 attempts',
      '10–19%: 1 attempt',
      '20–29%: 0 attempts',
      '30–39%: 2 attempts',
      '40–49%: 3 attempts',
      '50–59%: 4 attempts',
      '60–69%: 5 attempts',
      '70–79%: 3 attempts',
      '80–89%: 1 attempt',
      '90–100%: 1 attempt',
    ]);
    // Heights follow the counts: the tallest bar is the 60–69 % one, an empty bucket has none.
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    expect(heights.indexOf(Math.max(...heights))).toBe(6);
    expect(heights[0]).toBe(0);
    expect(heights[3]! / heights[1]!).toBeCloseTo(2);
    expect(chart.textContent).toContain('Score (%)');
    expect(chart.textContent).toContain('Attempts');

    const table = js.getByRole('table', { name: 'Score distribution of JavaScript basics' });
    const rows = [...table.querySelectorAll('tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows[0]).toEqual(['Score', 'Attempts', 'Share of attempts']);
    expect(rows.slice(1)).toEqual([
      ['0–9%', '0', '0%'],
      ['10–19%', '1', '5%'],
      ['20–29%', '0', '0%'],
      ['30–39%', '2', '10%'],
      ['40–49%', '3', '15%'],
      ['50–59%', '4', '20%'],
      ['60–69%', '5', '25%'],
      ['70–79%', '3', '15%'],
      ['80–89%', '1', '5%'],
      ['90–100%', '1', '5%'],
    ]);
  });

  it('goes to the test the list linked to', async () => {
    api();
    renderPage('/tests/data#test-product-sense');
    await screen.findByRole('heading', { level: 2, name: 'Product sense' });
    await waitFor(() => expect(document.activeElement).toBe(section('Product sense')));
  });

  it('says when the statistics could not be loaded and tries again', async () => {
    api(true);
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The statistics could not be loaded.');
    api();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Work style' })).toBeTruthy();
  });
});
