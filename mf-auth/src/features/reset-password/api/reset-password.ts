/**
 * The reset page's calls (api/AUTH.md): check the mailed token, then set the new password
 * with it. Token problems and field errors come back as values; anything else throws.
 */
import { api, problemOf, sendWithCsrf, type Problem } from '@raketa/shared';

export type TokenProblem = 'reset_token_invalid' | 'reset_token_used' | 'reset_token_expired';
const TOKEN_PROBLEMS: readonly string[] = ['reset_token_invalid', 'reset_token_used', 'reset_token_expired'];

const tokenProblem = (problem: Problem): TokenProblem | undefined =>
  TOKEN_PROBLEMS.includes(problem.code ?? '') ? (problem.code as TokenProblem) : undefined;

export class UnexpectedResetStatusError extends Error {
  constructor(readonly status: number) {
    super(`password reset answered ${status}`);
    this.name = 'UnexpectedResetStatusError';
  }
}

/** `POST /api/password-reset/check`: 'valid', or why the link no longer works. */
export async function checkResetToken(token: string): Promise<'valid' | TokenProblem> {
  const response = await api.languageApi.post('api/password-reset/check', { json: { token }, throwHttpErrors: false });
  if (response.ok) return 'valid';
  const problem = tokenProblem(await problemOf(response));
  if (problem) return problem;
  throw new UnexpectedResetStatusError(response.status);
}

export type SetPasswordResult =
  | { kind: 'ok' }
  | { kind: 'token'; problem: TokenProblem }
  /** The API's password rule code (`password_too_short`, `password_too_common`, …). */
  | { kind: 'password'; code: string };

/** `POST /api/password-reset`: sets the password, ends every session (this one too). */
export async function setNewPassword(token: string, password: string): Promise<SetPasswordResult> {
  const response = await sendWithCsrf('post', 'api/password-reset', { json: { token, password } });
  if (response.ok) return { kind: 'ok' };
  const problem = await problemOf(response);
  const expired = tokenProblem(problem);
  if (expired) return { kind: 'token', problem: expired };
  const passwordError = problem.errors?.find((error) => error.field === 'password');
  if (response.status === 422 && passwordError) return { kind: 'password', code: passwordError.code };
  throw new UnexpectedResetStatusError(response.status);
}
