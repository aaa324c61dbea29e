// Server-only: the sign-up rules of spec section 5, with its messages, for `POST /register`.
// Each field reports only the first rule it fails. The UI shows its own translated texts by `code`.
import { isEmail } from '@raketa/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../lib/problem';
import type { ThrottleRule } from '../plugins/throttle';
import { USER_TYPES } from '../plugins/users-repository';
import type { UserType } from '../plugins/users-repository';
import { checkNewPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-policy';
import type { PasswordProblem } from './password-policy';

export const NAME_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;

export const MESSAGES = {
  required: 'This field is mandatory',
  invalid_email: 'Invalid email format',
  password_too_short: `Password must contain at least ${PASSWORD_MIN_LENGTH} characters`,
  password_too_long: `Password must contain at most ${PASSWORD_MAX_LENGTH} characters`,
  password_too_common: 'This password is too common, choose another one',
  approval_required: 'Approval is required.',
  invalid_type: 'Type must be candidate or company',
  too_long: 'This field is too long',
} as const;

export interface Registration {
  type: UserType;
  name: string;
  email: string;
  password: string;
}

/** Form fields arrive as strings, JSON as booleans: both spellings of consent count. */
function accepted(value: unknown): boolean {
  return value === true || (typeof value === 'string' && ['true', '1', 'on', 'yes'].includes(value.toLowerCase()));
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function validateRegistration(body: Record<string, unknown>): { ok: true; value: Registration } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const fail = (field: string, code: keyof typeof MESSAGES) => errors.push({ field, code, message: MESSAGES[code] });

  // The client strips `type` before sending (spec section 3), so none means candidate; a sent one must be valid.
  const rawType = body.type;
  const type = rawType === undefined || rawType === '' ? 'candidate' : rawType;
  if (!USER_TYPES.includes(type as UserType)) fail('type', 'invalid_type');

  const name = text(body.name).trim();
  if (name === '') fail('name', 'required');
  else if (name.length > NAME_MAX_LENGTH) fail('name', 'too_long');

  const email = text(body.username).trim();
  if (email === '') fail('username', 'required');
  else if (email.length > EMAIL_MAX_LENGTH || !isEmail(email)) fail('username', 'invalid_email');

  const password = text(body.password);
  const passwordProblem: PasswordProblem | undefined = checkNewPassword(password);
  if (passwordProblem) fail('password', passwordProblem);

  if (!accepted(body.vop)) fail('vop', 'approval_required');

  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { type: type as UserType, name, email, password } };
}

/**
 * Sign-ups per client IP: 20 an hour. Enough for a household or an office behind one address (a
 * career fair's network is the case to watch), and it bounds how fast one client makes accounts
 * or probes addresses through 409. Counted for every valid attempt, before the e-mail check.
 */
export const REGISTRATION_PER_IP: ThrottleRule = { limit: 20, windowMs: 60 * 60 * 1000 };

/** Counts a sign-up attempt from `ip`; undefined when allowed, else the seconds to wait (Retry-After). */
export async function registrationThrottle(app: FastifyInstance, ip: string): Promise<number | undefined> {
  const limit = app.config.signUpsPerIpPerHour ?? REGISTRATION_PER_IP.limit;
  const hit = await app.throttle.hit(`register:ip:${ip}`, { ...REGISTRATION_PER_IP, limit });
  return hit.allowed ? undefined : hit.retryAfterSeconds;
}
