import { createQueryClient, initI18n, type RemotePageProps } from '@raketa/shared';
import { addSharedMessages } from '@raketa/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ConfigContext, DEFAULT_PUBLIC_CONFIG } from '../config/config-context';
import cs from '../locales/cs.json';
import en from '../locales/en.json';
import { buildRoutes } from './router';
import { SiteContext } from '../lib/site-context';

// The router is under test, not Module Federation: a remote's page is a heading naming the route.
jest.mock('../lib/load-remote', () => ({
  loadRemoteRoutes: () => Promise.resolve({ default: ({ routeId }: RemotePageProps) => <h1>{`remote page ${routeId}`}</h1> }),
  registeredRemotes: () => null,
}));

const hosts = { cs: 'localhost:3000', en: 'en.localhost:3000' };
const deps = { loadLocaleMessages: () => Promise.resolve() };

function renderAt(path: string, { robotsIndex = false } = {}) {
  const routes = buildRoutes('cs', deps);
  const loaderData = Object.fromEntries(routes[0]!.children!.map((route) => [route.id, null]));
  const router = createMemoryRouter(routes, { initialEntries: [path], hydrationData: { loaderData } });
  render(
    <SiteContext.Provider value={{ locale: 'cs', hosts }}>
      <ConfigContext.Provider value={{ ...DEFAULT_PUBLIC_CONFIG, hosts, robotsIndex }}>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ConfigContext.Provider>
    </SiteContext.Provider>,
  );
  return router;
}

const head = (selector: string) => document.head.querySelector(selector);

beforeAll(async () => {
  await initI18n('cs', 'shell', { cs, en });
  await addSharedMessages();
});

beforeEach(() => {
  delete window.dataLayer;
  // The API at the network edge: a visitor (`GET /api/me`).
  globalThis.fetch = jest.fn(
    async () => new Response(JSON.stringify({ user: null }), { status: 200, headers: { 'content-type': 'application/json' } }),
  ) as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('routing', () => {
  it('renders a remote page inside the layout', async () => {
    renderAt('/nabidky');
    expect(await screen.findByRole('heading', { name: 'remote page jobList' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Hlavní navigace' })).toBeTruthy();
  });

  it('moves a field-filtered list with the other language’s slugs to this language’s, in the page', async () => {
    const router = renderAt('/nabidky/development?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/nabidky/vyvoj'));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('gives an unmatched path the non-fatal 404 inside the layout', async () => {
    renderAt('/nic-takoveho');
    expect((await screen.findByTestId('not-found')).textContent).toContain('Stránka nenalezena: /nic-takoveho');
    expect(screen.getByRole('navigation', { name: 'Hlavní navigace' })).toBeTruthy();
  });

  it('gives a route that fails its validation the same 404, inside the layout with its way back', async () => {
    renderAt('/nabidka/abc/vyvojar');
    const page = await screen.findByTestId('not-found');
    expect(page.dataset.status).toBe('404');
    expect(screen.getByRole('heading', { name: 'Stránka nenalezena: /nabidka/abc/vyvojar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zpět na úvodní stránku' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('navigation', { name: 'Hlavní navigace' })).toBeTruthy();
  });

  it.each([
    ['/404', 'Stránka nenalezena'],
    ['/error-2-test', 'Stránka nenalezena: /error-2-test'],
  ])('%s shows the one 404 page inside the layout', async (path, title) => {
    renderAt(path);
    expect((await screen.findByTestId('not-found')).dataset.status).toBe('404');
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Hlavní navigace' })).toBeTruthy();
  });

  it.each([['/500'], ['/error-1-test']])('%s shows the 500 page', async (path) => {
    renderAt(path);
    expect((await screen.findByTestId('error-page')).dataset.status).toBe('500');
    expect(screen.getByRole('heading', { name: 'Chyba je na naší straně' })).toBeTruthy();
  });

  it('offers a reload on the 500 page', async () => {
    renderAt('/500');
    expect(await screen.findByRole('button', { name: 'Načíst znovu' })).toBeTruthy();
  });

  it('gives crawlers the chrome without the error page, marked noindex with the status', async () => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    renderAt('/error-1-test');
    expect((await screen.findByTestId('crawler-error')).dataset.status).toBe('500');
    expect(screen.queryByTestId('error-page')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Hlavní navigace' })).toBeTruthy();
    expect(head('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(head('meta[name="prerender-status-code"]')?.getAttribute('content')).toBe('500');
  });

  it('redirects gold and tariffs to the price list (the middleware)', async () => {
    const router = renderAt('/pro-firmy/gold?utm=x');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pro-firmy/cenik'));
    expect(router.state.location.search).toBe('?utm=x');
  });

  it('sends a path of the other language to its twin in the site language', async () => {
    const router = renderAt('/job/42/vyvojar');
    await waitFor(() => expect(router.state.location.pathname).toBe('/nabidka/42/vyvojar'));
    expect(await screen.findByRole('heading', { name: 'remote page jobDetail' })).toBeTruthy();
  });

  it('keeps a failing component inside its own boundary on /easter-egg-client', async () => {
    renderAt('/easter-egg-client');
    (await screen.findByRole('button', { name: 'Odpálit raketu' })).click();
    expect(await screen.findByTestId('easter-egg-exploded')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Hlavní navigace' })).toBeTruthy();
    screen.getByRole('button', { name: 'Postavit novou raketu' }).click();
    expect(await screen.findByText('Raketa je připravena ke startu.')).toBeTruthy();
  });
});

describe('document head', () => {
  it('sets the title, robots, og:url, canonical and hreflang twins of the page', async () => {
    renderAt('/nabidka/42/vyvojar');
    await screen.findByRole('heading', { name: 'remote page jobDetail' });
    expect(document.title).toBe('Detail nabídky | localhost');
    expect(head('meta[name="robots"]')?.getAttribute('content')).toBe('noindex,nofollow');
    expect(head('meta[property="og:url"]')?.getAttribute('content')).toBe('http://localhost:3000/nabidka/42/vyvojar');
    expect(head('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost:3000/nabidka/42/vyvojar');
    expect(
      Array.from(document.head.querySelectorAll('link[rel="alternate"]')).map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    ).toEqual([
      ['cs', 'http://localhost:3000/nabidka/42/vyvojar'],
      ['en', 'http://en.localhost:3000/job/42/vyvojar'],
      ['x-default', 'http://localhost:3000/nabidka/42/vyvojar'],
    ]);
  });

  it('drops the first page’s own meta (its server render’s) when the page changes, and keeps one set of its own tags', async () => {
    const description = Object.assign(document.createElement('meta'), { name: 'description', content: 'A chapter' });
    description.setAttribute('data-rk-page-head', '');
    document.head.append(description);
    const router = renderAt('/nabidky');
    await screen.findByRole('heading', { name: 'remote page jobList' });
    expect(head('meta[name="description"]')).not.toBeNull();
    await act(() => router.navigate('/firmy'));
    expect(head('meta[name="description"]')).toBeNull();
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(head('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost:3000/firmy');
  });

  it('follows the robots flag', async () => {
    renderAt('/firmy', { robotsIndex: true });
    await screen.findByRole('heading', { name: 'remote page companyList' });
    expect(head('meta[name="robots"]')?.getAttribute('content')).toBe('all');
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
  });

  it('keeps the back office noindex whatever the flag, also after a navigation there', async () => {
    const router = renderAt('/firmy', { robotsIndex: true });
    await screen.findByRole('heading', { name: 'remote page companyList' });
    await act(() => router.navigate('/sprava/moderace'));
    await screen.findByRole('heading', { name: 'remote page backOfficeModeration' });
    expect(head('meta[name="robots"]')?.getAttribute('content')).toBe('noindex,nofollow');
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
  });

  it('pushes a page view with title and URL after each navigation except the first', async () => {
    const router = renderAt('/nabidky');
    await screen.findByRole('heading', { name: 'remote page jobList' });
    expect(window.dataLayer ?? []).toEqual([]);
    await act(() => router.navigate('/firmy'));
    await act(() => router.navigate('/testy'));
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_title: 'Firmy | localhost', page_location: expect.any(String) },
      { event: 'page_view', page_title: 'Testy dovedností | localhost', page_location: expect.any(String) },
    ]);
  });
});
