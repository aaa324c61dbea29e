import { json, renderInRouter, stubFetch, muteDialogTransitionWarnings } from '@raketa/shared/testing';
import { i18n, toastsAtom, type LocaleCode } from '@raketa/shared';
import type { Alert } from '@raketa/shared/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { initAuthMessages } from '../../../testing/render-dialogs';
import { JobAlertsPage } from './job-alerts-page';

const USER = { id: 7, type: 'candidate', name: 'Jana Nováková', email: 'jana@example.com', createdAt: '2031-01-01T00:00:00.000Z' };
const DESIGN: Alert = {
  id: 7,
  name: 'Design',
  query: { fields: 'design' },
  frequency: 'daily',
  language: 'en',
  status: 'active',
  kind: 'search',
  includeFollowed: false,
  email: 'jana@example.com',
  createdAt: '2031-05-06T10:00:00.000Z',
};

/** The API: the session, a CSRF token and one alert, patched as the API would; the PATCH bodies are kept. */
function api() {
  let alert = DESIGN;
  const patches: unknown[] = [];
  stubFetch(async (method, path, request) => {
    if (path === '/api/me') return json({ user: USER });
    if (path === '/api/csrf') return json({ token: 'csrf-token' });
    if (method === 'GET' && path === '/api/me/alerts') return json({ items: [alert] });
    if (method === 'PATCH' && path === `/api/me/alerts/${DESIGN.id}`) {
      const body = (await request.json()) as Partial<Alert>;
      patches.push(body);
      alert = { ...alert, ...body };
      return json(alert);
    }
    return json({}, 404);
  });
  return patches;
}

const renderPage = (url: string, locale: LocaleCode) => renderInRouter(<JobAlertsPage locale={locale} />, url);

beforeAll(() => initAuthMessages('en'));
beforeEach(() => {
  getDefaultStore().set(toastsAtom, []);
  muteDialogTransitionWarnings();
});
afterEach(async () => {
  jest.restoreAllMocks();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

describe('an alert’s followed companies', () => {
  it('is switched on and off with its checkbox, saved at once (English)', async () => {
    const patches = api();
    renderPage('/settings/job-alerts', 'en');
    const item = await screen.findByRole('listitem', { name: 'Design' });
    const box = within(item).getByRole('checkbox', { name: 'Also send new jobs from the companies I follow' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    expect(patches).toEqual([{ includeFollowed: true }]);
    expect(
      getDefaultStore()
        .get(toastsAtom)
        .map((toast) => toast.title),
    ).toEqual(['Alert saved']);
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(false));
    expect(patches).toEqual([{ includeFollowed: true }, { includeFollowed: false }]);
  });

  it('is labelled in Czech on the Czech site', async () => {
    await i18n.changeLanguage('cs');
    const patches = api();
    renderPage('/nastaveni/hlidaci-pes', 'cs');
    const item = await screen.findByRole('listitem', { name: 'Design' });
    fireEvent.click(within(item).getByRole('checkbox', { name: 'Posílat i nové nabídky firem, které sleduji' }));
    await waitFor(() => expect(patches).toEqual([{ includeFollowed: true }]));
  });
});
