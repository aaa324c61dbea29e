/**
 * The state-changing calls of the auth pages (api/AUTH.md): the CSRF token goes in the
 * `X-CSRF-Token` header, and the caller reads every status itself (nothing throws on an HTTP
 * error), so refusals a page shows come back as values.
 */
import { api } from '@raketa/shared';
import { csrfFields, CSRF_FIELD } from './csrf';

type Client = typeof api.languageApi;
type Method = 'post' | 'put' | 'patch' | 'delete';
export type CallOptions = Omit<NonNullable<Parameters<Client['post']>[1]>, 'headers' | 'throwHttpErrors'>;

export async function csrfHeader(): Promise<Record<string, string>> {
  return { 'X-CSRF-Token': (await csrfFields())[CSRF_FIELD]! };
}

/** `method path` with the CSRF header; `options` as ky takes them (`json`, `body`, `timeout`). */
export async function sendWithCsrf(method: Method, path: string, options: CallOptions = {}) {
  return api.languageApi[method](path, { ...options, headers: await csrfHeader(), throwHttpErrors: false });
}

/** A problem document (application/problem+json) as far as the pages read it. */
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
