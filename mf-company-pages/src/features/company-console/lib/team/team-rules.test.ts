import type { InvitationInfo, Team } from '@raketa/shared/contracts';
import { acceptRefusal, emailFieldError, invitationScreen, teamErrorMessage, teamView } from './team-rules';
import { orderChoice, orderState, preselectedPlan } from './plan-rules';

const team: Team = {
  '@id': '/api/me/company/team',
  '@type': 'CompanyTeam',
  members: [
    { userId: 1, name: 'Olga', email: 'olga@example.com', role: 'owner', joinedAt: '2026-01-01T00:00:00.000Z' },
    { userId: 2, name: 'Marek', email: 'marek@example.com', role: 'member', joinedAt: '2026-02-01T00:00:00.000Z' },
  ],
  invitations: [],
};
const info = (state: InvitationInfo['state']): InvitationInfo => ({
  '@type': 'CompanyInvitation',
  company: { name: 'Mlýnek Pay', slug: 'mlynek-pay', logo: null },
  email: 'Kolega@Example.com',
  state,
  expiresAt: '2026-12-01T00:00:00.000Z',
});
const refusal = (code: string, retryAfter: number | null = null) => ({ ok: false as const, status: 409, code, errors: [], retryAfter });
const plans = [{ code: 'start', name: { cs: 'Start', en: 'Start' }, priceCzk: 1, priceEur: 1, jobSlots: 1, listingDays: 30 }];

describe('the team page’s rules', () => {
  it('lets the owner manage the team and a member only read it', () => {
    expect(teamView(team, 1)).toMatchObject({ isOwner: true, owner: { userId: 1 } });
    expect(teamView(team, 2).isOwner).toBe(false);
  });

  it('turns the throttle’s Retry-After into whole minutes, at least one', () => {
    expect(teamErrorMessage(refusal('too_many_invitations', 1800))).toEqual({ key: 'too_many_invitations', values: { count: 30 } });
    expect(teamErrorMessage(refusal('too_many_invitations', 5))).toEqual({ key: 'too_many_invitations', values: { count: 1 } });
    expect(teamErrorMessage(refusal('already_member'))).toEqual({ key: 'already_member' });
    expect(teamErrorMessage(refusal('something_new'))).toEqual({ key: 'failed' });
  });

  it('names the e-mail field’s rule, an empty address as a missing one', () => {
    expect(emailFieldError([{ field: 'email', code: 'too_short' }])).toBe('required');
    expect(emailFieldError([{ field: 'email', code: 'too_long' }])).toBe('too_long');
    expect(emailFieldError([{ field: 'email', code: 'invalid_format' }])).toBe('invalid_email');
    expect(emailFieldError([{ field: 'other', code: 'required' }])).toBeNull();
  });
});

describe('the invitation page’s rules', () => {
  it('shows the link’s state before asking anyone to sign in', () => {
    expect(invitationScreen(null, null).kind).toBe('notFound');
    expect(invitationScreen(info('expired'), null).kind).toBe('expired');
    expect(invitationScreen(info('used'), { email: 'kolega@example.com' }).kind).toBe('used');
    expect(invitationScreen(info('valid'), null).kind).toBe('signedOut');
  });

  it('offers accepting only to the invited address (compared without case)', () => {
    expect(invitationScreen(info('valid'), { email: 'kolega@example.com' }).kind).toBe('ready');
    expect(invitationScreen(info('valid'), { email: 'jiny@example.com' })).toMatchObject({ kind: 'wrongEmail', email: 'jiny@example.com' });
  });

  it('explains each refusal of the API by its code', () => {
    for (const code of ['invitation_email_mismatch', 'already_in_company', 'candidate_account_in_use', 'invitation_expired'])
      expect(acceptRefusal(code)).toBe(code);
    expect(acceptRefusal('server_error')).toBe('failed');
  });
});

describe('the plan page’s rules', () => {
  const pending = { pendingOrder: { plan: { code: 'start' } } } as never;
  it('lets the owner choose a plan unless an order waits for payment', () => {
    expect(orderChoice({ pendingOrder: null }, plans, true)).toEqual({ kind: 'choose', plans });
    expect(orderChoice(pending, plans, true).kind).toBe('pending');
    expect(orderChoice({ pendingOrder: null }, plans, false).kind).toBe('memberOnly');
  });

  it('preselects the plan a price list link asked for, when the page offers it', () => {
    expect(preselectedPlan('?plan=start', plans)).toBe('start');
    expect(preselectedPlan('?plan=nope', plans)).toBeNull();
    expect(preselectedPlan('', plans)).toBeNull();
  });

  it('says whether a paid order runs or has ended', () => {
    const order = { status: 'paid', validUntil: new Date(Date.now() + 86_400_000).toISOString() } as never;
    expect(orderState(order)).toBe('running');
    expect(orderState({ status: 'paid', validUntil: '2020-01-01T00:00:00.000Z' } as never)).toBe('ended');
    expect(orderState({ status: 'pending', validUntil: null } as never)).toBe('pending');
  });
});
