/**
 * The back office's calls to `/api/admin/**` (and the public price list it edits): answers parsed
 * with the contract's structs; a read the API refuses throws an `AdminApiError` with its status and
 * code, a change comes back as a value (done, or the API's problem), so a page shows the refusal
 * where it belongs. Only a network failure throws from a change.
 */
import { api, problemOf, sendWithCsrf, type ApiFieldError } from '@raketa/shared';
import { create, type Struct } from 'superstruct';

export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(`The admin API answered ${status}${code ? ` ${code}` : ''}`);
    this.name = 'AdminApiError';
  }
}

export type SearchParams = Record<string, string | number>;

/** Rows a back-office list shows at once: the offset-paged lists ask for this many from `offset` (api/CONSOLE.md, "Back office paging"). */
export const BACK_OFFICE_PAGE = 50;
export const pageParams = (offset: number): SearchParams => ({ limit: BACK_OFFICE_PAGE, offset });

/** A read, never from a cache: what the back office shows is what the database holds now. */
export async function adminGet<T, S>(path: string, struct: Struct<T, S>, searchParams?: SearchParams): Promise<T> {
  const response = await api.languageApi.get(path, { cache: 'no-store', throwHttpErrors: false, ...(searchParams ? { searchParams } : {}) });
  if (!response.ok) throw new AdminApiError(response.status, (await problemOf(response)).code);
  return create(await response.json(), struct);
}

export type AdminChange<T> =
  | { kind: 'done'; value: T }
  | { kind: 'refused'; status: number; code: string | undefined; errors: ApiFieldError[]; problem: Record<string, unknown> };

/** A change with the CSRF header and its JSON body; the answer parsed with `struct`. */
export async function adminChange<T, S>(method: 'post' | 'patch', path: string, struct: Struct<T, S>, json?: unknown): Promise<AdminChange<T>> {
  const response = await sendWithCsrf(method, path, json === undefined ? {} : { json });
  if (response.ok) return { kind: 'done', value: create(await response.json(), struct) };
  const problem = (await problemOf(response)) as Record<string, unknown> & { code?: string; errors?: ApiFieldError[] };
  return { kind: 'refused', status: response.status, code: problem.code, errors: problem.errors ?? [], problem };
}
