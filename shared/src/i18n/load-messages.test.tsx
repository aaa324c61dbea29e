/** @jest-environment node */
import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { useTranslation } from 'react-i18next';
import type { LocaleCode } from '../locale/locales';
import { i18n, initI18n } from './i18n';
import { loadMessages, messagesUrl, useMessages, type MessagesSource } from './load-messages';

const HASH = '0123456789abcdef';

let fetchMock: jest.SpyInstance<Promise<Response>, [input: string | URL | Request, init?: RequestInit]>;
let warn: jest.SpyInstance;

/** Each test gets its own remote origin: the loader caches per (base URL, locale) for the whole page. */
let origin = 0;
const nextRemote = (): MessagesSource => ({ baseUrl: `http://remote-${++origin}.test/`, hash: HASH });

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The one request a test made: its URL and its Cache-Control header. */
function requested(index = 0) {
  const request = fetchMock.mock.calls[index]![0] as Request;
  return { url: request.url, cacheControl: request.headers.get('cache-control') };
}

async function renderToHtml(element: React.ReactElement): Promise<string> {
  // Errors reject the prerender; React's own console.error report of them is noise here.
  const { prelude } = await prerenderToNodeStream(element, { onError: () => undefined });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

function JobsPage({ source, locale, text = 'list.title' }: { source: MessagesSource; locale: LocaleCode; text?: string }) {
  useMessages(source, locale);
  const { t } = useTranslation('jobs');
  return <h1>{t(text)}</h1>;
}

beforeAll(() => initI18n('cs', 'test'));

beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(json({ jobs: { list: { title: 'Nabídky práce' } } }));
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('messagesUrl', () => {
  it('is {baseUrl}_i18n/{hash}/{locale}/messages.json', () => {
    expect(messagesUrl({ baseUrl: 'http://localhost:3001/', hash: HASH }, 'en')).toBe(`http://localhost:3001/_i18n/${HASH}/en/messages.json`);
    expect(messagesUrl({ baseUrl: '/', hash: HASH }, 'cs')).toBe(`/_i18n/${HASH}/cs/messages.json`);
    // A public path without its trailing slash still names a file under it.
    expect(messagesUrl({ baseUrl: 'http://cdn.test/jobs', hash: HASH }, 'cs')).toBe(`http://cdn.test/jobs/_i18n/${HASH}/cs/messages.json`);
  });

  it('uses the dev segment when no hash is known', () => {
    expect(messagesUrl({ baseUrl: '/', hash: undefined }, 'cs')).toBe('/_i18n/dev/cs/messages.json');
  });
});

describe('loadMessages', () => {
  it('fetches the app’s file and adds every namespace in it', async () => {
    const source = nextRemote();
    fetchMock.mockResolvedValue(json({ shell: { brand: 'Raketa' }, shared: { field: { optional: 'Dobrovolné' } } }));
    await loadMessages(source, 'cs');
    expect(requested()).toEqual({ url: `${source.baseUrl}_i18n/${HASH}/cs/messages.json`, cacheControl: null });
    expect(i18n.t('brand', { ns: 'shell', lng: 'cs' })).toBe('Raketa');
    expect(i18n.t('field.optional', { ns: 'shared', lng: 'cs' })).toBe('Dobrovolné');
    expect(warn).not.toHaveBeenCalled();
  });

  it('sends Cache-Control: no-cache only when the file is not cacheable (no hash)', async () => {
    const uncacheable = { ...nextRemote(), hash: undefined };
    await loadMessages(uncacheable, 'en');
    expect(requested()).toEqual({ url: `${uncacheable.baseUrl}_i18n/dev/en/messages.json`, cacheControl: 'no-cache' });
    await loadMessages(nextRemote(), 'en');
    expect(requested(1).cacheControl).toBeNull();
  });

  it('fetches a remote’s messages once per locale, however often its pages render', async () => {
    const jobs = nextRemote();
    const auth = nextRemote();
    const first = loadMessages(jobs, 'cs');
    expect(loadMessages(jobs, 'cs')).toBe(first);
    await first;
    await renderToHtml(<JobsPage source={jobs} locale="cs" />);
    await renderToHtml(<JobsPage source={jobs} locale="cs" />);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await loadMessages(jobs, 'en');
    await loadMessages(auth, 'cs');
    expect(fetchMock.mock.calls.map((_, index) => requested(index).url)).toEqual([
      `${jobs.baseUrl}_i18n/${HASH}/cs/messages.json`,
      `${jobs.baseUrl}_i18n/${HASH}/en/messages.json`,
      `${auth.baseUrl}_i18n/${HASH}/cs/messages.json`,
    ]);
  });

  it('suspends a page until its messages are in, then renders them', async () => {
    const html = await renderToHtml(
      <Suspense fallback={<p>loading</p>}>
        <JobsPage source={nextRemote()} locale="cs" />
      </Suspense>,
    );
    expect(html).toContain('<h1>Nabídky práce</h1>');
    expect(html).not.toContain('loading');
  });

  it.each([
    ['a server error', () => Promise.resolve(json({ error: 'boom' }, 500))],
    ['a missing file', () => Promise.resolve(json({}, 404))],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed'))],
    ['a body that is no message file', () => Promise.resolve(json(['not', 'messages']))],
  ])('warns on %s and resolves, so the page still renders', async (_case, answer) => {
    fetchMock.mockImplementation(answer);
    const source = nextRemote();
    await expect(loadMessages(source, 'en')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${source.baseUrl}_i18n/${HASH}/en/messages.json`), expect.anything());
    // The page renders, with the untranslated key where its text would be.
    const html = await renderToHtml(
      <Suspense fallback={<p>loading</p>}>
        <JobsPage source={source} locale="en" text="failed.title" />
      </Suspense>,
    );
    expect(html).toContain('<h1>failed.title</h1>');
    expect(html).not.toContain('loading');
  });

  it('rejects with an Error naming the locale when the locale cannot be loaded, without fetching', async () => {
    const source = nextRemote();
    await expect(loadMessages(source, 'de' as LocaleCode)).rejects.toThrow('Locale "de" failed to load: not a supported locale');
    // A page suspended on it throws, for the remote's error boundary to show.
    await expect(renderToHtml(<JobsPage source={source} locale={'de' as LocaleCode} />)).rejects.toThrow('Locale "de"');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('rejects when i18next is not running', async () => {
    i18n.isInitialized = false;
    try {
      await expect(loadMessages(nextRemote(), 'en')).rejects.toThrow('Locale "en" failed to load: i18next is not initialised');
    } finally {
      i18n.isInitialized = true;
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('initI18n', () => {
  afterAll(() => initI18n('cs', 'test'));

  it('starts i18next in the locale', async () => {
    await initI18n('en', 'test');
    expect(i18n.language).toBe('en');
  });

  it('rejects with an Error naming the locale for an unknown locale', async () => {
    await expect(initI18n('xx' as LocaleCode, 'test')).rejects.toThrow('Locale "xx" failed to load: not a supported locale');
  });

  it('rejects with an Error naming the locale when i18next fails to start', async () => {
    const cause = new Error('init broke');
    jest.spyOn(i18n, 'init').mockRejectedValue(cause);
    const error = await initI18n('en', 'test').catch((failure: unknown) => failure as Error);
    expect(error).toBeInstanceOf(Error);
    expect(error?.message).toBe('Locale "en" failed to load: i18next failed to start');
    expect(error?.cause).toBe(cause);
  });

  it('rejects when i18next does not end up in the locale', async () => {
    await initI18n('cs', 'test');
    jest.spyOn(i18n, 'init').mockResolvedValue(i18n.t);
    jest.spyOn(i18n, 'changeLanguage').mockResolvedValue(i18n.t);
    await expect(initI18n('en', 'test')).rejects.toThrow('Locale "en" failed to load: i18next is in "cs"');
  });
});
