import { pageTitleAtom, type LocaleCode } from '@raketa/shared';
import { json, problem } from '@raketa/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { CANDIDATE, GUID, initTestsMessages, RESULT_ID, renderRoute, skillTest, stubTestsApi, testResult } from '../../../testing/tests-testing';
import { progressKey, PROGRESS_TTL_MS } from '../lib/progress';
import { TakeTestPage } from './take-test-page';

const KEY = progressKey('javascript-basics');

type Submit = (body: unknown, request: Request) => Response | Promise<Response>;

function api({ user = null as object | null, submit = (() => json(testResult(), 201)) as Submit, test = skillTest() as object } = {}) {
  return stubTestsApi(
    async (method, path, request) => {
      if (path === '/api/tests/javascript-basics' && method === 'GET') return json(test);
      if (path === '/api/tests/javascript-basics/attempts' && method === 'POST') return submit(await request.json(), request);
      return undefined;
    },
    { user },
  );
}

const renderPage = (url = '/test/javascript-basics', locale: LocaleCode = 'en') =>
  renderRoute('/test/:slug', <TakeTestPage routeId="test" locale={locale} />, url);

const next = () => screen.getByRole('button', { name: 'Next' });
const choose = (name: string) => fireEvent.click(screen.getByLabelText(name));
const start = async () => fireEvent.click(await screen.findByRole('button', { name: 'Start' }));

/** Answers the three questions (102; 103 and 104; 106) and stops on the last one. */
async function answerAll() {
  await start();
  choose('"object"');
  fireEvent.click(next());
  choose('let');
  choose('const');
  fireEvent.click(next());
  choose('A Promise');
}

beforeAll(() => initTestsMessages('en'));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('TakeTestPage', () => {
  it('introduces the test, then steps through the questions: Next waits for an answer, Back keeps it, focus follows', async () => {
    api();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'JavaScript basics' })).toBeTruthy();
    expect(screen.getByText('Variables, types and functions.')).toBeTruthy();
    expect(screen.getByText('3 questions')).toBeTruthy();
    expect(screen.getByText('12 minutes')).toBeTruthy();
    expect(getDefaultStore().get(pageTitleAtom)).toBe('JavaScript basics');

    await start();
    const first = screen.getByRole('heading', { level: 2, name: 'What does typeof null evaluate to?' });
    expect(first.querySelector('code')?.textContent).toBe('typeof null');
    expect(document.activeElement).toBe(first);
    const counter = screen.getByText('Question 1 of 3');
    expect(counter.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    expect(screen.getByRole('group', { name: /typeof null/ })).toBeTruthy();
    expect(screen.getByText('Select one answer.')).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect((next() as HTMLButtonElement).disabled).toBe(true);

    choose('"object"');
    expect((next() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(next());
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Which declarations are block-scoped?' }));
    expect(screen.getByText('Select all that apply.')).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    choose('let');
    choose('const');
    choose('let');
    expect((screen.getByLabelText('const') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('let') as HTMLInputElement).checked).toBe(false);
    expect((next() as HTMLButtonElement).disabled).toBe(false);
    // Unchecking the last box leaves the question unanswered again.
    choose('const');
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    choose('const');

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Question 1 of 3')).toBeTruthy();
    expect((screen.getByLabelText('"object"') as HTMLInputElement).checked).toBe(true);
    expect((next() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(next());
    expect((screen.getByLabelText('const') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(next());

    // The last step: Submit instead of Next, and a summary once everything is answered.
    expect(screen.getByText('Question 3 of 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    const submit = screen.getByRole('button', { name: 'Submit answers' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    choose('A Promise');
    expect(submit.disabled).toBe(false);
    expect(screen.getByText('All questions are answered (3 of 3). You can submit the test.')).toBeTruthy();
  });

  it('resumes after a reload exactly where the candidate was, answers checked', async () => {
    api();
    const first = renderPage();
    await start();
    choose('"object"');
    fireEvent.click(next());
    choose('var');
    first.unmount();

    const stored = JSON.parse(localStorage.getItem(KEY)!);
    expect(stored).toMatchObject({ version: 1, questionIds: [11, 12, 13], step: 2, answers: { 11: [102], 12: [105] } });

    renderPage();
    expect(await screen.findByText('Question 2 of 3')).toBeTruthy();
    expect((screen.getByLabelText('var') as HTMLInputElement).checked).toBe(true);
    expect((next() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('"object"') as HTMLInputElement).checked).toBe(true);
    // Back on the introduction, the way on says so.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('discards stored answers made for other questions, and ones older than 24 hours', async () => {
    api();
    localStorage.setItem(KEY, JSON.stringify({ version: 1, questionIds: [1, 2, 3], step: 2, answers: { 1: [5] }, savedAt: Date.now() }));
    const first = renderPage();
    expect(await screen.findByRole('button', { name: 'Start' })).toBeTruthy();
    expect(screen.queryByText(/Question \d of 3/)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
    first.unmount();

    const yesterday = Date.now() - PROGRESS_TTL_MS - 1000;
    localStorage.setItem(KEY, JSON.stringify({ version: 1, questionIds: [11, 12, 13], step: 2, answers: { 11: [102] }, savedAt: yesterday }));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Start' })).toBeTruthy();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('drops stored options the question no longer has, and never resumes past an unanswered question', async () => {
    api();
    localStorage.setItem(
      KEY,
      JSON.stringify({ version: 1, questionIds: [11, 12, 13], step: 3, answers: { 11: [999], 12: [103] }, savedAt: Date.now() }),
    );
    renderPage();
    expect(await screen.findByText('Question 1 of 3')).toBeTruthy();
    expect((screen.getByLabelText('"object"') as HTMLInputElement).checked).toBe(false);
    expect((next() as HTMLButtonElement).disabled).toBe(true);
  });

  it('submits every answer once with the CSRF header; a signed-in taker lands on the result and the stored answers go', async () => {
    const bodies: unknown[] = [];
    let release!: () => void;
    const calls = api({
      user: CANDIDATE,
      submit: async (body) => {
        bodies.push(body);
        await new Promise<void>((resolve) => (release = resolve));
        return json(testResult(), 201);
      },
    });
    const { href, queryClient } = renderPage();
    await answerAll();
    const submit = screen.getByRole('button', { name: 'Submit answers' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.keyDown(submit, { key: 'Enter' });
    await waitFor(() => expect(bodies).toHaveLength(1));
    // Nothing changes under a submission on its way.
    expect(screen.getByLabelText('A callback').matches(':disabled')).toBe(true);
    expect(bodies[0]).toEqual({
      answers: [
        { question: 11, options: [102] },
        { question: 12, options: [103, 104] },
        { question: 13, options: [106] },
      ],
    });
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.request.headers.get('x-csrf-token')).toBe('csrf-token');
    await act(async () => release());
    await waitFor(() => expect(href()).toBe(`/test/javascript-basics/result/${RESULT_ID}`));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(localStorage.getItem(KEY)).toBeNull();
    // The result page gets the answer without asking again.
    expect(queryClient.getQueryData(['testResult', RESULT_ID])).toEqual({ kind: 'found', result: testResult() });
  });

  it('sends a visitor to the page that saves the result, remembering the result id for its guid', async () => {
    api({ submit: () => json({ ...testResult(), guid: GUID }, 201) });
    const { href, router } = renderPage();
    await answerAll();
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    await waitFor(() => expect(href()).toBe(`/test/javascript-basics/finished/${GUID}/login`));
    // Replaced: Back does not return to the submitted test.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(JSON.parse(sessionStorage.getItem('raketa:skill-test-visitor-results')!)).toEqual([[GUID, RESULT_ID]]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('names the refused questions of a 422, keeps the answers and lets the candidate try again', async () => {
    let attempt = 0;
    api({
      submit: () =>
        ++attempt === 1
          ? problem(422, 'validation_failed', [{ field: 'answers.12', code: 'single_choice' }])
          : json({ ...testResult(), guid: GUID }, 201),
    });
    const { href } = renderPage();
    await answerAll();
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Some answers were not accepted.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Question 2' }));
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
    expect((screen.getByLabelText('let') as HTMLInputElement).checked).toBe(true);
    expect(JSON.parse(localStorage.getItem(KEY)!).answers).toEqual({ 11: [102], 12: [103, 104], 13: [106] });
    fireEvent.click(next());
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    await waitFor(() => expect(href()).toBe(`/test/javascript-basics/finished/${GUID}/login`));
  });

  it('says when the answers could not be sent and sends them again on the next press', async () => {
    let attempt = 0;
    api({ submit: () => (++attempt === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json(testResult(), 201)) });
    const { href } = renderPage();
    await answerAll();
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your answers could not be sent. They are still here: check your connection and try again.',
    );
    expect(localStorage.getItem(KEY)).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    await waitFor(() => expect(href()).toBe(`/test/javascript-basics/result/${RESULT_ID}`));
  });

  it('says how long to wait when this network sent too many tests, answers kept', async () => {
    api({ submit: () => problem(429, 'too_many_attempts', undefined, { 'retry-after': '1500' }) });
    renderPage();
    await answerAll();
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many tests were submitted from this connection. Your answers are kept; please try again in 25 minutes.',
    );
    expect(JSON.parse(localStorage.getItem(KEY)!).answers).toEqual({ 11: [102], 12: [103, 104], 13: [106] });
  });

  it('says so when the test is gone by the time the answers arrive', async () => {
    api({ submit: () => problem(404, 'test_not_found') });
    renderPage();
    await answerAll();
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This test is no longer available.');
    expect(within(alert).getByRole('link', { name: 'All tests' }).getAttribute('href')).toBe('/tests');
  });

  it('shows the site 404 for an unknown test, and for a slug the API cannot hold', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = api();
    const first = renderPage('/test/no-such-test');
    expect((await screen.findByTestId('caught')).textContent).toBe('FatalError 404');
    first.unmount();
    renderPage('/test/Not_A_Slug');
    expect((await screen.findByTestId('caught')).textContent).toBe('FatalError 404');
    expect(calls.some((call) => call.path === '/api/tests/Not_A_Slug')).toBe(false);
  });

  it('offers a retry when the test cannot be loaded', async () => {
    let fail = true;
    stubTestsApi((method, path) => {
      if (path !== '/api/tests/javascript-basics') return undefined;
      return fail ? json({}, 500) : json(skillTest());
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The test could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Start' })).toBeTruthy();
  });
});
