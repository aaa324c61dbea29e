/**
 * The profile's two-factor calls (api/AUTH.md, `/api/two-factor`): status, setup, confirmation,
 * turning off, new recovery codes. Answers the UI shows on a field come back as values (a wrong
 * code or password, too many attempts); any other failure throws, and the query client shows the
 * generic error toast.
 */
import { api, sendWithCsrf } from '@raketa/shared';
import { useQuery } from '@tanstack/react-query';

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
}

export interface TwoFactorSetup {
  /** Base32, for typing into an authenticator app by hand. */
  secret: string;
  uri: string;
  /** Our own server's QR code of `uri`. */
  qrSvg: string;
}

/** What a field shows when the API refuses a code or password. */
export type Refusal = 'incorrect_code' | 'wrong_password' | 'too_many_attempts' | 'setup_expired';
export type Answer<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export class UnexpectedTwoFactorStatusError extends Error {
  constructor(
    readonly status: number,
    call: string,
  ) {
    super(`${call} answered ${status}`);
    this.name = 'UnexpectedTwoFactorStatusError';
  }
}

export const TWO_FACTOR_STATUS_KEY = ['two-factor-status'] as const;

export async function fetchStatus(): Promise<TwoFactorStatus> {
  return api.languageApi.get('api/two-factor', { cache: 'no-store' }).json<TwoFactorStatus>();
}

export function useTwoFactorStatus() {
  return useQuery({ queryKey: TWO_FACTOR_STATUS_KEY, queryFn: fetchStatus });
}

const REFUSALS: Record<string, Refusal> = {
  incorrect_code: 'incorrect_code',
  wrong_password: 'wrong_password',
  too_many_attempts: 'too_many_attempts',
  two_factor_setup_not_started: 'setup_expired',
};

async function post<T>(path: string, payload: object | undefined): Promise<Answer<T>> {
  const response = await sendWithCsrf('post', path, payload ? { json: payload } : {});
  if (response.ok) return { ok: true, value: (response.status === 204 ? undefined : await response.json()) as T };
  // A wrong code or password is a field error (422); throttling and an expired setup are whole-call codes.
  const problem = (await response.json().catch(() => ({}))) as { code?: string; errors?: { code?: string }[] };
  const refusal = REFUSALS[problem.errors?.[0]?.code ?? problem.code ?? ''];
  if (refusal) return { ok: false, refusal };
  throw new UnexpectedTwoFactorStatusError(response.status, `POST /${path}`);
}

/** A new pending secret with its QR code (the active setup, if any, is untouched). */
export async function startSetup(): Promise<TwoFactorSetup> {
  const answer = await post<TwoFactorSetup>('api/two-factor/setup', undefined);
  if (!answer.ok) throw new UnexpectedTwoFactorStatusError(409, 'POST /api/two-factor/setup');
  return answer.value;
}

/** Turns two-factor on; answers the recovery codes, shown this once. */
export const confirmSetup = async (code: string) =>
  mapValue(await post<{ recoveryCodes: string[] }>('api/two-factor/confirm', { code }), (value) => value.recoveryCodes);

export const disable = (proof: { password: string } | { code: string }) => post<void>('api/two-factor/disable', proof);

export const regenerateRecoveryCodes = async (code: string) =>
  mapValue(await post<{ recoveryCodes: string[] }>('api/two-factor/recovery-codes', { code }), (value) => value.recoveryCodes);

function mapValue<T, U>(answer: Answer<T>, map: (value: T) => U): Answer<U> {
  return answer.ok ? { ok: true, value: map(answer.value) } : answer;
}
