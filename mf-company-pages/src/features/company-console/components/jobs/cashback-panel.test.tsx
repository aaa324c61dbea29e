import { json, renderInRouter, stubFetch } from '@raketa/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initCompanyPagesMessages } from '../../../../testing/employer-start-testing';
import { CashbackPanel } from './cashback-panel';

const ELIGIBLE = { eligible: true, reasons: [], credits: 1983, claimUntil: '2032-06-12T09:00:00.000Z', claim: null };
const CLAIM = { id: 5, status: 'pending', credits: 1983, createdAt: '2032-06-01T09:00:00.000Z', decidedAt: null, note: null };

/** The API's answers in turn: each GET takes the next cashback, a POST answers `claimStatus`. */
function stubCashback(answers: object[], claimStatus = 201) {
  let reads = 0;
  return stubFetch((method, path) => {
    if (path === '/api/csrf') return json({ token: 'csrf-token' });
    if (path !== '/api/me/company/jobs/12/cashback') return json({}, 404);
    if (method === 'POST') return claimStatus === 201 ? json(CLAIM, 201) : json({ status: claimStatus, code: 'cashback_not_eligible' }, claimStatus);
    return json(answers[Math.min(reads++, answers.length - 1)]);
  });
}

const render = (locale: 'cs' | 'en' = 'en') => renderInRouter(<CashbackPanel userId={3} jobId={12} locale={locale} />, '/');

afterEach(() => jest.restoreAllMocks());

describe('CashbackPanel', () => {
  it('offers an eligible ad its claim with the credits and the last day, and shows it claimed after a click', async () => {
    await initCompanyPagesMessages('en');
    const calls = stubCashback([ELIGIBLE, { ...ELIGIBLE, eligible: false, claim: CLAIM }]);
    render();
    expect(await screen.findByText('This ad qualifies for cashback: 1,983 credits, half of its price. Claim it by June 12, 2032.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Claim cashback' }));
    expect(await screen.findByText('Claimed on June 1, 2032, 1,983 credits: waiting for our decision.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/Cashback claimed/);
    expect(screen.queryByRole('button', { name: 'Claim cashback' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/me/company/jobs/12/cashback']);
    expect(screen.getByRole('link', { name: 'How cashback works' }).getAttribute('href')).toBe('/for-companies/cashback');
  });

  it('lists every reason an ad does not qualify, in Czech, without a button', async () => {
    await initCompanyPagesMessages('cs');
    stubCashback([
      { eligible: false, reasons: ['unanswered', 'relevant_applicant', 'claim_period_over'], credits: 1983, claimUntil: null, claim: null },
    ]);
    render('cs');
    const panel = await screen.findByTestId('cashback-panel');
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(3));
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Některá přihláška ještě čeká na vaši odpověď',
      'Některou přihlášku jste posunuli dál nebo odmítli z jiného důvodu než „Neodpovídá pozici“',
      'Uplynulo 14 dní po jeho konci, kdy šlo žádat',
    ]);
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('shows a decided claim with the back office’s note', async () => {
    await initCompanyPagesMessages('en');
    stubCashback([
      {
        ...ELIGIBLE,
        eligible: false,
        claim: { ...CLAIM, status: 'refused', decidedAt: '2032-06-03T09:00:00.000Z', note: 'An applicant met the requirements.' },
      },
    ]);
    render();
    expect(await screen.findByText('Not granted (June 3, 2032).')).toBeTruthy();
    expect(screen.getByText('Our note: An applicant met the requirements.')).toBeTruthy();
  });

  it('reloads and says nothing was claimed when the server refuses the claim meanwhile', async () => {
    await initCompanyPagesMessages('en');
    stubCashback([ELIGIBLE, { eligible: false, reasons: ['unanswered'], credits: 1983, claimUntil: ELIGIBLE.claimUntil, claim: null }], 409);
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Claim cashback' }));
    expect(await screen.findByText('An application is still waiting for your answer')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
