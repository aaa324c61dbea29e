import { problem, renderInRouter, stubFetch } from '@raketa/shared/testing';
import type { LocaleCode } from '@raketa/shared';
import { fireEvent, screen } from '@testing-library/react';
import { initAuthMessages } from '../../../testing/render-dialogs';
import { archiveFileName, DataExport } from './data-export';

const ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

/** The export's answer; every other call is not expected. */
function api(answer: () => Response) {
  return stubFetch((method, path) => (method === 'GET' && path === '/api/me/export' ? answer() : new Response(null, { status: 404 })));
}

const archive = () =>
  new Response(ZIP, {
    status: 200,
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="raketa-data-2026-11-26.zip"; filename*=UTF-8''raketa-data-2026-11-26.zip`,
    },
  });

let saved: { href: string; download: string; inPage: boolean }[];
beforeEach(() => {
  saved = [];
  // jsdom has no object URLs and does not download: the link the component clicks is recorded instead.
  URL.createObjectURL = jest.fn(() => 'blob:raketa/archive');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download, inPage: this.isConnected });
  });
});
afterEach(() => jest.restoreAllMocks());

const renderButton = (locale: LocaleCode = 'en') => renderInRouter(<DataExport />, locale === 'en' ? '/profile' : '/profil');

describe('DataExport', () => {
  beforeAll(() => initAuthMessages('en'));

  it('downloads the archive under the name the API gives it when the button is clicked', async () => {
    const calls = api(archive);
    renderButton();
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('raketa-data-2026-11-26.zip has been downloaded.')).toBeTruthy();
    // Clicked outside the page: the shell's link guard stops blob: links clicked in it.
    expect(saved).toEqual([{ href: 'blob:raketa/archive', download: 'raketa-data-2026-11-26.zip', inPage: false }]);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/me/export']);
    expect(screen.getByRole('button', { name: 'Download my data' }).hasAttribute('disabled')).toBe(false);
  });

  it('says to wait after too many exports, and saves nothing', async () => {
    api(() => problem(429, 'too_many_attempts', undefined, { 'retry-after': '3600' }));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have downloaded your data several times in the last hour. Please try again later.',
    );
    expect(saved).toEqual([]);
  });

  it('asks to try again when the archive fails, in Czech', async () => {
    await initAuthMessages('cs');
    try {
      api(() => new Response(null, { status: 500 }));
      renderButton('cs');
      fireEvent.click(screen.getByRole('button', { name: 'Stáhnout moje data' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Archiv se nepodařilo připravit. Zkuste to prosím znovu.');
      expect(saved).toEqual([]);
    } finally {
      await initAuthMessages('en');
    }
  });

  it('reads the file name from Content-Disposition', () => {
    expect(archiveFileName('attachment; filename="raketa-data-2031-05-04.zip"')).toBe('raketa-data-2031-05-04.zip');
    expect(archiveFileName(null)).toBe('raketa-data.zip');
  });
});
