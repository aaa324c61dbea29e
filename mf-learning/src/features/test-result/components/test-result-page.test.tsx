import { pageTitleAtom, toastsAtom, type LocaleCode } from '@raketa/shared';
import { json, problem } from '@raketa/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { initTestsMessages, RESULT_ID, renderRoute, stubTestsApi, testResult } from '../../../testing/tests-testing';
import { TestResultPage } from './test-result-page';

function api(answer: () => Response = () => json(testResult())) {
  return stubTestsApi((method, path) => (path === `/api/tests/results/${RESULT_ID}` && method === 'GET' ? answer() : undefined));
}

const renderPage = (url = `/test/javascript-basics/result/${RESULT_ID}`, locale: LocaleCode = 'en') =>
  renderRoute('/test/:slug/result/:id', <TestResultPage routeId="testResult" locale={locale} />, url);

const URL_OF_RESULT = `http://localhost/test/javascript-basics/result/${RESULT_ID}`;

beforeAll(() => initTestsMessages('en'));
afterEach(() => {
  jest.restoreAllMocks();
  delete (navigator as { share?: unknown }).share;
  delete (navigator as { clipboard?: unknown }).clipboard;
});

describe('TestResultPage', () => {
  it('shows the score, the breakdown by topic, the percentile and the date, with links on', async () => {
    api();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'JavaScript basics' })).toBeTruthy();
    expect(getDefaultStore().get(pageTitleAtom)).toBe('Result: JavaScript basics');
    expect(screen.getByText('67%').className).toBe('rk-test-result__score-value');
    expect(screen.getByText('2 of 3 questions correct')).toBeTruthy();
    expect(screen.getByText('Better than 72% of the other attempts at this test.')).toBeTruthy();
    expect(screen.getByText('Taken on May 3, 2025').getAttribute('datetime')).toBe('2025-05-03T10:00:00.000Z');

    const topics = within(screen.getByRole('region', { name: 'By topic' })).getAllByRole('listitem');
    expect(topics.map((topic) => topic.textContent)).toEqual(['Syntax and types2/2 · 100%', 'Asynchronous code0/1 · 0%']);
    expect((topics[0]!.querySelector('.rk-topic-score__fill') as HTMLElement).style.width).toBe('100%');
    expect((topics[1]!.querySelector('.rk-topic-score__fill') as HTMLElement).style.width).toBe('0%');

    expect(screen.getByRole('link', { name: 'Take the test again' }).getAttribute('href')).toBe('/test/javascript-basics');
    expect(screen.getByRole('link', { name: 'All tests' }).getAttribute('href')).toBe('/tests');
  });

  it('says there is nothing to compare with when the result is the test’s only attempt', async () => {
    api(() => json(testResult({ percentile: null })));
    renderPage();
    expect(await screen.findByText('Nobody else has taken this test yet, so there is nothing to compare with.')).toBeTruthy();
    expect(screen.queryByText(/Better than/)).toBeNull();
  });

  it('replaces a URL naming another test with the result’s own', async () => {
    api();
    const { href, router } = renderPage(`/test/product-sense/result/${RESULT_ID}?utm_source=mail`);
    await waitFor(() => expect(href()).toBe(`/test/javascript-basics/result/${RESULT_ID}?utm_source=mail`));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('67%')).toBeTruthy();
  });

  it('shows the site 404 for a result that does not exist', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api(() => problem(404, 'result_not_found'));
    renderPage();
    expect((await screen.findByTestId('caught')).textContent).toBe('FatalError 404');
  });

  it('shares the result link through the system share sheet where there is one', async () => {
    api();
    const share = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderPage(`/test/javascript-basics/result/${RESULT_ID}?utm_source=mail`);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: '67% in the test JavaScript basics', url: URL_OF_RESULT }));
  });

  it('copies the result link otherwise, and says so', async () => {
    api();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(URL_OF_RESULT));
    await waitFor(() => expect(getDefaultStore().get(toastsAtom)[0]).toMatchObject({ variant: 'success', title: 'Link copied to the clipboard' }));
  });

  it('offers a retry when the result cannot be loaded', async () => {
    let fail = true;
    api(() => (fail ? json({}, 503) : json(testResult())));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The result could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('67%')).toBeTruthy();
  });
});
