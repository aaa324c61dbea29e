import { createQueryClient, initI18n } from '@raketa/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { addSharedMessages } from '@raketa/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SiteContext } from '../../lib/site-context';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import { Header, SITE_MENU_ID } from './header';

const hosts = { cs: 'localhost:3000', en: 'en.localhost:3000' };

/** The API's `GET /api/me` answer (the network edge is the only stub). */
let me: { user: unknown } = { user: null };

beforeEach(() => {
  me = { user: null };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.endsWith('/api/me')) throw new Error(`unexpected request ${url}`);
    return new Response(JSON.stringify(me), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Header /> }], { initialEntries: [path] });
  render(
    <SiteContext.Provider value={{ locale: 'cs', hosts }}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SiteContext.Provider>,
  );
}

beforeAll(async () => {
  await initI18n('cs', 'shell', { cs, en });
  await addSharedMessages();
});

describe('Header', () => {
  it('links every area in the site language', () => {
    renderAt('/');
    const nav = screen.getByRole('navigation', { name: 'Hlavní navigace' });
    const hrefs = Array.from(nav.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/nabidky', '/firmy', '/testy', '/startupedu', '/pro-firmy', '/profil']);
  });

  it('switches language to the twin page on the other host, keeping parameters and query', () => {
    renderAt('/nabidka/42/senior-vyvojar?ref=x');
    const link = screen.getByRole('link', { name: 'English' });
    expect(link.getAttribute('href')).toBe('//en.localhost:3000/job/42/senior-vyvojar?ref=x');
    expect(link.getAttribute('hreflang')).toBe('en');
  });

  it('translates the words of the path: a field-filtered list leads to the English list of those fields', () => {
    renderAt('/nabidky/vyvoj+mobilni-aplikace?page=2');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('//en.localhost:3000/jobs/development+mobile?page=2');
  });

  it('sends an unknown page to the other language’s home', () => {
    renderAt('/nic-takoveho');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('//en.localhost:3000/');
  });
});

describe('language switch', () => {
  it('remembers the chosen language in the locale cookie', () => {
    renderAt('/nabidky');
    const link = screen.getByRole('link', { name: 'English' });
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(document.cookie).toContain('locale=en');
  });
});

describe('account links', () => {
  it('offer sign-in to a visitor, opening the login dialog on the same page', async () => {
    renderAt('/nabidky?q=react');
    const link = await screen.findByRole('link', { name: 'Přihlásit se' });
    expect(link.getAttribute('href')).toBe('/nabidky?q=react#prihlaseni');
  });

  it('leave a one-time token out of the dialog’s URL', async () => {
    renderAt('/obnovit-heslo?token=secret-token&x=1');
    expect((await screen.findByRole('link', { name: 'Přihlásit se' })).getAttribute('href')).toBe('/obnovit-heslo?x=1#prihlaseni');
  });

  it('show a signed-in user’s name and sign-out', async () => {
    me = { user: { id: 7, type: 'candidate', name: 'Jana Nováková', email: 'jana@example.cz', createdAt: '2026-11-21T00:00:00Z' } };
    renderAt('/firmy');
    expect((await screen.findByRole('link', { name: 'Odhlásit se' })).getAttribute('href')).toBe('/firmy#odhlasit');
    expect(screen.getByText('Jana Nováková')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Přihlásit se' })).toBeNull();
    // A candidate has no company console.
    expect(screen.queryByRole('link', { name: 'Moje firma' })).toBeNull();
  });

  it('lead a candidate to their applications, in the wide header and the phone’s menu (issue 24)', async () => {
    me = { user: { id: 7, type: 'candidate', name: 'Jana Nováková', email: 'jana@example.cz', createdAt: '2026-11-21T00:00:00Z' } };
    renderAt('/moje-prihlasky');
    const link = await screen.findByRole('link', { name: 'Moje přihlášky' });
    expect(link.getAttribute('href')).toBe('/moje-prihlasky');
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(link.closest('[data-testid="account-links"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Moje přihlášky' }).getAttribute('href')).toBe('/moje-prihlasky');
  });

  it('lead a company account to its console, marked current there, in the wide header and the phone’s menu', async () => {
    me = { user: { id: 8, type: 'company', name: 'Petr Zakladatel', email: 'petr@startup.cz', createdAt: '2026-11-21T00:00:00Z', roles: [] } };
    renderAt('/pro-firmy/moje-firma/profil');
    const link = await screen.findByRole('link', { name: 'Moje firma' });
    expect(link.getAttribute('href')).toBe('/pro-firmy/moje-firma');
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(link.closest('[data-testid="account-links"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Moje firma' }).getAttribute('href')).toBe('/pro-firmy/moje-firma');
    // A company account applies for nothing: no applications of its own.
    expect(screen.queryByRole('link', { name: 'Moje přihlášky' })).toBeNull();
  });

  it('lead an admin to the back office, in the wide header and the phone’s menu', async () => {
    me = {
      user: { id: 9, type: 'candidate', name: 'Alena Správcová', email: 'alena@raketa.cz', createdAt: '2026-11-21T00:00:00Z', roles: ['admin'] },
    };
    renderAt('/nabidky');
    const link = await screen.findByRole('link', { name: 'Správa' });
    expect(link.getAttribute('href')).toBe('/sprava');
    expect(link.closest('[data-testid="account-links"]')).not.toBeNull();
    // Not a company account: no console.
    expect(screen.queryByRole('link', { name: 'Moje firma' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Správa' }).getAttribute('href')).toBe('/sprava');
  });

  it('show the back office to no one else', async () => {
    me = { user: { id: 8, type: 'company', name: 'Petr Zakladatel', email: 'petr@startup.cz', createdAt: '2026-11-21T00:00:00Z', roles: [] } };
    renderAt('/nabidky');
    await screen.findByRole('link', { name: 'Moje firma' });
    expect(screen.queryByRole('link', { name: 'Správa' })).toBeNull();
  });
});

describe('menu (phones)', () => {
  it('opens a dialog with the links, sign-in and the language switch, and closes on Escape, the focus back on its button', async () => {
    renderAt('/nabidky');
    // The session is known first (with the menu's code already loaded, the menu would open before it).
    await screen.findByRole('link', { name: 'Přihlásit se' });
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(SITE_MENU_ID);
    fireEvent.click(button);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menu.id).toBe(SITE_MENU_ID);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const inside = within(menu);
    expect(inside.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/nabidky',
      '/firmy',
      '/testy',
      '/startupedu',
      '/pro-firmy',
      '/profil',
      '/nabidky#prihlaseni',
      '//en.localhost:3000/jobs',
    ]);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('closes when a link in it navigates', async () => {
    renderAt('/nabidky');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    fireEvent.click(within(menu).getByRole('link', { name: 'Firmy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
