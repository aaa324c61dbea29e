import type { InvitationInfo, Team, TeamMember } from '@raketa/shared/contracts';
import type { TeamChange } from '../../api/console-team';

/** The team as this account sees it: the owner manages it, a member reads it. */
export function teamView(team: Team, userId: number): { isOwner: boolean; owner: TeamMember | null; members: TeamMember[] } {
  const owner = team.members.find((member) => member.role === 'owner') ?? null;
  return { isOwner: owner?.userId === userId, owner, members: team.members };
}

/** The message key (under `console.team.errors`) of a refused change, and its values. */
export function teamErrorMessage(change: Extract<TeamChange<unknown>, { ok: false }>): { key: string; values?: Record<string, unknown> } {
  if (change.code === 'too_many_invitations') {
    // The throttle's Retry-After, in whole minutes (at least one).
    const minutes = Math.max(1, Math.ceil((change.retryAfter ?? 60) / 60));
    return { key: 'too_many_invitations', values: { count: minutes } };
  }
  const known = [
    'already_member',
    'too_many_open_invitations',
    'invitation_not_found',
    'member_not_found',
    'owner_cannot_be_removed',
    'company_owner_only',
  ];
  return { key: known.includes(change.code) ? change.code : 'failed' };
}

/** The e-mail field's message key (under `console.team.invite.errors`) of a 422 or a check in the browser. */
export function emailFieldError(errors: { field: string; code: string }[]): string | null {
  const error = errors.find((candidate) => candidate.field === 'email');
  if (!error) return null;
  // An empty address (trimmed) fails the schema's minLength: to a person it is a missing one.
  if (error.code === 'too_short') return 'required';
  return ['required', 'too_long', 'invalid_email'].includes(error.code) ? error.code : 'invalid_email';
}

/** What an invitation link's page shows, from its answer (null: unknown link) and the session. */
export type InvitationScreen =
  | { kind: 'notFound' }
  | { kind: 'expired'; info: InvitationInfo }
  | { kind: 'used'; info: InvitationInfo }
  | { kind: 'signedOut'; info: InvitationInfo }
  | { kind: 'wrongEmail'; info: InvitationInfo; email: string }
  | { kind: 'ready'; info: InvitationInfo };

export function invitationScreen(info: InvitationInfo | null, user: { email: string } | null): InvitationScreen {
  if (!info) return { kind: 'notFound' };
  if (info.state === 'expired') return { kind: 'expired', info };
  if (info.state === 'used') return { kind: 'used', info };
  if (!user) return { kind: 'signedOut', info };
  if (user.email.trim().toLowerCase() !== info.email.trim().toLowerCase()) return { kind: 'wrongEmail', info, email: user.email };
  return { kind: 'ready', info };
}

/** Refusals of accepting (api/CONSOLE.md), each with its own text under `invitation.refused`. */
const ACCEPT_REFUSALS = [
  'invitation_not_found',
  'invitation_used',
  'invitation_expired',
  'invitation_email_mismatch',
  'already_in_company',
  'candidate_account_in_use',
  'unauthenticated',
];
export const acceptRefusal = (code: string) => (ACCEPT_REFUSALS.includes(code) ? code : 'failed');
