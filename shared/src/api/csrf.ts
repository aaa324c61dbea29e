/**
 * The API's state-changing calls (api/AUTH.md, "CSRF"): `GET /api/csrf` answers the token (and
 * sets its HttpOnly cookie, double submit); form posts carry it in the `_csrf` field and JSON or
 * multipart calls in the `X-CSRF-Token` header. The caller reads every status itself (nothing
 * throws on an HTTP error), so refusals a page shows come back as values.
 */
import { api } from './clients';

export const CSRF_FIELD = '_csrf';

export async function csrfFields(): Promise<Record<string, string>> {
  const { token } = await api.languageApi.get('api/csrf').json<{ token: string }>();
  return { [CSRF_FIELD]: token };
}

export async function csrfHeader(): Promise<Record<string, string>> {
  return { 'X-CSRF-Token': (await csrfFields())[CSRF_FIELD]! };
}

type Client = typeof api.languageApi;
type Method = 'post' | 'put' | 'patch' | 'delete';
export type CallOptions = Omit<NonNullable<Parameters<Client['post']>[1]>, 'headers' | 'throwHttpErrors'>;

/** `method path` with the CSRF header; `options` as ky takes them (`json`, `body`, `timeout`). */
export async function sendWithCsrf(method: Method, path: string, options: CallOptions = {}) {
  return api.languageApi[method](path, { ...options, headers: await csrfHeader(), throwHttpErrors: false });
}

/** A problem document (application/problem+json) as far as pages read it. */
export interface Problem {
  code?: string;
  errors?: { field: string; code: string }[];
}

/** The problem document of a refused call; empty when the body is not one. */
export async function problemOf(response: Response): Promise<Problem> {
  try {
    return (await response.json()) as Problem;
  } catch {
    return {};
  }
}
