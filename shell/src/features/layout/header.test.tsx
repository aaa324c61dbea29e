import { initI18n } from '@raketa/shared';
import { addSharedMessages } from '@raketa/shared/testing';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SiteContext } from '../../app/site-context';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import { Header } from './header';

const hosts = { cs: 'localhost:3000', en: 'en.localhost:3000' };

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Header /> }], { initialEntries: [path] });
  render(
    <SiteContext.Provider value={{ locale: 'cs', hosts }}>
      <RouterProvider router={router} />
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
