import { routes as routeTable, type LocaleCode } from '@raketa/shared';
import { json, renderInRouter } from '@raketa/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { COMPANY_USER, initCompanyPagesMessages } from '../../../../testing/employer-start-testing';
import { MEMBER, PLAN, sent, stubTeamPlanApi } from '../../../../testing/console-testing';
import { ConsolePlanPage } from './plan-page';

jest.setTimeout(20_000);

const ORDER = {
  id: 7,
  plan: { code: 'growth', name: { cs: 'Růst', en: 'Growth' } },
  priceCzk: 12490,
  priceEur: 499,
  jobSlots: 3,
  listingDays: 30,
  status: 'pending',
  createdAt: '2026-11-26T08:00:00.000Z',
  paidAt: null,
  validFrom: null,
  validUntil: null,
};
const render = (locale: LocaleCode = 'en', search = '') =>
  renderInRouter(<ConsolePlanPage routeId="companyConsolePlan" locale={locale} />, `${routeTable.companyConsolePlan.path[locale]}${search}`);

describe('the console’s plan page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the plan and its slots, and the owner orders the plan the price list asked for, paid by invoice', async () => {
    await initCompanyPagesMessages('en');
    let ordered = false;
    const calls = stubTeamPlanApi(COMPANY_USER, (method, path) => {
      if (method === 'POST' && path === '/api/me/company/orders') {
        ordered = true;
        return json(ORDER, 201);
      }
      if (path === '/api/me/company/orders') return json({ orders: ordered ? [ORDER] : [] });
      if (path === '/api/me/company/plan') return json({ ...PLAN, pendingOrder: ordered ? ORDER : null });
      return undefined;
    });
    render('en', '?plan=growth');
    expect(await screen.findByTestId('job-slots')).toBeTruthy();
    expect(await screen.findByText(/Payment is arranged by invoice/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^Growth: €499 excl\. VAT; job ads at once: 3/ })).toHaveProperty('checked', true);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Order the plan' })));
    await waitFor(() => expect(sent(calls, 'POST', '/api/me/company/orders')).toHaveLength(1));
    expect(await sent(calls, 'POST', '/api/me/company/orders')[0]!.request.json()).toEqual({ planCode: 'growth' });
    expect(await screen.findByText('Your order of Growth waits for payment. You can order another plan once it is paid.')).toBeTruthy();
    expect((await screen.findByTestId('plan-order')).textContent).toContain('Waiting for payment.');
  });

  it('asks to choose a plan, in Czech, and tells a member only the owner orders', async () => {
    await initCompanyPagesMessages('cs');
    const calls = stubTeamPlanApi(COMPANY_USER);
    const owner = render('cs');
    fireEvent.click(await screen.findByRole('button', { name: 'Objednat tarif' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Vyberte tarif.');
    expect(sent(calls, 'POST', '/api/me/company/orders')).toHaveLength(0);
    owner.unmount();

    stubTeamPlanApi(MEMBER);
    render('cs');
    expect(await screen.findByText('Tarify objednává jen vlastník firmy.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Objednat tarif' })).toBeNull();
  });
});
