import { initI18n } from '@raketa/shared';
import { addSharedMessages } from '@raketa/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SiteContext } from '../../lib/site-context';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import { LocaleSuggestion } from './locale-suggestion';

const hosts = { cs: 'localhost', en: 'en.localhost' };

function renderAt(path: string, { loadLocaleMessages = jest.fn(() => Promise.resolve()) } = {}) {
  const router = createMemoryRouter([{ path: '*', element: <LocaleSuggestion loadLocaleMessages={loadLocaleMessages} /> }], {
    initialEntries: [path],
  });
  render(
    <SiteContext.Provider value={{ locale: 'cs', hosts }}>
      <RouterProvider router={router} />
    </SiteContext.Provider>,
  );
  return { loadLocaleMessages };
}

const languages = (list: string[]) => jest.spyOn(navigator, 'languages', 'get').mockReturnValue(list);
const clearCookie = () => {
  document.cookie = 'locale=; Max-Age=0; Path=/';
};

beforeAll(async () => {
  await initI18n('cs', 'shell', { cs, en });
  await addSharedMessages();
});

beforeEach(() => {
  clearCookie();
  sessionStorage.clear();
});

afterEach(() => jest.restoreAllMocks());

describe('LocaleSuggestion', () => {
  it('offers the twin page, in the visitor’s language, when the browser prefers the other language', async () => {
    languages(['en-GB', 'cs']);
    const { loadLocaleMessages } = renderAt('/nabidka/42/vyvojar?ref=x');
    const bar = await screen.findByTestId('locale-suggestion');
    expect(loadLocaleMessages).toHaveBeenCalledWith('en');
    expect(bar.getAttribute('lang')).toBe('en');
    expect(bar.textContent).toContain('This page is also available in English.');
    expect(screen.getByRole('link', { name: 'Go to the English version' }).getAttribute('href')).toBe('//en.localhost/job/42/vyvojar?ref=x');
  });

  it('says nothing when the browser language is the site’s', async () => {
    languages(['cs-CZ', 'en']);
    const { loadLocaleMessages } = renderAt('/nabidky');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('locale-suggestion')).toBeNull();
    expect(loadLocaleMessages).not.toHaveBeenCalled();
  });

  it('lets the stored cookie win over the browser languages', async () => {
    languages(['en']);
    document.cookie = 'locale=cs; Path=/';
    renderAt('/nabidky');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('locale-suggestion')).toBeNull();
  });

  it('remembers “stay” in the locale cookie', async () => {
    languages(['en']);
    renderAt('/nabidky');
    fireEvent.click(await screen.findByRole('button', { name: 'Stay with Czech' }));
    await waitFor(() => expect(screen.queryByTestId('locale-suggestion')).toBeNull());
    expect(document.cookie).toContain('locale=cs');
  });

  it('remembers the switch in the locale cookie', async () => {
    languages(['en']);
    renderAt('/nabidky');
    const link = await screen.findByRole('link', { name: 'Go to the English version' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(document.cookie).toContain('locale=en');
  });

  it('takes arriving from the other language’s site as a choice of this language', async () => {
    languages(['en']);
    jest.spyOn(document, 'referrer', 'get').mockReturnValue('http://en.localhost/jobs');
    const { loadLocaleMessages } = renderAt('/nabidky');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('locale-suggestion')).toBeNull();
    expect(loadLocaleMessages).not.toHaveBeenCalled();
    expect(document.cookie).toContain('locale=cs');
  });

  it('asks the crawler list only when there is something to offer (compiling its pattern weighed on a phone’s first effects)', async () => {
    // The crawler check is the one reader of the user agent here.
    const userAgent = jest.spyOn(navigator, 'userAgent', 'get');
    languages(['cs-CZ', 'en']);
    renderAt('/nabidky');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(userAgent).not.toHaveBeenCalled();

    languages(['en']);
    renderAt('/nabidky');
    expect(await screen.findByTestId('locale-suggestion')).toBeTruthy();
    expect(userAgent).toHaveBeenCalled();
  });

  it('never shows to crawlers', async () => {
    languages(['en']);
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)');
    renderAt('/nabidky');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('locale-suggestion')).toBeNull();
  });
});
