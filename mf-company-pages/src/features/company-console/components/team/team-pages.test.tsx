import { createQueryClient, routes as routeTable, type LocaleCode } from '@raketa/shared';
import { json, problem, renderInRouter } from '@raketa/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMPANY_USER, initCompanyPagesMessages, ownCompany } from '../../../../testing/employer-start-testing';
import { getOwnCompany, ownCompanyKey } from '../../../../api/own-company';
import { MEMBER, sent, stubTeamPlanApi } from '../../../../testing/console-testing';
import { InvitationPage } from './invitation-page';
import { ConsoleTeamPage } from './team-page';

jest.setTimeout(20_000);

const render = (Page: typeof ConsoleTeamPage, id: 'companyConsoleTeam' | 'companyInvitation', locale: LocaleCode = 'en', search = '') =>
  renderInRouter(<Page routeId={id} locale={locale} />, `${routeTable[id].path[locale]}${search}`);

describe('the console’s team page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the owner marked, the open invitations with their expiry, and invites by e-mail with field errors', async () => {
    await initCompanyPagesMessages('en');
    const calls = stubTeamPlanApi(COMPANY_USER, (method, path) =>
      method === 'POST' && path === '/api/me/company/invitations' ? json({ id: 6 }, 201) : undefined,
    );
    render(ConsoleTeamPage, 'companyConsoleTeam');
    const members = await screen.findByRole('list', { name: 'Members' });
    expect(
      within(members)
        .getAllByTestId('team-member')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Olga NováOwnerYou/), expect.stringMatching(/^Marek/)]);
    expect(within(screen.getByRole('list', { name: 'Open invitations' })).getByText(/The link works until November 27, 2026/)).toBeTruthy();

    const email = screen.getByLabelText(/Colleague’s e-mail/);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Send the invitation' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter your colleague’s e-mail address.');
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Send the invitation' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter an e-mail address like jana@example.com.');
    expect(sent(calls, 'POST', '/api/me/company/invitations')).toHaveLength(0);

    fireEvent.change(email, { target: { value: ' petr@startup.example ' } });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Send the invitation' })));
    await waitFor(() => expect(sent(calls, 'POST', '/api/me/company/invitations')).toHaveLength(1));
    expect(await sent(calls, 'POST', '/api/me/company/invitations')[0]!.request.json()).toEqual({ email: 'petr@startup.example' });
    await waitFor(() => expect((email as HTMLInputElement).value).toBe(''));
  });

  it('says when to try again after the throttle’s 429, in Czech', async () => {
    await initCompanyPagesMessages('cs');
    stubTeamPlanApi(COMPANY_USER, (method, path) =>
      method === 'POST' && path === '/api/me/company/invitations'
        ? problem(429, 'too_many_invitations', undefined, { 'Retry-After': '1500' })
        : undefined,
    );
    render(ConsoleTeamPage, 'companyConsoleTeam', 'cs');
    fireEvent.change(await screen.findByLabelText(/E-mail kolegy/), { target: { value: 'petr@startup.example' } });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Poslat pozvánku' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Za krátkou dobu jste poslali hodně pozvánek. Zkuste to prosím znovu za 25 min.');
  });

  it('removes a member only after the confirmation dialog, and withdraws an invitation', async () => {
    await initCompanyPagesMessages('en');
    const calls = stubTeamPlanApi(COMPANY_USER, (method) => (method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    render(ConsoleTeamPage, 'companyConsoleTeam');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Marek' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from the team?' });
    expect(sent(calls, 'DELETE', '/api/me/company/members/9')).toHaveLength(0);
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' })));
    await waitFor(() => expect(sent(calls, 'DELETE', '/api/me/company/members/9')).toHaveLength(1));

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Withdraw jana@startup.example' })));
    await waitFor(() => expect(sent(calls, 'DELETE', '/api/me/company/invitations/5')).toHaveLength(1));
  });

  it('shows a member the team read-only', async () => {
    await initCompanyPagesMessages('en');
    stubTeamPlanApi(MEMBER);
    render(ConsoleTeamPage, 'companyConsoleTeam');
    expect(await screen.findByText('Only the company’s owner invites or removes colleagues.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove|Withdraw|Send the invitation/ })).toBeNull();
  });
});

describe('the invitation page', () => {
  afterEach(() => jest.restoreAllMocks());
  const INFO = {
    '@type': 'CompanyInvitation',
    company: { name: 'Mlýnek Pay', slug: 'mlynek-pay', logo: null },
    email: COMPANY_USER.email,
    state: 'valid',
    expiresAt: '2026-12-01T10:00:00.000Z',
  };
  const withInfo = (info: object | null) => (method: string, path: string) =>
    method === 'GET' && path.startsWith('/api/company-invitations/') ? (info ? json(info) : problem(404, 'invitation_not_found')) : undefined;

  it('asks a visitor to log in or sign up and come back', async () => {
    await initCompanyPagesMessages('en');
    stubTeamPlanApi(null, withInfo(INFO));
    render(InvitationPage, 'companyInvitation', 'en', '?token=abc');
    expect(await screen.findByText(`Mlýnek Pay invites ${COMPANY_USER.email} to its team on Raketa.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/for-companies/invitation?token=abc&redirect_to=%2Ffor-companies%2Finvitation%3Ftoken%3Dabc#login',
    );
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toMatch(/#register$/);
  });

  it('says when the link expired, was used or is unknown, in Czech', async () => {
    await initCompanyPagesMessages('cs');
    stubTeamPlanApi(null, withInfo({ ...INFO, state: 'expired' }));
    const expired = render(InvitationPage, 'companyInvitation', 'cs', '?token=abc');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Platnost pozvánky vypršela/);
    expired.unmount();
    stubTeamPlanApi(COMPANY_USER, withInfo({ ...INFO, state: 'used' }));
    const used = render(InvitationPage, 'companyInvitation', 'cs', '?token=abc');
    expect((await screen.findByRole('alert')).textContent).toBe('Tato pozvánka už byla použita.');
    used.unmount();
    stubTeamPlanApi(null, withInfo(null));
    render(InvitationPage, 'companyInvitation', 'cs', '?token=abc');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Tento odkaz pozvánky neplatí/);
  });

  it('accepts for the invited account and opens the console; explains a refusal', async () => {
    await initCompanyPagesMessages('en');
    stubTeamPlanApi(COMPANY_USER, (method, path) => {
      if (method === 'POST' && path === '/api/company-invitations/abc/accept')
        return json({ '@type': 'CompanyMembership', company: { id: 1, slug: 'mlynek-pay', name: 'Mlýnek Pay' }, role: 'member' });
      return withInfo(INFO)(method, path);
    });
    const page = render(InvitationPage, 'companyInvitation', 'en', '?token=abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() => expect(page.href()).toBe('/for-companies/my-company'));
    page.unmount();

    stubTeamPlanApi(COMPANY_USER, (method, path) => (method === 'POST' ? problem(409, 'candidate_account_in_use') : withInfo(INFO)(method, path)));
    render(InvitationPage, 'companyInvitation', 'en', '?token=abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Your account is a candidate’s account in use/);
  });

  it('reads the account’s company again before opening the console (a page before may have cached “none”)', async () => {
    await initCompanyPagesMessages('en');
    let member = false;
    stubTeamPlanApi(COMPANY_USER, (method, path) => {
      if (method === 'POST' && path === '/api/company-invitations/abc/accept') {
        member = true;
        return json({ '@type': 'CompanyMembership', company: { id: 1, slug: 'mlynek-pay', name: 'Mlýnek Pay' }, role: 'member' });
      }
      if (path === '/api/me/company' && !member) return problem(404, 'company_not_found');
      return withInfo(INFO)(method, path);
    });
    // The employer start page, where a company's sign-up lands first, asked and was told: no company.
    const queryClient = createQueryClient();
    expect(await queryClient.fetchQuery({ queryKey: ownCompanyKey(COMPANY_USER.id), queryFn: getOwnCompany })).toBeNull();
    const page = renderInRouter(<InvitationPage routeId="companyInvitation" locale="en" />, '/for-companies/invitation?token=abc', queryClient);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() => expect(page.href()).toBe('/for-companies/my-company'));
    // The console opens on the company, not on the stale “none” (which sends it to the employer start).
    expect(queryClient.getQueryData(ownCompanyKey(COMPANY_USER.id))).toMatchObject({ slug: ownCompany().slug });
  });

  it('tells an account with another address that the invitation is not for it', async () => {
    await initCompanyPagesMessages('en');
    stubTeamPlanApi(MEMBER, withInfo(INFO));
    render(InvitationPage, 'companyInvitation', 'en', '?token=abc');
    expect((await screen.findByRole('alert')).textContent).toBe(
      `The invitation is for ${COMPANY_USER.email}, but you are logged in as marek@startup.example. Log out and log in or sign up with the invited address.`,
    );
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  });
});
