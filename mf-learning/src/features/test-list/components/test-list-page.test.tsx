import { pageTitleAtom, type LocaleCode } from '@raketa/shared';
import { json } from '@raketa/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import {
  CANDIDATE,
  collection,
  initTestsMessages,
  RESULT_ID,
  renderRoute,
  stubTestsApi,
  testResult,
  testSummary,
} from '../../../testing/tests-testing';
import { TestListPage } from './test-list-page';

const TESTS = [
  testSummary('javascript-basics'),
  testSummary('product-sense', { title: { cs: 'Produktové myšlení', en: 'Product sense' }, takers: 1, minutes: 1, questions: 1 }),
  testSummary('work-style', { title: { cs: 'Pracovní styl', en: 'Work style' }, takers: 3 }),
  testSummary('new-test', { title: { cs: 'Nový test', en: 'New test' }, takers: 0 }),
];

function api({ user = null as object | null, results = [] as object[], fail = false } = {}) {
  return stubTestsApi(
    (_method, path) => {
      if (path === '/api/tests') return fail ? json({}, 500) : json(collection(TESTS, '/api/tests'));
      if (path === '/api/tests/results') return json(collection(results, '/api/tests/results'));
      return undefined;
    },
    { user },
  );
}

const renderPage = (locale: LocaleCode = 'en') =>
  renderRoute(locale === 'cs' ? '/testy' : '/tests', <TestListPage routeId="testList" locale={locale} />, locale === 'cs' ? '/testy' : '/tests');

const card = (title: string) => screen.getByRole('article', { name: title });

afterEach(() => jest.restoreAllMocks());

describe('TestListPage', () => {
  beforeAll(() => initTestsMessages('en'));

  it('shows every test as a card with its facts, a start link and a statistics link', async () => {
    const calls = api();
    renderPage();
    expect(screen.getByRole('status').textContent).toBe('Loading the tests…');
    await screen.findByRole('heading', { name: 'JavaScript basics' });
    expect(getDefaultStore().get(pageTitleAtom)).toBe('Skill tests');
    expect(screen.getAllByTestId('test-card')).toHaveLength(4);

    const js = within(card('JavaScript basics'));
    expect(js.getByText('Variables, types and functions.')).toBeTruthy();
    expect(js.getByText('Development')).toBeTruthy();
    expect(js.getByText('12 minutes')).toBeTruthy();
    expect(js.getByText('3 questions')).toBeTruthy();
    expect(js.getByText('Taken by 1,234 people')).toBeTruthy();
    expect(js.getByRole('link', { name: 'Start the test: JavaScript basics' }).getAttribute('href')).toBe('/test/javascript-basics');
    expect(js.getByRole('link', { name: 'Statistics: JavaScript basics' }).getAttribute('href')).toBe('/tests/data#test-javascript-basics');
    expect(within(card('Product sense')).getByText('Taken by 1 person')).toBeTruthy();
    expect(within(card('Product sense')).getByText('1 minute')).toBeTruthy();
    expect(within(card('New test')).getByText('Nobody has taken it yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Statistics of all tests' }).getAttribute('href')).toBe('/tests/data');
    // A visitor has no results to ask for.
    expect(calls.some((call) => call.path.startsWith('/api/tests/results'))).toBe(false);
    expect(screen.queryByText(/Your latest score/)).toBeNull();
  });

  it('shows a signed-in candidate their latest score per test, linked to that result', async () => {
    const older = '3c9e2d4f-1111-4a2b-8c3d-4e5f6a7b8c9d';
    api({
      user: CANDIDATE,
      results: [testResult({ score: 67 }), testResult({ id: older, score: 33 })],
    });
    renderPage();
    const latest = await screen.findByRole('link', { name: 'Your latest score: 67%' });
    expect(latest.getAttribute('href')).toBe(`/test/javascript-basics/result/${RESULT_ID}`);
    expect(screen.queryByText('Your latest score: 33%')).toBeNull();
    expect(within(card('JavaScript basics')).getByRole('link', { name: 'Take it again: JavaScript basics' })).toBeTruthy();
    expect(within(card('Work style')).queryByText(/Your latest score/)).toBeNull();
  });

  it('says when the tests could not be loaded and tries again', async () => {
    api({ fail: true });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The tests could not be loaded.');
    api();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('test-card')).toHaveLength(4));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('TestListPage in Czech', () => {
  beforeAll(() => initTestsMessages('cs'));
  afterAll(() => initTestsMessages('en'));

  it('counts the takers with the Czech plural forms and number format', async () => {
    api();
    renderPage('cs');
    await screen.findByRole('heading', { name: 'Základy JavaScriptu' });
    // Intl separates thousands in Czech with a no-break space (the query normalises it to a space).
    expect(within(card('Základy JavaScriptu')).getByText('Vyplnilo 1 234 lidí').textContent).toBe('Vyplnilo 1\u00a0234 lidí');
    expect(within(card('Základy JavaScriptu')).getByText('12 minut')).toBeTruthy();
    expect(within(card('Základy JavaScriptu')).getByText('3 otázky')).toBeTruthy();
    expect(within(card('Produktové myšlení')).getByText('Vyplnil 1 člověk')).toBeTruthy();
    expect(within(card('Produktové myšlení')).getByText('1 minuta')).toBeTruthy();
    expect(within(card('Pracovní styl')).getByText('Vyplnili 3 lidé')).toBeTruthy();
    expect(within(card('Nový test')).getByText('Zatím ho nikdo nevyplnil')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Spustit test: Základy JavaScriptu' }).getAttribute('href')).toBe('/test/javascript-basics');
  });
});
