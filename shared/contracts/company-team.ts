/**
 * A company's team (api/CONSOLE.md, "Team"), written once: the team answer, an invitation's body,
 * and what an invitation link shows before it is accepted. The API validates and serialises with
 * these schemas; the console parses with the structs `toStruct` makes of them.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { validate, type Struct } from 'superstruct';
import { codeOf, toStruct, type RuleCode } from './schema-struct';

export const COMPANY_ROLES = ['owner', 'member'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** An invitation link is valid this long. */
export const INVITATION_DAYS = 7;
/** Invitations a company may have open at once (each one is a mail to an address the owner types). */
export const OPEN_INVITATIONS_MAX = 50;

const string = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

/** `POST /api/me/company/invitations`. */
export const invitationRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: { email: { type: 'string', minLength: 1, maxLength: 254, format: 'email' } },
} as const;
export type InvitationRequest = FromSchema<typeof invitationRequestSchema>;

let struct: Struct<InvitationRequest, unknown> | undefined;
/** The invitation's body, trimmed, or its fields' first failing rules (the console's form uses it too). */
export function checkInvitationRequest(
  body: unknown,
): { ok: true; value: InvitationRequest } | { ok: false; errors: { field: string; code: RuleCode }[] } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { ok: false, errors: [{ field: 'body', code: 'invalid_type' }] };
  const [error, value] = validate(body, (struct ??= toStruct(invitationRequestSchema, { trim: true, strict: true })), { coerce: true });
  if (!error) return { ok: true, value };
  const first = new Map<string, RuleCode>();
  for (const failure of error.failures()) {
    const field = failure.path.join('.') || 'body';
    if (!first.has(field)) first.set(field, codeOf(failure));
  }
  return { ok: false, errors: [...first].map(([field, code]) => ({ field, code })) };
}

export const teamMemberSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['userId', 'name', 'email', 'role', 'joinedAt'],
  properties: { userId: integer, name: string, email: string, role: { type: 'string', enum: COMPANY_ROLES }, joinedAt: dateTime },
} as const;
export type TeamMember = FromSchema<typeof teamMemberSchema>;

/** An invitation not used yet: `pending` until it expires (the owner may withdraw or send it again). */
export const openInvitationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'email', 'state', 'invitedBy', 'createdAt', 'expiresAt'],
  properties: {
    id: integer,
    email: string,
    state: { type: 'string', enum: ['pending', 'expired'] },
    /** The inviter's name; null once that account is gone. */
    invitedBy: { type: ['string', 'null'] },
    createdAt: dateTime,
    expiresAt: dateTime,
  },
} as const;
export type OpenInvitation = FromSchema<typeof openInvitationSchema>;

/** `GET /api/me/company/team`: members (owner first, then by joining) and open invitations (newest first). */
export const teamSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['@id', '@type', 'members', 'invitations'],
  properties: {
    '@id': string,
    '@type': { type: 'string', const: 'CompanyTeam' },
    members: { type: 'array', items: teamMemberSchema },
    invitations: { type: 'array', items: openInvitationSchema },
  },
} as const;
export type Team = FromSchema<typeof teamSchema>;

export const INVITATION_STATES = ['valid', 'expired', 'used'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** `GET /api/company-invitations/{token}`: what the link's page shows before anyone signs in. */
export const invitationInfoSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['@type', 'company', 'email', 'state', 'expiresAt'],
  properties: {
    '@type': { type: 'string', const: 'CompanyInvitation' },
    company: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'slug', 'logo'],
      properties: { name: string, slug: string, logo: { type: ['integer', 'null'] } },
    },
    /** The address invited: the account that accepts must have it. */
    email: string,
    state: { type: 'string', enum: INVITATION_STATES },
    expiresAt: dateTime,
  },
} as const;
export type InvitationInfo = FromSchema<typeof invitationInfoSchema>;

/** `POST /api/company-invitations/{token}/accept`: the company joined. */
export const invitationAcceptedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['@type', 'company', 'role'],
  properties: {
    '@type': { type: 'string', const: 'CompanyMembership' },
    company: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'slug', 'name'],
      properties: { id: integer, slug: string, name: string },
    },
    role: { type: 'string', enum: COMPANY_ROLES },
  },
} as const;
export type InvitationAccepted = FromSchema<typeof invitationAcceptedSchema>;

/** Problem codes of the team routes (the console shows its own text for each). */
export const TEAM_ERRORS = [
  'already_member',
  'too_many_open_invitations',
  'too_many_invitations',
  'invitation_not_found',
  'member_not_found',
  'owner_cannot_be_removed',
  'invitation_expired',
  'invitation_used',
  'invitation_email_mismatch',
  'already_in_company',
  'candidate_account_in_use',
] as const;
export type TeamError = (typeof TEAM_ERRORS)[number];
