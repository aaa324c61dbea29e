import { routes as routeTable, type LocaleCode } from '@raketa/shared';
import { json, problem, renderInRouter, stubFetch } from '@raketa/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sent } from '../../../../testing/console-testing';
import { COMPANY_USER, initCompanyPagesMessages, ownCompany } from '../../../../testing/employer-start-testing';
import { ConsoleIntegrationsPage } from './integrations-page';

jest.setTimeout(20_000);

const TOKEN = {
  id: 3,
  name: 'Greenhouse',
  prefix: 'rkt_AbCdEf',
  scopes: ['applications:read'],
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: 'Olga Nová',
  lastUsedAt: '2026-11-25T08:30:00.000Z',
};
const ENDPOINT = {
  id: 7,
  url: 'https://ats.example/raketa',
  events: ['application.received'],
  createdAt: '2026-11-20T10:00:00.000Z',
  secretPrefix: 'whsec_AbCd',
};
const DELIVERY = {
  id: 41,
  event: 'application.received',
  eventId: 'evt_1',
  state: 'pending',
  createdAt: '2026-11-25T09:00:00.000Z',
  nextAttemptAt: '2026-11-25T09:02:00.000Z',
  attempts: [{ at: '2026-11-25T09:00:00.000Z', statusCode: 503, error: null, response: 'maintenance', durationMs: 120 }],
};
const NEW_TOKEN = `rkt_${'x'.repeat(43)}`;
const SECRET = `whsec_${'s'.repeat(43)}`;

type Answer = (method: string, path: string) => Response | undefined;

function stubIntegrationsApi(answer: Answer = () => undefined) {
  return stubFetch((method, path) => {
    const given = answer(method, path);
    if (given) return given;
    if (path === '/api/me') return json({ user: COMPANY_USER, twoFactorPending: false });
    if (path === '/api/csrf') return json({ token: 'csrf-token' });
    if (path === '/api/me/company') return json(ownCompany());
    if (path === '/api/me/company/api-tokens' && method === 'GET') return json({ tokens: [TOKEN] });
    if (path === '/api/me/company/webhooks' && method === 'GET') return json({ endpoints: [ENDPOINT] });
    if (path === '/api/me/company/webhooks/7/deliveries') return json({ deliveries: [DELIVERY] });
    return problem(404, 'not_found');
  });
}

const render = (locale: LocaleCode = 'en') =>
  renderInRouter(
    <ConsoleIntegrationsPage routeId="companyConsoleIntegrations" locale={locale} />,
    routeTable.companyConsoleIntegrations.path[locale],
  );

describe('the console’s integrations page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists tokens with their last use, and shows a new token once after checking its fields', async () => {
    await initCompanyPagesMessages('en');
    const calls = stubIntegrationsApi((method, path) =>
      method === 'POST' && path === '/api/me/company/api-tokens'
        ? json({ token: NEW_TOKEN, apiToken: { ...TOKEN, id: 4, name: 'Teamio', lastUsedAt: null } }, 201)
        : undefined,
    );
    render();
    const tokens = await screen.findByRole('list', { name: 'API tokens' });
    expect(within(tokens).getByTestId('api-token').textContent).toMatch(/Greenhouse rkt_AbCdEf….*applications:read.*Last used Nov 25, 2026/);

    const create = screen.getByRole('button', { name: 'Create the token' });
    act(() => fireEvent.click(create));
    expect((await screen.findByText('Name the token, for example after the system that will use it.')).textContent).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Read applications/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Download CVs/ }));
    fireEvent.change(screen.getByLabelText(/Token name/), { target: { value: 'Teamio' } });
    act(() => fireEvent.click(create));
    expect(await screen.findByText('Choose at least one permission.')).toBeTruthy();
    expect(sent(calls, 'POST', '/api/me/company/api-tokens')).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: /Change the status of applications/ }));
    act(() => fireEvent.click(create));
    expect(((await screen.findByTestId('new-api-token')) as HTMLInputElement).value).toBe(NEW_TOKEN);
    expect(await sent(calls, 'POST', '/api/me/company/api-tokens')[0]!.request.json()).toEqual({ name: 'Teamio', scopes: ['applications:write'] });
    expect(screen.getByText(/you will not see it again/)).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Done, hide it' })));
    expect(screen.queryByTestId('new-api-token')).toBeNull();
  });

  it('revokes a token only after it is confirmed', async () => {
    await initCompanyPagesMessages('en');
    const calls = stubIntegrationsApi((method) => (method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    render();
    const revoke = await screen.findByRole('button', { name: 'Revoke the token Greenhouse' });
    act(() => fireEvent.click(revoke));
    expect(sent(calls, 'DELETE', '/api/me/company/api-tokens/3')).toHaveLength(0);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Yes, revoke Greenhouse' })));
    await waitFor(() => expect(sent(calls, 'DELETE', '/api/me/company/api-tokens/3')).toHaveLength(1));
  });

  it('adds a webhook address with the API’s refusal at the field, shows its secret once, sends a test and a delivery again, in Czech', async () => {
    await initCompanyPagesMessages('cs');
    let refused = false;
    const calls = stubIntegrationsApi((method, path) => {
      if (method === 'POST' && path === '/api/me/company/webhooks') {
        if (!refused) {
          refused = true;
          return problem(422, 'validation_failed', [{ field: 'url', code: 'address_not_public', message: 'x' }]);
        }
        return json({ secret: SECRET, endpoint: { ...ENDPOINT, id: 8, url: 'https://ats2.example/hook' } }, 201);
      }
      if (method === 'POST' && path === '/api/me/company/webhooks/7/test') return json({ ...DELIVERY, id: 42, event: 'ping', attempts: [] }, 202);
      if (method === 'POST' && path === '/api/me/company/webhook-deliveries/41/resend') return json({ ...DELIVERY, attempts: [] }, 202);
      return undefined;
    });
    render('cs');
    const url = await screen.findByLabelText(/Adresa \(https:\/\/\)/);
    fireEvent.change(url, { target: { value: 'https://intranet.example/hook' } });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Přidat adresu' })));
    expect(await screen.findByText(/Adresa vede do neveřejné sítě/)).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Přidat adresu' })));
    expect(((await screen.findByTestId('new-webhook-secret')) as HTMLInputElement).value).toBe(SECRET);
    expect(await sent(calls, 'POST', '/api/me/company/webhooks')[1]!.request.json()).toEqual({
      url: 'https://intranet.example/hook',
      events: ['application.received', 'application.status_changed'],
    });

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Poslat testovací událost' })));
    await waitFor(() => expect(sent(calls, 'POST', '/api/me/company/webhooks/7/test')).toHaveLength(1));
    const delivery = await screen.findByTestId('webhook-delivery');
    expect(delivery.textContent).toMatch(/čeká na doručení/);
    expect(delivery.textContent).toMatch(/Odpověď 503 za 120 ms \(pokusů: 1\)/);
    expect(within(delivery).getByText('maintenance')).toBeTruthy();
    act(() => fireEvent.click(within(delivery).getByRole('button', { name: 'Poslat znovu' })));
    await waitFor(() => expect(sent(calls, 'POST', '/api/me/company/webhook-deliveries/41/resend')).toHaveLength(1));
  });
});
