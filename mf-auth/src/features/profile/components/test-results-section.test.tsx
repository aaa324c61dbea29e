import { toastsAtom, type LocaleCode } from '@raketa/shared';
import { json, problem, renderInRouter, stubFetch } from '@raketa/shared/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import type { OwnTestResult } from '../api/test-results';
import { initAuthMessages } from '../../../testing/render-dialogs';
import { TestResultsSection } from './test-results-section';

const CSRF = 'csrf-token';
const JS_ID = '0d4f0a5e-1111-4000-8000-000000000001';
const PRODUCT_ID = '0d4f0a5e-2222-4000-8000-000000000002';

const result = (id: string, overrides: Partial<OwnTestResult> = {}): OwnTestResult => ({
  id,
  test: { slug: 'javascript-basics', title: { cs: 'Základy JavaScriptu', en: 'JavaScript basics' } },
  score: 80,
  createdAt: '2026-03-14T10:00:00.000Z',
  shownToCompanies: false,
  ...overrides,
});
const RESULTS = [
  result(JS_ID),
  result(PRODUCT_ID, {
    test: { slug: 'product-sense', title: { cs: 'Produktové myšlení', en: 'Product sense' } },
    score: 45,
    shownToCompanies: true,
  }),
];
const collection = (members: OwnTestResult[], total = members.length) => json({ 'hydra:member': members, 'hydra:totalItems': total });

type Answer = (request: Request) => Response | Promise<Response>;

/** The API: the user's results by page, and the PATCH of one. */
function api({
  pages = { 1: RESULTS } as Record<number, OwnTestResult[]>,
  total,
  patch,
}: { pages?: Record<number, OwnTestResult[]>; total?: number; patch?: Answer } = {}) {
  const all = Object.values(pages).flat();
  return stubFetch((method, path, request) => {
    if (path === '/api/csrf') return json({ token: CSRF });
    const list = /^\/api\/tests\/results\?page=(\d+)$/.exec(path);
    if (method === 'GET' && list) return collection(pages[Number(list[1])] ?? [], total ?? all.length);
    const one = /^\/api\/tests\/results\/([0-9a-f-]+)$/.exec(path);
    if (method === 'PATCH' && one) {
      if (patch) return patch(request);
      return request.json().then((body: { shownToCompanies: boolean }) => json({ ...all.find((item) => item.id === one[1]), ...body }));
    }
    return json({}, 404);
  });
}

const renderSection = (locale: LocaleCode = 'en') => renderInRouter(<TestResultsSection locale={locale} />, locale === 'en' ? '/profile' : '/profil');
const item = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;
const switchOf = (title: string) => within(item(title)).getByRole('switch', { name: 'Show to companies when I apply' }) as HTMLInputElement;
const lastToast = () => getDefaultStore().get(toastsAtom)[0];

beforeAll(() => initAuthMessages('en'));
beforeEach(() => getDefaultStore().set(toastsAtom, []));
afterEach(() => jest.restoreAllMocks());

describe('TestResultsSection', () => {
  it('lists each result with its title linking to its page, the score, the date and the switch', async () => {
    api();
    renderSection();
    const link = await screen.findByRole('link', { name: 'JavaScript basics' });
    expect(link.getAttribute('href')).toBe(`/test/javascript-basics/result/${JS_ID}`);
    expect(within(item('JavaScript basics')).getByText(/Score 80%/).textContent).toContain('Mar 14, 2026');
    expect(screen.getByRole('link', { name: 'Product sense' }).getAttribute('href')).toBe(`/test/product-sense/result/${PRODUCT_ID}`);
    expect(switchOf('JavaScript basics').checked).toBe(false);
    expect(switchOf('Product sense').checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('saves the switch with PATCH and the CSRF header, moving it at once', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = api({ patch: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderSection();
    await screen.findByRole('link', { name: 'JavaScript basics' });
    fireEvent.click(switchOf('JavaScript basics'));
    // Optimistic: checked in the click's own render, before the API answered.
    expect(switchOf('JavaScript basics').checked).toBe(true);
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.path).toBe(`/api/tests/results/${JS_ID}`);
    expect(patch.request.headers.get('x-csrf-token')).toBe(CSRF);
    expect(await patch.request.json()).toEqual({ shownToCompanies: true });
    answer(json({ ...RESULTS[0], shownToCompanies: true }));
    await waitFor(() => expect(switchOf('JavaScript basics').checked).toBe(true));
    expect(lastToast()).toBeUndefined();

    fireEvent.click(switchOf('Product sense'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2));
    expect(await calls.filter((call) => call.method === 'PATCH')[1]!.request.json()).toEqual({ shownToCompanies: false });
  });

  it.each([
    ['a server failure', () => problem(500, 'internal')],
    ['a result gone meanwhile', () => problem(404, 'result_not_found')],
  ])('puts the switch back and shows an error toast on %s', async (_name, refusal) => {
    let answer: (response: Response) => void = () => undefined;
    const calls = api({ patch: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderSection();
    await screen.findByRole('link', { name: 'Product sense' });
    fireEvent.click(switchOf('Product sense'));
    expect(switchOf('Product sense').checked).toBe(false);
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    answer(refusal());
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        variant: 'destructive',
        title: 'Not saved',
        description: 'Your choice could not be saved. Please try again.',
      }),
    );
    expect(switchOf('Product sense').checked).toBe(true);
    // The other result is left alone.
    expect(switchOf('JavaScript basics').checked).toBe(false);
  });

  it('settles each switch on its own answer when two are saved at once', async () => {
    const answers: ((response: Response) => void)[] = [];
    const calls = api({ patch: () => new Promise<Response>((resolve) => answers.push(resolve)) });
    renderSection();
    await screen.findByRole('link', { name: 'JavaScript basics' });
    fireEvent.click(switchOf('JavaScript basics'));
    fireEvent.click(switchOf('Product sense'));
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.path)).toEqual([
      `/api/tests/results/${JS_ID}`,
      `/api/tests/results/${PRODUCT_ID}`,
    ]);
    // The later save succeeds first, then the earlier one is refused: only that switch goes back.
    answers[1]!(json({ ...RESULTS[1], shownToCompanies: false }));
    answers[0]!(problem(500, 'internal'));
    await waitFor(() => expect(lastToast()).toMatchObject({ variant: 'destructive', title: 'Not saved' }));
    await waitFor(() => expect(switchOf('JavaScript basics').checked).toBe(false));
    expect(switchOf('Product sense').checked).toBe(false);
  });

  it('offers the test list when there is no result yet', async () => {
    api({ pages: { 1: [] } });
    renderSection();
    expect(await screen.findByText(/You have not taken any test yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a test' }).getAttribute('href')).toBe('/tests');
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows 20 results and the next ones on "Show more"', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      result(`0d4f0a5e-3333-4000-8000-${String(index).padStart(12, '0')}`, {
        test: { slug: `test-${index}`, title: { cs: `Test ${index}`, en: `Test ${index}` } },
      }),
    );
    const calls = api({ pages: { 1: many.slice(0, 20), 2: many.slice(20) } });
    renderSection();
    await screen.findByRole('link', { name: 'Test 0' });
    expect(screen.getAllByRole('switch')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('link', { name: 'Test 24' });
    expect(screen.getAllByRole('switch')).toHaveLength(25);
    expect(calls.filter((call) => call.path.startsWith('/api/tests/results?')).map((call) => call.path)).toEqual([
      '/api/tests/results?page=1',
      '/api/tests/results?page=2',
    ]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('speaks Czech and links to the Czech pages on the Czech site', async () => {
    await initAuthMessages('cs');
    api({ pages: { 1: [] } });
    renderSection('cs');
    expect((await screen.findByRole('link', { name: 'Vyberte si test' })).getAttribute('href')).toBe('/testy');
    cleanup();
    api();
    renderSection('cs');
    const link = await screen.findByRole('link', { name: 'Základy JavaScriptu' });
    expect(link.getAttribute('href')).toBe(`/test/javascript-basics/result/${JS_ID}`);
    expect(screen.getAllByRole('switch', { name: 'Ukázat firmám, když odpovím na nabídku' })).toHaveLength(2);
    // Unmounted first: switching the language back would re-render the section outside act().
    cleanup();
    await initAuthMessages('en');
  });
});
