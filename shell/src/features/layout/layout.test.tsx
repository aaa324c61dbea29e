import { createQueryClient, initI18n } from '@raketa/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { addSharedMessages } from '@raketa/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createPageNoticeStore, PageNoticeContext } from '../../lib/page-notice';
import { SiteContext } from '../../lib/site-context';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import { Layout } from './layout';

beforeAll(async () => {
  await initI18n('cs', 'shell', { cs, en });
  await addSharedMessages();
});
beforeEach(() => {
  globalThis.fetch = jest.fn(
    async () => new Response(JSON.stringify({ user: null }), { status: 200, headers: { 'content-type': 'application/json' } }),
  ) as typeof fetch;
});

function renderLayout(element: ReactNode, path = '/nabidky') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    <SiteContext.Provider value={{ locale: 'cs', hosts: { cs: 'localhost:3000', en: 'en.localhost:3000' } }}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SiteContext.Provider>,
  );
}

const firstFocusable = () => document.querySelector<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]');

describe('skip link', () => {
  it('is the first stop of a result page and moves the focus into the results, without a history entry', () => {
    renderLayout(
      <Layout layout={{ kind: 'new', section: 'jobs' }} routeId="jobList">
        <ul id="rk-results">
          <li>
            <a href="/nabidka/1/x">Job</a>
          </li>
        </ul>
      </Layout>,
    );
    const link = screen.getByRole('link', { name: 'Přeskočit na výsledky' });
    expect(firstFocusable()).toBe(link);
    expect(link.getAttribute('href')).toBe('#rk-results');
    const before = window.location.href;
    fireEvent.click(link);
    expect(document.activeElement).toBe(document.getElementById('rk-results'));
    expect(window.location.href).toBe(before);
  });

  it('goes to the main content on other pages', () => {
    renderLayout(
      <Layout layout={{ kind: 'default' }} routeId="companyList">
        <p>Text</p>
      </Layout>,
    );
    const link = screen.getByRole('link', { name: 'Přeskočit na obsah' });
    expect(firstFocusable()).toBe(link);
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});

describe('a page-wide notice (the locale suggestion)', () => {
  const notice = (
    <aside aria-label="Language">
      <a href="//en.localhost:3000/jobs">Go to the English version</a>
    </aside>
  );
  const focusables = () => Array.from(document.querySelectorAll<HTMLElement>('a[href], button'));

  it.each([
    ['the site layout', { kind: 'new', section: 'jobs' } as const, 'Přeskočit na výsledky'],
    ['a bare page', { kind: 'none' } as const, 'Přeskočit na výsledky'],
  ])('comes right after the skip link in %s, which stays the first stop', (_name, layout, skip) => {
    const store = createPageNoticeStore();
    store.set(notice);
    renderLayout(
      <PageNoticeContext.Provider value={store}>
        <Layout layout={layout} routeId="jobList">
          <p>Text</p>
        </Layout>
      </PageNoticeContext.Provider>,
    );
    expect(focusables().slice(0, 2)).toEqual([
      screen.getByRole('link', { name: skip }),
      screen.getByRole('link', { name: 'Go to the English version' }),
    ]);
  });
});

describe('a bare marketing page (layout none)', () => {
  it('keeps a way back and the other language: the logo links home, the language link leads to the twin page', () => {
    renderLayout(
      <Layout layout={{ kind: 'none' }} routeId="priceList">
        <h1>Ceník</h1>
      </Layout>,
      '/pro-firmy/cenik',
    );
    expect(screen.getByRole('link', { name: 'Raketa' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('//en.localhost:3000/for-companies/price-list');
    // Still no site navigation or footer: the page is the campaign's own.
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(document.querySelector('footer')).toBeNull();
  });
});
